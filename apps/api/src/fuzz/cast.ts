import type { TLoginResult } from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import { signInBySms } from '../modules/account/testing';
import { teamFixture } from '../modules/team/testing';
import { addWork, setMember } from '../modules/works/testing';
import { call, okCall } from '../test/inject';
import type { IdPool } from './values';

/** Who a fuzzed request claims to be. */
export interface Identity {
  name: string;
  /** Bearer token sent, or null for none. */
  token: string | null;
  /** The user behind a token that should stay valid (re-issued when a fuzzed call revokes it). */
  userId?: string;
}

/** The people and data the fuzz works with, all built through the real routes. */
export interface Cast {
  identities: Identity[];
  /** Ids by field name, spanning the fuzzed team, the outsider's team and the victim team. */
  pool: IdPool;
  /** The victim team: its owner is never a fuzz identity, its data must not change. */
  victim: VictimTeam;
}

/** A team no fuzz identity belongs to; what its owner can read must be the same after the fuzz. */
export interface VictimTeam {
  owner: TLoginResult;
  teamId: string;
  workId: string;
  docId: string;
  volumeId: string;
  ideaId: string;
}

type Data = Record<string, unknown>;
const idOf = (data: unknown, key: string): string => String((data as Data)[key]);

/** Joins a user to a team by a fresh invitation code of its owner. */
async function join(app: FastifyInstance, ownerToken: string, teamId: string, user: TLoginResult) {
  const { code } = await okCall<{ code: string }>(
    app,
    'POST',
    '/ixj_web/team_manage/generate_invitation_code',
    {
      token: ownerToken,
      body: { team_id: teamId },
    },
  );
  await okCall(app, 'POST', '/ixj_web/team/join_team', { token: user.token, body: { code } });
  return code;
}

/** The victim team: owner, one member, a work with a volume, a document with text and a version, an idea, a role. */
async function victimTeam(
  app: FastifyInstance,
  prefix: string,
): Promise<
  VictimTeam & { member: TLoginResult; roleId: string; historyId: string | null; tagId: string | null }
> {
  const owner = await signInBySms(app, `1${prefix}11`);
  const member = await signInBySms(app, `1${prefix}12`);
  const token = owner.token;
  const teamId = idOf(
    await okCall(app, 'POST', '/ixj_web/team/add', { token, body: { team_name: '受害者团队' } }),
    'team_id',
  );
  await join(app, token, teamId, member);
  const workId = await addWork(app, token, { project_name: '不可触碰的作品' });
  await setMember(app, token, workId, member.user_id, ['WriteWork']);
  const volumeId = idOf(
    await okCall(app, 'POST', '/ixj_web/project/volume/add', {
      token,
      body: { project_id: workId, volume_name: '第一卷' },
    }),
    'volume_id',
  );
  const docId = idOf(
    await okCall(app, 'POST', '/ixj_web/project/doc/add', {
      token,
      body: { project_id: workId, doc_name: '第一集', volume_id: volumeId },
    }),
    'doc_id',
  );
  await okCall(app, 'PUT', '/ixj_web/project/doc/update_version', {
    token,
    body: { doc_id: docId, content: '<p>1-1 日 内 客厅</p><p>林秋：你来了。</p>' },
  });
  const history = await call(app, 'POST', '/ixj_web/works/doc_history', {
    token,
    body: { doc_id: docId, name: '初稿' },
  });
  const ideaId = idOf(
    await okCall(app, 'POST', '/ixj_web/project/idea/add', {
      token,
      body: { project_id: workId, idea_name: '受害者构思', doc_type: 1 },
    }),
    'idea_id',
  );
  const tag = await call(app, 'POST', '/ixj_web/works/content_tag', {
    token,
    body: { project_id: workId, tag_name: '伏笔', color: '#f00' },
  });
  const roleId = idOf(
    await okCall(app, 'POST', '/ixj_web/team_role/add', {
      token,
      body: { team_id: teamId, role_name: '审稿', permissions: ['mWorkManage'] },
    }),
    'role_id',
  );
  return {
    owner,
    member,
    teamId,
    workId,
    docId,
    volumeId,
    ideaId,
    roleId,
    historyId: history.status === 0 ? idOf(history.data, 'history_id') : null,
    tagId: tag.status === 0 && tag.data ? idOf(tag.data, 'tag_id') : null,
  };
}

