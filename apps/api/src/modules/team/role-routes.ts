import {
  ok,
  TEAM_PERMISSIONS,
  TeamPermissionLabel,
  type TPermissionOption,
  ZRoleAdd,
  ZRoleRef,
  ZRoleUpdate,
  ZSetMemberRole,
  ZTeamScope,
} from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { input } from '../../lib/input';
import { parse } from '../../lib/validate';
import { requireUser } from '../../plugins/auth';
import { requireTeamPermission } from './policies';
import { roleAdd, roleDelete, roleGet, roleList, roleUpdate, setMemberRole } from './role-service';

/** /ixj_web/team_role/: every call needs mTeamManage in the team it acts on. */
export const teamRoleModule = fp(
  async (app: FastifyInstance) => {
    const p = '/ixj_web/team_role';
    const db = app.database.db;
    const guard = { preHandler: [requireUser, requireTeamPermission('mTeamManage')] };
    const now = () => new Date(app.clock.now());

    app.get(`${p}/get_role_list_all`, guard, async (request) => {
      parse(ZTeamScope, request.query);
      const list = await roleList(db, request.team);
      return ok({ list, total: list.length });
    });

    app.get(`${p}/get`, guard, async (request) => {
      const { role_id } = parse(ZRoleRef, request.query);
      return ok(await roleGet(db, request.team, role_id));
    });

    app.get(`${p}/get_permission_options`, guard, async () =>
      ok({
        list: TEAM_PERMISSIONS.map(
          (value): TPermissionOption => ({ value, label: TeamPermissionLabel[value] }),
        ),
      }),
    );

    app.post(`${p}/add`, guard, async (request) => {
      const body = parse(ZRoleAdd, request.body);
      const roleId = await roleAdd(db, request.team, body.role_name, body.permissions, now());
      return ok({ role_id: roleId });
    });

    app.put(`${p}/update`, guard, async (request) => {
      await roleUpdate(db, request.team, parse(ZRoleUpdate, request.body), now());
      return ok(null);
    });

    app.delete(`${p}/delete`, guard, async (request) => {
      const { role_id } = parse(ZRoleRef, input(request));
      await roleDelete(db, request.team, role_id, now());
      return ok(null);
    });

    app.put(`${p}/set_team_role_to_member`, guard, async (request) => {
      const body = parse(ZSetMemberRole, request.body);
      await setMemberRole(db, request.team, body.user_id, body.role_id, now());
      return ok(null);
    });
  },
  { name: 'team-role' },
);
