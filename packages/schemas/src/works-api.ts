import { z } from 'zod';
import { zCodeEnum } from './enum-utils';
import { ZPageQuery } from './envelope';
import { zId } from './ids';
import { WORK_PERMISSIONS } from './permissions';
import { ZLengthType, ZMediaType, ZProjectType, ZTargetGroup } from './works';
import { WORK_GENRES, ZMediaUnit } from './works-options';

/** Chinese messages of the works calls (shared by the API and the forms). */
export const WorkMessage = {
  nameRequired: '请输入作品名称',
  nameTooLong: '作品名称不能超过50个字',
  tagTooLong: '标签不能超过10个字',
  tooManyTags: '最多添加10个标签',
  introTooLong: '作品简介不能超过200个字',
  genreUnknown: 'work_type 作品类型不存在',
  permissionUnknown: 'permissions 权限不存在',
  notMember: '该用户不是团队成员',
  ownerImplicit: '团队创建者默认拥有所有作品的全部权限',
  creatorStays: '不能移除作品创建者',
  notInBin: '作品不在回收站中',
  coverUnknown: '封面不存在',
  coverOrFile: '请上传封面图片，或提供 cover_id / file_id',
  fileNotImage: 'file_id 对应的文件不是你上传的图片',
} as const;

/** Ids arrive as numbers from older clients (ids.ts). */
const id = zId;

/** Optional team scope: a hint only, always checked against the token's memberships. */
const teamId = id('team_id').optional();
const projectId = id('project_id');
const flag = (field: string) => zCodeEnum({ NO: 0, YES: 1 }, field);

const projectName = z
  .string({ error: WorkMessage.nameRequired })
  .trim()
  .min(1, WorkMessage.nameRequired)
  .max(50, WorkMessage.nameTooLong);
const tags = z
  .array(
    z.string({ error: 'tags 须为文字' }).trim().min(1, 'tags 不能为空').max(10, WorkMessage.tagTooLong),
    {
      error: 'tags 须为列表',
    },
  )
  .max(10, WorkMessage.tooManyTags)
  // The same tag twice is one tag.
  .transform((list) => [...new Set(list)]);
const intro = z.string({ error: 'intro 须为文字' }).trim().max(200, WorkMessage.introTooLong);
/** Genre id from works/type_list (number or numeric text); '' or null clears it. */
const workType = z.preprocess(
  (v) => (v === '' || v === null ? null : typeof v === 'number' ? String(v) : v),
  z
    .string({ error: WorkMessage.genreUnknown })
    .refine((v) => WORK_GENRES.some((g) => String(g.id) === v), WorkMessage.genreUnknown)
    .nullable(),
);
/** Work-level permission list; duplicates collapse. */
export const ZWorkPermissions = z
  .array(z.enum(WORK_PERMISSIONS, { error: WorkMessage.permissionUnknown }), {
    error: '请选择 permissions 权限',
  })
  .max(WORK_PERMISSIONS.length, WorkMessage.permissionUnknown)
  .transform((list) => WORK_PERMISSIONS.filter((p) => list.includes(p)));

/** Body of POST /ixj_web/project/add. media_type defaults from project_type, length_type to SHORT. */
export const ZProjectAdd = z.object({
  team_id: teamId,
  project_name: projectName,
  project_type: ZProjectType,
  media_type: ZMediaType.optional(),
  length_type: ZLengthType.optional(),
  target_group: ZTargetGroup.optional(),
  work_type: workType.optional(),
  tags: tags.optional(),
  intro: intro.optional(),
});
export type TProjectAdd = z.infer<typeof ZProjectAdd>;

/** Query of GET /ixj_web/project/list (the recycle bin: page_index 1, page_size 1000, is_delete 1). */
export const ZProjectListQuery = ZPageQuery.extend({
  team_id: teamId,
  keyword: z.string({ error: 'keyword 须为文字' }).trim().max(50, 'keyword 不能超过50个字').optional(),
  project_type: ZProjectType.optional(),
  media_type: ZMediaType.optional(),
  is_delete: flag('is_delete').default(0),
});
/** Paging and the recycle-bin flag have defaults, so the client may leave them out. */
export type TProjectListQuery = Partial<z.infer<typeof ZProjectListQuery>>;