/**
 * Builds the cast: team A (creator, admin, a member without the work, a Producer-only member of its
 * work), an outsider with a team of their own, a user with no team, a logged-out and an expired
 * token, a garbage token, no token; plus the victim team. `prefix` is 7 digits (phones are 1+prefix+3).
 */
export async function buildCast(app: FastifyInstance, prefix: string): Promise<Cast> {
  const team = await teamFixture(app, `${prefix}0`);
  const token = team.owner.token;
  const workId = await addWork(app, token, { project_name: '被测作品' });
  const producer = await signInBySms(app, `1${prefix}105`);
  const code = await join(app, token, team.teamId, producer);
  await setMember(app, token, workId, producer.user_id, ['Producer']);
  const volumeId = idOf(
    await okCall(app, 'POST', '/ixj_web/project/volume/add', { token, body: { project_id: workId } }),
    'volume_id',
  );
  const docId = idOf(
    await okCall(app, 'POST', '/ixj_web/project/doc/add', {
      token,
      body: { project_id: workId, doc_name: '一' },
    }),
    'doc_id',
  );
  const ideaId = idOf(
    await okCall(app, 'POST', '/ixj_web/project/idea/add', {
      token,
      body: { project_id: workId, doc_type: 1 },
    }),
    'idea_id',
  );
  const noTeam = await signInBySms(app, `1${prefix}201`);
  const loggedOut = await signInBySms(app, `1${prefix}202`);
  await okCall(app, 'POST', '/ixj_web/user/logout', { token: loggedOut.token, body: {} });
  const expired = await signInBySms(app, `1${prefix}203`);
  const expiredAuth = await app.authenticateToken(expired.token);
  if (expiredAuth) await app.tokenStore.expireSoon(expiredAuth.tokenId, -1_000);
  const victim = await victimTeam(app, `${prefix}3`);

  const live = (name: string, user: TLoginResult): Identity => ({
    name,
    token: user.token,
    userId: user.user_id,
  });
  const identities: Identity[] = [
    { name: '无令牌', token: null },
    { name: '乱写的令牌', token: 'garbage-token-not-issued-by-us' },
    { name: '已退出的令牌', token: loggedOut.token },
    { name: '已过期的令牌', token: expired.token },
    live('团队创建者', team.owner),
    live('团队管理员', team.admin),
    live('无作品权限的成员', team.member),
    live('仅制片的成员', producer),
    live('其他团队的用户', team.outsider),
    live('没有团队的用户', noTeam),
  ];
  const users = [
    team.owner,
    team.admin,
    team.member,
    producer,
    team.outsider,
    noTeam,
    victim.owner,
    victim.member,
  ];
  const pool: IdPool = {
    team_id: [team.teamId, team.outsiderTeamId, victim.teamId],
    project_id: [workId, victim.workId],
    doc_id: [docId, victim.docId],
    volume_id: [volumeId, victim.volumeId],
    idea_id: [ideaId, victim.ideaId],
    role_id: [...Object.values(team.roles), victim.roleId],
    user_id: users.map((u) => u.user_id),
    target_user_id: users.map((u) => u.user_id),
    history_id: victim.historyId ? [victim.historyId] : [],
    tag_id: victim.tagId ? [victim.tagId] : [],
    phone: [`1${prefix}001`, `1${prefix}201`, `1${prefix}311`],
    // Team A's code only: holding a team's code is an invitation, so the victim's is never handed out.
    code: [code],
  };
  return { identities, pool, victim };
}
