import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { deferLocalWrites } from './localWrites';
import { manualTimers } from './manualTimers';

/** A store like y-indexeddb's: registers its writer on the document and records what it writes. */
function fakeStore(ydoc: Y.Doc) {
  const written: Uint8Array[] = [];
  const store = {
    _storeUpdate: (update: Uint8Array, origin: unknown) => {
      if (origin !== store) written.push(update);
    },
  };
  ydoc.on('update', store._storeUpdate);
  return { store, written };
}

/** A document with a fake store, its writes deferred; `frame` draws a frame (and its 0 ms timeouts). */
function setUp() {
  const ydoc = new Y.Doc();
  const { store, written } = fakeStore(ydoc);
  const clock = manualTimers();
  const writes = deferLocalWrites(ydoc, store, clock.timers);
  const frame = () => {
    clock.frame();
    clock.timeouts(0);
  };
  return { ydoc, store, written, frame, writes };
}

describe('deferred local writes', () => {
  it('write a frame of edits once, merged, after the frame and not inside the edit', () => {
    const { ydoc, written, frame, writes } = setUp();
    const text = ydoc.getText('t');
    text.insert(0, '剧');
    text.insert(1, '作');
    expect(written).toHaveLength(0);
    frame();
    expect(written).toHaveLength(1);
    const copy = new Y.Doc();
    Y.applyUpdate(copy, written[0] as Uint8Array);
    expect(copy.getText('t').toString()).toBe('剧作');
    text.insert(2, '台');
    frame();
    expect(written).toHaveLength(2);
    writes.dispose();
  });

  it('skip what the store applied itself, and write what is pending when disposed', () => {
    const { ydoc, store, written, frame, writes } = setUp();
    const other = new Y.Doc();
    other.getText('t').insert(0, '旧稿');
    Y.applyUpdate(ydoc, Y.encodeStateAsUpdate(other), store);
    frame();
    expect(written).toHaveLength(0);
    ydoc.getText('t').insert(0, '新');
    writes.dispose();
    expect(written).toHaveLength(1);
    // After dispose the document is no longer followed.
    ydoc.getText('t').insert(0, '再');
    frame();
    expect(written).toHaveLength(1);
    const copy = new Y.Doc();
    Y.applyUpdate(copy, Y.encodeStateAsUpdate(other));
    Y.applyUpdate(copy, written[0] as Uint8Array);
    expect(copy.getText('t').toString()).toBe('新旧稿');
  });
});
