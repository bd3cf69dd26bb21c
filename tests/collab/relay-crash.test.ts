import { describe, expect, it } from 'vitest';
import { connect, waitUntil } from './support/clients';
import { collabStory } from './support/fixture';
import { startRelayProcess } from './support/relay';
import { docDetail } from './support/story';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A standalone relay dies with SIGKILL (no close hooks, no final store) while two people type. What
 * it acknowledged is already in the update log (durable-ack-crash.test.ts proves that without client
 * help); what it had not acknowledged yet is not lost either: the providers keep it, reconnect to a
 * new relay on the same address, and send what that relay (checkpoint + log) lacks.
 */
describe('relay killed with SIGKILL mid-typing', () => {
  const ctx = collabStory();

  it('loses no edit once the clients reconnect to a new relay', async () => {
    const origin = ctx.origin;
    const member = await ctx.member(['WriteWork']);
    const first = await startRelayProcess({ apiUrl: origin, secret: ctx.secret });
    ctx.relays.push(first);

    const a = await connect(first.url, ctx.story.docName, ctx.story.owner.token);
    const b = await connect(first.url, ctx.story.docName, member.token);
    expect([a.outcome, b.outcome]).toEqual(['synced', 'synced']);

    // A checkpoint that exists before the crash: the new relay starts from it.
    a.type('崩溃前已保存的一行', 'scene');
    await waitUntil(
      async () => (await docDetail(origin, ctx.story)).text.includes('崩溃前已保存的一行'),
      15_000,
      'the first checkpoint',
    );

    const typed: string[] = [];
    const typeLine = (i: number) => {
      const line = `第${i}行-${i % 2 ? '甲' : '乙'}`;
      (i % 2 ? a : b).type(line, 'action');
      typed.push(line);
    };
    // Quick typing, faster than the 2 s debounce: these lines live only in the relay and the clients.
    for (let i = 1; i <= 20; i++) {
      typeLine(i);
      await sleep(40);
    }
    const lastBeforeKill = typed[typed.length - 1] as string;
    await waitUntil(
      () => a.lines().includes(lastBeforeKill) && b.lines().includes(typed[typed.length - 2] as string),
      10_000,
      'both clients see each other through the first relay',
    );
    await first.kill();
    // The relay died holding edits the API never got (the debounce had not fired).
    expect((await docDetail(origin, ctx.story)).text).not.toContain(lastBeforeKill);

    // People keep typing while the relay is gone.
    for (let i = 21; i <= 30; i++) {
      typeLine(i);
      await sleep(40);
    }
    const second = await startRelayProcess({ apiUrl: origin, secret: ctx.secret, port: first.port });
    ctx.relays.push(second);

    const expected = ['崩溃前已保存的一行', ...typed];
    const hasAll = (lines: string[]) => expected.every((line) => lines.includes(line));
    await waitUntil(() => hasAll(a.lines()) && hasAll(b.lines()), 60_000, 'both clients converge again');
    await waitUntil(
      async () => hasAll((await docDetail(origin, ctx.story)).text.split('\n')),
      30_000,
      'every line in doc/detail',
    );
    const text = (await docDetail(origin, ctx.story)).text;
    for (const line of expected) expect(text.split(line).length - 1).toBe(1);
    expect(a.lines()).toEqual(b.lines());
  });
});
