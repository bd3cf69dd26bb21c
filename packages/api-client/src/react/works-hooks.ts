import type {
  TBaseInfoOptions,
  TMemberJoinedWork,
  TPage,
  TProjectListQuery,
  TSimpleWork,
  TWorkBaseInfo,
  TWorkCover,
  TWorkDetail,
  TWorkListItem,
  TWorkMember,
  TWorkTagOption,
} from '@juzuo/schemas';
import { useApi } from './context';
import { type ApiSWRConfig, useApiSWR } from './hooks';

// Work-scoped reads key on the work id; the team id in every key refetches them after a team switch.
// A null id (no work chosen yet) fetches nothing.

/** My works of the current team (project/list); `{ is_delete: 1 }` is the recycle bin. */
export function useWorkList(query: TProjectListQuery = {}, config?: ApiSWRConfig<TPage<TWorkListItem>>) {
  const api = useApi();
  return useApiSWR(
    { service: 'main', path: '/ixj_web/project/list', params: { ...query } },
    () => api.works.list(query),
    config,
  );
}

/** Reads a work-scoped path only while an id is known. */
function useWorkRead<T>(
  path: string,
  projectId: string | null,
  fetcher: () => Promise<T>,
  config?: ApiSWRConfig<T>,
) {
  return useApiSWR<T>(
    { service: 'main', path, params: { project_id: projectId } },
    fetcher,
    // SWR skips a null key; our key is never null for a signed-in user, so pause explicitly.
    { isPaused: () => projectId === null, ...config },
  );
}

/** One work with my_permissions (project/detail). 8003 redirects to the workbench. */
export function useWorkDetail(projectId: string | null, config?: ApiSWRConfig<TWorkDetail>) {
  const api = useApi();
  return useWorkRead(
    '/ixj_web/project/detail',
    projectId,
    () => api.works.detail({ project_id: projectId ?? '' }),
    config,
  );
}

/** Members of a work. */
export function useWorkMembers(projectId: string | null, config?: ApiSWRConfig<TPage<TWorkMember>>) {
  const api = useApi();
  return useWorkRead(
    '/ixj_web/project/member_list',
    projectId,
    () => api.works.memberList({ project_id: projectId ?? '' }),
    config,
  );
}

/** The long-form work information. */
export function useWorkBaseInfo(projectId: string | null, config?: ApiSWRConfig<TWorkBaseInfo>) {
  const api = useApi();
  return useWorkRead(
    '/ixj_web/works/base_info',
    projectId,
    () => api.works.getBaseInfo({ project_id: projectId ?? '' }),
    config,
  );
}

/** Covers of a work. */
export function useWorkCovers(projectId: string | null, config?: ApiSWRConfig<TPage<TWorkCover>>) {
  const api = useApi();
  return useWorkRead(
    '/ixj_web/works/cover_img_list',
    projectId,
    () => api.works.coverImgList({ project_id: projectId ?? '' }),
    config,
  );
}

/** Every option of the work-info form (types, media types with units, lengths, groups, tags). */
export function useWorkOptions(config?: ApiSWRConfig<TBaseInfoOptions>) {
  const api = useApi();
  return useApiSWR(
    { service: 'main', path: '/ixj_web/works/base_info_list' },
    () => api.works.baseInfoList(),
    { revalidateOnFocus: false, ...config },
  );
}

/** Preset tags plus this team's custom tags. */
export function useWorkTags(config?: ApiSWRConfig<TPage<TWorkTagOption>>) {
  const api = useApi();
  return useApiSWR({ service: 'main', path: '/ixj_web/works/tag_list' }, () => api.works.tagList(), config);
}

/** The team's works in brief (team page). */
export function useTeamSimpleWorkList(config?: ApiSWRConfig<TPage<TSimpleWork>>) {
  const api = useApi();
  return useApiSWR(
    { service: 'main', path: '/ixj_web/team/get_team_simple_work_list' },
    () => api.team.getTeamSimpleWorkList(),
    config,
  );
}

/** Which works a team member has joined (team page; needs mTeamManage). */
export function useMemberJoinedWorks(userId: string | null, config?: ApiSWRConfig<TPage<TMemberJoinedWork>>) {
  const api = useApi();
  return useApiSWR(
    { service: 'main', path: '/ixj_web/works/member_joined_works', params: { user_id: userId } },
    () => api.works.memberJoinedWorks({ user_id: userId ?? '' }),
    { isPaused: () => userId === null, ...config },
  );
}
