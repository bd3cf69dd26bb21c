import * as Y from 'yjs';

/**
 * A reading of one Y.Map of entries (a board's nodes or edges) that re-reads only the entries changed
 * since the last reading and hands back the same object for every other entry. A drag writes one
 * node every 80 ms; reading all 2,000 nodes and 3,000 edges again for it (and comparing them as JSON)
 * was most of the page's own script time while dragging on a large board (docs/benchmarks.md).
 */
export class EntryReader<T> {
  private readonly cache = new Map<string, T | null>();
  private dirty: Set<string> | 'all' = 'all';

  constructor(
    private readonly map: Y.Map<Y.Map<unknown>>,
    private readonly readOne: (id: string, entry: Y.Map<unknown>) => T | null,
  ) {}

  /** Notes the entries a batch of deep events on the map touched (the events of `observeDeep`). */
  note(events: readonly Y.YEvent<Y.AbstractType<unknown>>[]): void {
    if (this.dirty === 'all') return;
    for (const event of events) {
      if (event.target === this.map && event instanceof Y.YMapEvent) {
        for (const key of event.keysChanged) this.dirty.add(key);
        continue;
      }
      // A change inside an entry: the first step of its path from the map is the entry's id.
      const key = event.path[0];
      if (typeof key !== 'string') {
        this.dirty = 'all';
        return;
      }
      this.dirty.add(key);
    }
  }

  /** The entries in the map's order: changed ones read afresh, the rest as they were. */
  read(): T[] {
    if (this.dirty === 'all') this.cache.clear();
    else for (const id of this.dirty) this.cache.delete(id);
    this.dirty = new Set();
    const out: T[] = [];
    for (const [id, entry] of this.map.entries()) {
      if (!(entry instanceof Y.Map)) continue;
      let value = this.cache.get(id);
      if (value === undefined) {
        value = this.readOne(id, entry);
        this.cache.set(id, value);
      }
      if (value !== null) out.push(value);
    }
    return out;
  }
}
