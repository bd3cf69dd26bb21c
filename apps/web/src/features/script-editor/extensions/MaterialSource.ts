import { Mark, mergeAttributes } from '@tiptap/core';

/** Name of the mark that links inserted text to the material it came from. */
export const MATERIAL_SOURCE_MARK = 'materialSource';

/**
 * Text inserted from the materials centre keeps the material's id, so a writer (and later features)
 * can tell where a passage came from. In the Yjs document it is a formatting attribute on the text;
 * the server's HTML drops unknown marks and keeps their text, so other readers are unaffected.
 */
export const MaterialSource = Mark.create({
  name: MATERIAL_SOURCE_MARK,
  // Typing right after an inserted passage is the writer's own text, not the material's.
  inclusive: false,
  addAttributes() {
    return {
      materialId: {
        default: null,
        parseHTML: (element: HTMLElement) => element.getAttribute('data-material-id'),
        renderHTML: (attributes: Record<string, unknown>) =>
          attributes.materialId ? { 'data-material-id': String(attributes.materialId) } : {},
      },
    };
  },
  parseHTML() {
    return [{ tag: 'span[data-material-id]' }];
  },
  renderHTML({ HTMLAttributes }) {
    return [
      'span',
      mergeAttributes(HTMLAttributes, {
        class: 'material-source underline decoration-brand-200 decoration-dotted underline-offset-4',
        title: '来自素材中心',
      }),
      0,
    ];
  },
});
