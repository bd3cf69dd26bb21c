import type { TSimpleWork } from '@juzuo/schemas';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { files, workCovers, works } from '../../db/schema/index';
import { imageUrl, presentSimple } from './presenters';
import { visibleTo } from './repo';

/**
 * GET team/get_team_simple_work_list (after requireTeamPermission): the team's active works in
 * brief, oldest first. Members holding mTeamManage see every work (they assign members to works on
 * the team page); everyone else sees the works they may open.
 */
export async function teamSimpleWorkList(
  request: FastifyRequest,
): Promise<{ list: TSimpleWork[]; total: number }> {
  const app = request.server;
  const { teamId, role, permissions } = request.team;
  const all = role === 'owner' || permissions.includes('mTeamManage');
  const rows = await app.database.db
    .select({ work: works, key: files.storageKey, variants: files.variants })
    .from(works)
    .leftJoin(workCovers, eq(workCovers.id, works.coverId))
    .leftJoin(files, eq(files.id, workCovers.fileId))
    .where(and(visibleTo({ userId: request.auth.userId, teamId, isTeamOwner: all }), isNull(works.deletedAt)))
    .orderBy(asc(works.createdAt), asc(works.id));
  const base = app.config.FILES_PUBLIC_URL;
  const list = rows.map((r) => presentSimple(r.work, imageUrl(base, r.key, r.variants, 'mid')));
  return { list, total: list.length };
}
