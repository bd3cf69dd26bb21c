import { z } from 'zod';
import {
  ZCoverAnswer,
  ZCoverDelete,
  ZMemberJoinedWork,
  ZMemberJoinedWorksQuery,
  ZProjectAdd,
  ZProjectDelete,
  ZProjectListQuery,
  ZProjectMemberRemove,
  ZProjectMemberSet,
  ZProjectRef,
  ZProjectUpdate,
  ZSetMemberJoinedWorks,
  ZWorkBaseInfo,
  ZWorkBaseInfoWrite,
  ZWorkCoverPage,
  ZWorkDetail,
  ZWorkMember,
  ZWorkOptionsQuery,
  ZWorkPage,
  ZWorkPermissions,
} from '../works-api';
import {
  ZBaseInfoOptions,
  ZLengthTypeOption,
  ZMediaTypeOption,
  ZProjectTypeOption,
  ZWorkGenre,
  ZWorkTagOption,
} from '../works-options';
import { defineCall } from './define';

// Works (spec 02 section 7 "Works", spec 01 section 7.8): the list and recycle bin, one work, its
// members, its long-form info and covers, the option lists of the work forms, and which works a
// team member joins. Work-scoped calls answer 8003 for a work the caller may not see.

/** A whole list with its length (the option lists and member lists are never paged). */
const wholeList = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), total: z.number().int() });

const LIST = '/ixj_web/project/list';
const DETAIL = '/ixj_web/project/detail';
const MEMBER_LIST = '/ixj_web/project/member_list';
const BASE_INFO = '/ixj_web/works/base_info';
const BASE_INFO_LIST = '/ixj_web/works/base_info_list';
const TAG_LIST = '/ixj_web/works/tag_list';
const COVER_LIST = '/ixj_web/works/cover_img_list';
const JOINED = '/ixj_web/works/member_joined_works';
/** The team page's brief list of works (defined by the team area). */
const TEAM_SIMPLE_LIST = '/ixj_web/team/get_team_simple_work_list';

/** Reads that show a work's name, type, tags or cover. */
const WORK_VIEWS = [LIST, DETAIL, BASE_INFO, TAG_LIST, BASE_INFO_LIST, TEAM_SIMPLE_LIST, JOINED] as const;
/** Reads that list which works exist (a work came, went or came back). */
const WORK_SETS = [LIST, DETAIL, TAG_LIST, BASE_INFO_LIST, TEAM_SIMPLE_LIST, JOINED] as const;
/** Reads that show who is in a work. */
const MEMBERSHIP = [MEMBER_LIST, DETAIL, LIST, JOINED, TEAM_SIMPLE_LIST] as const;

/** `POST /ixj_web/project/add`: creates a work in the team (needs mWorkManage). */
export const projectAdd = defineCall({
  method: 'POST',
  path: '/ixj_web/project/add',
  service: 'main',
  area: 'works',
  summary: '新建作品（需要作品管理权限；创建者拥有全部作品权限）',
  auth: 'user',
  input: ZProjectAdd,
  output: z.object({ project_id: z.string(), project_name: z.string() }),
  invalidates: WORK_SETS,
});

/** `GET /ixj_web/project/list`: the caller's works of the team, newest change first; is_delete=1 is the bin. */
export const projectList = defineCall({
  method: 'GET',
  path: '/ixj_web/project/list',
  service: 'main',
  area: 'works',
  summary: '作品列表（分页；is_delete=1 为回收站）',
  auth: 'user',
  input: ZProjectListQuery,
  output: ZWorkPage,
});

/** `GET /ixj_web/project/detail`: one work with my_permissions (8003 when binned or not mine to see). */
export const projectDetail = defineCall({
  method: 'GET',
  path: '/ixj_web/project/detail',
  service: 'main',
  area: 'works',
  summary: '作品详情（含我的作品权限）',
  auth: 'user',
  input: ZProjectRef,
  output: ZWorkDetail,
});

/** `PUT /ixj_web/project/update`: changes the given fields (managers and members who write). */
export const projectUpdate = defineCall({
  method: 'PUT',
  path: '/ixj_web/project/update',
  service: 'main',
  area: 'works',
  summary: '修改作品（只改传入的字段）',
  auth: 'user',
  input: ZProjectUpdate,
  output: ZWorkDetail,
  invalidates: WORK_VIEWS,
});

/** `POST /ixj_web/project/copy`: a deep copy named "<name>（副本）" (managers only). */
export const projectCopy = defineCall({
  method: 'POST',
  path: '/ixj_web/project/copy',
  service: 'main',
  area: 'works',
  summary: '复制作品（含分卷、文档、创意与封面）',
  auth: 'user',
  input: ZProjectRef,
  output: z.object({ project_id: z.string() }),
  invalidates: WORK_SETS,
});

