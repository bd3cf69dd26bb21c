import type {
  TBaseInfoOptions,
  TCoverChoose,
  TCoverDelete,
  TLabelledOption,
  TLengthType,
  TMediaTypeOption,
  TMemberJoinedWork,
  TMemberJoinedWorksQuery,
  TPage,
  TProjectAdd,
  TProjectDelete,
  TProjectListQuery,
  TProjectMemberRemove,
  TProjectMemberSet,
  TProjectRef,
  TProjectType,
  TProjectUpdate,
  TSetMemberJoinedWorks,
  TWorkBaseInfo,
  TWorkBaseInfoWrite,
  TWorkCover,
  TWorkDetail,
  TWorkGenre,
  TWorkListItem,
  TWorkMember,
  TWorkPermission,
  TWorkTagOption,
} from '@juzuo/schemas';
import type { CallOptions, Transport } from '../transport';
import { fileForm } from './multipart';

const PROJECT = '/ixj_web/project';
const WORKS = '/ixj_web/works';

/** Answer of the cover writes: the chosen (or kept) cover and the whole list. */
export interface TCoverAnswer {
  cover_id: string;
  cover: TWorkCover | null;
  list: TWorkCover[];
}

type Query = Record<string, string | number | undefined>;
const q = (v: object): Query => ({ ...(v as Query) });

