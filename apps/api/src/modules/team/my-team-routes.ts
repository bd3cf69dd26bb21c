import {
  ok,
  type TCurrentTeam,
  type TMyTeam,
  teamAdd,
  teamGetCurrent,
  teamGetMyTeamList,
  teamSetCurrent,
} from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { route } from '../../lib/route';
import { noPermission, noTeam } from '../../lib/status';
import { currentUser } from '../account/settings';
import { teamAbilities } from './policies';
import {
  createTeam,
  findMembership,
  listMemberships,
  type MembershipRow,
  permissionsOf,
  setCurrentTeam,
} from './repo';

const present = (m: MembershipRow): TCurrentTeam => ({
  team_id: m.teamId,
  team_name: m.teamName,
  role: m.role,
  role_id: m.roleId,
  role_name: m.roleName ?? '',
  owner_name: m.ownerName ?? '',
  my_permissions: permissionsOf(m),
  abilities: teamAbilities(m.role, permissionsOf(m)),
});

/**
 * The team calls the web guard needs (add, get_current, set_current, get_my_team_list). team_id in
 * a query is accepted but never trusted: membership is always checked against the token's user.
 */
export const myTeamModule = fp(
  async (app: FastifyInstance) => {
    const db = app.database.db;

    route(app, teamAdd, {}, async (request) => {
      const { team_name } = request.input;
      const teamId = await createTeam(db, request.auth.userId, team_name, new Date(app.clock.now()));
      return ok({ team_id: teamId, team_name });
    });

    route(app, teamGetCurrent, {}, async (request) => {
      const user = await currentUser(app, request.auth.userId);
      const current = user.currentTeamId ? await findMembership(db, user.id, user.currentTeamId) : undefined;
      if (current) return ok(present(current));
      // The current team was left or deleted: fall back to the oldest membership and remember it.
      const [first] = await listMemberships(db, user.id);
      if (!first) throw noTeam();
      await setCurrentTeam(db, user.id, first.teamId);
      return ok(present(first));
    });

    route(app, teamSetCurrent, {}, async (request) => {
      const { team_id } = request.input;
      const membership = await findMembership(db, request.auth.userId, team_id);
      if (!membership) throw noPermission();
      await setCurrentTeam(db, request.auth.userId, team_id);
      return ok(present(membership));
    });

    route(app, teamGetMyTeamList, {}, async (request) => {
      const user = await currentUser(app, request.auth.userId);
      const list: TMyTeam[] = (await listMemberships(db, user.id)).map((m) => ({
        ...present(m),
        is_current: m.teamId === user.currentTeamId ? 1 : 0,
      }));
      return ok({ list, total: list.length });
    });
  },
  { name: 'my-team' },
);
