import crypto from 'node:crypto';
import { IncomingMessage, MessageType } from '@hocuspocus/server';
import IORedis from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { isRelayReady, type RelayOptions } from './createRelay';
import { MemoryBackend, type RelayHarness, startRelay, textOf, waitFor } from './test/harness';
import { UpdateRelayingRedis } from './UpdateRelayingRedis';

// scripts/test.sh sets TEST_REDIS_URL only when Redis is reachable; without it these tests skip.
const REDIS_URL = process.env.TEST_REDIS_URL;
const DOC = 'doc:r1';

type Kind = 'step1' | 'step2' | 'update' | 'other';
/** y-protocols/sync's message kinds (the package is Hocuspocus's, not ours). */
const SYNC_KINDS: Kind[] = ['step1', 'step2', 'update'];

/** What the relays publish on a prefix's channels, by sync message kind (frames as the extension's). */
class ChannelSpy {
  readonly seen: Kind[] = [];
  /** The same messages with their channel and when they arrived. */
  readonly events: Array<{ kind: Kind; channel: string; at: number }> = [];
  private readonly client: IORedis;
  constructor(url: string) {
    this.client = new IORedis(url);
    this.client.on('pmessageBuffer', (_pattern: Buffer, channel: Buffer, frame: Buffer) => {
      const kind = kindOf(frame);
      this.seen.push(kind);
      this.events.push({ kind, channel: channel.toString(), at: Date.now() });
    });
  }
  async start(prefix: string) {
    await this.client.psubscribe(`${prefix}*`);
  }
  count(kind: Kind) {
    return this.seen.filter((k) => k === kind).length;
  }
  reset() {
    this.seen.length = 0;
    this.events.length = 0;
  }
  close() {
    this.client.disconnect();
  }
}

function kindOf(frame: Buffer): Kind {
  const message = new IncomingMessage(frame.subarray(1 + (frame[0] as number)));
  message.readVarString();
  const type = message.readVarUint();
  if (type !== MessageType.Sync && type !== MessageType.SyncReply) return 'other';
  return SYNC_KINDS[message.readVarUint()] ?? 'other';
}

/** The relay's Redis extension. */
function redisOf(harness: RelayHarness): UpdateRelayingRedis {
  const found = harness.relay.configuration.extensions.find((e) => e instanceof UpdateRelayingRedis);
  if (!found) throw new Error('relay has no UpdateRelayingRedis');
  return found as UpdateRelayingRedis;
}

/**
 * Makes a relay's Redis subscriber drop the next `count` update messages, as a lost pub/sub
 * delivery would (the stock receiver stays the listener of everything else).
 */
function dropUpdates(harness: RelayHarness, count: number): { dropped: () => number } {
  const sub = redisOf(harness).sub;
  const [receive] = sub.listeners('messageBuffer') as ((channel: Buffer, data: Buffer) => unknown)[];
  if (!receive) throw new Error('no Redis receiver');
  let dropped = 0;
  sub.off('messageBuffer', receive);
  sub.on('messageBuffer', (channel: Buffer, data: Buffer) => {
    if (dropped < count && kindOf(data) === 'update') {
      dropped++;
      return;
    }
    return receive(channel, data);
  });
  return { dropped: () => dropped };
}

