import crypto from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { JobMessage } from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { fromPglite, type Job, PgBoss } from 'pg-boss';
import type { TJobRow } from '../db/schema/index';
import { type AttemptDeps, type CarrierData, runAttempt } from './attempt';
import { JobChanges } from './changes';
import {
  type AnyJobDefinition,
  JobCancelled,
  type JobDefinition,
  JobInterrupted,
  type JobRetry,
} from './define';
import { abandonJob, cancelOwnJob, findJob, insertJob, moveToBossJob, unfinishedJobs } from './repo';
import { RetryWakeups } from './retry-wakeups';

/** Options of the queue; the defaults suit the product, tests shorten the waits. */
export interface JobQueueOptions {
  /** Retry policy of definitions that set none. */
  retry?: Partial<JobRetry>;
  /** Seconds between a worker's polls when NOTIFY is unavailable. */
  pollingIntervalSeconds?: number;
  /**
   * Seconds between a worker's backstop polls while NOTIFY works: new jobs wake workers at once and
   * retries through RetryWakeups, so this poll only catches what both missed.
   */
  idlePollingIntervalSeconds?: number;
  /** How long stop() lets interrupted attempts hand their jobs back before pg-boss fails them. */
  stopTimeoutMs?: number;
  /** PostgreSQL only: seconds between recovery passes for jobs whose carrier vanished. */
  recoverIntervalSeconds?: number;
}

/** What enqueue needs besides the definition. */
export interface EnqueueRequest<I> {
  userId: string;
  teamId?: string | null;
  /** One line in Chinese for the task list. */
  title: string;
  input: I;
}

const DEFAULT_RETRY: JobRetry = { limit: 2, delaySeconds: 2, maxDelaySeconds: 60 };
/** Attempts beyond the retry limit that restarts may add before recovery gives a job up. */
const RESTART_ALLOWANCE = 10;
/** Recovery leaves rows this fresh alone: their carrier may still be on its way. */
const RECOVER_GRACE_MS = 30_000;
/**
 * pg-boss's flow resolver (which releases jobs that wait for other jobs) polls every 5 s by default:
 * four statements each time, on PGlite in the thread that also serves the relay's checkpoints, all
 * day. No job here waits for another (nothing is sent with dependencies), so it has nothing to do;
 * once an hour keeps it alive. A job kind that ever needs dependencies calls `boss.resolveFlow()`
 * when a parent completes, or brings this back down.
 */
const FLOW_POLL_SECONDS = 3_600;
/** Seconds past a retry's longest delay that its queue is still woken (pg-boss's jitter, a slow start). */
const RETRY_WAKE_MARGIN_S = 10;

/**
 * Durable jobs on pg-boss over the API's own database: PGlite shares its one connection (pg-boss's
 * PGlite backend), PostgreSQL gets a small pool of pg-boss's own plus LISTEN/NOTIFY. The jobs table
 * is the source of truth for state; pg-boss carries attempts, retries with backoff and expiry.
 */
export class JobQueue {
  /** Job changes for the events stream (in-process on PGlite, LISTEN/NOTIFY on PostgreSQL). */
  readonly changes: JobChanges;
  private readonly definitions = new Map<string, AnyJobDefinition>();
  private readonly running = new Map<string, AbortController>();
  /** pg-boss worker ids by queue (job kind), for waking a queue's worker. */
  private readonly workers = new Map<string, string>();
  private readonly wakeups = new RetryWakeups((queue) => {
    const worker = this.workers.get(queue);
    if (worker) this.boss?.notifyWorker(worker);
  });
  private boss: PgBoss | null = null;
  private starting: Promise<void> | null = null;
  private stopped = false;
  private recoverTimer: NodeJS.Timeout | null = null;
  private readonly retry: JobRetry;
  private readonly attemptDeps: AttemptDeps;

  constructor(
    private readonly app: FastifyInstance,
    private readonly opts: JobQueueOptions = {},
  ) {
    this.retry = { ...DEFAULT_RETRY, ...opts.retry };
    this.changes = new JobChanges({
      db: app.database.db,
      databaseUrl: app.database.kind === 'postgres' ? this.postgresUrl() : undefined,
      onError: (error) => app.log.warn({ err: error }, 'job change listener lost; reconnecting'),
    });
    this.attemptDeps = {
      app,
      isStopping: () => this.stopped,
      changes: this.changes,
      running: this.running,
      retryLimit: (def) => this.retryOf(def).limit,
      handBack: (row, fromBossId) => this.handBack(row, fromBossId),
      retryScheduled: (def, jobId) =>
        this.wakeups.add(def.name, jobId, (this.retryOf(def).maxDelaySeconds + RETRY_WAKE_MARGIN_S) * 1000),
    };
  }

