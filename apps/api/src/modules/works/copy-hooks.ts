import type { Db } from '../../db/client';

/** Where a work copy is when the hooks run: inside its transaction, after the work's own rows. */
export interface WorkCopyContext {
  /** The copy's transaction (everything a hook writes commits or rolls back with the copy). */
  tx: Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;
  sourceId: string;
  workId: string;
  copierId: string;
  now: Date;
}

/** Copies what a higher area keeps of a work (game boards ...). */
export type WorkCopyHook = (ctx: WorkCopyContext) => Promise<void>;

/**
 * Hooks by area name. Areas above works (game) cannot be imported here, so they register what a
 * copy carries of theirs when their module registers; keyed by name, so every app built in one
 * process (tests build many) registers the same hook once.
 */
const hooks = new Map<string, WorkCopyHook>();

/** Registers (or replaces) an area's copy hook. */
export function registerWorkCopyHook(area: string, hook: WorkCopyHook): void {
  hooks.set(area, hook);
}

/** The registered hooks, in registration order. */
export const workCopyHooks = (): WorkCopyHook[] => [...hooks.values()];