/** Query/body naming one work (detail, member_list, restore, copy, base_info, cover_img_list). */
export const ZProjectRef = z.object({ team_id: teamId, project_id: projectId });
export type TProjectRef = z.infer<typeof ZProjectRef>;

/** Body of DELETE /ixj_web/project/delete; permanently_delete=1 removes the work for good. */
export const ZProjectDelete = ZProjectRef.extend({
  permanently_delete: flag('permanently_delete').default(0),
});
export type TProjectDelete = Omit<z.infer<typeof ZProjectDelete>, 'permanently_delete'> & {
  permanently_delete?: 0 | 1;
};

/** Fields of a work anyone managing its info may change (project_type is fixed at creation). */
const editableFields = {
  project_name: projectName.optional(),
  media_type: ZMediaType.optional(),
  length_type: ZLengthType.optional(),
  target_group: ZTargetGroup.optional(),
  work_type: workType.optional(),
  tags: tags.optional(),
  intro: intro.optional(),
};

/** Body of PUT /ixj_web/project/update: only the given fields change. */
export const ZProjectUpdate = ZProjectRef.extend(editableFields);
export type TProjectUpdate = z.infer<typeof ZProjectUpdate>;

/** Long-form work information (works/base_info) kept beside the columns. */
export const ZWorkBaseInfoExtra = z.object({
  synopsis: z.string({ error: 'synopsis 须为文字' }).max(5000, '故事梗概不能超过5000字').optional(),
  selling_points: z
    .string({ error: 'selling_points 须为文字' })
    .max(1000, '作品卖点不能超过1000字')
    .optional(),
  world_setting: z
    .string({ error: 'world_setting 须为文字' })
    .max(5000, '世界观设定不能超过5000字')
    .optional(),
  episode_count: z.coerce
    .number({ error: 'episode_count 须为数字' })
    .int('episode_count 须为整数')
    .min(0, 'episode_count 不能小于0')
    .max(10000, 'episode_count 不能超过10000')
    .optional(),
  words_per_episode: z.coerce
    .number({ error: 'words_per_episode 须为数字' })
    .int('words_per_episode 须为整数')
    .min(0, 'words_per_episode 不能小于0')
    .max(1_000_000, 'words_per_episode 过大')
    .optional(),
  remark: z.string({ error: 'remark 须为文字' }).max(1000, '备注不能超过1000字').optional(),
  /** Pace of the screen-time estimate: characters of dialogue and action per minute (issue 16). */
  chars_per_minute: z.coerce
    .number({ error: 'chars_per_minute 须为数字' })
    .int('chars_per_minute 须为整数')
    .min(50, '每分钟字数不能小于50')
    .max(5000, '每分钟字数不能超过5000')
    .optional(),
});
export type TWorkBaseInfoExtra = z.infer<typeof ZWorkBaseInfoExtra>;

/** Body of POST (replace the long-form part) and PUT (merge) /ixj_web/works/base_info. */
export const ZWorkBaseInfoWrite = ZProjectRef.extend(editableFields).extend(ZWorkBaseInfoExtra.shape);
export type TWorkBaseInfoWrite = z.infer<typeof ZWorkBaseInfoWrite>;

/** JSON body of POST /ixj_web/works/cover_img: choose one of the work's covers, or add an uploaded image. */
export const ZCoverChoose = ZProjectRef.extend({
  cover_id: id('cover_id').optional(),
  file_id: id('file_id').optional(),
}).refine((v) => v.cover_id !== undefined || v.file_id !== undefined, { message: WorkMessage.coverOrFile });
export type TCoverChoose = z.infer<typeof ZCoverChoose>;

