import {
  projectAdd,
  projectCopy,
  projectDelete,
  projectDetail,
  projectList,
  projectMemberList,
  projectMemberRemove,
  projectMemberSet,
  projectRestore,
  projectTypeList,
  projectUpdate,
  type TCoverAnswer,
  type TCoverChoose,
  type TCoverDelete,
  type TMemberJoinedWorksQuery,
  type TProjectAdd,
  type TProjectDelete,
  type TProjectListQuery,
  type TProjectMemberRemove,
  type TProjectMemberSet,
  type TProjectRef,
  type TProjectUpdate,
  type TSetMemberJoinedWorks,
  type TWorkBaseInfoWrite,
  worksBaseInfo,
  worksBaseInfoList,
  worksBaseInfoReplace,
  worksBaseInfoUpdate,
  worksCoverImg,
  worksCoverImgDelete,
  worksCoverImgList,
  worksLengthTypeList,
  worksMediaTypeList,
  worksMemberJoinedWorks,
  worksSetMemberJoinedWorks,
  worksTagList,
  worksTypeList,
} from '@juzuo/schemas';
import type { CallOptions, Transport } from '../transport';
import { fileForm } from './multipart';

export type { TCoverAnswer };

/** Works (spec 02 §7 "Works", spec 01 §7.8): the list, recycle bin, members, info, covers and options. */
export function worksService(t: Transport) {
  return {
    /** Creates a work in the current team (needs mWorkManage); the creator holds all four work permissions. */
    add: (body: TProjectAdd, opts?: CallOptions) => t.call(projectAdd, body, opts),
    /** My works of the current team, newest change first; `is_delete: 1` lists the recycle bin. */
    list: (query: TProjectListQuery = {}, opts?: CallOptions) => t.call(projectList, query, opts),
    /** One work with my_permissions (8003 when deleted or not mine to see). */
    detail: (query: TProjectRef, opts?: CallOptions) => t.call(projectDetail, query, opts),
    /** Changes the given fields. */
    update: (body: TProjectUpdate, opts?: CallOptions) => t.call(projectUpdate, body, opts),
    /** Deep copy named "<name>（副本）"; answers the new id. */
    copy: (body: TProjectRef, opts?: CallOptions) => t.call(projectCopy, body, opts),
    /** Moves a work to the recycle bin, or removes it for good with `permanently_delete: 1`. */
    delete: (body: TProjectDelete, opts?: CallOptions) => t.call(projectDelete, body, opts),
    /** Brings a work back from the recycle bin. */
    restore: (body: TProjectRef, opts?: CallOptions) => t.call(projectRestore, body, opts),
    /** Members of a work (the team creator always among them). */
    memberList: (query: TProjectRef, opts?: CallOptions) => t.call(projectMemberList, query, opts),
    /** Sets a team member's work permissions, adding them to the work if needed. */
    setMember: (body: TProjectMemberSet, opts?: CallOptions) => t.call(projectMemberSet, body, opts),
    /** Removes a member from a work. */
    removeMember: (body: TProjectMemberRemove, opts?: CallOptions) => t.call(projectMemberRemove, body, opts),
    /** Project types with labels. */
    projectTypeList: (opts?: CallOptions) => t.call(projectTypeList, {}, opts),
    /** The long-form work information. */
    getBaseInfo: (query: TProjectRef, opts?: CallOptions) => t.call(worksBaseInfo, query, opts),
    /** Replaces the long-form information (columns given also change). */
    replaceBaseInfo: (body: TWorkBaseInfoWrite, opts?: CallOptions) =>
      t.call(worksBaseInfoReplace, body, opts),
    /** Changes only the given fields of the work information. */
    updateBaseInfo: (body: TWorkBaseInfoWrite, opts?: CallOptions) => t.call(worksBaseInfoUpdate, body, opts),
    /** Every option of the work-info form in one call. */
    baseInfoList: (opts?: CallOptions) => t.call(worksBaseInfoList, {}, opts),
    /** Genre catalogue. */
    typeList: (opts?: CallOptions) => t.call(worksTypeList, {}, opts),
    /** Media types with label and unit (集/话/章). */
    mediaTypeList: (opts?: CallOptions) => t.call(worksMediaTypeList, {}, opts),
    /** Length types with labels. */
    lengthTypeList: (opts?: CallOptions) => t.call(worksLengthTypeList, {}, opts),
    /** Preset tags plus this team's custom tags. */
    tagList: (opts?: CallOptions) => t.call(worksTagList, {}, opts),
    /** Covers of a work (is_current marks the chosen one). */
    coverImgList: (query: TProjectRef, opts?: CallOptions) => t.call(worksCoverImgList, query, opts),
    /** Uploads an image as a cover and chooses it (multipart, upload timeout). */
    uploadCover: (projectId: string, file: Blob, filename?: string, opts?: CallOptions) =>
      t.call(worksCoverImg, fileForm(file, filename, { project_id: projectId }), opts),
    /** Chooses one of the work's covers (cover_id) or adds an image uploaded earlier (file_id). */
    chooseCover: (body: TCoverChoose, opts?: CallOptions) => t.call(worksCoverImg, body, opts),
    /** Deletes covers; the files stay. */
    deleteCovers: (body: TCoverDelete, opts?: CallOptions) => t.call(worksCoverImgDelete, body, opts),
    /** Which works a team member joins, with permissions (needs mTeamManage). */
    setMemberJoinedWorks: (body: TSetMemberJoinedWorks, opts?: CallOptions) =>
      t.call(worksSetMemberJoinedWorks, body, opts),
    /** Every active work of the team with the member's standing on it (needs mTeamManage). */
    memberJoinedWorks: (query: TMemberJoinedWorksQuery, opts?: CallOptions) =>
      t.call(worksMemberJoinedWorks, query, opts),
  };
}

/** The works call group. */
export type WorksService = ReturnType<typeof worksService>;
