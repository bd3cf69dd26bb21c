import {
  projectDetail,
  projectList,
  projectMemberList,
  type TCallData,
  type TPage,
  type TProjectListQuery,
  type TSimpleWork,
  worksBaseInfo,
  worksBaseInfoList,
  worksCoverImgList,
  worksMemberJoinedWorks,
  worksTagList,
} from '@juzuo/schemas';
import { useCall } from './call-hooks';
import { useApi } from './context';
import { type ApiSWRConfig, useApiSWR } from './hooks';

// Reads key on their call's path (so a write's `invalidates` finds them) and input; the team id in
// every key refetches them after a team switch. A null id (no work chosen yet) fetches nothing.

/** Input naming one work, or null (paused) while no work is chosen. */
const workRef = (projectId: string | null) => (projectId === null ? null : { project_id: projectId });

/** My works of the current team (project/list); `{ is_delete: 1 }` is the recycle bin. */
export function useWorkList(
  query: TProjectListQuery = {},
  config?: ApiSWRConfig<TCallData<typeof projectList>>,
) {
  return useCall(projectList, query, config);
}

/** One work with my_permissions (project/detail). 8003 redirects to the workbench. */
export function useWorkDetail(
  projectId: string | null,
  config?: ApiSWRConfig<TCallData<typeof projectDetail>>,
) {
  return useCall(projectDetail, workRef(projectId), config);
}

/** Members of a work. */
export function useWorkMembers(
  projectId: string | null,
  config?: ApiSWRConfig<TCallData<typeof projectMemberList>>,
) {
  return useCall(projectMemberList, workRef(projectId), config);
}

/** The long-form work information. */
export function useWorkBaseInfo(
  projectId: string | null,
  config?: ApiSWRConfig<TCallData<typeof worksBaseInfo>>,
) {
  return useCall(worksBaseInfo, workRef(projectId), config);
}

/** Covers of a work. */
export function useWorkCovers(
  projectId: string | null,
  config?: ApiSWRConfig<TCallData<typeof worksCoverImgList>>,
) {
  return useCall(worksCoverImgList, workRef(projectId), config);
}

/** Every option of the work-info form (types, media types with units, lengths, groups, tags). */
export function useWorkOptions(config?: ApiSWRConfig<TCallData<typeof worksBaseInfoList>>) {
  return useCall(worksBaseInfoList, {}, { revalidateOnFocus: false, ...config });
}

/** Preset tags plus this team's custom tags. */
export function useWorkTags(config?: ApiSWRConfig<TCallData<typeof worksTagList>>) {
  return useCall(worksTagList, {}, config);
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
export function useMemberJoinedWorks(
  userId: string | null,
  config?: ApiSWRConfig<TCallData<typeof worksMemberJoinedWorks>>,
) {
  return useCall(worksMemberJoinedWorks, userId === null ? null : { user_id: userId }, config);
}
