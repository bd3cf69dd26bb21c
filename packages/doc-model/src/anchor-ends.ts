import type * as Y from 'yjs';
import { absoluteOf } from './absolute';
import type { TextAnchor } from './anchors';
import { fragmentOf } from './blocks';

// Whether a lost anchor (see ResolvedAnchorHeld.absent) can resolve differently: its ends' text
// offsets come from the Yjs items they stick to (resolveAnchors' offsetOf). Two offsets keep their
// order while neither end changes the type or index it resolves to, no line holding one is edited
// (offsets inside a line depend on its content) and no such line is removed; lines cannot swap
// places without being removed (Yjs moves a block by deleting it and inserting a new one). An end
// in removed text resolves again only when an undo restores it (Yjs follows the restored copy),
// which changes the type it resolves to.

/** A Yjs item's ID as text. */
const idOf = (item: Y.Item) => `${item.id.client}:${item.id.clock}`;

/** One end: where it resolves now and the content of the top-level line holding it. */
function endKey(doc: Y.Doc, json: unknown): string | null {
  const abs = absoluteOf(doc, json);
  // Content this document has not received yet (it may arrive with any update), or malformed.
  if (!abs) return null;
  const root = fragmentOf(doc);
  let line: Y.AbstractType<unknown> = abs.type;
  for (;;) {
    const item = line._item;
    if (!item) return line === root ? 'root' : null;
    if (item.deleted) return `removed ${idOf(item)}`;
    if (item.parent === root) break;
    line = item.parent as Y.AbstractType<unknown>;
  }
  const typeId = abs.type._item ? idOf(abs.type._item) : 'root';
  return `${idOf(line._item as Y.Item)} ${typeId} ${abs.index} ${line.toString()}`;
}

/**
 * A key of where `anchor`'s ends resolve in `doc`: while it stays the same, so do the ends' offsets'
 * order and whether each is in the document. Null when an end refers to content the document has
 * not received (then any update may change it).
 */
export function anchorEndsKey(doc: Y.Doc, anchor: TextAnchor): string | null {
  const start = endKey(doc, anchor.start);
  const end = endKey(doc, anchor.end);
  return start === null || end === null ? null : `${start}\n${end}`;
}
