import { z } from 'zod';
import { zId } from './ids';
import { TEAM_PERMISSIONS } from './permissions';

/** Body of POST /ixj_web/team/add. */
export const ZTeamAdd = z.object({
  team_name: z
    .string({ error: '请输入团队名称' })
    .trim()
    .min(1, '请输入团队名称')
    .max(30, '团队名称不能超过30个字'),
});
export type TTeamAdd = z.infer<typeof ZTeamAdd>;

/** Body of PUT /ixj_web/team/set_current. */
export const ZTeamSetCurrent = z.object({
  // Older clients send numeric ids; ids are strings here.
  team_id: z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : v),
    z.string({ error: '缺少 team_id' }).trim().min(1, '缺少 team_id').max(64, 'team_id 不合法'),
  ),
});
export type TTeamSetCurrent = z.infer<typeof ZTeamSetCurrent>;

/**
 * What the caller may do in a team, decided by the API's team policies; the web app shows it as it
 * is instead of re-deriving the rules from my_permissions.
 */
export const ZTeamAbilities = z.object({
  /** Rename the team, invite, remove members, edit roles (mTeamManage). */
  can_manage_team: z.boolean(),
  /** Create works and open works management (mWorkManage). */
  can_manage_works: z.boolean(),
  /** Use the material centre (mMaterialCenter). */
  can_use_materials: z.boolean(),
  /** Use AI evaluation and novel-to-script (mAiEvaluate). */
  can_evaluate: z.boolean(),
  /** Use the template library and AI creation (mTemplateLib). */
  can_use_templates: z.boolean(),
  /** Leave the team (everyone but its creator). */
  can_quit: z.boolean(),
});
export type TTeamAbilities = z.infer<typeof ZTeamAbilities>;

/** Answer of GET /ixj_web/team/get_current. */
export const ZCurrentTeam = z.object({
  team_id: z.string(),
  team_name: z.string(),
  /** Role kind: 'owner' (创建者), 'admin', 'member' or 'custom'. */
  role: z.string(),
  /** The member's role in team_role calls. */
  role_id: z.string().nullable(),
  /** The role's display name (创建者, 管理员, 成员 or a custom name). */
  role_name: z.string(),
  /** The team creator's name: who a member asks to be added to a work. */
  owner_name: z.string(),
  my_permissions: z.array(z.enum(TEAM_PERMISSIONS)),
  abilities: ZTeamAbilities,
});
export type TCurrentTeam = z.infer<typeof ZCurrentTeam>;

/** One entry of GET /ixj_web/team/get_my_team_list. */
export const ZMyTeam = ZCurrentTeam.extend({
  /** 1 for the team the workbench opens in. */
  is_current: z.union([z.literal(0), z.literal(1)]),
});
export type TMyTeam = z.infer<typeof ZMyTeam>;

/** Ids arrive as numbers from older clients (ids.ts). */
const id = zId;
const optionalTeamId = id('team_id').optional();
const permissionList = z
  .array(z.enum(TEAM_PERMISSIONS, { error: '权限不存在' }), { error: '请选择权限' })
  .max(TEAM_PERMISSIONS.length, '权限不存在');
const roleName = z
  .string({ error: '请输入角色名称' })
  .trim()
  .min(1, '请输入角色名称')
  .max(20, '角色名称不能超过20个字');

/** Query of team-scoped reads: team_id is optional (default: the current team). */
export const ZTeamScope = z.object({ team_id: optionalTeamId });
/** Body of PUT /ixj_web/team/update. */
export const ZTeamUpdate = ZTeamAdd.extend({ team_id: optionalTeamId });
/** Body of POST /ixj_web/team/join_team. */
export const ZJoinTeam = z.object({
  code: z.string({ error: '请输入邀请码' }).trim().min(1, '请输入邀请码').max(64, '邀请码无效'),
});
/** Query of GET /ixj_web/team_manage/get_team_invitation_info. */
export const ZInvitationInfoQuery = ZJoinTeam;
/** Body of DELETE /ixj_web/team_manage/remove_team_member. */
export const ZRemoveMember = z.object({ team_id: optionalTeamId, user_id: id('user_id') });
/** Body of POST /ixj_web/team_role/add. */
export const ZRoleAdd = z.object({
  team_id: optionalTeamId,
  role_name: roleName,
  permissions: permissionList,
});
/** Body of PUT /ixj_web/team_role/update. */
export const ZRoleUpdate = z.object({
  team_id: optionalTeamId,
  role_id: id('role_id'),
  role_name: roleName.optional(),
  permissions: permissionList.optional(),
});
/** Query/body naming one role (get, delete). */
export const ZRoleRef = z.object({ team_id: optionalTeamId, role_id: id('role_id') });
/** Body of PUT /ixj_web/team_role/set_team_role_to_member. */
export const ZSetMemberRole = z.object({
  team_id: optionalTeamId,
  user_id: id('user_id'),
  role_id: id('role_id'),
});

