import type { TPage, TTeamMember, TTeamRole } from '@juzuo/schemas';
import type { TMessagePage } from '../services/message';
import type { PermissionOption } from '../services/teamRole';
import { useApi } from './context';
import { type ApiSWRConfig, useApiSWR } from './hooks';

/** How often the unread count is polled (spec 03 §8). */
export const MESSAGE_POLL_MS = 30_000;

/** Members of the current team (needs mTeamManage). */
export function useTeamMembers(config?: ApiSWRConfig<TPage<TTeamMember>>) {
  const api = useApi();
  return useApiSWR(
    { service: 'main', path: '/ixj_web/team_manage/get_team_member_list_all' },
    () => api.teamManage.getTeamMemberListAll(),
    config,
  );
}

/** Roles of the current team (needs mTeamManage). */
export function useRoleList(config?: ApiSWRConfig<TPage<TTeamRole>>) {
  const api = useApi();
  return useApiSWR(
    { service: 'main', path: '/ixj_web/team_role/get_role_list_all' },
    () => api.teamRole.getRoleListAll(),
    config,
  );
}

/** The grantable permissions with their labels. */
export function usePermissionOptions(config?: ApiSWRConfig<{ list: PermissionOption[] }>) {
  const api = useApi();
  return useApiSWR(
    { service: 'main', path: '/ixj_web/team_role/get_permission_options' },
    () => api.teamRole.getPermissionOptions(),
    config,
  );
}

// Message-centre reads fail quietly (spec 03 §8): a bell must never toast every 30 s.
const logged = (e: unknown) => console.warn('[message]', e);

/** Unread message count, refreshed every 30 s; failures are only logged. */
export function useMessageQuantity(config?: ApiSWRConfig<{ quantity: number }>) {
  const api = useApi();
  return useApiSWR(
    { service: 'main', path: '/ixj_web/message/quantity', scope: 'user' },
    () => api.message.quantity({ silent: true }),
    { refreshInterval: MESSAGE_POLL_MS, onError: logged, ...config },
  );
}

/** One page of messages (newest first); failures are only logged. */
export function useMessageList(page = 1, pageSize = 20, config?: ApiSWRConfig<TMessagePage>) {
  const api = useApi();
  return useApiSWR(
    { service: 'main', path: '/ixj_web/message/list', params: { page, pageSize }, scope: 'user' },
    () => api.message.list({ page_index: page, page_size: pageSize }, { silent: true }),
    { onError: logged, ...config },
  );
}
