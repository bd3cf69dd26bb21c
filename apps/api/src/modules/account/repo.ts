import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type TUserRow, users } from '../../db/schema/index';
import type { DbLike } from '../../lib/db';

/** Loads a user by id. */
export async function findUserById(db: Db, id: string): Promise<TUserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Loads the user bound to a phone. */
export async function findUserByPhone(db: Db, phone: string): Promise<TUserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.phone, phone)).limit(1);
  return row;
}

/** Loads the user bound to a QR identity. */
export async function findUserByWxIdentity(db: Db, identity: string): Promise<TUserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.wxIdentity, identity)).limit(1);
  return row;
}

/** Creates the account of a phone's first SMS sign-in; a concurrent first sign-in gets the same row. */
export async function createUserForPhone(
  db: Db,
  phone: string,
  approved: boolean,
  now: Date,
): Promise<TUserRow> {
  const [row] = await db
    .insert(users)
    .values({
      id: crypto.randomUUID(),
      // Default display name from the phone's tail, like most Chinese products: 用户1234.
      name: `用户${phone.slice(-4)}`,
      phone,
      approved,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: users.phone })
    .returning();
  if (row) return row;
  const existing = await findUserByPhone(db, phone);
  if (!existing) throw new Error('user insert conflicted but no row found');
  return existing;
}

/** Updates a user's columns and returns the new row (inside a transaction too). */
export async function updateUser(
  db: DbLike,
  id: string,
  patch: Partial<Omit<TUserRow, 'id' | 'createdAt'>>,
  now: Date,
): Promise<TUserRow> {
  const [row] = await db
    .update(users)
    .set({ ...patch, updatedAt: now })
    .where(eq(users.id, id))
    .returning();
  if (!row) throw new Error(`user ${id} vanished`);
  return row;
}

/** True when a database error is a unique-constraint violation (PostgreSQL code 23505). */
export function isUniqueViolation(err: unknown): boolean {
  let e: unknown = err;
  for (let i = 0; i < 3 && e && typeof e === 'object'; i++) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
