import { beforeAll, describe, expect, it } from 'vitest';
import type { SignedIn } from '../e2e/support/api';
import { connect, nextAuthEvent, waitUntil, within } from './support/clients';
import { collabStory } from './support/fixture';
import { docDetail, removeFromWork, setWorkPermissions } from './support/story';

/**
 * A membership change made through the REST API reaches connections already open on the product's
 * own relay (one origin, /collab): notifyAccessChanged -> app.relay -> PermissionRefreshExtension.
 */
describe('permission refresh of open connections (product /collab)', () => {
  const ctx = collabStory();
  let member: SignedIn;

  beforeAll(async () => {
    member = await ctx.member(['WriteWork']);
  });

  it('a writer demoted mid-session stops writing at once; promoted again, it writes again', async () => {
    const owner = await connect(ctx.collabUrl, ctx.story.docName, ctx.story.owner.token);
    const pen = await connect(ctx.collabUrl, ctx.story.docName, member.token);
    expect(pen.scope()).toBe('read-write');
    pen.type('降级前写的');
    await waitUntil(() => owner.lines().includes('降级前写的'), 10_000, 'the owner sees the member');

    const demoted = nextAuthEvent(pen);
    await setWorkPermissions(ctx.origin, ctx.story, member, ['Producer']);
    expect(await within(5_000, demoted, 'the new scope')).toBe('readonly');
    pen.type('降级后写的');
    owner.type('主编的标记');
    await waitUntil(() => pen.lines().includes('主编的标记'), 10_000, 'the member still receives');
    await new Promise((r) => setTimeout(r, 500));
    expect(owner.lines()).not.toContain('降级后写的');

    const promoted = nextAuthEvent(pen);
    await setWorkPermissions(ctx.origin, ctx.story, member, ['WriteWork']);
    expect(await within(5_000, promoted, 'the new scope')).toBe('read-write');
    pen.type('恢复后写的');
    await waitUntil(() => owner.lines().includes('恢复后写的'), 10_000, 'the owner sees the member again');
    await waitUntil(
      async () => (await docDetail(ctx.origin, ctx.story)).text.includes('恢复后写的'),
      10_000,
      'the checkpoint',
    );
  });

  it('a member removed from the work is refused on its open connection', async () => {
    const owner = await connect(ctx.collabUrl, ctx.story.docName, ctx.story.owner.token);
    const pen = await connect(ctx.collabUrl, ctx.story.docName, member.token);
    expect(pen.outcome).toBe('synced');
    const refused = nextAuthEvent(pen);
    await removeFromWork(ctx.origin, ctx.story, member);
    expect(await within(5_000, refused, 'the refusal')).toBe('forbidden');
    pen.type('移出后写的');
    owner.type('移出后主编写的');
    await waitUntil(
      async () => (await docDetail(ctx.origin, ctx.story)).text.includes('移出后主编写的'),
      10_000,
      'the checkpoint',
    );
    expect((await docDetail(ctx.origin, ctx.story)).text).not.toContain('移出后写的');
    // A new connection is refused too, by the API's answer, not by the relay's memory.
    expect((await connect(ctx.collabUrl, ctx.story.docName, member.token)).outcome).toBe('forbidden');
  });

  it("a member removed from the team loses its open connection to the team's works", async () => {
    const leaver = await ctx.member(['WriteWork']);
    const pen = await connect(ctx.collabUrl, ctx.story.docName, leaver.token);
    expect(pen.scope()).toBe('read-write');
    const refused = nextAuthEvent(pen);
    const url = new URL('/ixj_web/team_manage/remove_team_member', ctx.origin);
    const res = await fetch(url, {
      method: 'DELETE',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${ctx.story.owner.token}` },
      body: JSON.stringify({ team_id: ctx.story.teamId, user_id: leaver.userId }),
    });
    expect(((await res.json()) as { status: number }).status).toBe(0);
    expect(await within(5_000, refused, 'the refusal')).toBe('forbidden');
  });
});
