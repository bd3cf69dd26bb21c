import type { TAdminUnsavedDocument } from '@juzuo/schemas';

/** A relay document whose checkpoints are refused for good, as operators see it. */
interface RefusedSave {
  workId: string;
  reason: string;
  attempts: number;
  firstAt: Date;
  lastAt: Date;
}

/**
 * Documents whose last store was refused for a reason no retry can fix, per API process (the API
 * is where every store lands, whichever relay sends it). In memory: it describes what is failing
 * now, and a document leaves it with its next successful store.
 */
export class RefusedSaves {
  private readonly byName = new Map<string, RefusedSave>();

  /** Notes one more refused store of a document. */
  record(document: string, workId: string, reason: string, now: Date): RefusedSave {
    const previous = this.byName.get(document);
    const entry: RefusedSave = previous
      ? { ...previous, reason, attempts: previous.attempts + 1, lastAt: now }
      : { workId, reason, attempts: 1, firstAt: now, lastAt: now };
    this.byName.set(document, entry);
    return entry;
  }

  /** Forgets a document after a successful store. */
  clear(document: string): void {
    this.byName.delete(document);
  }

  /** Every refused document, most recently refused first. */
  list(): TAdminUnsavedDocument[] {
    return [...this.byName.entries()]
      .sort(([, a], [, b]) => b.lastAt.getTime() - a.lastAt.getTime())
      .map(([document, e]) => ({
        document,
        work_id: e.workId,
        reason: e.reason,
        attempts: e.attempts,
        first_failed_at: e.firstAt.toISOString(),
        last_failed_at: e.lastAt.toISOString(),
      }));
  }
}

const registries = new WeakMap<object, RefusedSaves>();

/**
 * The refused-saves registry of an app, keyed by its database (one object for the whole app, while
 * Fastify gives each encapsulated plugin its own instance); the collab and admin areas share it.
 */
export function refusedSavesOf(app: { database: object }): RefusedSaves {
  let registry = registries.get(app.database);
  if (!registry) {
    registry = new RefusedSaves();
    registries.set(app.database, registry);
  }
  return registry;
}
