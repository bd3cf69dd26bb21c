import { Status } from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { call, okCall } from '../../test/inject';
import { signInBySms } from '../account/testing';
import { type TeamFixture, teamFixture } from '../team/testing';
import { addWork, setMember } from './testing';

let app: FastifyInstance;
let f: TeamFixture;

/**
 * Actors on a work created by f.member (a 成员 holding mWorkManage):
 * owner = team creator; creator = f.member; reader = f.admin moved to a custom role without
 * mWorkManage/mTeamManage and added to the work with EditIdeas only; bystander = a newly invited
 * team member who is not in the work; outsider = another team's creator, forging this team's id;
 * anonymous = no token.
 */
type Actor = 'owner' | 'creator' | 'reader' | 'bystander' | 'outsider' | 'anonymous';
const ACTORS: Actor[] = ['owner', 'creator', 'reader', 'bystander', 'outsider', 'anonymous'];
let tokens: Record<Actor, string | undefined>;

beforeAll(async () => {
  app = await createTestApp();
  f = await teamFixture(app, '38400100');
  const { role_id } = await okCall<{ role_id: string }>(app, 'POST', '/ixj_web/team_role/add', {
    token: f.owner.token,
    body: { team_id: f.teamId, role_name: '只读', permissions: ['mMaterialCenter'] },
  });
  await okCall(app, 'PUT', '/ixj_web/team_role/set_team_role_to_member', {
    token: f.owner.token,
    body: { team_id: f.teamId, user_id: f.admin.user_id, role_id },
  });
  const { code } = await okCall<{ code: string }>(
    app,
    'POST',
    '/ixj_web/team_manage/generate_invitation_code',
    {
      token: f.owner.token,
      body: { team_id: f.teamId },
    },
  );
  const bystander = await signInBySms(app, '13840010099');
  await okCall(app, 'POST', '/ixj_web/team/join_team', { token: bystander.token, body: { code } });
  tokens = {
    owner: f.owner.token,
    creator: f.member.token,
    reader: f.admin.token,
    bystander: bystander.token,
    outsider: f.outsider.token,
    anonymous: undefined,
  };
});
afterAll(async () => app.close());

const ok = 0;
const {
  NO_PERMISSION: deny,
  WORK_GONE: gone,
  TOKEN_INVALID: anon,
  NOT_FOUND: missing,
  CONFLICT: conflict,
} = Status;

/** Outcome per actor for a call that only reads a work. */
const read = { owner: ok, creator: ok, reader: ok, bystander: gone, outsider: gone, anonymous: anon };
/** Editing info: managers and members with WriteWork. */
const edit = { owner: ok, creator: ok, reader: deny, bystander: gone, outsider: gone, anonymous: anon };
/** Managing: the team creator or the work's creator. */
const manage = edit;

interface WorkCase {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  args: (id: string) => Record<string, unknown>;
  expect: Record<Actor, number>;
}

const cases: WorkCase[] = [
  { method: 'GET', path: 'project/detail', args: (id) => ({ project_id: id }), expect: read },
  { method: 'GET', path: 'project/member_list', args: (id) => ({ project_id: id }), expect: read },
  { method: 'GET', path: 'works/base_info', args: (id) => ({ project_id: id }), expect: read },
  { method: 'GET', path: 'works/cover_img_list', args: (id) => ({ project_id: id }), expect: read },
  {
    method: 'PUT',
    path: 'project/update',
    args: (id) => ({ project_id: id, project_name: '改名' }),
    expect: edit,
  },
  {
    method: 'POST',
    path: 'works/base_info',
    args: (id) => ({ project_id: id, synopsis: '梗概' }),
    expect: edit,
  },
  {
    method: 'PUT',
    path: 'works/base_info',
    args: (id) => ({ project_id: id, remark: '备注' }),
    expect: edit,
  },
  {
    method: 'POST',
    path: 'works/cover_img',
    args: (id) => ({ project_id: id, cover_id: 'no-such-cover' }),
    expect: { ...edit, owner: missing, creator: missing },
  },
  {
    method: 'DELETE',
    path: 'works/cover_img_list',
    args: (id) => ({ project_id: id, cover_id: 'no-such-cover' }),
    expect: { ...edit, owner: missing, creator: missing },
  },
  { method: 'POST', path: 'project/copy', args: (id) => ({ project_id: id }), expect: manage },
  { method: 'DELETE', path: 'project/delete', args: (id) => ({ project_id: id }), expect: manage },
  {
    method: 'DELETE',
    path: 'project/delete',
    args: (id) => ({ project_id: id, permanently_delete: 1 }),
    expect: manage,
  },
  {
    method: 'PUT',
    path: 'project/restore',
    args: (id) => ({ project_id: id }),
    expect: { ...manage, owner: conflict, creator: conflict },
  },
  {
    method: 'PUT',
    path: 'project/member',
    args: (id) => ({ project_id: id, user_id: f.admin.user_id, permissions: ['WriteWork'] }),
    expect: manage,
  },
  {
    method: 'DELETE',
    path: 'project/member',
    args: (id) => ({ project_id: id, user_id: f.admin.user_id }),
    expect: manage,
  },
];

