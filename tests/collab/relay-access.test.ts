import { beforeAll, describe, expect, it } from 'vitest';
import type { SignedIn } from '../e2e/support/api';
import { signInBySms } from '../e2e/support/api';
import { type CollabClient, connect, waitUntil } from './support/clients';
import { collabStory } from './support/fixture';
import { docDetail, teamMember } from './support/story';

/**
 * The product's own relay (one origin, /collab) with real sign-in, works, members and documents:
 * who may write, who may only watch, who is refused, and when the text reaches the REST API.
 */
describe('relay access and checkpoints (product /collab)', () => {
  const ctx = collabStory();
  let reader: SignedIn;

  beforeAll(async () => {
    // Producer without WriteWork: a member of the work who may read the script but not edit it.
    reader = await ctx.member(['Producer']);
  });

  it('two writers converge on the same lines', async () => {
    const a = await connect(ctx.collabUrl, ctx.story.docName, ctx.story.owner.token);
    const b = await connect(ctx.collabUrl, ctx.story.docName, ctx.story.owner.token);
    expect([a.outcome, b.outcome]).toEqual(['synced', 'synced']);
    expect(a.scope()).toBe('read-write');
    a.type('1-1 日 内 客厅', 'scene');
    b.type('林秋：你来了。', 'dialogue');
    const same = () => a.lines().join('\n') === b.lines().join('\n') && a.lines().length === 2;
    await waitUntil(same, 10_000, 'both writers hold both lines');
    expect(a.lines().sort()).toEqual(['1-1 日 内 客厅', '林秋：你来了。'].sort());
  });

  it("drops a read-only member's updates while it still receives the writers' ones", async () => {
    const writer = await connect(ctx.collabUrl, ctx.story.docName, ctx.story.owner.token);
    const watcher = await connect(ctx.collabUrl, ctx.story.docName, reader.token);
    expect(watcher.outcome).toBe('synced');
    expect(watcher.scope()).toBe('readonly');
    watcher.type('制片偷偷改的一行');
    writer.type('编剧写的新一行');
    await waitUntil(() => watcher.lines().includes('编剧写的新一行'), 10_000, 'the watcher sees the writer');
    // Whatever the watcher sent went before the writer's line reached it; give the relay a moment more.
    await new Promise((r) => setTimeout(r, 500));
    expect(writer.lines()).not.toContain('制片偷偷改的一行');
    const fresh = await connect(ctx.collabUrl, ctx.story.docName, ctx.story.owner.token);
    expect(fresh.lines()).toContain('编剧写的新一行');
    expect(fresh.lines()).not.toContain('制片偷偷改的一行');
    await waitUntil(
      async () => (await docDetail(ctx.origin, ctx.story)).text.includes('编剧写的新一行'),
      10_000,
      'the checkpoint holds the writer line',
    );
    expect((await docDetail(ctx.origin, ctx.story)).text).not.toContain('制片偷偷改的一行');
  });

  it('refuses a signed-in user who is not a member of the work, and a bad token', async () => {
    const stranger = await signInBySms(ctx.origin);
    expect((await connect(ctx.collabUrl, ctx.story.docName, stranger.token)).outcome).toBe('forbidden');
    // A team member without work membership is refused too.
    const outsider = await teamMember(ctx.origin, ctx.story);
    expect((await connect(ctx.collabUrl, ctx.story.docName, outsider.token)).outcome).toBe('forbidden');
    expect((await connect(ctx.collabUrl, ctx.story.docName, 'not-a-token')).outcome).toBe('unauthorized');
  });

  it('the checkpoint reaches doc/detail within 5 s of the last keystroke', async () => {
    const writer: CollabClient = await connect(ctx.collabUrl, ctx.story.docName, ctx.story.owner.token);
    const line = `检查点-${Date.now()}`;
    writer.type(line, 'action');
    const typedAt = Date.now();
    // The contract (ARCHITECTURE.md): doc/detail reflects edits within 5 s of the last keystroke
    // while the writer stays connected (the 2 s debounce, not the last-disconnect store).
    await waitUntil(
      async () => (await docDetail(ctx.origin, ctx.story)).text.includes(line),
      5_000,
      'doc/detail text',
    );
    expect(Date.now() - typedAt).toBeLessThan(5_000);
    const detail = await docDetail(ctx.origin, ctx.story);
    expect(detail.content).toContain(line);
    expect(detail.version).toBeGreaterThan(0);
  });
});
