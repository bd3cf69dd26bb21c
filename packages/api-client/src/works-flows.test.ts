import { DELETED_WORKS_QUERY, PERMANENTLY_DELETE, Status, WORK_PERMISSIONS } from '@juzuo/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningApi, signInBySms, startApi, testClient } from './test/api-server';

// The real API (buildApp on PGlite) on a local port; nothing of it is mocked.
let server: RunningApi;
beforeAll(async () => {
  server = await startApi();
});
afterAll(() => server.close());

// A 1x1 PNG: enough for the real image pipeline to make its variants.
const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A team owner and a member who joined by code, both with their current team set. */
async function team(phoneBase: string) {
  const owner = testClient(server);
  await signInBySms(owner.api, `137${phoneBase}01`);
  await owner.api.team.add({ team_name: '作品流程团队' });
  await owner.api.team.getCurrent();
  const { code } = await owner.api.teamManage.generateInvitationCode();
  const member = testClient(server);
  const me = await signInBySms(member.api, `137${phoneBase}02`);
  await member.api.team.joinTeam({ code });
  await member.api.team.getCurrent();
  return { owner, member, memberId: me.user_id };
}

describe('works flows against the real API', () => {
  it('create, list, detail, share with a member, cover, copy, bin, restore and purge', async () => {
    const { owner, member, memberId } = await team('200000');
    const { project_id } = await owner.api.works.add({
      project_name: '客户端作品',
      project_type: 'SCRIPT',
      media_type: 'SCRIPT',
      length_type: 'SHORT',
    });
    const detail = await owner.api.works.detail({ project_id });
    expect(detail).toMatchObject({
      id: project_id,
      work_name: '客户端作品',
      media_type: 'SCRIPT',
      unit: '集',
    });
    expect(detail.my_permissions).toEqual([...WORK_PERMISSIONS]);

    // Not shared yet: the member's call fails with 8003 (silent: no toast).
    const hidden = await member.api.works.detail({ project_id }, { silent: true }).catch((e) => e);
    expect(hidden).toMatchObject({ status: Status.WORK_GONE });
    await owner.api.works.setMember({ project_id, user_id: memberId, permissions: ['WriteWork'] });
    expect((await member.api.works.detail({ project_id })).my_permissions).toEqual(['WriteWork']);
    expect((await owner.api.works.memberList({ project_id })).total).toBe(2);

    const uploaded = await owner.api.works.uploadCover(
      project_id,
      new Blob([PNG_1PX], { type: 'image/png' }),
      'c.png',
    );
    expect(uploaded.cover?.is_current).toBe(1);
    const rows = await member.api.works.list();
    expect(rows.list.map((w) => [w.project_id, w.cover_url])).toEqual([
      [project_id, uploaded.cover?.mid_url],
    ]);

    const { project_id: copyId } = await owner.api.works.copy({ project_id });
    expect((await owner.api.works.detail({ project_id: copyId })).work_name).toBe('客户端作品（副本）');
    expect((await owner.api.works.coverImgList({ project_id: copyId })).total).toBe(1);

    await owner.api.works.delete({ project_id });
    const bin = await owner.api.works.list({ ...DELETED_WORKS_QUERY });
    expect(bin.list.map((w) => w.project_id)).toEqual([project_id]);
    await owner.api.works.restore({ project_id });
    expect((await owner.api.works.list()).total).toBe(2);
    await owner.api.works.delete({ project_id: copyId, permanently_delete: PERMANENTLY_DELETE });
    expect((await owner.api.works.list({ ...DELETED_WORKS_QUERY })).total).toBe(0);
    expect(owner.events).toEqual([]);
  });

  it('team page: joined works of a member, base info and option lists', async () => {
    const { owner, member, memberId } = await team('200001');
    const a = (await owner.api.works.add({ project_name: '甲', project_type: 'CARTOON' })).project_id;
    const b = (await owner.api.works.add({ project_name: '乙', project_type: 'SCRIPT', media_type: 'NOVEL' }))
      .project_id;
    await owner.api.works.setMemberJoinedWorks({
      user_id: memberId,
      works: [{ project_id: b, permissions: ['EditIdeas', 'WriteWork'] }],
    });
    const joined = await owner.api.works.memberJoinedWorks({ user_id: memberId });
    expect(joined.list.map((w) => [w.project_id, w.joined])).toEqual([
      [a, 0],
      [b, 1],
    ]);
    expect((await member.api.team.getTeamSimpleWorkList()).list.map((w) => w.project_id)).toEqual([b]);

    const info = await member.api.works.updateBaseInfo({
      project_id: b,
      synopsis: '梗概',
      tags: ['自创标签'],
    });
    expect(info).toMatchObject({ synopsis: '梗概', unit: '章' });
    expect((await owner.api.works.getBaseInfo({ project_id: b })).tags).toEqual(['自创标签']);
    const tags = await member.api.works.tagList();
    expect(tags.list.find((t) => t.tag_name === '自创标签')?.tag_type).toBe(2);
    const options = await member.api.works.baseInfoList();
    expect(options.media_types.find((m) => m.value === 'CARTOON')?.unit).toBe('话');
    expect((await member.api.works.typeList()).total).toBeGreaterThanOrEqual(12);
    expect((await member.api.works.lengthTypeList()).list.map((l) => l.value)).toEqual([
      'LONG',
      'MEDIUM',
      'SHORT',
      'MINI',
    ]);
    // A member without mTeamManage cannot assign works.
    const refused = await member.api.works
      .setMemberJoinedWorks({ user_id: memberId, works: [] }, { silent: true })
      .catch((e) => e);
    expect(refused).toMatchObject({ status: Status.NO_PERMISSION });
  });
});
