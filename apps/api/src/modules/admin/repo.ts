import crypto from 'node:crypto';
import { count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import {
  adminAuditLog,
  jobs,
  type TAdminAuditRow,
  type TJobRow,
  type TUserRow,
  users,
} from '../../db/schema/index';
import type { DbLike } from '../../lib/db';

/** A page of rows and the total they were taken from. */
export interface RowPage<T> {
  rows: T[];
  total: number;
}

/** Offset and limit of a page_index (from 1) and page_size. */
const window = (pageIndex: number, pageSize: number) => ({
  offset: (pageIndex - 1) * pageSize,
  limit: pageSize,
});

/** LIKE pattern that matches the text literally anywhere (% and _ in the keyword are not wildcards). */
const containing = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Users whose phone or name contains the keyword (everyone when empty), newest first. */
export async function searchUsers(
  db: DbLike,
  keyword: string,
  pageIndex: number,
  pageSize: number,
): Promise<RowPage<TUserRow>> {
  const where: SQL | undefined = keyword
    ? or(ilike(users.phone, containing(keyword)), ilike(users.name, containing(keyword)))
    : undefined;
  const { offset, limit } = window(pageIndex, pageSize);
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), users.id)
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(users).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** The user an operator names (user_id wins over phone), locked for update inside a transaction. */
export async function findTarget(
  db: DbLike,
  target: { user_id?: string; phone?: string },
  lock = false,
): Promise<TUserRow | undefined> {
  const where = target.user_id ? eq(users.id, target.user_id) : eq(users.phone, target.phone ?? '');
  const query = db.select().from(users).where(where).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** One audit entry to write. */
export type TNewAuditEntry = Omit<TAdminAuditRow, 'id'>;

let sequence = 0;

/** Audit ids sort by time, then by order of writing within this process (entries of one ms stay in order). */
const auditId = (at: Date): string => {
  sequence = (sequence + 1) % 1_000_000;
  const time = at.getTime().toString(16).padStart(12, '0');
  return `${time}-${String(sequence).padStart(6, '0')}-${crypto.randomBytes(4).toString('hex')}`;
};

/** Appends an audit entry. */
export async function insertAudit(db: DbLike, entry: TNewAuditEntry): Promise<void> {
  await db.insert(adminAuditLog).values({ id: auditId(entry.createdAt), ...entry });
}

/** Audit entries, newest first, optionally about one user. */
export async function listAudit(
  db: DbLike,
  targetUserId: string | undefined,
  pageIndex: number,
  pageSize: number,
): Promise<RowPage<TAdminAuditRow>> {
  const where = targetUserId ? eq(adminAuditLog.targetUserId, targetUserId) : undefined;
  const { offset, limit } = window(pageIndex, pageSize);
  const rows = await db
    .select()
    .from(adminAuditLog)
    .where(where)
    .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(adminAuditLog).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** One job with its owner's name and phone. */
export type TJobWithOwner = TJobRow & { ownerName: string | null; ownerPhone: string | null };

/** Every user's jobs (optionally in one state), newest first. */
export async function listJobs(
  db: DbLike,
  state: string | undefined,
  pageIndex: number,
  pageSize: number,
): Promise<RowPage<TJobWithOwner>> {
  const where = state ? eq(jobs.state, state) : undefined;
  const { offset, limit } = window(pageIndex, pageSize);
  const rows = await db
    .select({ job: jobs, ownerName: users.name, ownerPhone: users.phone })
    .from(jobs)
    .leftJoin(users, eq(users.id, jobs.userId))
    .where(where)
    .orderBy(desc(jobs.createdAt), jobs.id)
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(jobs).where(where);
  return {
    rows: rows.map((r) => ({ ...r.job, ownerName: r.ownerName, ownerPhone: r.ownerPhone })),
    total: total?.n ?? 0,
  };
}

/** How many jobs are in each state. */
export async function countJobsByState(db: DbLike): Promise<Record<string, number>> {
  const rows = await db.select({ state: jobs.state, n: count() }).from(jobs).groupBy(jobs.state);
  return Object.fromEntries(rows.map((r) => [r.state, r.n]));
}
