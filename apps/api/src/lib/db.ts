import type { Db } from '../db/client';

/** A database handle or an open transaction: repo functions accept either. */
export type DbLike = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;