/** Body of DELETE /ixj_web/works/cover_img_list: one cover_id or a list. */
export const ZCoverDelete = ZProjectRef.extend({
  cover_id: id('cover_id').optional(),
  cover_ids: z
    .array(id('cover_id'), { error: 'cover_ids 须为列表' })
    .max(100, '一次最多删除100张')
    .optional(),
}).refine((v) => v.cover_id !== undefined || (v.cover_ids?.length ?? 0) > 0, { message: '缺少 cover_id' });
export type TCoverDelete = z.infer<typeof ZCoverDelete>;

/** Body of PUT /ixj_web/project/member: sets a team member's permissions on the work, adding them if needed. */
export const ZProjectMemberSet = ZProjectRef.extend({
  user_id: id('user_id'),
  permissions: ZWorkPermissions,
});
export type TProjectMemberSet = z.infer<typeof ZProjectMemberSet>;

/** Body of DELETE /ixj_web/project/member. */
export const ZProjectMemberRemove = ZProjectRef.extend({ user_id: id('user_id') });
export type TProjectMemberRemove = z.infer<typeof ZProjectMemberRemove>;

/** Body of PUT /ixj_web/works/set_member_joined_works: exactly these works (with permissions) for the member. */
export const ZSetMemberJoinedWorks = z.object({
  team_id: teamId,
  user_id: id('user_id'),
  works: z
    .array(z.object({ project_id: projectId, permissions: ZWorkPermissions }), { error: 'works 须为列表' })
    .max(1000, 'works 一次最多1000个'),
});
export type TSetMemberJoinedWorks = z.infer<typeof ZSetMemberJoinedWorks>;

/** Query of GET /ixj_web/works/member_joined_works. */
export const ZMemberJoinedWorksQuery = z.object({ team_id: teamId, user_id: id('user_id') });
export type TMemberJoinedWorksQuery = z.infer<typeof ZMemberJoinedWorksQuery>;

/** Query of the option lists (tag_list needs the team for its custom tags). */
export const ZWorkOptionsQuery = z.object({ team_id: teamId });

/** 0 or 1, the product's flag values. */
const ZFlag = z.union([z.literal(0), z.literal(1)]);
/** Work-level permissions as answers list them (canonical order). */
const ZWorkPermissionList = z.array(z.enum(WORK_PERMISSIONS));

/** The fields every view of a work shares (list row, detail, base info). */
const workBasics = {
  project_id: z.string(),
  project_name: z.string(),
  project_type: ZProjectType,
  media_type: ZMediaType,
  length_type: ZLengthType,
  target_group: ZTargetGroup,
  /** Genre id from works/type_list, null for none. */
  work_type: z.string().nullable(),
  work_type_name: z.string(),
  tags: z.array(z.string()),
  intro: z.string(),
  /** 集 / 话 / 章 for this work's media type. */
  unit: ZMediaUnit,
};

/**
 * What the caller may do with a work, decided by the API's works policies; the web app shows it as it
 * is instead of re-deriving the rules from my_permissions.
 */
export const ZWorkAbilities = z.object({
  /** Write and organise the documents (WriteWork). */
  can_write: z.boolean(),
  /** Open the documents, read-only without can_write (WriteWork or Producer). */
  can_read_docs: z.boolean(),
  /** Edit idea documents, cards and the outline (EditIdeas). */
  can_edit_ideas: z.boolean(),
  /** Supervise as producer: review and comment (Producer). */
  can_supervise: z.boolean(),
  /** Run AI evaluation on the work (AiEvaluate). */
  can_evaluate: z.boolean(),
  /** Edit the name, base info and covers (a manager, or a member who may write). */
  can_edit_info: z.boolean(),
  /** Add, change and remove the work's members. */
  can_manage_members: z.boolean(),
  /** Copy the work. */
  can_copy: z.boolean(),
  /** Move the work to the recycle bin, restore it, delete it for good. */
  can_delete: z.boolean(),
});
export type TWorkAbilities = z.infer<typeof ZWorkAbilities>;

