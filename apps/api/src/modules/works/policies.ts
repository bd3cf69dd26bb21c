import { type TWorkAbilities, type TWorkPermission, WORK_PERMISSIONS, WorkPermission } from '@juzuo/schemas';
import { noPermission } from '../../lib/status';

/** Who the caller is to a work's team: what the works rules start from. */
export interface WorkStanding {
  isTeamOwner: boolean;
  isWorkCreator: boolean;
  teamPermissions: readonly string[];
  /** The caller's work-level permissions as stored (ignored for the team creator). */
  workPermissions: readonly string[];
}

/** What the rules below read: effective work permissions and whether the caller manages the work. */
export interface WorkRights {
  permissions: readonly TWorkPermission[];
  canManage: boolean;
}

/** The team creator holds all four work permissions on every work of the team. */
export const effectivePermissions = (s: WorkStanding): TWorkPermission[] =>
  s.isTeamOwner ? [...WORK_PERMISSIONS] : WORK_PERMISSIONS.filter((p) => s.workPermissions.includes(p));

/** The team creator, or the work's creator while holding mWorkManage, manages a work. */
export const managesWork = (s: WorkStanding): boolean =>
  s.isTeamOwner || (s.isWorkCreator && s.teamPermissions.includes('mWorkManage'));

/** Holds the work permission. */
export const holds = (r: WorkRights, p: TWorkPermission): boolean => r.permissions.includes(p);

/** Managers and writers edit a work's name, base info and covers. */
export const canEditInfo = (r: WorkRights): boolean => r.canManage || holds(r, WorkPermission.WriteWork);

/** Managers copy, bin, restore and delete a work and manage its members. */
export const canManage = (r: WorkRights): boolean => r.canManage;

/** Writers write; producers read the documents to supervise them. */
export const canReadDocs = (r: WorkRights): boolean =>
  holds(r, WorkPermission.WriteWork) || holds(r, WorkPermission.Producer);

/** 7013 unless the caller manages the work. */
export function requireManage(r: WorkRights): void {
  if (!canManage(r)) throw noPermission();
}

/** 7013 unless the caller may edit the work's info and covers. */
export function requireEditInfo(r: WorkRights): void {
  if (!canEditInfo(r)) throw noPermission();
}

/** The abilities project/list and project/detail present with each work. */
export const workAbilities = (r: WorkRights): TWorkAbilities => ({
  can_write: holds(r, WorkPermission.WriteWork),
  can_read_docs: canReadDocs(r),
  can_edit_ideas: holds(r, WorkPermission.EditIdeas),
  can_supervise: holds(r, WorkPermission.Producer),
  can_evaluate: holds(r, WorkPermission.AiEvaluate),
  can_edit_info: canEditInfo(r),
  can_manage_members: canManage(r),
  can_copy: canManage(r),
  can_delete: canManage(r),
});
