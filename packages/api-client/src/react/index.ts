export { ApiProvider, useApi, useSession } from './context';
export {
  type ApiRead,
  type ApiSWRConfig,
  useApiSWR,
  useCurrentTeam,
  useMyInfo,
  useMyPhone,
  useMyTeamList,
} from './hooks';
export { type ApiKey, apiKey, type KeyScope } from './keys';
