import { describe, expect, it } from 'vitest';
import { Awareness } from 'y-protocols/awareness';
import * as Y from 'yjs';
import { manualTimers } from './manualTimers';
import { sendAfterFrame } from './relaySends';

/** A document and its awareness followed by sendAfterFrame; `frame` draws a frame (and its 0 ms timeouts). */
function setUp() {
  const ydoc = new Y.Doc();
  const awareness = new Awareness(ydoc);
  const provider = { flushes: 0, flushPendingUpdates: () => (provider.flushes += 1) };
  const clock = manualTimers();
  const sends = sendAfterFrame(provider, [ydoc, awareness], clock.timers);
  const frame = () => {
    clock.frame();
    clock.timeouts(0);
  };
  return { ydoc, awareness, provider, frame, sends, clock };
}

describe('relay sends after the frame', () => {
  it('send a frame of edits once, after the frame and not inside the edit', () => {
    const { ydoc, provider, frame, sends } = setUp();
    const text = ydoc.getText('t');
    text.insert(0, '剧');
    text.insert(1, '作');
    expect(provider.flushes).toBe(0);
    frame();
    expect(provider.flushes).toBe(1);
    text.insert(2, '台');
    frame();
    expect(provider.flushes).toBe(2);
    frame();
    expect(provider.flushes).toBe(2);
    sends.dispose();
  });

  it('send a caret move after the frame too', () => {
    const { awareness, provider, frame, sends } = setUp();
    awareness.setLocalStateField('cursor', { anchor: 1 });
    expect(provider.flushes).toBe(0);
    frame();
    expect(provider.flushes).toBe(1);
    sends.dispose();
  });

  it('schedule nothing for what the provider applied from the relay, nor after dispose', () => {
    const { ydoc, provider, frame, sends, clock } = setUp();
    const other = new Y.Doc();
    other.getText('t').insert(0, '旧稿');
    Y.applyUpdate(ydoc, Y.encodeStateAsUpdate(other), provider);
    expect(clock.pending()).toBe(0);
    sends.dispose();
    ydoc.getText('t').insert(0, '新');
    frame();
    expect(provider.flushes).toBe(0);
  });
});