  /** Registers a job kind (before or after start). */
  async define(def: AnyJobDefinition): Promise<void> {
    if (this.definitions.has(def.name)) throw new Error(`job ${def.name} is defined twice`);
    this.definitions.set(def.name, def);
    if (this.boss) await this.attach(this.boss, def);
  }

  /** Whether pg-boss is running in this process. */
  get isStarted(): boolean {
    return this.boss !== null;
  }

  /** Starts pg-boss, re-queues what a previous process left unfinished, then starts the workers. */
  start(): Promise<void> {
    if (this.stopped) return Promise.reject(new Error('the job queue was stopped'));
    this.starting ??= this.doStart().catch((error: unknown) => {
      this.starting = null;
      throw error;
    });
    return this.starting;
  }

  private async doStart(): Promise<void> {
    await this.changes.start();
    const boss = this.createBoss();
    boss.on('error', (error) => this.app.log.warn({ err: error }, 'job queue error'));
    await boss.start();
    for (const def of this.definitions.values()) await boss.createQueue(def.name, { notify: true });
    this.boss = boss;
    // Before any worker runs: on PGlite an `active` carrier found now belongs to a stopped process.
    await this.recover();
    for (const def of this.definitions.values()) await this.attach(boss, def, false);
    if (this.app.database.kind === 'postgres') {
      const every = (this.opts.recoverIntervalSeconds ?? 60) * 1000;
      this.recoverTimer = setInterval(() => {
        this.recover().catch((error: unknown) => this.app.log.warn({ err: error }, 'job recovery failed'));
      }, every);
      this.recoverTimer.unref();
    }
  }

  private createBoss(): PgBoss {
    const common = {
      schedule: false,
      supervise: true,
      migrate: true,
      useListenNotify: true,
      flowIntervalSeconds: FLOW_POLL_SECONDS,
    } as const;
    if (this.app.database.kind === 'pglite') {
      const client = (this.app.database.db as unknown as { $client: PGlite }).$client;
      return new PgBoss({ ...common, db: fromPglite(client), backend: 'pglite' });
    }
    return new PgBoss({ ...common, connectionString: this.postgresUrl(), max: 4 });
  }

  /** The PostgreSQL URL: config, else the one the app's pool was opened with. */
  private postgresUrl(): string {
    if (this.app.config.DATABASE_URL) return this.app.config.DATABASE_URL;
    const pool = (this.app.database.db as unknown as { $client: pg.Pool }).$client;
    return pool.options.connectionString ?? '';
  }

  private async attach(boss: PgBoss, def: AnyJobDefinition, create = true): Promise<void> {
    if (create) await boss.createQueue(def.name, { notify: true });
    const workerId = await boss.work<CarrierData>(
      def.name,
      {
        localConcurrency: def.concurrency ?? 2,
        pollingIntervalSeconds: this.opts.pollingIntervalSeconds ?? 1,
        notifyPollingIntervalSeconds: this.opts.idlePollingIntervalSeconds ?? 30,
      },
      async ([job]) => {
        if (!job) return null;
        this.wakeups.forget((job as Job<CarrierData>).data.job_id);
        return runAttempt(this.attemptDeps, def, job as Job<CarrierData>);
      },
    );
    this.workers.set(def.name, workerId);
  }

  private retryOf(def: JobDefinition): JobRetry {
    return { ...this.retry, ...def.retry };
  }

  /** Sends the pg-boss job that carries a product job, with the definition's retry policy. */
  private async sendCarrier(def: AnyJobDefinition, jobId: string, bossId: string): Promise<void> {
    const boss = this.boss;
    if (!boss) return; // Recovery sends it when the queue starts.
    const retry = this.retryOf(def);
    await boss.send(
      def.name,
      { job_id: jobId },
      {
        id: bossId,
        retryLimit: retry.limit,
        retryDelay: retry.delaySeconds,
        retryBackoff: true,
        retryDelayMax: retry.maxDelaySeconds,
        expireInSeconds: def.timeoutSeconds ?? 900,
        // On PostgreSQL a process may die mid-attempt; the heartbeat lets another one retry it.
        ...(this.app.database.kind === 'postgres' ? { heartbeatSeconds: 30 } : {}),
      },
    );
  }

  /** Queues a job for its owner and answers its row (state waiting). */
  async enqueue<I>(
    def: JobDefinition<I, Record<string, unknown>>,
    request: EnqueueRequest<I>,
  ): Promise<TJobRow> {
    if (!this.definitions.has(def.name)) throw new Error(`job ${def.name} is not defined`);
    const input = def.input.parse(request.input) as Record<string, unknown>;
    await this.start();
    const bossId = crypto.randomUUID();
    // The row names its carrier before the carrier exists, so an attempt never meets a row that does
    // not know it; a carrier that was never sent is found and re-sent by recovery.
    const row = await insertJob(this.app.database.db, {
      id: crypto.randomUUID(),
      userId: request.userId,
      teamId: request.teamId ?? null,
      kind: def.name,
      title: request.title,
      input,
      bossId,
    });
    await this.sendCarrier(def, row.id, bossId);
    await this.publish(row);
    return row;
  }

