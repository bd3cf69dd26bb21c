import type { TAdminJobPage, TAdminJobsQuery, TEngineList } from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import { auditLabel } from './present';
import { countJobsByState, listJobs } from './repo';

/** Which engine serves each capability: the same rows as GET /ai_web/ai/engines. */
export function engineStatus(app: FastifyInstance): TEngineList {
  return { list: app.engines.capabilities() };
}

/** Every user's jobs, newest first, with how many jobs are in each state. */
export async function jobsOverview(app: FastifyInstance, q: TAdminJobsQuery): Promise<TAdminJobPage> {
  const db = app.database.db;
  const [page, counts] = await Promise.all([
    listJobs(db, q.state, q.page_index, q.page_size),
    countJobsByState(db),
  ]);
  return {
    list: page.rows.map((j) => ({
      job_id: j.id,
      kind: j.kind,
      title: j.title,
      state: j.state,
      progress: j.progress,
      error: j.error,
      attempts: j.attempts,
      user_id: j.userId,
      user_label: auditLabel({ name: j.ownerName ?? '', phone: j.ownerPhone }),
      created_at: j.createdAt.toISOString(),
      updated_at: j.updatedAt.toISOString(),
    })),
    total: page.total,
    counts,
  };
}
