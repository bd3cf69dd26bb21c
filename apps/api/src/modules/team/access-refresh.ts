import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { works } from '../../db/schema/index';
import { notifyAccessChanged } from '../../lib/access-changes';

/**
 * After a user leaves a team (removed or quit), their open relay connections to the team's works
 * must be re-decided: work access requires team membership. Never throws (like notifyAccessChanged).
 */
export async function refreshTeamMemberAccess(
  app: FastifyInstance,
  teamId: string,
  userId: string,
): Promise<void> {
  try {
    const rows = await app.database.db.select({ id: works.id }).from(works).where(eq(works.teamId, teamId));
    for (const { id } of rows) notifyAccessChanged(app, { workId: id, userId });
  } catch (error) {
    app.log.error({ err: error, teamId }, 'could not list team works for a relay access refresh');
  }
}
