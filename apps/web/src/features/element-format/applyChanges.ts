import { BLOCK_ATTRIBUTE, type TElementChange } from '@juzuo/schemas';
import type { Node as PmNode } from '@tiptap/pm/model';
import type { Transaction } from '@tiptap/pm/state';

/** A change to make on the top-level line `index` of the document. */
export interface LineChange {
  index: number;
  change: Pick<TElementChange, 'proposed' | 'proposed_text'>;
}

/**
 * Adds the changes to `tr` (one transaction: one undo step, one update through the relay): each
 * line gets the proposed element (the attribute the element menu sets; plain is no attribute) and,
 * where the element stores it differently (an action's △ mark dropped), the proposed text. Lines
 * are changed from the last up, so the positions of the ones above stay valid.
 */
export function applyLineChanges(tr: Transaction, doc: PmNode, changes: readonly LineChange[]): Transaction {
  const starts: number[] = [];
  doc.forEach((_node, offset) => {
    starts.push(offset);
  });
  const order = [...changes].sort((a, b) => b.index - a.index);
  for (const { index, change } of order) {
    const pos = starts[index];
    const node = pos === undefined ? null : doc.child(index);
    if (pos === undefined || !node) continue;
    tr.setNodeAttribute(pos, BLOCK_ATTRIBUTE, change.proposed === 'plain' ? null : change.proposed);
    if (change.proposed_text && node.textContent !== change.proposed_text) {
      tr.insertText(change.proposed_text, pos + 1, pos + 1 + node.content.size);
    }
  }
  return tr;
}
