import {
  JobMessage,
  jobCancelCall,
  jobDetailCall,
  jobEventsCall,
  jobListCall,
  ok,
  Status,
  worksExportCall,
} from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { presentJob } from '../../jobs/present';
import { findOwnJob, listOwnJobs } from '../../jobs/repo';
import { worksExport } from '../../jobs/works-export/definition';
import { AppError } from '../../lib/errors';
import { route } from '../../lib/route';
import { loadWork } from '../works/access';
import { streamJobEvents } from './events';

/** The same answer for a job that does not exist and one that is someone else's. */
const jobNotFound = () => new AppError(Status.NOT_FOUND, JobMessage.notFound);

/** Jobs area: start an export, read, list and cancel one's own jobs, and follow them live. */
export const jobsModule = fp(
  async (app: FastifyInstance) => {
    const db = app.database.db;

    route(app, worksExportCall, {}, async (request) => {
      const { project_id, team_id, format } = request.input;
      // Membership of the work is enough to export it; 8003 when it is not the caller's to see.
      const access = await loadWork(request, project_id, team_id);
      const row = await app.jobs.enqueue(worksExport, {
        userId: request.auth.userId,
        teamId: access.work.teamId,
        title: JobMessage.exportTitle(access.work.name),
        input: format ? { project_id, format } : { project_id },
      });
      return ok({ job_id: row.id, job: presentJob(row) });
    });

    route(app, jobDetailCall, {}, async (request) => {
      const row = await findOwnJob(db, request.auth.userId, request.input.job_id);
      if (!row) throw jobNotFound();
      return ok(presentJob(row));
    });

    route(app, jobCancelCall, {}, async (request) => {
      const { job_id } = request.input;
      const cancelled = await app.jobs.cancel(request.auth.userId, job_id);
      if (cancelled) return ok(presentJob(cancelled));
      const row = await findOwnJob(db, request.auth.userId, job_id);
      if (!row) throw jobNotFound();
      throw new AppError(Status.CONFLICT, JobMessage.alreadyFinished, presentJob(row));
    });

    route(app, jobListCall, {}, async (request) => {
      const { page_index, page_size } = request.input;
      const { rows, total } = await listOwnJobs(db, request.auth.userId, { page_index, page_size });
      return ok({ list: rows.map(presentJob), total, page_index, page_size });
    });

    route(app, jobEventsCall, {}, (request, reply) => streamJobEvents(request, reply));
  },
  { name: 'jobs' },
);
