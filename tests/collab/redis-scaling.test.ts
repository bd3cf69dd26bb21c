import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, disconnectAll, waitUntil } from './support/clients';
import { redisAvailability, TEST_REDIS_URL } from './support/redis';
import { type RelayProcess, startRelayProcess } from './support/relay';
import {
  type CollabProduct,
  docDetail,
  setWorkPermissions,
  startCollabProduct,
  teamMember,
  type WorkStory,
  workWithDocument,
} from './support/story';

// Redis must be there in CI; elsewhere these tests skip with a clear message when it is not.
const redis = await redisAvailability();
if (!redis.ok && process.env.CI === 'true') throw new Error(redis.message);
if (!redis.ok) console.warn(`[collab] ${redis.message}`);

/**
 * Two standalone relay processes share documents through Redis, and the API (which runs with the
 * same REDIS_URL) reaches their connections with permission changes over the Redis channel.
 */
describe.skipIf(!redis.ok)('two relays over Redis', () => {
  let p: CollabProduct;
  let story: WorkStory;
  const relays: RelayProcess[] = [];

  beforeAll(async () => {
    p = await startCollabProduct({ REDIS_URL: TEST_REDIS_URL });
    story = await workWithDocument(p.product.url);
    for (let i = 0; i < 2; i++)
      relays.push(
        await startRelayProcess({ apiUrl: p.product.url, secret: p.secret, redisUrl: TEST_REDIS_URL }),
      );
  });
  afterAll(async () => {
    disconnectAll();
    await Promise.all(relays.map((r) => r.stop()));
    await p?.product.stop();
  });

  it('serve one document to clients on each relay, and the checkpoint reaches doc/detail', async () => {
    const [one, two] = relays as [RelayProcess, RelayProcess];
    const a = await connect(one.url, story.docName, story.owner.token);
    const b = await connect(two.url, story.docName, story.owner.token);
    expect([a.outcome, b.outcome]).toEqual(['synced', 'synced']);
    a.type('甲在一号中继写的', 'scene');
    await waitUntil(() => b.lines().includes('甲在一号中继写的'), 10_000, 'relay two gets relay one’s line');
    b.type('乙在二号中继写的', 'dialogue');
    await waitUntil(() => a.lines().includes('乙在二号中继写的'), 10_000, 'relay one gets relay two’s line');
    expect(a.lines()).toEqual(b.lines());
    await waitUntil(
      async () => {
        const text = (await docDetail(p.product.url, story)).text;
        return text.includes('甲在一号中继写的') && text.includes('乙在二号中继写的');
      },
      10_000,
      'doc/detail holds both lines',
    );
  });

  it('a membership change made through the API reaches a connection on a standalone relay', async () => {
    const origin = p.product.url;
    const member = await teamMember(origin, story);
    await setWorkPermissions(origin, story, member, ['WriteWork']);
    const [, two] = relays as [RelayProcess, RelayProcess];
    const pen = await connect(two.url, story.docName, member.token);
    expect(pen.scope()).toBe('read-write');
    const demoted = new Promise<string>((resolve) =>
      pen.provider.on('authenticated', ({ scope }: { scope: string }) => resolve(scope)),
    );
    await setWorkPermissions(origin, story, member, ['Producer']);
    const scope = await Promise.race([
      demoted,
      new Promise<string>((_, reject) => setTimeout(() => reject(new Error('no new scope in 5 s')), 5_000)),
    ]);
    expect(scope).toBe('readonly');
  });
});
