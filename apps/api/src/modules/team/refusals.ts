import { Status } from '@juzuo/schemas';
import { AppError } from '../../lib/errors';

/**
 * Team-rule refusals answer 4090 with a toast, not 7013: the web client sends 7013 to /noAuth,
 * which is right for "you may not be here" but wrong for "this one action breaks a team rule".
 */
export const refuse = (msg: string): AppError => new AppError(Status.CONFLICT, msg);

/** 4040 for a role, member or code that is not in the caller's team. */
export const notFound = (msg: string): AppError => new AppError(Status.NOT_FOUND, msg);

/** Chinese texts of the refusals, shared by routes and tests. */
export const TeamRuleMessage = {
  grantBeyondOwn: '不能授予你自己没有的权限',
  ownerRoleFixed: '创建者角色不能修改',
  builtinRoleNotDeletable: '内置角色不能删除',
  builtinRoleNameFixed: '内置角色不能改名',
  roleNameTaken: '角色名称已存在',
  roleMissing: '角色不存在',
  memberMissing: '该用户不是团队成员',
  creatorFixed: '不能更改创建者的角色',
  creatorNotRemovable: '不能移除团队创建者',
  ownerRoleNotAssignable: '不能将创建者角色分配给其他成员',
  selfNotRemovable: '不能移除自己，请使用退出团队',
  creatorCannotQuit: '团队创建者不能退出团队',
  invitationInvalid: '邀请码无效或已过期',
} as const;