/** `DELETE /ixj_web/project/delete`: to the recycle bin, or for good with permanently_delete=1. */
export const projectDelete = defineCall({
  method: 'DELETE',
  path: '/ixj_web/project/delete',
  service: 'main',
  area: 'works',
  summary: '删除作品（移入回收站；permanently_delete=1 彻底删除）',
  auth: 'user',
  input: ZProjectDelete,
  output: z.object({ project_id: z.string(), permanently_delete: z.union([z.literal(0), z.literal(1)]) }),
  invalidates: WORK_SETS,
});

/** `PUT /ixj_web/project/restore`: brings a work back from the recycle bin (managers only). */
export const projectRestore = defineCall({
  method: 'PUT',
  path: '/ixj_web/project/restore',
  service: 'main',
  area: 'works',
  summary: '从回收站恢复作品',
  auth: 'user',
  input: ZProjectRef,
  output: z.object({ project_id: z.string() }),
  invalidates: WORK_SETS,
});

/** `GET /ixj_web/project/member_list`: members of a work, the team creator always among them. */
export const projectMemberList = defineCall({
  method: 'GET',
  path: '/ixj_web/project/member_list',
  service: 'main',
  area: 'works',
  summary: '作品成员列表',
  auth: 'user',
  input: ZProjectRef,
  output: wholeList(ZWorkMember),
});

/** `PUT /ixj_web/project/member`: sets a team member's work permissions, adding them if needed. */
export const projectMemberSet = defineCall({
  method: 'PUT',
  path: '/ixj_web/project/member',
  service: 'main',
  area: 'works',
  summary: '设置作品成员权限（不在作品中则加入）',
  auth: 'user',
  input: ZProjectMemberSet,
  output: z.object({ project_id: z.string(), user_id: z.string(), permissions: ZWorkPermissions }),
  invalidates: MEMBERSHIP,
});

/** `DELETE /ixj_web/project/member`: removes a member from a work (never its creator). */
export const projectMemberRemove = defineCall({
  method: 'DELETE',
  path: '/ixj_web/project/member',
  service: 'main',
  area: 'works',
  summary: '移除作品成员',
  auth: 'user',
  input: ZProjectMemberRemove,
  output: z.null(),
  invalidates: MEMBERSHIP,
});

/** `GET /ixj_web/project/type_list`: project types with labels. */
export const projectTypeList = defineCall({
  method: 'GET',
  path: '/ixj_web/project/type_list',
  service: 'main',
  area: 'works',
  summary: '作品项目类型列表',
  auth: 'user',
  input: z.object({}),
  output: wholeList(ZProjectTypeOption),
});

/** `GET /ixj_web/works/base_info`: the long-form work information. */
export const worksBaseInfo = defineCall({
  method: 'GET',
  path: '/ixj_web/works/base_info',
  service: 'main',
  area: 'works',
  summary: '作品基本信息',
  auth: 'user',
  input: ZProjectRef,
  output: ZWorkBaseInfo,
});

/** `POST /ixj_web/works/base_info`: replaces the long-form part (columns given also change). */
export const worksBaseInfoReplace = defineCall({
  method: 'POST',
  path: '/ixj_web/works/base_info',
  service: 'main',
  area: 'works',
  summary: '保存作品基本信息（整体替换长文本部分）',
  auth: 'user',
  input: ZWorkBaseInfoWrite,
  output: ZWorkBaseInfo,
  invalidates: WORK_VIEWS,
});

/** `PUT /ixj_web/works/base_info`: changes only the fields given. */
export const worksBaseInfoUpdate = defineCall({
  method: 'PUT',
  path: '/ixj_web/works/base_info',
  service: 'main',
  area: 'works',
  summary: '修改作品基本信息（只改传入的字段）',
  auth: 'user',
  input: ZWorkBaseInfoWrite,
  output: ZWorkBaseInfo,
  invalidates: WORK_VIEWS,
});

/** `GET /ixj_web/works/base_info_list`: every option of the work-info form in one call. */
export const worksBaseInfoList = defineCall({
  method: 'GET',
  path: '/ixj_web/works/base_info_list',
  service: 'main',
  area: 'works',
  summary: '作品信息表单的全部选项（类型、媒介、篇幅、受众、题材、标签）',
  auth: 'user',
  input: ZWorkOptionsQuery,
  output: ZBaseInfoOptions,
});