  /**
   * Cancels an unfinished job of this owner: the row says cancelled at once, its carrier is cancelled,
   * and a running attempt in this process is aborted (one in another process sees the row at its next
   * progress report, or loses its claim at the next heartbeat). Undefined when nothing was cancelled.
   */
  async cancel(userId: string, jobId: string): Promise<TJobRow | undefined> {
    const row = await cancelOwnJob(this.app.database.db, userId, jobId, new Date());
    if (!row) return undefined;
    this.running.get(jobId)?.abort(new JobCancelled());
    if (this.boss && row.bossId) await this.boss.cancel(row.kind, row.bossId).catch(() => {});
    await this.publish(row);
    return row;
  }

  /** Moves an unfinished job to a fresh carrier (only if it still names `fromBossId`). */
  private async handBack(row: TJobRow, fromBossId: string | null): Promise<void> {
    const def = this.definitions.get(row.kind);
    if (!def) return;
    const next = crypto.randomUUID();
    const moved = await moveToBossJob(this.app.database.db, row.id, fromBossId, next, new Date());
    if (!moved) return;
    try {
      await this.sendCarrier(def, row.id, next);
    } catch (error) {
      // The queue is stopping: the row names a carrier that does not exist yet; recovery sends it.
      this.app.log.info({ err: error, jobId: row.id }, 'job handed back for the next start');
    }
    await this.publish(moved);
  }

  /**
   * Re-queues every unfinished job whose carrier is gone or finished (a stop in the middle, a crash,
   * pg-boss retention). A carrier still waiting is left alone; an active one too on PostgreSQL (another
   * process holds it, and its heartbeat hands it back if that process died), while on PGlite, where one
   * process owns the database, an active carrier found at start is stale and is replaced.
   */
  async recover(): Promise<void> {
    const boss = this.boss;
    if (!boss) return;
    const db = this.app.database.db;
    const starting = this.running.size === 0;
    for (const row of await unfinishedJobs(db)) {
      const def = this.definitions.get(row.kind);
      if (!def || this.running.has(row.id)) continue;
      if (row.attempts > this.retryOf(def).limit + RESTART_ALLOWANCE) {
        await this.publish(await abandonJob(db, row.id, JobMessage.lost, new Date()));
        continue;
      }
      const carrier = row.bossId ? (await boss.findJobs(row.kind, { id: row.bossId }))[0] : undefined;
      const state = carrier?.state;
      if (state === 'created' || state === 'retry') continue;
      // A carrier that ended while its row is unfinished is stale at once; a missing or active one may
      // still belong to a live process on PostgreSQL (between insert and send, or mid-attempt).
      const ended = state === 'completed' || state === 'failed' || state === 'cancelled';
      if (
        !ended &&
        this.app.database.kind === 'postgres' &&
        Date.now() - row.updatedAt.getTime() < RECOVER_GRACE_MS
      )
        continue;
      if (state === 'active' && (this.app.database.kind === 'postgres' || !starting)) continue;
      if (!carrier && row.bossId) {
        // Named but never sent (a stop between insert and send): send it under the same id.
        await this.sendCarrier(def, row.id, row.bossId);
        continue;
      }
      await this.handBack(row, row.bossId);
      if (state === 'active' && row.bossId) await boss.cancel(row.kind, row.bossId).catch(() => {});
    }
  }

  private async publish(row: TJobRow | undefined): Promise<void> {
    if (!row) return;
    await this.changes
      .publish({ jobId: row.id, userId: row.userId })
      .catch((error: unknown) =>
        this.app.log.warn({ err: error, jobId: row.id }, 'job change not published'),
      );
  }

  /**
   * Stops with the app: running attempts are interrupted and hand their jobs back (they run again
   * after the next start), pg-boss stops its workers, event streams end.
   */
  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    if (this.recoverTimer) clearInterval(this.recoverTimer);
    this.wakeups.stop();
    await this.starting?.catch(() => {});
    const boss = this.boss;
    // Workers stop fetching first, so the carriers that interrupted attempts send next are left for
    // the next start (or another process) instead of being picked up by this stopping one.
    if (boss) {
      for (const name of this.definitions.keys()) await boss.offWork(name, { wait: false }).catch(() => {});
    }
    for (const controller of this.running.values()) controller.abort(new JobInterrupted());
    if (boss) await boss.stop({ graceful: true, timeout: this.opts.stopTimeoutMs ?? 10_000 });
    this.boss = null;
    await this.changes.stop();
  }

  /** A job row by id (tests and recovery). */
  find(jobId: string): Promise<TJobRow | undefined> {
    return findJob(this.app.database.db, jobId);
  }
}
