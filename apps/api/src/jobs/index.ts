import type { FastifyInstance } from 'fastify';
import { characterAnalyse } from '../modules/evaluate/characters/run';
import { aiEvaluate } from '../modules/evaluate/run';
import type { AnyJobDefinition } from './define';
import { elementFullFormat } from './element-format/definition';
import { novelToScript } from './novel-to-script/definition';
import { JobQueue, type JobQueueOptions } from './queue';
import { hasUnfinishedJobs } from './repo';
import { worksExport } from './works-export/definition';

export { defineJob, JobCancelled, type JobContext, type JobDefinition, JobError } from './define';
export { presentJob } from './present';
export { JobQueue } from './queue';
export { worksExport } from './works-export/definition';

declare module 'fastify' {
  interface FastifyInstance {
    /** Durable background jobs (pg-boss on the app's database): define, enqueue, cancel, changes. */
    jobs: JobQueue;
  }
}

/** Every job kind the product runs. */
export const productJobs: readonly AnyJobDefinition[] = [
  worksExport,
  aiEvaluate,
  elementFullFormat,
  characterAnalyse,
  novelToScript,
];

/**
 * Decorates `app.jobs` and ties the queue to the app's life: it starts when the app is ready and
 * stops (handing running jobs back for the next start) before the app closes its database. Under
 * NODE_ENV=test the queue starts with the app only when unfinished jobs wait; otherwise on the first
 * enqueue, so the suite's many short-lived apps do not each install and poll pg-boss.
 */
export async function registerJobs(app: FastifyInstance, options: JobQueueOptions = {}): Promise<void> {
  const queue = new JobQueue(app, options);
  for (const def of productJobs) await queue.define(def);
  app.decorate('jobs', queue);
  app.addHook('onReady', async () => {
    if (app.config.NODE_ENV !== 'test' || (await hasUnfinishedJobs(app.database.db))) await queue.start();
  });
  // preClose: before in-flight requests are awaited (open event streams end here) and before the
  // database closes in onClose.
  app.addHook('preClose', async () => {
    await queue.stop();
  });
}
