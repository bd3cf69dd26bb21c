import { messageList, messageQuantity, messageRead, messageReadAll, Status } from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { callDef, okDef } from '../../test/call';
import { okCall } from '../../test/inject';
import { type TeamFixture, teamFixture } from './testing';

describe('message centre: messages from team events', () => {
  let app: FastifyInstance;
  let f: TeamFixture;
  beforeAll(async () => {
    app = await createTestApp();
    f = await teamFixture(app, '36000000');
  });
  afterAll(async () => app.close());

  const list = (token: string, query: Record<string, string> = {}) =>
    okDef(app, messageList, { token, input: query });
  const quantity = async (token: string) => (await okDef(app, messageQuantity, { token })).quantity;

  it('joining tells the joiner (invited) and the managers (joined); role changes tell the member', async () => {
    // Fixture: admin joined (owner told), member joined (owner told; admin was not a manager yet),
    // then admin got 管理员 (role_changed).
    const owner = await list(f.owner.token);
    expect(owner.list.map((m) => m.type)).toEqual(['joined', 'joined']);
    const admin = await list(f.admin.token);
    expect(admin.list.map((m) => m.type).sort()).toEqual(['invited', 'role_changed']);
    expect(admin.list.find((m) => m.type === 'role_changed')?.content).toContain('管理员');

    await okCall(app, 'PUT', '/ixj_web/team_role/update', {
      token: f.owner.token,
      body: { role_id: f.roles.member, permissions: ['mWorkManage'] },
    });
    const member = await list(f.member.token);
    expect(member.list.find((m) => m.type === 'permission_changed')?.content).toContain('作品管理');

    await okCall(app, 'DELETE', '/ixj_web/team_manage/remove_team_member', {
      token: f.admin.token,
      body: { user_id: f.member.user_id },
    });
    const after = await list(f.member.token);
    expect(after.list.find((m) => m.type === 'removed')).toMatchObject({
      type: 'removed',
      is_read: 0,
      data: { team_id: f.teamId },
    });
    expect(after.total).toBe(3);
  });

  it('quantity, paging, read and read_all only touch the caller own messages', async () => {
    const token = f.member.token;
    expect(await quantity(token)).toBe(3);
    const page1 = await list(token, { page_index: '1', page_size: '2' });
    const page2 = await list(token, { page_index: '2', page_size: '2' });
    expect([page1.list.length, page2.list.length, page1.total]).toEqual([2, 1, 3]);
    const first = page1.list[0]?.message_id as string;

    // Someone else marking the member's message read changes nothing.
    await okDef(app, messageRead, { token: f.outsider.token, input: { message_id: first } });
    expect(await quantity(token)).toBe(3);
    await okDef(app, messageRead, { token, input: { message_id: first } });
    expect(await quantity(token)).toBe(2);
    expect((await list(token)).list.find((m) => m.message_id === first)?.is_read).toBe(1);
    const bad = await callDef(app, messageRead, { token, input: {} as never });
    expect([bad.status, bad.msg]).toEqual([Status.VALIDATION, '缺少 message_id']);

    const ownerBefore = await quantity(f.owner.token);
    await okDef(app, messageReadAll, { token });
    expect(await quantity(token)).toBe(0);
    expect(await quantity(f.owner.token)).toBe(ownerBefore);
    expect((await callDef(app, messageQuantity)).status).toBe(Status.TOKEN_INVALID);
    const big = await callDef(app, messageList, { token, input: { page_size: 1000 } });
    expect([big.status, big.msg]).toEqual([Status.VALIDATION, '每页最多100条']);
  });
});
