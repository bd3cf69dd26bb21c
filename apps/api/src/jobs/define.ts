import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';

/** What a handler gets for one attempt of a job. */
export interface JobContext<I> {
  /** The product's job id (jobs.id), stable across attempts and restarts. */
  jobId: string;
  /** The owner: identity always comes from the caller's token when the job was queued. */
  userId: string;
  teamId: string | null;
  /** The validated input. */
  input: I;
  /** 1 for the first attempt, 2 for the first retry ... */
  attempt: number;
  /**
   * Aborted when the job is cancelled, when the app stops (the job runs again after the next start)
   * or when the queue takes the attempt away; check it between steps and stop without writing results.
   */
  signal: AbortSignal;
  /**
   * Reports progress 0-100 (rounded; only rises within an attempt). Rejects with JobCancelled when
   * the job was cancelled meanwhile, possibly by another process, so the handler stops at once.
   */
  progress(percent: number): Promise<void>;
  /** The API: database, file store, config, log. */
  app: FastifyInstance;
}

/** How failed attempts are retried: pg-boss waits about delay * 2^n seconds (with jitter) between them. */
export interface JobRetry {
  /** Retries after the first attempt. */
  limit: number;
  /** First delay in seconds. */
  delaySeconds: number;
  /** Longest delay in seconds. */
  maxDelaySeconds: number;
}

/**
 * One kind of durable job: its name (the pg-boss queue and jobs.kind), input schema, retry policy and
 * handler. The handler's answer is the job's result (stored as JSON); a thrown JobError fails the
 * attempt with its Chinese message, any other error with a generic one.
 */
export interface JobDefinition<I = unknown, R extends Record<string, unknown> = Record<string, unknown>> {
  name: string;
  input: z.ZodType<I>;
  retry?: Partial<JobRetry>;
  /** Longest one attempt may run before the queue fails it (default 15 minutes). */
  timeoutSeconds?: number;
  /** Attempts of this kind one process runs at once (default 2). */
  concurrency?: number;
  handler(ctx: JobContext<I>): Promise<R>;
  /**
   * Undoes what a successful attempt stored when the job was cancelled before its result could be
   * recorded, so a cancelled job leaves nothing half-written behind.
   */
  discard?(result: R, ctx: JobContext<I>): Promise<void>;
}

/** A definition of any input and result (the queue's registry holds all kinds together). */
// biome-ignore lint/suspicious/noExplicitAny: definitions of any input and result share one registry.
export type AnyJobDefinition = JobDefinition<any, any>;

/** Defines a job kind (keeps the input and result types for `enqueue`). */
export const defineJob = <I, R extends Record<string, unknown>>(
  def: JobDefinition<I, R>,
): JobDefinition<I, R> => def;

/** A failure the user should read: its message is Chinese and lands in jobs.error and the message centre. */
export class JobError extends Error {
  /** False when trying again cannot help (the work was deleted ...): the job fails at once. */
  readonly retry: boolean;

  constructor(message: string, options: { retry?: boolean; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'JobError';
    this.retry = options.retry ?? true;
  }
}

/** Thrown by ctx.progress (and ctx.signal's reason) when the job was cancelled. */
export class JobCancelled extends Error {
  constructor() {
    super('job cancelled');
    this.name = 'JobCancelled';
  }
}

/** The signal's reason when the app stops: the attempt is handed back and runs after the next start. */
export class JobInterrupted extends Error {
  constructor() {
    super('job interrupted by shutdown');
    this.name = 'JobInterrupted';
  }
}
