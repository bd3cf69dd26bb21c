import type { JSONContent } from '@tiptap/core';

/** Mark name of the inserted text's source link (see script-editor/extensions/MaterialSource). */
const SOURCE = 'materialSource';

/**
 * The editor content of a material: one plain line per non-empty line of the content, each carrying
 * the material's id as a mark. Blank lines are dropped: the editor's lines are paragraphs already.
 */
export function materialContent(material: { id: string; content: string }): JSONContent[] {
  return material.content
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((text) => ({
      type: 'paragraph',
      content: [{ type: 'text', text, marks: [{ type: SOURCE, attrs: { materialId: material.id } }] }],
    }));
}
