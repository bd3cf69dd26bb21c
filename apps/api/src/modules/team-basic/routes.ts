import {
  ok,
  Status,
  StatusMessage,
  type TCurrentTeam,
  type TMyTeam,
  ZTeamAdd,
  ZTeamSetCurrent,
} from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/errors';
import { parse } from '../../lib/validate';
import { requireUser } from '../../plugins/auth';
import { currentUser } from '../account/settings';
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
});

/**
 * The team calls the web guard needs (add, get_current, set_current, get_my_team_list). team_id in
 * a query is accepted but never trusted: membership is always checked against the token's user.
 */
export const teamBasicModule = fp(
  async (app: FastifyInstance) => {
    const p = '/ixj_web/team';
    const db = app.database.db;

    app.post(`${p}/add`, { preHandler: requireUser }, async (request) => {
      const { team_name } = parse(ZTeamAdd, request.body);
      const teamId = await createTeam(db, request.auth.userId, team_name, new Date(app.clock.now()));
      return ok({ team_id: teamId, team_name });
    });

    app.get(`${p}/get_current`, { preHandler: requireUser }, async (request) => {
      const user = await currentUser(app, request.auth.userId);
      const current = user.currentTeamId ? await findMembership(db, user.id, user.currentTeamId) : undefined;
      if (current) return ok(present(current));
      // The current team was left or deleted: fall back to the oldest membership and remember it.
      const [first] = await listMemberships(db, user.id);
      if (!first) throw new AppError(Status.NO_TEAM, StatusMessage[Status.NO_TEAM] ?? '');
      await setCurrentTeam(db, user.id, first.teamId);
      return ok(present(first));
    });

    app.put(`${p}/set_current`, { preHandler: requireUser }, async (request) => {
      const { team_id } = parse(ZTeamSetCurrent, request.body);
      const membership = await findMembership(db, request.auth.userId, team_id);
      if (!membership) throw new AppError(Status.NO_PERMISSION, StatusMessage[Status.NO_PERMISSION] ?? '');
      await setCurrentTeam(db, request.auth.userId, team_id);
      return ok(present(membership));
    });

    app.get(`${p}/get_my_team_list`, { preHandler: requireUser }, async (request) => {
      const user = await currentUser(app, request.auth.userId);
      const list: TMyTeam[] = (await listMemberships(db, user.id)).map((m) => ({
        ...present(m),
        is_current: m.teamId === user.currentTeamId ? 1 : 0,
      }));
      return ok({ list, total: list.length });
    });
  },
  { name: 'team-basic' },
);
