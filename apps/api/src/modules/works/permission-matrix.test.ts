import {
  type CallDef,
  projectAdd,
  projectCopy,
  projectDelete,
  projectDetail,
  projectList,
  projectMemberList,
  projectMemberRemove,
  projectMemberSet,
  projectRestore,
  projectUpdate,
  Status,
  worksBaseInfo,
  worksBaseInfoReplace,
  worksBaseInfoUpdate,
  worksCoverImg,
  worksCoverImgDelete,
  worksCoverImgList,
  worksMemberJoinedWorks,
  worksSetMemberJoinedWorks,
  worksTagList,
} from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { callDef, okDef } from '../../test/call';
import { okCall } from '../../test/inject';
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
  def: CallDef;
  /** `METHOD path`, the case's name. */
  name: string;
  args: (id: string) => Record<string, unknown>;
  expect: Record<Actor, number>;
}

const workCase = (def: CallDef, args: WorkCase['args'], expect: Record<Actor, number>): WorkCase => ({
  def,
  name: `${def.method} ${def.path}`,
  args,
  expect,
});

const cases: WorkCase[] = [
  workCase(projectDetail, (id) => ({ project_id: id }), read),
  workCase(projectMemberList, (id) => ({ project_id: id }), read),
  workCase(worksBaseInfo, (id) => ({ project_id: id }), read),
  workCase(worksCoverImgList, (id) => ({ project_id: id }), read),
  workCase(projectUpdate, (id) => ({ project_id: id, project_name: '改名' }), edit),
  workCase(worksBaseInfoReplace, (id) => ({ project_id: id, synopsis: '梗概' }), edit),
  workCase(worksBaseInfoUpdate, (id) => ({ project_id: id, remark: '备注' }), edit),
  workCase(worksCoverImg, (id) => ({ project_id: id, cover_id: 'no-such-cover' }), {
    ...edit,
    owner: missing,
    creator: missing,
  }),
  workCase(worksCoverImgDelete, (id) => ({ project_id: id, cover_id: 'no-such-cover' }), {
    ...edit,
    owner: missing,
    creator: missing,
  }),
  workCase(projectCopy, (id) => ({ project_id: id }), manage),
  workCase(projectDelete, (id) => ({ project_id: id }), manage),
  workCase(projectDelete, (id) => ({ project_id: id, permanently_delete: 1 }), manage),
  workCase(projectRestore, (id) => ({ project_id: id }), { ...manage, owner: conflict, creator: conflict }),
  workCase(
    projectMemberSet,
    (id) => ({ project_id: id, user_id: f.admin.user_id, permissions: ['WriteWork'] }),
    manage,
  ),
  workCase(projectMemberRemove, (id) => ({ project_id: id, user_id: f.admin.user_id }), manage),
];

describe('works permission matrix', () => {
  it.each(cases)('$name', async (c) => {
    for (const actor of ACTORS) {
      // A fresh work each time, so one actor's delete or member change cannot shape the next outcome.
      const id = await addWork(app, f.member.token);
      await setMember(app, f.member.token, id, f.admin.user_id, ['EditIdeas']);
      const input = { ...c.args(id), team_id: f.teamId };
      const res = await callDef(app, c.def, { token: tokens[actor], input });
      expect([actor, res.httpStatus, res.status]).toEqual([actor, 200, c.expect[actor]]);
    }
  });

  it('calls on a binned work answer 8003 to everyone, except restore and permanent delete for managers', async () => {
    const id = await addWork(app, f.member.token);
    await setMember(app, f.member.token, id, f.admin.user_id, ['EditIdeas']);
    await okDef(app, projectDelete, { token: f.member.token, input: { project_id: id } });
    for (const c of cases.filter((x) => x.def !== projectRestore && !('permanently_delete' in x.args(id)))) {
      const input = c.args(id);
      for (const actor of ['owner', 'creator', 'reader'] as const) {
        const res = await callDef(app, c.def, { token: tokens[actor], input });
        expect([c.name, actor, res.status]).toEqual([c.name, actor, gone]);
      }
    }
    const readerRestore = await callDef(app, projectRestore, {
      token: tokens.reader,
      input: { project_id: id },
    });
    expect(readerRestore.status).toBe(deny);
    const outsiderPurge = await callDef(app, projectDelete, {
      token: tokens.outsider,
      input: { project_id: id, permanently_delete: 1, team_id: f.teamId },
    });
    expect(outsiderPurge.status).toBe(gone);
    await okDef(app, projectRestore, { token: tokens.owner, input: { project_id: id } });
  });

  it('team-level calls: add needs mWorkManage, joined works need mTeamManage, a forged team_id is refused', async () => {
    const teamCases: { def: CallDef; args: Record<string, unknown>; expect: Record<Actor, number> }[] = [
      {
        def: projectAdd,
        args: { project_name: '新作品', project_type: 'SCRIPT' },
        expect: { owner: ok, creator: ok, reader: deny, bystander: ok, outsider: deny, anonymous: anon },
      },
      {
        def: projectList,
        args: {},
        expect: { owner: ok, creator: ok, reader: ok, bystander: ok, outsider: deny, anonymous: anon },
      },
      {
        def: worksTagList,
        args: {},
        expect: { owner: ok, creator: ok, reader: ok, bystander: ok, outsider: deny, anonymous: anon },
      },
      {
        def: worksMemberJoinedWorks,
        args: { user_id: f.member.user_id },
        expect: { owner: ok, creator: deny, reader: deny, bystander: deny, outsider: deny, anonymous: anon },
      },
      {
        def: worksSetMemberJoinedWorks,
        args: { user_id: f.admin.user_id, works: [] },
        expect: { owner: ok, creator: deny, reader: deny, bystander: deny, outsider: deny, anonymous: anon },
      },
    ];
    for (const c of teamCases) {
      for (const actor of ACTORS) {
        const input = { ...c.args, team_id: f.teamId };
        const res = await callDef(app, c.def, { token: tokens[actor], input });
        expect([c.def.path, actor, res.status]).toEqual([c.def.path, actor, c.expect[actor]]);
      }
    }
  });
});