const asQuery = (args: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(args).map(([k, v]) => [k, String(v)]));

describe('works permission matrix', () => {
  it.each(cases)('$method $path', async (c) => {
    for (const actor of ACTORS) {
      // A fresh work each time, so one actor's delete or member change cannot shape the next outcome.
      const id = await addWork(app, f.member.token);
      await setMember(app, f.member.token, id, f.admin.user_id, ['EditIdeas']);
      const args = { ...c.args(id), team_id: f.teamId };
      const opts = c.method === 'GET' ? { query: asQuery(args) } : { body: args };
      const res = await call(app, c.method, `/ixj_web/${c.path}`, { token: tokens[actor], ...opts });
      expect([actor, res.httpStatus, res.status]).toEqual([actor, 200, c.expect[actor]]);
    }
  });

  it('calls on a binned work answer 8003 to everyone, except restore and permanent delete for managers', async () => {
    const id = await addWork(app, f.member.token);
    await setMember(app, f.member.token, id, f.admin.user_id, ['EditIdeas']);
    await okCall(app, 'DELETE', '/ixj_web/project/delete', {
      token: f.member.token,
      body: { project_id: id },
    });
    for (const c of cases.filter(
      (x) => x.path !== 'project/restore' && !('permanently_delete' in x.args(id)),
    )) {
      const args = c.args(id);
      const opts = c.method === 'GET' ? { query: asQuery(args) } : { body: args };
      for (const actor of ['owner', 'creator', 'reader'] as const) {
        const res = await call(app, c.method, `/ixj_web/${c.path}`, { token: tokens[actor], ...opts });
        expect([c.path, actor, res.status]).toEqual([c.path, actor, gone]);
      }
    }
    const readerRestore = await call(app, 'PUT', '/ixj_web/project/restore', {
      token: tokens.reader,
      body: { project_id: id },
    });
    expect(readerRestore.status).toBe(deny);
    const outsiderPurge = await call(app, 'DELETE', '/ixj_web/project/delete', {
      token: tokens.outsider,
      body: { project_id: id, permanently_delete: 1, team_id: f.teamId },
    });
    expect(outsiderPurge.status).toBe(gone);
    await okCall(app, 'PUT', '/ixj_web/project/restore', { token: tokens.owner, body: { project_id: id } });
  });

  it('team-level calls: add needs mWorkManage, joined works need mTeamManage, a forged team_id is refused', async () => {
    const teamCases: {
      method: 'GET' | 'POST' | 'PUT';
      path: string;
      args: Record<string, unknown>;
      expect: Record<Actor, number>;
    }[] = [
      {
        method: 'POST',
        path: 'project/add',
        args: { project_name: '新作品', project_type: 'SCRIPT' },
        expect: { owner: ok, creator: ok, reader: deny, bystander: ok, outsider: deny, anonymous: anon },
      },
      {
        method: 'GET',
        path: 'project/list',
        args: {},
        expect: { owner: ok, creator: ok, reader: ok, bystander: ok, outsider: deny, anonymous: anon },
      },
      {
        method: 'GET',
        path: 'works/tag_list',
        args: {},
        expect: { owner: ok, creator: ok, reader: ok, bystander: ok, outsider: deny, anonymous: anon },
      },
      {
        method: 'GET',
        path: 'works/member_joined_works',
        args: { user_id: f.member.user_id },
        expect: { owner: ok, creator: deny, reader: deny, bystander: deny, outsider: deny, anonymous: anon },
      },
      {
        method: 'PUT',
        path: 'works/set_member_joined_works',
        args: { user_id: f.admin.user_id, works: [] },
        expect: { owner: ok, creator: deny, reader: deny, bystander: deny, outsider: deny, anonymous: anon },
      },
    ];
    for (const c of teamCases) {
      for (const actor of ACTORS) {
        const args = { ...c.args, team_id: f.teamId };
        const opts = c.method === 'GET' ? { query: asQuery(args) } : { body: args };
        const res = await call(app, c.method, `/ixj_web/${c.path}`, { token: tokens[actor], ...opts });
        expect([c.path, actor, res.status]).toEqual([c.path, actor, c.expect[actor]]);
      }
    }
  });
});