/** A work as a card and a list row show it (project/list). Times are epoch ms. */
export const ZWorkListItem = z.object({
  ...workBasics,
  /** The media type under its older name. */
  script_type: ZMediaType,
  /** The chosen cover's mid-size (640 px) image, '' for none. */
  cover_url: z.string(),
  my_permissions: ZWorkPermissionList,
  /** 1: I may rename, delete, copy and manage members. */
  can_manage: ZFlag,
  abilities: ZWorkAbilities,
  is_delete: ZFlag,
  creator_id: z.string(),
  creator_name: z.string(),
  member_count: z.number().int(),
  doc_count: z.number().int(),
  created_at: z.number(),
  updated_at: z.number(),
  /** When it went to the recycle bin (null while active). */
  deleted_at: z.number().nullable(),
});
export type TWorkListItem = z.infer<typeof ZWorkListItem>;

/** Answer of GET /ixj_web/project/list: one page of works and the total. */
export const ZWorkPage = z.object({ list: z.array(ZWorkListItem), total: z.number().int() });
export type TWorkPage = z.infer<typeof ZWorkPage>;

/** GET /ixj_web/project/detail: the list fields plus the names the work pages read. */
export const ZWorkDetail = ZWorkListItem.extend({
  id: z.string(),
  work_name: z.string(),
  team_id: z.string(),
  cover_id: z.string().nullable(),
});
export type TWorkDetail = z.infer<typeof ZWorkDetail>;

/** One member of project/member_list. */
export const ZWorkMember = z.object({
  user_id: z.string(),
  name: z.string(),
  avatar: z.string(),
  permissions: ZWorkPermissionList,
  /** 1 for the work's creator. */
  is_creator: ZFlag,
  /** 1 for the team creator, a member of every work by right. */
  is_team_owner: ZFlag,
  added_at: z.number(),
});
export type TWorkMember = z.infer<typeof ZWorkMember>;

/** GET /ixj_web/works/base_info: the long-form fields (only those ever set) and the work's basics. */
export const ZWorkBaseInfo = ZWorkBaseInfoExtra.extend({ ...workBasics, cover_url: z.string() });
export type TWorkBaseInfo = z.infer<typeof ZWorkBaseInfo>;

/** One entry of works/cover_img_list. */
export const ZWorkCover = z.object({
  cover_id: z.string(),
  file_id: z.string(),
  /** Original bytes. */
  url: z.string(),
  /** 640 px webp, what cards show. */
  mid_url: z.string(),
  small_url: z.string(),
  is_current: ZFlag,
  created_at: z.number(),
});
export type TWorkCover = z.infer<typeof ZWorkCover>;

/** Answer of works/cover_img_list (GET and DELETE): every cover of the work. */
export const ZWorkCoverPage = z.object({ list: z.array(ZWorkCover), total: z.number().int() });
export type TWorkCoverPage = z.infer<typeof ZWorkCoverPage>;

/** Answer of POST works/cover_img: the chosen cover and the whole list. */
export const ZCoverAnswer = z.object({
  cover_id: z.string(),
  cover: ZWorkCover.nullable(),
  list: z.array(ZWorkCover),
});
export type TCoverAnswer = z.infer<typeof ZCoverAnswer>;

/** One work in get_team_simple_work_list and member_joined_works. */
export const ZSimpleWork = z.object({
  project_id: z.string(),
  project_name: z.string(),
  project_type: ZProjectType,
  media_type: ZMediaType,
  cover_url: z.string(),
  creator_id: z.string(),
});
export type TSimpleWork = z.infer<typeof ZSimpleWork>;

/** One entry of GET works/member_joined_works: the member's permissions on it ([] when not joined). */
export const ZMemberJoinedWork = ZSimpleWork.extend({
  joined: ZFlag,
  permissions: ZWorkPermissionList,
  is_creator: ZFlag,
});
export type TMemberJoinedWork = z.infer<typeof ZMemberJoinedWork>;
