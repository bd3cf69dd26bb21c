import * as Y from 'yjs';
import { LOCAL_ORIGIN, nodesOf, toY } from './boardModel';

// Lists inside a node (PLOT lines, SET assignments) are Y.Arrays of Y.Maps (board-doc.ts): editing
// one entry's field touches only that field, so two people editing different lines of one node,
// or different fields of one line, both keep their edit.

/** The list field of a node, created on first use (a node written as JSON may hold a plain array). */
function listOf(doc: Y.Doc, nodeId: string, field: string): Y.Array<unknown> | null {
  const node = nodesOf(doc).get(nodeId);
  if (!(node instanceof Y.Map)) return null;
  const list = node.get(field);
  if (list instanceof Y.Array) return list;
  const fresh = toY(Array.isArray(list) ? list : []) as Y.Array<unknown>;
  node.set(field, fresh);
  return fresh;
}

/** Appends entries to a node's list. */
export function appendEntries(doc: Y.Doc, nodeId: string, field: string, entries: readonly object[]): void {
  doc.transact(() => listOf(doc, nodeId, field)?.push(entries.map(toY)), LOCAL_ORIGIN);
}

/** Sets (or with undefined removes) one field of one entry. */
export function setEntryField(
  doc: Y.Doc,
  nodeId: string,
  field: string,
  index: number,
  key: string,
  value: unknown,
): void {
  doc.transact(() => {
    const entry = listOf(doc, nodeId, field)?.get(index);
    if (!(entry instanceof Y.Map)) return;
    if (value === undefined) entry.delete(key);
    else entry.set(key, toY(value));
  }, LOCAL_ORIGIN);
}

/** Removes one entry. */
export function removeEntry(doc: Y.Doc, nodeId: string, field: string, index: number): void {
  doc.transact(() => {
    const list = listOf(doc, nodeId, field);
    if (list && index >= 0 && index < list.length) list.delete(index, 1);
  }, LOCAL_ORIGIN);
}

/** Moves one entry up or down by one: its fields (and line id) go with it. */
export function moveEntry(doc: Y.Doc, nodeId: string, field: string, index: number, by: -1 | 1): void {
  doc.transact(() => {
    const list = listOf(doc, nodeId, field);
    const to = index + by;
    if (!list || index < 0 || to < 0 || index >= list.length || to >= list.length) return;
    const entry = list.get(index);
    const json = entry instanceof Y.Map ? entry.toJSON() : entry;
    list.delete(index, 1);
    list.insert(to, [toY(json)]);
  }, LOCAL_ORIGIN);
}