/** Works (spec 02 §7 "Works", spec 01 §7.8): the list, recycle bin, members, info, covers and options. */
export function worksService(t: Transport) {
  const get = <T>(path: string, query: object = {}, opts?: CallOptions) =>
    t.request<T>({ service: 'main', method: 'GET', path, query: q(query) }, opts);
  const send = <T>(method: 'POST' | 'PUT' | 'DELETE', path: string, body: object, opts?: CallOptions) =>
    t.request<T>({ service: 'main', method, path, body }, opts);
  return {
    /** Creates a work in the current team (needs mWorkManage); the creator holds all four work permissions. */
    add: (body: TProjectAdd, opts?: CallOptions) =>
      send<{ project_id: string; project_name: string }>('POST', `${PROJECT}/add`, body, opts),
    /** My works of the current team, newest change first; `is_delete: 1` lists the recycle bin. */
    list: (query: TProjectListQuery = {}, opts?: CallOptions) =>
      get<TPage<TWorkListItem>>(`${PROJECT}/list`, query, opts),
    /** One work with my_permissions (8003 when deleted or not mine to see). */
    detail: (query: TProjectRef, opts?: CallOptions) => get<TWorkDetail>(`${PROJECT}/detail`, query, opts),
    /** Changes the given fields. */
    update: (body: TProjectUpdate, opts?: CallOptions) =>
      send<TWorkDetail>('PUT', `${PROJECT}/update`, body, opts),
    /** Deep copy named "<name>（副本）"; answers the new id. */
    copy: (body: TProjectRef, opts?: CallOptions) =>
      send<{ project_id: string }>('POST', `${PROJECT}/copy`, body, opts),
    /** Moves a work to the recycle bin, or removes it for good with `permanently_delete: 1`. */
    delete: (body: TProjectDelete, opts?: CallOptions) =>
      send<{ project_id: string; permanently_delete: 0 | 1 }>('DELETE', `${PROJECT}/delete`, body, opts),
    /** Brings a work back from the recycle bin. */
    restore: (body: TProjectRef, opts?: CallOptions) =>
      send<{ project_id: string }>('PUT', `${PROJECT}/restore`, body, opts),
    /** Members of a work (the team creator always among them). */
    memberList: (query: TProjectRef, opts?: CallOptions) =>
      get<TPage<TWorkMember>>(`${PROJECT}/member_list`, query, opts),
    /** Sets a team member's work permissions, adding them to the work if needed. */
    setMember: (body: TProjectMemberSet, opts?: CallOptions) =>
      send<{ project_id: string; user_id: string; permissions: TWorkPermission[] }>(
        'PUT',
        `${PROJECT}/member`,
        body,
        opts,
      ),
    /** Removes a member from a work. */
    removeMember: (body: TProjectMemberRemove, opts?: CallOptions) =>
      send<null>('DELETE', `${PROJECT}/member`, body, opts),
    /** Project types with labels. */
    projectTypeList: (opts?: CallOptions) =>
      get<TPage<TLabelledOption<TProjectType>>>(`${PROJECT}/type_list`, {}, opts),
    /** The long-form work information. */
    getBaseInfo: (query: TProjectRef, opts?: CallOptions) =>
      get<TWorkBaseInfo>(`${WORKS}/base_info`, query, opts),
    /** Replaces the long-form information (columns given also change). */
    replaceBaseInfo: (body: TWorkBaseInfoWrite, opts?: CallOptions) =>
      send<TWorkBaseInfo>('POST', `${WORKS}/base_info`, body, opts),
    /** Changes only the given fields of the work information. */
    updateBaseInfo: (body: TWorkBaseInfoWrite, opts?: CallOptions) =>
      send<TWorkBaseInfo>('PUT', `${WORKS}/base_info`, body, opts),
    /** Every option of the work-info form in one call. */
    baseInfoList: (opts?: CallOptions) => get<TBaseInfoOptions>(`${WORKS}/base_info_list`, {}, opts),
    /** Genre catalogue. */
    typeList: (opts?: CallOptions) => get<TPage<TWorkGenre>>(`${WORKS}/type_list`, {}, opts),
    /** Media types with label and unit (集/话/章). */
    mediaTypeList: (opts?: CallOptions) => get<TPage<TMediaTypeOption>>(`${WORKS}/media_type_list`, {}, opts),
    /** Length types with labels. */
    lengthTypeList: (opts?: CallOptions) =>
      get<TPage<TLabelledOption<TLengthType>>>(`${WORKS}/length_type_list`, {}, opts),
    /** Preset tags plus this team's custom tags. */
    tagList: (opts?: CallOptions) => get<TPage<TWorkTagOption>>(`${WORKS}/tag_list`, {}, opts),
    /** Covers of a work (is_current marks the chosen one). */
    coverImgList: (query: TProjectRef, opts?: CallOptions) =>
      get<TPage<TWorkCover>>(`${WORKS}/cover_img_list`, query, opts),
    /** Uploads an image as a cover and chooses it (multipart, upload timeout). */
    uploadCover: (projectId: string, file: Blob, filename?: string, opts?: CallOptions) =>
      t.request<TCoverAnswer>(
        {
          service: 'main',
          method: 'POST',
          path: `${WORKS}/cover_img`,
          body: fileForm(file, filename, { project_id: projectId }),
          timeout: 'upload',
        },
        opts,
      ),
    /** Chooses one of the work's covers (cover_id) or adds an image uploaded earlier (file_id). */
    chooseCover: (body: TCoverChoose, opts?: CallOptions) =>
      send<TCoverAnswer>('POST', `${WORKS}/cover_img`, body, opts),
    /** Deletes covers; the files stay. */
    deleteCovers: (body: TCoverDelete, opts?: CallOptions) =>
      send<TPage<TWorkCover>>('DELETE', `${WORKS}/cover_img_list`, body, opts),
    /** Which works a team member joins, with permissions (needs mTeamManage). */
    setMemberJoinedWorks: (body: TSetMemberJoinedWorks, opts?: CallOptions) =>
      send<{ user_id: string; total: number }>('PUT', `${WORKS}/set_member_joined_works`, body, opts),
    /** Every active work of the team with the member's standing on it (needs mTeamManage). */
    memberJoinedWorks: (query: TMemberJoinedWorksQuery, opts?: CallOptions) =>
      get<TPage<TMemberJoinedWork>>(`${WORKS}/member_joined_works`, query, opts),
  };
}

/** The works call group. */
export type WorksService = ReturnType<typeof worksService>;
