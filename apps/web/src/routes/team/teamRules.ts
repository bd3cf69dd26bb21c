import { TeamPermissionLabel, type TTeamMember, type TTeamPermission, type TTeamRole } from '@juzuo/schemas';

/** What the signed-in manager holds, for deciding which controls to enable. */
export interface Manager {
  userId: string;
  permissions: readonly string[];
}

/** Label of a team permission. */
export const permissionLabel = (p: TTeamPermission): string => TeamPermissionLabel[p] ?? p;

/**
 * Why the manager may not change a set of permissions, or null. The API lets a manager grant or take
 * away only permissions they hold themselves (docs/decisions.md, Teams).
 */
export function grantBlock(manager: Manager, perms: readonly TTeamPermission[]): string | null {
  const missing = perms.find((p) => !manager.permissions.includes(p));
  return missing ? `你没有「${permissionLabel(missing)}」权限，不能授予或收回` : null;
}

/** Why a member cannot be removed, or null. */
export function removeBlock(manager: Manager, member: TTeamMember): string | null {
  if (member.role === 'owner') return '不能移除团队创建者';
  if (member.user_id === manager.userId) return '不能移除自己，如需离开请退出团队';
  return grantBlock(manager, member.permissions);
}

/** Why a member's role cannot be changed, or null. */
export function assignBlock(manager: Manager, member: TTeamMember): string | null {
  if (member.role === 'owner') return '创建者的角色不能更改';
  return grantBlock(manager, member.permissions);
}

/** Roles a member can be given (never 创建者). */
export const assignableRoles = (roles: readonly TTeamRole[]): TTeamRole[] =>
  roles.filter((r) => r.kind !== 'owner');

/** The permissions that differ between two sets (added or removed). */
export function changedPermissions(
  before: readonly TTeamPermission[],
  after: readonly TTeamPermission[],
): TTeamPermission[] {
  const a = new Set(before);
  const b = new Set(after);
  return [...new Set([...before, ...after])].filter((p) => a.has(p) !== b.has(p));
}
