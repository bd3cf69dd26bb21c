import crypto from 'node:crypto';
import type { TInvitationCode, TInvitationInfo } from '@juzuo/schemas';
import { and, eq, gt, isNull, notExists } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { teamInvitationBars, teamInvitations, teamMembers, teams, users } from '../../db/schema/index';
import type { DbLike } from '../../lib/db';
import { userName } from '../../lib/users';
import { notify } from '../messages/notify';
import { findMember, managersOf } from './members-repo';
import type { TeamContext } from './policies';
import { TeamRuleMessage as M, notFound } from './refusals';
import { setCurrentTeam } from './repo';
import { findBuiltinRole } from './roles-repo';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Issues a new code for the team and revokes its older codes. */
export async function generateInvitation(
  db: Db,
  ctx: TeamContext,
  inviterId: string,
  now: Date,
  ttlDays: number,
): Promise<TInvitationCode> {
  // 10 random bytes -> 16 base32-like chars: unguessable, still short enough to type.
  const code = crypto.randomBytes(10).toString('base64url').replace(/[-_]/g, 'x').slice(0, 12);
  const expiresAt = new Date(now.getTime() + ttlDays * DAY_MS);
  await db.transaction(async (tx) => {
    await tx
      .update(teamInvitations)
      .set({ revokedAt: now })
      .where(and(eq(teamInvitations.teamId, ctx.teamId), isNull(teamInvitations.revokedAt)));
    await tx
      .insert(teamInvitations)
      .values({ code, teamId: ctx.teamId, inviterId, expiresAt, createdAt: now });
  });
  return { code, expire_time: expiresAt.getTime() };
}

/**
 * Bars a member a manager removed from every code of the team that is live now, so they cannot
 * walk back in with the link they joined by; a code generated later (a re-invitation) works.
 */
export async function barLiveInvitations(db: DbLike, teamId: string, userId: string, now: Date) {
  const live = await db
    .select({ code: teamInvitations.code })
    .from(teamInvitations)
    .where(
      and(
        eq(teamInvitations.teamId, teamId),
        isNull(teamInvitations.revokedAt),
        gt(teamInvitations.expiresAt, now),
      ),
    );
  if (live.length === 0) return;
  await db
    .insert(teamInvitationBars)
    .values(live.map(({ code }) => ({ code, userId, barredAt: now })))
    .onConflictDoNothing();
}

/**
 * A live (unrevoked, unexpired) code with its team and inviter, or 4040. A code barred for this
 * user answers the same 4040 as an unknown one: the landing page shows its invalid state.
 */
async function liveInvitation(db: Db, userId: string, code: string, now: Date) {
  const [row] = await db
    .select({
      teamId: teams.id,
      teamName: teams.name,
      inviterId: teamInvitations.inviterId,
      inviterName: users.name,
      expiresAt: teamInvitations.expiresAt,
    })
    .from(teamInvitations)
    .innerJoin(teams, eq(teams.id, teamInvitations.teamId))
    .leftJoin(users, eq(users.id, teamInvitations.inviterId))
    .where(
      and(
        eq(teamInvitations.code, code),
        isNull(teamInvitations.revokedAt),
        gt(teamInvitations.expiresAt, now),
        notExists(
          db
            .select({ code: teamInvitationBars.code })
            .from(teamInvitationBars)
            .where(and(eq(teamInvitationBars.code, code), eq(teamInvitationBars.userId, userId))),
        ),
      ),
    )
    .limit(1);
  if (!row) throw notFound(M.invitationInvalid);
  return row;
}

/** What the invitee sees before joining. */
export async function invitationInfo(
  db: Db,
  userId: string,
  code: string,
  now: Date,
): Promise<TInvitationInfo> {
  const inv = await liveInvitation(db, userId, code, now);
  const member = await findMember(db, inv.teamId, userId);
  return {
    team_id: inv.teamId,
    team_name: inv.teamName,
    inviter_name: inv.inviterName ?? '',
    expire_time: inv.expiresAt.getTime(),
    is_member: member ? 1 : 0,
  };
}

/** Joins as 成员 (or stays, if already a member) and makes the team current; managers are told. */
export async function joinTeam(db: Db, userId: string, code: string, now: Date): Promise<string> {
  const inv = await liveInvitation(db, userId, code, now);
  if (await findMember(db, inv.teamId, userId)) {
    await setCurrentTeam(db, userId, inv.teamId);
    return inv.teamId;
  }
  const role = await findBuiltinRole(db, inv.teamId, 'member');
  const joinerName = await userName(db, userId);
  await db.transaction(async (tx) => {
    // Two joins racing (double click, two tabs): the second inserts nothing and tells nobody.
    const inserted = await tx
      .insert(teamMembers)
      .values({
        teamId: inv.teamId,
        userId,
        role: 'member',
        roleId: role?.id ?? null,
        permissions: role?.permissions ?? [],
        joinedAt: now,
      })
      .onConflictDoNothing()
      .returning({ userId: teamMembers.userId });
    await setCurrentTeam(tx, userId, inv.teamId);
    if (inserted.length === 0) return;
    const data = { team_id: inv.teamId, user_id: userId };
    await notify(
      tx,
      userId,
      {
        type: 'invited',
        title: '加入团队',
        content: `你已接受${inv.inviterName ?? ''}的邀请，加入团队「${inv.teamName}」`,
        data,
      },
      now,
    );
    const managers = (await managersOf(tx, inv.teamId)).filter((id) => id !== userId);
    await notify(
      tx,
      managers,
      {
        type: 'joined',
        title: '新成员加入',
        content: `${joinerName || '新成员'}通过邀请加入了团队「${inv.teamName}」`,
        data,
      },
      now,
    );
  });
  return inv.teamId;
}
