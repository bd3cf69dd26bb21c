import type { TCurrentTeam, TMyTeam } from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { okCall } from '../../test/inject';
import { type TeamFixture, teamFixture } from './testing';

describe('team abilities (team policies, presented with get_current and get_my_team_list)', () => {
  let app: FastifyInstance;
  let f: TeamFixture;
  beforeAll(async () => {
    app = await createTestApp();
    f = await teamFixture(app, '38600300');
  });
  afterAll(async () => app.close());

  const current = (token: string) => okCall<TCurrentTeam>(app, 'GET', '/ixj_web/team/get_current', { token });

  it('the creator may do everything but quit', async () => {
    expect((await current(f.owner.token)).abilities).toEqual({
      can_manage_team: true,
      can_manage_works: true,
      can_use_materials: true,
      can_evaluate: true,
      can_use_templates: true,
      can_quit: false,
    });
  });

  it('a member has the abilities of their role, the same in every call that presents the team', async () => {
    const cur = await current(f.member.token);
    expect(cur.abilities.can_manage_team).toBe(cur.my_permissions.includes('mTeamManage'));
    expect(cur.abilities.can_manage_works).toBe(cur.my_permissions.includes('mWorkManage'));
    expect(cur.abilities.can_manage_team).toBe(false);
    expect(cur.abilities.can_quit).toBe(true);
    const mine = await okCall<{ list: TMyTeam[] }>(app, 'GET', '/ixj_web/team/get_my_team_list', {
      token: f.member.token,
    });
    expect(mine.list.find((t) => t.team_id === f.teamId)?.abilities).toEqual(cur.abilities);
    const admin = await current(f.admin.token);
    expect(admin.abilities.can_manage_team).toBe(true);
  });
});
