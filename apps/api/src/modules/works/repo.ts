import { and, desc, eq, exists, ilike, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { documents, files, teamMembers, users, workCovers, workMembers, works } from '../../db/schema/index';
import type { DbLike } from '../../lib/db';

/** Who is listing, in which team. */
export interface Viewer {
  userId: string;
  teamId: string;
  /** The team creator sees every work of the team. */
  isTeamOwner: boolean;
}

/** Filters of project/list. */
export interface WorkFilters {
  keyword?: string | undefined;
  projectType?: string | undefined;
  mediaType?: string | undefined;
  deleted: boolean;
}

/** A work row with what a card needs beside it. */
const cardColumns = {
  work: works,
  creatorName: users.name,
  myPermissions: workMembers.permissions,
  coverKey: files.storageKey,
  coverVariants: files.variants,
  // Counted as member_list shows them: people still in the team, the team creator always among them.
  memberCount:
    sql<number>`(select cast(count(*) as int) from ${teamMembers} tm where tm.team_id = ${works.teamId} and (tm.role = 'owner' or exists (select 1 from ${workMembers} wm where wm.work_id = ${works.id} and wm.user_id = tm.user_id)))`.mapWith(
      Number,
    ),
  docCount:
    sql<number>`(select cast(count(*) as int) from ${documents} d where d.work_id = ${works.id} and d.deleted_at is null)`.mapWith(
      Number,
    ),
};

/** One row of cardColumns. */
export type CardRow = Awaited<ReturnType<typeof listWorks>>['rows'][number];

/** LIKE pattern matching `text` literally anywhere. */
const contains = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The works of the team the viewer may see (every one for the team creator, else those they belong to). */
export function visibleTo(viewer: Viewer): SQL | undefined {
  const inTeam = eq(works.teamId, viewer.teamId);
  if (viewer.isTeamOwner) return inTeam;
  const member = exists(
    sql`(select 1 from ${workMembers} vm where vm.work_id = ${works.id} and vm.user_id = ${viewer.userId})`,
  );
  return and(inTeam, member);
}

/** Base select of cards for one viewer: creator, my permissions and the chosen cover's file joined in. */
function cardQuery(db: Db, viewer: Viewer) {
  return db
    .select(cardColumns)
    .from(works)
    .leftJoin(users, eq(users.id, works.creatorId))
    .leftJoin(workMembers, and(eq(workMembers.workId, works.id), eq(workMembers.userId, viewer.userId)))
    .leftJoin(workCovers, eq(workCovers.id, works.coverId))
    .leftJoin(files, eq(files.id, workCovers.fileId));
}

/** One page of the viewer's works, most recently updated first, and how many match in all. */
export async function listWorks(
  db: Db,
  viewer: Viewer,
  filters: WorkFilters,
  page: { index: number; size: number },
) {
  const where = and(
    visibleTo(viewer),
    filters.deleted ? isNotNull(works.deletedAt) : isNull(works.deletedAt),
    filters.keyword ? ilike(works.name, contains(filters.keyword)) : undefined,
    filters.projectType ? eq(works.projectType, filters.projectType) : undefined,
    filters.mediaType ? eq(works.mediaType, filters.mediaType) : undefined,
  );
  const rows = await cardQuery(db, viewer)
    .where(where)
    .orderBy(desc(works.updatedAt), desc(works.id))
    .limit(page.size)
    .offset((page.index - 1) * page.size);
  const [count] = await db
    .select({ n: sql<number>`cast(count(*) as int)`.mapWith(Number) })
    .from(works)
    .where(where);
  return { rows, total: count?.n ?? 0 };
}

/** One work as a card for the viewer (whatever its state); undefined when unknown. */
export async function workCard(db: Db, viewer: Viewer, workId: string): Promise<CardRow | undefined> {
  const [row] = await cardQuery(db, viewer).where(eq(works.id, workId)).limit(1);
  return row;
}

/** Sets a member's permissions on a work, adding the membership if needed. */
export async function upsertWorkMember(
  db: DbLike,
  workId: string,
  userId: string,
  permissions: string[],
  now: Date,
): Promise<void> {
  await db
    .insert(workMembers)
    .values({ workId, userId, permissions, addedAt: now })
    .onConflictDoUpdate({ target: [workMembers.workId, workMembers.userId], set: { permissions } });
}

/** Removes a membership; answers whether there was one. */
export async function deleteWorkMember(db: DbLike, workId: string, userId: string): Promise<boolean> {
  const gone = await db
    .delete(workMembers)
    .where(and(eq(workMembers.workId, workId), eq(workMembers.userId, userId)))
    .returning({ userId: workMembers.userId });
  return gone.length > 0;
}

/** Marks a work changed (list order is by last change). */
export async function touchWork(db: DbLike, workId: string, now: Date): Promise<void> {
  await db.update(works).set({ updatedAt: now }).where(eq(works.id, workId));
}

/** Sets one user's permissions on several works at once, joining those they are not in. */
export async function setWorkMemberships(
  db: DbLike,
  userId: string,
  entries: { workId: string; permissions: string[] }[],
  now: Date,
): Promise<void> {
  if (entries.length === 0) return;
  await db
    .insert(workMembers)
    .values(entries.map((e) => ({ workId: e.workId, userId, permissions: e.permissions, addedAt: now })))
    .onConflictDoUpdate({
      target: [workMembers.workId, workMembers.userId],
      set: { permissions: sql`excluded.permissions` },
    });
}

/** Removes one user from several works at once. */
export async function leaveWorks(db: DbLike, userId: string, workIds: string[]): Promise<void> {
  if (workIds.length === 0) return;
  await db
    .delete(workMembers)
    .where(and(eq(workMembers.userId, userId), inArray(workMembers.workId, workIds)));
}
