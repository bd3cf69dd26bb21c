import type { TGameBoardContent } from '@juzuo/schemas';

/** One role of the board as plot_role_list answers it. */
export interface PlotRole {
  role_name: string;
  role_id?: string;
  line_count: number;
  node_ids: string[];
}

/**
 * The roles of a board: everyone who speaks a DIALOG line (by role name, or by role id when the
 * line has no name) with their line count and the PLOT nodes they speak in, plus the roles that
 * ROLE_DESIGN nodes define (by node name) even before they speak. Most lines first, then by name.
 */
export function plotRoles(board: TGameBoardContent): PlotRole[] {
  const roles = new Map<string, PlotRole>();
  const roleFor = (name: string, roleId?: string): PlotRole => {
    let role = roles.get(name);
    if (!role) {
      role = { role_name: name, line_count: 0, node_ids: [] };
      roles.set(name, role);
    }
    if (roleId && !role.role_id) role.role_id = roleId;
    return role;
  };
  const addNode = (role: PlotRole, nodeId: string) => {
    if (!role.node_ids.includes(nodeId)) role.node_ids.push(nodeId);
  };
  for (const node of board.nodes) {
    if (node.node_type === 'ROLE_DESIGN' && node.name?.trim())
      addNode(roleFor(node.name.trim()), node.node_id);
    if (node.node_type !== 'PLOT') continue;
    for (const action of node.actions ?? []) {
      if (action.action_type !== 'DIALOG') continue;
      const name = action.role_name?.trim() || action.role_id?.trim();
      if (!name) continue;
      const role = roleFor(name, action.role_id);
      role.line_count++;
      addNode(role, node.node_id);
    }
  }
  return [...roles.values()].sort(
    (a, b) => b.line_count - a.line_count || a.role_name.localeCompare(b.role_name, 'zh'),
  );
}
