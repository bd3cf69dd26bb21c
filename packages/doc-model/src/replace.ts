import * as Y from 'yjs';
import { fragmentOf } from './blocks';

/**
 * Replaces the content of `target`'s fragment with a copy of `source`'s, in one transaction. The
 * result is an ordinary Yjs update on `target` (deletes plus inserts), so it merges with every other
 * editor's state instead of overwriting it: how recover and REST saves change a live document.
 * `origin` is passed to the transaction (the relay uses it to attribute the change).
 */
export function replaceFragmentContent(target: Y.Doc, source: Y.Doc, origin?: unknown): void {
  const copies = fragmentOf(source)
    .toArray()
    .filter((n): n is Y.XmlElement | Y.XmlText => n instanceof Y.XmlElement || n instanceof Y.XmlText)
    .map((n) => n.clone());
  const fragment = fragmentOf(target);
  target.transact(() => {
    if (fragment.length > 0) fragment.delete(0, fragment.length);
    if (copies.length > 0) fragment.insert(0, copies);
  }, origin);
}
