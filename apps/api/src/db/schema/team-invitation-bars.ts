import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { teamInvitations } from './team-roles';
import { users } from './users';

/**
 * Codes a removed member may no longer use: every code of the team that was live when a manager
 * removed them (issue 9). Codes issued later (a re-invitation) have no row, so they work.
 */
export const teamInvitationBars = pgTable(
  'team_invitation_bars',
  {
    code: text('code')
      .notNull()
      .references(() => teamInvitations.code, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    barredAt: timestamp('barred_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.code, t.userId] })],
);
