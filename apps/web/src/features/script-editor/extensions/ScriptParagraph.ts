import { BLOCK_ATTRIBUTE } from '@juzuo/schemas';
import Paragraph from '@tiptap/extension-paragraph';

/**
 * Tiptap's `paragraph` with the `block` attribute (ScriptBlock). The node keeps its name so any Yjs
 * client that writes plain paragraphs stays compatible; no attribute = plain line.
 */
export const ScriptParagraph = Paragraph.extend({
  addAttributes() {
    return {
      [BLOCK_ATTRIBUTE]: {
        default: null,
        // A new line gets its type from the Enter rules, not by copying the split line's.
        keepOnSplit: false,
        parseHTML: (element: HTMLElement) => element.getAttribute('data-block'),
        renderHTML: (attributes: Record<string, unknown>) => {
          const block = attributes[BLOCK_ATTRIBUTE];
          return typeof block === 'string' && block && block !== 'plain'
            ? { 'data-block': block, class: `script-line script-${block}` }
            : {};
        },
      },
    };
  },
});
