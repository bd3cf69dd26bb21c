import { index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Teams. Issue 3 adds roles and invitations on top of these. */
export const teams = pgTable('teams', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  ownerId: text('owner_id')
    .notNull()
    .references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Membership with the member's effective team permissions (names of TeamPermission). */
export const teamMembers = pgTable(
  'team_members',
  {
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'owner' for the creator, 'member' otherwise; custom roles live in roleId (issue 3). */
    role: text('role').notNull().default('member'),
    roleId: text('role_id'),
    permissions: jsonb('permissions').$type<string[]>().notNull().default([]),
    joinedAt: timestamp('joined_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.userId] }), index('team_members_user_idx').on(t.userId)],
);

export type TTeamRow = typeof teams.$inferSelect;
export type TTeamMemberRow = typeof teamMembers.$inferSelect;
