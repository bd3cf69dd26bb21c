import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../db/client';

/** Which job changed (state or progress) and whose it is; listeners read the row themselves. */
export interface JobChange {
  jobId: string;
  userId: string;
}

/** Options of the change feed. */
export interface JobChangesOptions {
  db: Db;
  /** PostgreSQL URL: changes travel between processes by LISTEN/NOTIFY; empty means one process (PGlite). */
  databaseUrl?: string;
  /** Reports a lost LISTEN connection (it is re-established). */
  onError?(error: Error): void;
}

/** The NOTIFY channel of job changes. */
const CHANNEL = 'juzuo_job_changes';
/** Emitted once when the feed stops, so open event streams end and the server can close. */
const STOPPED = Symbol('stopped');

/**
 * Tells every process's event streams that a job changed. On PGlite the API is one process, so an
 * in-process emitter is the whole story. On PostgreSQL each process LISTENs on one connection and a
 * change is a NOTIFY, so a stream on process A hears about an attempt running on process B at once
 * (no polling); the notifying process hears its own NOTIFY too, so there is one delivery path.
 */
export class JobChanges {
  private readonly emitter = new EventEmitter();
  private listener: pg.Client | null = null;
  private stopped = false;
  private retryTimer: NodeJS.Timeout | null = null;

  constructor(private readonly opts: JobChangesOptions) {
    this.emitter.setMaxListeners(0);
  }

  /** Starts listening (PostgreSQL only). */
  async start(): Promise<void> {
    if (this.opts.databaseUrl) await this.listen();
  }

  private async listen(): Promise<void> {
    if (this.stopped || !this.opts.databaseUrl) return;
    const client = new pg.Client({ connectionString: this.opts.databaseUrl });
    const retry = (error: Error) => {
      this.opts.onError?.(error);
      if (this.listener === client) this.listener = null;
      client.end().catch(() => {});
      if (!this.stopped && !this.retryTimer) {
        this.retryTimer = setTimeout(() => {
          this.retryTimer = null;
          this.listen().catch(() => {});
        }, 1000);
      }
    };
    client.on('error', retry);
    client.on('notification', (message) => {
      if (message.channel !== CHANNEL || !message.payload) return;
      try {
        const change = JSON.parse(message.payload) as JobChange;
        this.emitter.emit(change.userId, change);
      } catch {
        // Not ours: ignore.
      }
    });
    try {
      await client.connect();
      await client.query(`listen ${CHANNEL}`);
      this.listener = client;
    } catch (error) {
      retry(error as Error);
    }
  }

  /** Announces a change (after the row was written). */
  async publish(change: JobChange): Promise<void> {
    if (this.opts.databaseUrl) {
      await this.opts.db.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify(change)})`);
      return;
    }
    this.emitter.emit(change.userId, change);
  }

  /** Calls `fn` for every change of this user's jobs until the returned function is called. */
  subscribe(userId: string, fn: (change: JobChange) => void): () => void {
    this.emitter.on(userId, fn);
    return () => this.emitter.off(userId, fn);
  }

  /** Calls `fn` once when the feed stops (the app is closing); returns a function that forgets it. */
  onStop(fn: () => void): () => void {
    if (this.stopped) {
      fn();
      return () => {};
    }
    this.emitter.once(STOPPED, fn);
    return () => this.emitter.off(STOPPED, fn);
  }

  /** Stops listening, ends every subscriber's stream and drops them. */
  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.emitter.emit(STOPPED);
    this.emitter.removeAllListeners();
    const client = this.listener;
    this.listener = null;
    await client?.end().catch(() => {});
  }
}