/** Query of paged lists (page_index from 1). */
export const ZPage = z.object({
  page_index: z.coerce
    .number({ error: 'page_index 不合法' })
    .int('page_index 不合法')
    .min(1, 'page_index 不合法')
    .default(1),
  page_size: z.coerce
    .number({ error: 'page_size 不合法' })
    .int('page_size 不合法')
    .min(1, 'page_size 不合法')
    .max(100, '每页最多100条')
    .default(20),
});
/** Body of PUT /ixj_web/message/read: one id or a list. */
export const ZMessageRead = z
  .object({
    message_id: id('message_id').optional(),
    message_ids: z.array(id('message_id')).max(500, '一次最多500条').optional(),
  })
  .refine((v) => v.message_id !== undefined || (v.message_ids?.length ?? 0) > 0, {
    message: '缺少 message_id',
  });

/** Request shapes of the calls above, shared by the API client (the parsed form: ids are strings). */
export type TTeamScope = z.infer<typeof ZTeamScope>;
export type TRoleAdd = z.infer<typeof ZRoleAdd>;
export type TRoleUpdate = z.infer<typeof ZRoleUpdate>;
export type TRoleRef = z.infer<typeof ZRoleRef>;
export type TSetMemberRole = z.infer<typeof ZSetMemberRole>;
export type TRemoveMember = z.infer<typeof ZRemoveMember>;

/** Answer of generate_invitation_code (expire_time in epoch ms). */
export const ZInvitationCode = z.object({ code: z.string(), expire_time: z.number() });
export type TInvitationCode = z.infer<typeof ZInvitationCode>;

/** One entry of get_permission_options. */
export const ZPermissionOption = z.object({ value: z.enum(TEAM_PERMISSIONS), label: z.string() });
export type TPermissionOption = z.infer<typeof ZPermissionOption>;

/** Built-in role kinds; custom roles have kind 'custom'. */
export type TRoleKind = 'owner' | 'admin' | 'member' | 'custom';

const ZRoleKind = z.enum(['owner', 'admin', 'member', 'custom']);

/** One role as get_role_list_all / get answer it. */
export const ZTeamRole = z.object({
  role_id: z.string(),
  role_name: z.string(),
  kind: ZRoleKind,
  permissions: z.array(z.enum(TEAM_PERMISSIONS)),
  member_count: z.number().int(),
});
export type TTeamRole = z.infer<typeof ZTeamRole>;

/** One member of get_team_member_list_all. */
export const ZTeamMember = z.object({
  user_id: z.string(),
  name: z.string(),
  avatar: z.string(),
  role: ZRoleKind,
  role_id: z.string().nullable(),
  role_name: z.string(),
  permissions: z.array(z.enum(TEAM_PERMISSIONS)),
  joined_at: z.number(),
});
export type TTeamMember = z.infer<typeof ZTeamMember>;

/** Answer of get_team_invitation_info. */
export const ZInvitationInfo = z.object({
  team_id: z.string(),
  team_name: z.string(),
  inviter_name: z.string(),
  expire_time: z.number(),
  is_member: z.union([z.literal(0), z.literal(1)]),
});
export type TInvitationInfo = z.infer<typeof ZInvitationInfo>;

/** One message-centre entry. */
export const ZMessage = z.object({
  message_id: z.string(),
  type: z.string(),
  title: z.string(),
  content: z.string(),
  data: z.record(z.string(), z.unknown()),
  is_read: z.union([z.literal(0), z.literal(1)]),
  /** Epoch ms. */
  create_time: z.number(),
});
export type TMessage = z.infer<typeof ZMessage>;
