import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { teams } from './teams';

/** Roles of one team: the built-in owner/admin/member (kind) plus custom roles. */
export const teamRoles = pgTable(
  'team_roles',
  {
    id: text('id').primaryKey(),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** 'owner' | 'admin' | 'member' for the built-in roles, 'custom' otherwise. */
    kind: text('kind').notNull().default('custom'),
    permissions: jsonb('permissions').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('team_roles_team_idx').on(t.teamId)],
);

/** Invitation codes; generating a new one revokes the team's older codes. */
export const teamInvitations = pgTable(
  'team_invitations',
  {
    code: text('code').primaryKey(),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    inviterId: text('inviter_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('team_invitations_team_idx').on(t.teamId)],
);

export type TTeamRoleRow = typeof teamRoles.$inferSelect;