describe.skipIf(!REDIS_URL)('relays sharing a document over Redis', () => {
  const harnesses: RelayHarness[] = [];
  const spies: ChannelSpy[] = [];
  afterEach(async () => {
    for (const spy of spies.splice(0)) spy.close();
    await Promise.all(harnesses.splice(0).map((h) => h.close()));
  });

  async function twoRelays(redisRepair: RelayOptions['redisRepair']) {
    const backend = new MemoryBackend({
      a: { userId: 'u1', name: '甲', access: { [DOC]: 'write' } },
      b: { userId: 'u2', name: '乙', access: { [DOC]: 'write' } },
    });
    const redisPrefix = `juzuo-test-${crypto.randomBytes(4).toString('hex')}`;
    const spy = new ChannelSpy(REDIS_URL as string);
    spies.push(spy);
    await spy.start(redisPrefix);
    for (let i = 0; i < 2; i++)
      harnesses.push(await startRelay({ backend, redisUrl: REDIS_URL, redisPrefix, redisRepair }));
    const [one, two] = harnesses as [RelayHarness, RelayHarness];
    await waitFor(() => isRelayReady(one.relay) && isRelayReady(two.relay));
    const a = await one.connect(DOC, 'a');
    const b = await two.connect(DOC, 'b');
    return { one, two, a, b, spy };
  }

  it('sends each change to the other relay as an update, with no sync round per change', async () => {
    const { a, b, spy } = await twoRelays({ repairIntervalMs: 60_000 });
    await new Promise((r) => setTimeout(r, 200)); // the load's sync rounds are over
    spy.reset();
    const text = a.doc.getText('t');
    for (let i = 0; i < 20; i++) {
      text.insert(text.length, `${i % 10}`);
      await new Promise((r) => setTimeout(r, 5));
    }
    await waitFor(() => textOf(b.doc) === '01234567890123456789');
    b.doc.getText('t').insert(0, '乙');
    await waitFor(() => textOf(a.doc) === '乙01234567890123456789');
    expect(spy.count('update')).toBeGreaterThanOrEqual(2);
    expect(spy.count('step1')).toBe(0);
    expect(spy.count('step2')).toBe(0);
  });

  it('mends a lost update as soon as a later one of the same client shows the gap', async () => {
    const { two, a, b, spy } = await twoRelays({ repairIntervalMs: 60_000, repairSpacingMs: 50 });
    const drop = dropUpdates(two, 1);
    const text = a.doc.getText('t');
    text.insert(0, '丢失');
    await waitFor(() => drop.dropped() === 1);
    await new Promise((r) => setTimeout(r, 100));
    expect(textOf(b.doc)).toBe('');
    text.insert(2, '之后');
    await waitFor(() => textOf(b.doc) === '丢失之后');
    expect(spy.count('step1')).toBeGreaterThanOrEqual(1);
  });

  it('mends a lost last update in the periodic round of the relay that sent it', async () => {
    const { two, a, b } = await twoRelays({ repairIntervalMs: 300 });
    const drop = dropUpdates(two, 1);
    a.doc.getText('t').insert(0, '最后一笔');
    await waitFor(() => drop.dropped() === 1);
    await waitFor(() => textOf(b.doc) === '最后一笔', 3_000);
  });

  it('spreads the periodic rounds of many documents over the period instead of sending them at once', async () => {
    // Each round makes the peers encode, and this relay apply, a document's whole delete set: all of
    // them in one turn held a relay's loop tens of milliseconds late (decisions.md, session 23).
    const docs = Array.from({ length: 8 }, (_, i) => `doc:spread-${i}`);
    const access = Object.fromEntries(docs.map((d) => [d, 'write' as const]));
    const backend = new MemoryBackend({ a: { userId: 'u1', name: '甲', access } });
    const redisPrefix = `juzuo-test-${crypto.randomBytes(4).toString('hex')}`;
    const spy = new ChannelSpy(REDIS_URL as string);
    spies.push(spy);
    await spy.start(redisPrefix);
    const intervalMs = 800;
    const one = await startRelay({
      backend,
      redisUrl: REDIS_URL,
      redisPrefix,
      redisRepair: { repairIntervalMs: intervalMs, repairSpacingMs: 10 },
    });
    harnesses.push(one);
    await waitFor(() => isRelayReady(one.relay));
    const clients = [];
    for (const doc of docs) clients.push(await one.connect(doc, 'a'));
    await new Promise((r) => setTimeout(r, 200)); // the loads' sync rounds are over
    spy.reset();
    for (const client of clients) client.doc.getText('t').insert(0, '一笔');
    // Every document's round within two periods (the first period may begin before the typing).
    await waitFor(
      () => new Set(spy.events.filter((e) => e.kind === 'step1').map((e) => e.channel)).size === 8,
      3_000,
    );
    const firstRound = new Map<string, number>();
    for (const e of spy.events)
      if (e.kind === 'step1' && !firstRound.has(e.channel)) firstRound.set(e.channel, e.at);
    const times = [...firstRound.values()].sort((x, y) => x - y);
    // Even steps of 100 ms: the eight rounds span about 700 ms, and no two share a moment.
    expect((times.at(-1) as number) - (times[0] as number)).toBeGreaterThanOrEqual(intervalMs / 2);
    for (let i = 1; i < times.length; i++)
      expect((times[i] as number) - (times[i - 1] as number)).toBeGreaterThanOrEqual(30);
  });

  it('catches up after its Redis subscriber reconnects', async () => {
    const { two, a, b } = await twoRelays({ repairIntervalMs: 60_000, repairSpacingMs: 50 });
    const sub = redisOf(two).sub;
    sub.disconnect(false);
    await waitFor(() => sub.status === 'end');
    a.doc.getText('t').insert(0, '断线时写的');
    await new Promise((r) => setTimeout(r, 200));
    expect(textOf(b.doc)).toBe('');
    await sub.connect();
    await waitFor(() => textOf(b.doc) === '断线时写的');
    // The subscription is back: later changes arrive as updates again.
    a.doc.getText('t').insert(5, '。');
    await waitFor(() => textOf(b.doc) === '断线时写的。');
  });
});
