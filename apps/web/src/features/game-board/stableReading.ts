/**
 * A fresh reading of the board in which every entry equal to the previous reading's entry of the same
 * id is that previous object, and the previous array itself when nothing changed. Each reading of the
 * Yjs document builds new objects; without this, one dragged node made every one of 2,000 canvas nodes
 * and 3,000 edges new to xyflow, which then re-rendered all of them (tests/bench/game-board measured
 * frames of 0.5 s while dragging on a large board).
 */
export function keepUnchanged<T extends { id: string }>(prev: readonly T[], next: T[]): T[] {
  // Two empty readings are the same reading too (a board without variables re-made its edges).
  if (prev.length === 0) return next.length === 0 ? (prev as T[]) : next;
  const before = new Map(prev.map((item) => [item.id, item]));
  let same = prev.length === next.length;
  const out = next.map((item, i) => {
    const old = before.get(item.id);
    if (old && serialised(old) === serialised(item)) {
      if (prev[i] !== old) same = false;
      return old;
    }
    same = false;
    return item;
  });
  return same ? (prev as T[]) : out;
}

/** Entries' JSON, kept per object: the previous reading's entries are compared again and again. */
const json = new WeakMap<object, string>();
function serialised(item: object): string {
  let s = json.get(item);
  if (s === undefined) {
    s = JSON.stringify(item);
    json.set(item, s);
  }
  return s;
}
