import {
  ok,
  TEAM_PERMISSIONS,
  TeamPermissionLabel,
  type TPermissionOption,
  teamRoleAdd,
  teamRoleDelete,
  teamRoleGet,
  teamRoleList,
  teamRolePermissionOptions,
  teamRoleSetToMember,
  teamRoleUpdate,
} from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { route } from '../../lib/route';
import { requireTeamPermission } from './policies';
import { roleAdd, roleDelete, roleGet, roleList, roleUpdate, setMemberRole } from './role-service';

/** /ixj_web/team_role/: every call needs mTeamManage in the team it acts on. */
export const teamRoleModule = fp(
  async (app: FastifyInstance) => {
    const db = app.database.db;
    const guard = { preHandler: [requireTeamPermission('mTeamManage')] };
    const now = () => new Date(app.clock.now());

    route(app, teamRoleList, guard, async (request) => {
      const list = await roleList(db, request.team);
      return ok({ list, total: list.length });
    });

    route(app, teamRoleGet, guard, async (request) => {
      const { role_id } = request.input;
      return ok(await roleGet(db, request.team, role_id));
    });

    route(app, teamRolePermissionOptions, guard, async () =>
      ok({
        list: TEAM_PERMISSIONS.map(
          (value): TPermissionOption => ({ value, label: TeamPermissionLabel[value] }),
        ),
      }),
    );

    route(app, teamRoleAdd, guard, async (request) => {
      const body = request.input;
      const roleId = await roleAdd(db, request.team, body.role_name, body.permissions, now());
      return ok({ role_id: roleId });
    });

    route(app, teamRoleUpdate, guard, async (request) => {
      await roleUpdate(db, request.team, request.input, now());
      return ok(null);
    });

    route(app, teamRoleDelete, guard, async (request) => {
      const { role_id } = request.input;
      await roleDelete(db, request.team, role_id, now());
      return ok(null);
    });

    route(app, teamRoleSetToMember, guard, async (request) => {
      const body = request.input;
      await setMemberRole(db, request.team, body.user_id, body.role_id, now());
      return ok(null);
    });
  },
  { name: 'team-role' },
);
