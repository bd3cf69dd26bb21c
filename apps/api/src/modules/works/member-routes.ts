import {
  ok,
  projectMemberList,
  projectMemberRemove,
  projectMemberSet,
  Status,
  type TMemberJoinedWork,
  WORK_PERMISSIONS,
  WorkMessage,
  worksMemberJoinedWorks,
  worksSetMemberJoinedWorks,
} from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import { notifyAccessChanged } from '../../lib/access-changes';
import { AppError } from '../../lib/errors';
import { route } from '../../lib/route';
import { workGone } from '../../lib/status';
import { requireTeamPermission } from '../team/policies';
import { loadWork } from './access';
import { listWorkMembers, teamRoleOf, teamWorksWithMembership } from './members-repo';
import { requireManage } from './policies';
import { imageUrl, presentSimple } from './presenters';
import { deleteWorkMember, leaveWorks, setWorkMemberships, upsertWorkMember } from './repo';

const WORK_MEMBER_MISSING = '该用户不是作品成员';

/**
 * The target of a membership change must be in the work's team (4040) and must not be the team
 * creator, who holds every work permission by right (4090).
 */
async function checkTarget(db: Parameters<typeof teamRoleOf>[0], teamId: string, userId: string) {
  const role = await teamRoleOf(db, teamId, userId);
  if (!role) throw new AppError(Status.NOT_FOUND, WorkMessage.notMember);
  if (role === 'owner') throw new AppError(Status.CONFLICT, WorkMessage.ownerImplicit);
}

/** project/member_list, project/member (PUT, DELETE), works/set_member_joined_works and member_joined_works. */
export function registerMemberRoutes(app: FastifyInstance): void {
  const db = app.database.db;
  const now = () => new Date(app.clock.now());
  const teamManager = { preHandler: [requireTeamPermission('mTeamManage')] };

  route(app, projectMemberList, {}, async (request) => {
    const q = request.input;
    const access = await loadWork(request, q.project_id, q.team_id);
    const list = await listWorkMembers(db, access.work);
    return ok({ list, total: list.length });
  });

  route(app, projectMemberSet, {}, async (request) => {
    const body = request.input;
    const access = await loadWork(request, body.project_id, body.team_id);
    requireManage(access);
    await checkTarget(db, access.work.teamId, body.user_id);
    await upsertWorkMember(db, access.work.id, body.user_id, body.permissions, now());
    notifyAccessChanged(app, { workId: access.work.id, userId: body.user_id });
    return ok({ project_id: access.work.id, user_id: body.user_id, permissions: body.permissions });
  });

  route(app, projectMemberRemove, {}, async (request) => {
    const body = request.input;
    const access = await loadWork(request, body.project_id, body.team_id);
    requireManage(access);
    await checkTarget(db, access.work.teamId, body.user_id);
    if (body.user_id === access.work.creatorId) throw new AppError(Status.CONFLICT, WorkMessage.creatorStays);
    if (!(await deleteWorkMember(db, access.work.id, body.user_id)))
      throw new AppError(Status.NOT_FOUND, WORK_MEMBER_MISSING);
    notifyAccessChanged(app, { workId: access.work.id, userId: body.user_id });
    return ok(null);
  });

  // The team page: which works a member has joined (every active work of the team, flagged).
  route(app, worksMemberJoinedWorks, teamManager, async (request) => {
    const q = request.input;
    const { teamId } = request.team;
    const role = await teamRoleOf(db, teamId, q.user_id);
    if (!role) throw new AppError(Status.NOT_FOUND, WorkMessage.notMember);
    const rows = await teamWorksWithMembership(db, teamId, q.user_id);
    const base = app.config.FILES_PUBLIC_URL;
    const list: TMemberJoinedWork[] = rows.map((r) => {
      const owner = role === 'owner';
      return {
        ...presentSimple(r.work, imageUrl(base, r.coverKey, r.coverVariants, 'mid')),
        joined: owner || r.permissions !== null ? 1 : 0,
        permissions: owner
          ? [...WORK_PERMISSIONS]
          : WORK_PERMISSIONS.filter((x) => (r.permissions ?? []).includes(x)),
        is_creator: r.work.creatorId === q.user_id ? 1 : 0,
      };
    });
    return ok({ list, total: list.length });
  });

  route(app, worksSetMemberJoinedWorks, teamManager, async (request) => {
    const body = request.input;
    const { teamId } = request.team;
    await checkTarget(db, teamId, body.user_id);
    const rows = await teamWorksWithMembership(db, teamId, body.user_id);
    const byId = new Map(rows.map((r) => [r.work.id, r]));
    // Every named work must be an active work of this team; a foreign or binned id changes nothing.
    if (body.works.some((w) => !byId.has(w.project_id))) throw workGone();
    const wanted = new Map(body.works.map((w) => [w.project_id, w.permissions]));
    // Works left out are left; a work's creator keeps their own work.
    const leave = rows
      .filter((r) => !wanted.has(r.work.id) && r.permissions !== null && r.work.creatorId !== body.user_id)
      .map((r) => r.work.id);
    const join = [...wanted].map(([workId, permissions]) => ({ workId, permissions }));
    await db.transaction(async (tx) => {
      await setWorkMemberships(tx, body.user_id, join, now());
      await leaveWorks(tx, body.user_id, leave);
    });
    const changed = [...wanted.keys(), ...leave];
    for (const workId of changed) notifyAccessChanged(app, { workId, userId: body.user_id });
    return ok({ user_id: body.user_id, total: wanted.size });
  });
}
