import {
  ok,
  projectAdd,
  projectCopy,
  projectDelete,
  projectDetail,
  projectList,
  projectRestore,
  projectUpdate,
  Status,
  WorkMessage,
} from '@juzuo/schemas';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { works } from '../../db/schema/index';
import { notifyAccessChanged } from '../../lib/access-changes';
import { AppError } from '../../lib/errors';
import { route } from '../../lib/route';
import { workGone } from '../../lib/status';
import { requireTeamPermission } from '../team/policies';
import { loadWork, type WorkAccess } from './access';
import { copyWork } from './copy';
import { insertWork } from './create-work';
import { requireEditInfo, requireManage } from './policies';
import { presentCard, presentDetail } from './presenters';
import { listWorks, workCard } from './repo';
import { columnsOf } from './update-fields';

/** The work as project/detail answers it, for a caller whose access is already decided. */
export async function detailOf(request: FastifyRequest, access: WorkAccess) {
  const app = request.server;
  const viewer = { userId: request.auth.userId, teamId: access.work.teamId, isTeamOwner: access.isTeamOwner };
  const row = await workCard(app.database.db, viewer, access.work.id);
  if (!row) throw workGone();
  const card = presentCard(row, {
    publicBase: app.config.FILES_PUBLIC_URL,
    isTeamOwner: access.isTeamOwner,
    userId: request.auth.userId,
    teamPermissions: access.teamPermissions,
  });
  return presentDetail(card, row.work);
}

/** project/add, list, detail, update, copy, delete, restore. */
export function registerProjectRoutes(app: FastifyInstance): void {
  const db = app.database.db;
  const now = () => new Date(app.clock.now());

  route(app, projectAdd, { preHandler: [requireTeamPermission('mWorkManage')] }, async (request) => {
    const body = request.input;
    const input = { teamId: request.team.teamId, creatorId: request.auth.userId, body, now: now() };
    const id = await db.transaction((tx) => insertWork(tx, input));
    return ok({ project_id: id, project_name: body.project_name });
  });

  route(app, projectList, { preHandler: [requireTeamPermission(null)] }, async (request) => {
    const q = request.input;
    const { teamId, role, permissions } = request.team;
    const viewer = { userId: request.auth.userId, teamId, isTeamOwner: role === 'owner' };
    const { rows, total } = await listWorks(
      db,
      viewer,
      {
        keyword: q.keyword,
        projectType: q.project_type,
        mediaType: q.media_type,
        deleted: q.is_delete === 1,
      },
      { index: q.page_index, size: q.page_size },
    );
    const opts = { publicBase: app.config.FILES_PUBLIC_URL, ...viewer, teamPermissions: permissions };
    return ok({ list: rows.map((r) => presentCard(r, opts)), total });
  });

  route(app, projectDetail, {}, async (request) => {
    const q = request.input;
    return ok(await detailOf(request, await loadWork(request, q.project_id, q.team_id)));
  });

  route(app, projectUpdate, {}, async (request) => {
    const body = request.input;
    const access = await loadWork(request, body.project_id, body.team_id);
    requireEditInfo(access);
    await db
      .update(works)
      .set({ ...columnsOf(body), updatedAt: now() })
      .where(eq(works.id, access.work.id));
    return ok(await detailOf(request, access));
  });

  route(app, projectCopy, {}, async (request) => {
    const body = request.input;
    const access = await loadWork(request, body.project_id, body.team_id);
    requireManage(access);
    const id = await copyWork(db, access.work, request.auth.userId, now());
    return ok({ project_id: id });
  });

  route(app, projectDelete, {}, async (request) => {
    const body = request.input;
    const forGood = body.permanently_delete === 1;
    // Binning needs an active work; deleting for good works from the bin or directly.
    const access = await loadWork(request, body.project_id, body.team_id, forGood ? 'any' : 'active');
    requireManage(access);
    if (forGood) await db.delete(works).where(eq(works.id, access.work.id));
    else await db.update(works).set({ deletedAt: now() }).where(eq(works.id, access.work.id));
    notifyAccessChanged(app, { workId: access.work.id });
    return ok({ project_id: access.work.id, permanently_delete: forGood ? 1 : 0 });
  });

  route(app, projectRestore, {}, async (request) => {
    const body = request.input;
    const access = await loadWork(request, body.project_id, body.team_id, 'any');
    requireManage(access);
    if (!access.work.deletedAt) throw new AppError(Status.CONFLICT, WorkMessage.notInBin);
    await db.update(works).set({ deletedAt: null, updatedAt: now() }).where(eq(works.id, access.work.id));
    notifyAccessChanged(app, { workId: access.work.id });
    return ok({ project_id: access.work.id });
  });
}
