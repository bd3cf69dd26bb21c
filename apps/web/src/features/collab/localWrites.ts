import * as Y from 'yjs';
import { type FrameTimers, frameCoalescer } from './afterFrame';

/** What the deferral needs from y-indexeddb's IndexeddbPersistence. */
export interface LocalStore {
  /** Its own writer of one update (registered on the document's `update` event by its constructor). */
  _storeUpdate(update: Uint8Array, origin: unknown): void;
}

/** Pending local writes of one document: written after the next frame, or now. */
export interface DeferredLocalWrites {
  /** Writes what is pending now (before the store closes, when the page goes away). */
  flush(): void;
  /** Writes what is pending and stops following the document. */
  dispose(): void;
}

/**
 * y-indexeddb writes every update inside the Yjs transaction that made it, i.e. inside the
 * keystroke, before the browser can paint: opening the IndexedDB transaction and queueing the write
 * took about 4 ms of every keystroke of the typing profile (a long script, busy machine). This takes
 * its listener off the document and writes the updates of a frame (merged into one) right after that
 * frame was drawn instead. IndexedDB writes complete asynchronously anyway; the copy lags the screen
 * by one frame more, and whatever is pending is written at once when the page is hidden or the
 * document closes.
 */
export function deferLocalWrites(ydoc: Y.Doc, store: LocalStore, timers?: FrameTimers): DeferredLocalWrites {
  ydoc.off('update', store._storeUpdate);
  let pending: Uint8Array[] = [];
  const flush = () => {
    if (pending.length === 0) return;
    const update = pending.length === 1 ? (pending[0] as Uint8Array) : Y.mergeUpdates(pending);
    pending = [];
    // Origin null: the store skips only updates it applied itself (filtered below already).
    store._storeUpdate(update, null);
  };
  const afterFrame = frameCoalescer(flush, timers);
  const onUpdate = (update: Uint8Array, origin: unknown) => {
    // Updates the store itself applied (the restored local copy) are already in it.
    if (origin === store) return;
    pending.push(update);
    afterFrame.schedule();
  };
  ydoc.on('update', onUpdate);
  const onHide = () => flush();
  if (typeof window !== 'undefined') window.addEventListener('pagehide', onHide);
  return {
    flush,
    dispose() {
      flush();
      afterFrame.dispose();
      ydoc.off('update', onUpdate);
      if (typeof window !== 'undefined') window.removeEventListener('pagehide', onHide);
    },
  };
}