/** `GET /ixj_web/works/type_list`: the genre catalogue. */
export const worksTypeList = defineCall({
  method: 'GET',
  path: '/ixj_web/works/type_list',
  service: 'main',
  area: 'works',
  summary: '作品题材列表',
  auth: 'user',
  input: z.object({}),
  output: wholeList(ZWorkGenre),
});

/** `GET /ixj_web/works/media_type_list`: media types with label and unit (集/话/章). */
export const worksMediaTypeList = defineCall({
  method: 'GET',
  path: '/ixj_web/works/media_type_list',
  service: 'main',
  area: 'works',
  summary: '作品媒介类型列表（含计数单位）',
  auth: 'user',
  input: z.object({}),
  output: wholeList(ZMediaTypeOption),
});

/** `GET /ixj_web/works/length_type_list`: length types with labels. */
export const worksLengthTypeList = defineCall({
  method: 'GET',
  path: '/ixj_web/works/length_type_list',
  service: 'main',
  area: 'works',
  summary: '作品篇幅类型列表',
  auth: 'user',
  input: z.object({}),
  output: wholeList(ZLengthTypeOption),
});

/** `GET /ixj_web/works/tag_list`: preset tags, then this team's own tags. */
export const worksTagList = defineCall({
  method: 'GET',
  path: '/ixj_web/works/tag_list',
  service: 'main',
  area: 'works',
  summary: '作品标签列表（预设标签与本团队的自定义标签）',
  auth: 'user',
  input: ZWorkOptionsQuery,
  output: wholeList(ZWorkTagOption),
});

/** `GET /ixj_web/works/cover_img_list`: covers of a work (is_current marks the chosen one). */
export const worksCoverImgList = defineCall({
  method: 'GET',
  path: '/ixj_web/works/cover_img_list',
  service: 'main',
  area: 'works',
  summary: '作品封面列表',
  auth: 'user',
  input: ZProjectRef,
  output: ZWorkCoverPage,
});

/** Text fields of POST works/cover_img; which of them a request needs depends on how it is sent. */
export const ZCoverImgFields = ZProjectRef.partial().extend({
  cover_id: z.string().optional(),
  file_id: z.string().optional(),
});

/**
 * `POST /ixj_web/works/cover_img`: a multipart upload (project_id and the image under `file`) adds
 * a cover and chooses it; a JSON body {project_id, cover_id | file_id} chooses one of the work's
 * covers or adds an image the caller uploaded earlier. The handler validates each form fully (the
 * multipart fields only exist once the stream is read), so the fields here are all optional.
 */
export const worksCoverImg = defineCall({
  method: 'POST',
  path: '/ixj_web/works/cover_img',
  service: 'main',
  area: 'works',
  summary: '上传并选用封面（multipart），或选用已有封面 / 已上传的图片（JSON：cover_id 或 file_id）',
  auth: 'user',
  body: 'multipart',
  timeout: 'upload',
  input: ZCoverImgFields,
  output: ZCoverAnswer,
  invalidates: [COVER_LIST, ...WORK_VIEWS],
});

/** `DELETE /ixj_web/works/cover_img_list`: deletes covers (one cover_id or cover_ids); the files stay. */
export const worksCoverImgDelete = defineCall({
  method: 'DELETE',
  path: '/ixj_web/works/cover_img_list',
  service: 'main',
  area: 'works',
  summary: '删除作品封面',
  auth: 'user',
  input: ZCoverDelete,
  output: ZWorkCoverPage,
  invalidates: [COVER_LIST, ...WORK_VIEWS],
});

/** `GET /ixj_web/works/member_joined_works`: every active work of the team with the member's standing on it. */
export const worksMemberJoinedWorks = defineCall({
  method: 'GET',
  path: '/ixj_web/works/member_joined_works',
  service: 'main',
  area: 'works',
  summary: '成员参与的作品（团队全部作品，标明是否参与及权限；需要团队管理权限）',
  auth: 'user',
  input: ZMemberJoinedWorksQuery,
  output: wholeList(ZMemberJoinedWork),
});

/** `PUT /ixj_web/works/set_member_joined_works`: exactly these works (with permissions) for the member. */
export const worksSetMemberJoinedWorks = defineCall({
  method: 'PUT',
  path: '/ixj_web/works/set_member_joined_works',
  service: 'main',
  area: 'works',
  summary: '设置成员参与的作品及作品权限（需要团队管理权限）',
  auth: 'user',
  input: ZSetMemberJoinedWorks,
  output: z.object({ user_id: z.string(), total: z.number().int() }),
  invalidates: MEMBERSHIP,
});
