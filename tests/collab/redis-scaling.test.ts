import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../e2e/support/api';
import { connect, nextAuthEvent, waitUntil, within } from './support/clients';
import { collabStory } from './support/fixture';
import { redisAvailability, TEST_REDIS_URL } from './support/redis';
import { type RelayProcess, startRelayProcess } from './support/relay';
import { docDetail, setWorkPermissions } from './support/story';

// Redis must be there in CI; elsewhere these tests skip with a clear message when it is not.
const redis = await redisAvailability();
if (!redis.ok && process.env.CI === 'true') throw new Error(redis.message);
if (!redis.ok) console.warn(`[collab] ${redis.message}`);

/**
 * Two standalone relay processes share documents through Redis, and the API (which runs with the
 * same REDIS_URL) reaches their connections with permission changes over the Redis channel.
 */
describe.skipIf(!redis.ok)('two relays over Redis', () => {
  const ctx = collabStory({ REDIS_URL: TEST_REDIS_URL });

  beforeAll(async () => {
    for (let i = 0; i < 2; i++)
      ctx.relays.push(
        await startRelayProcess({ apiUrl: ctx.origin, secret: ctx.secret, redisUrl: TEST_REDIS_URL }),
      );
  });

  it('serve one document to clients on each relay, and the checkpoint reaches doc/detail', async () => {
    const [one, two] = ctx.relays as [RelayProcess, RelayProcess];
    const a = await connect(one.url, ctx.story.docName, ctx.story.owner.token);
    const b = await connect(two.url, ctx.story.docName, ctx.story.owner.token);
    expect([a.outcome, b.outcome]).toEqual(['synced', 'synced']);
    a.type('甲在一号中继写的', 'scene');
    await waitUntil(() => b.lines().includes('甲在一号中继写的'), 10_000, 'relay two gets relay one’s line');
    b.type('乙在二号中继写的', 'dialogue');
    await waitUntil(() => a.lines().includes('乙在二号中继写的'), 10_000, 'relay one gets relay two’s line');
    expect(a.lines()).toEqual(b.lines());
    await waitUntil(
      async () => {
        const text = (await docDetail(ctx.origin, ctx.story)).text;
        return text.includes('甲在一号中继写的') && text.includes('乙在二号中继写的');
      },
      10_000,
      'doc/detail holds both lines',
    );
  });

  it('a membership change made through the API reaches a connection on a standalone relay', async () => {
    const origin = ctx.origin;
    const member = await ctx.member(['WriteWork']);
    const [, two] = ctx.relays as [RelayProcess, RelayProcess];
    const pen = await connect(two.url, ctx.story.docName, member.token);
    expect(pen.scope()).toBe('read-write');
    const demoted = new Promise<string>((resolve) =>
      pen.provider.on('authenticated', ({ scope }: { scope: string }) => resolve(scope)),
    );
    await setWorkPermissions(origin, ctx.story, member, ['Producer']);
    const scope = await Promise.race([
      demoted,
      new Promise<string>((_, reject) => setTimeout(() => reject(new Error('no new scope in 5 s')), 5_000)),
    ]);
    expect(scope).toBe('readonly');
  });

  it('a logout through the API closes that session’s connection on a standalone relay at once', async () => {
    const [one, two] = ctx.relays as [RelayProcess, RelayProcess];
    const { origin, story } = ctx;
    const member = await ctx.member(['WriteWork']);
    const owner = await connect(one.url, story.docName, story.owner.token);
    const pen = await connect(two.url, story.docName, member.token);
    expect([owner.outcome, pen.outcome]).toEqual(['synced', 'synced']);
    const refused = nextAuthEvent(pen);
    const closed = new Promise<void>((resolve) => pen.provider.on('close', () => resolve()));

    await call(origin, 'POST', '/ixj_web/user/logout', { token: member.token });
    // Issue 9: not at the relay's next periodic re-check (up to 60 s later), at once.
    expect(await within(1_000, refused, 'the refusal on relay two')).toBe('unauthorized');
    await within(1_000, closed, 'the closed socket on relay two');

    pen.type('登出后在二号中继写的');
    // Longer than the provider's reconnect delay: reconnecting with the dead token must not help.
    await new Promise((r) => setTimeout(r, 1_500));
    owner.type('主编在登出后写的标记');
    const checkpoint = async () => (await docDetail(origin, story)).text;
    await waitUntil(async () => (await checkpoint()).includes('主编在登出后写的标记'), 10_000, 'the marker');
    expect(await checkpoint()).not.toContain('登出后在二号中继写的');
    expect(owner.lines()).not.toContain('登出后在二号中继写的');
  });

  it('a recover made through the API reaches an editor on a standalone relay at once', async () => {
    const [one] = ctx.relays as [RelayProcess, RelayProcess];
    const { origin, story } = ctx;
    const pen = await connect(one.url, story.docName, story.owner.token);
    expect(pen.outcome).toBe('synced');
    pen.type('恢复测试的第一版');
    const checkpointHas = (line: string) => async () => (await docDetail(origin, story)).text.includes(line);
    await waitUntil(checkpointHas('恢复测试的第一版'), 10_000, 'the first line is stored');
    const { history_id } = await call<{ history_id: string }>(origin, 'POST', '/ixj_web/works/doc_history', {
      token: story.owner.token,
      body: { doc_id: story.docId, name: '第一版' },
    });
    pen.type('恢复后应消失的一行');
    await waitUntil(checkpointHas('恢复后应消失的一行'), 10_000, 'the second line is stored');

    await call(origin, 'POST', '/ixj_web/works/doc_recover', {
      token: story.owner.token,
      body: { doc_id: story.docId, history_id },
    });
    // The API's own relay applies the version and Redis carries it to the relay this editor is on.
    await waitUntil(() => !pen.lines().includes('恢复后应消失的一行'), 5_000, 'the editor sees the recover');
    expect(pen.lines()).toContain('恢复测试的第一版');
  });
});
