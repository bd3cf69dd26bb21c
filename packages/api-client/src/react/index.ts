export {
  useAdminAuditLog,
  useAdminEngines,
  useAdminJobs,
  useAdminOverview,
  useAdminUnsavedDocuments,
  useAdminUser,
  useAdminUsers,
  useSetApproval,
  useSetSpecialTags,
} from './admin-hooks';
export { useCall, useCallMutation, useInvalidate } from './call-hooks';
export { ApiProvider, useApi, useSession } from './context';
export {
  useContentTags,
  useDocDetail,
  useDocHistory,
  useDocList,
  useIdeaList,
  useWorkEstimate,
} from './docs-hooks';
export {
  type ApiRead,
  type ApiSWRConfig,
  useApiSWR,
  useCurrentTeam,
  useMyInfo,
  useMyPhone,
  useMyTeamList,
  useRefreshCurrentTeam,
} from './hooks';
export { useCancelJob, useJobDetail, useJobEvents, useJobList, useStartExport } from './jobs-hooks';
export { type ApiKey, apiKey, type KeyScope } from './keys';
export {
  MESSAGE_POLL_MS,
  useMessageList,
  useMessageQuantity,
  usePermissionOptions,
  useRoleList,
  useTeamMembers,
} from './team-hooks';
export {
  useMemberJoinedWorks,
  useTeamSimpleWorkList,
  useWorkBaseInfo,
  useWorkCovers,
  useWorkDetail,
  useWorkList,
  useWorkMembers,
  useWorkOptions,
  useWorkTags,
} from './works-hooks';
