import {
  adminAuditLog,
  adminEngines,
  adminJobs,
  adminOverview,
  adminSetApproval,
  adminSetSpecialTags,
  adminUnsavedDocuments,
  adminUserDetail,
  adminUserList,
  type TCallInput,
} from '@juzuo/schemas';
import { useCall, useCallMutation } from './call-hooks';

// The operator area's reads and writes (/admin). Every read is user-scoped: operators act across
// teams, so a team switch must not refetch them. Pass null to pause a read (a non-operator never asks).

/** Internal-only mode and other settings the operator page shows. */
export const useAdminOverview = (enabled: boolean) =>
  useCall(adminOverview, enabled ? {} : null, { scope: 'user' });

/** Users whose phone or name contains the keyword, paged. */
export const useAdminUsers = (input: TCallInput<typeof adminUserList> | null) =>
  useCall(adminUserList, input, { scope: 'user', keepPreviousData: true });

/** One user with special tags and approval. */
export const useAdminUser = (userId: string | null) =>
  useCall(adminUserDetail, userId ? { user_id: userId } : null, { scope: 'user' });

/** The audit log, newest first, paged. */
export const useAdminAuditLog = (input: TCallInput<typeof adminAuditLog> | null) =>
  useCall(adminAuditLog, input, { scope: 'user', keepPreviousData: true });

/** Which engine serves each AI capability. */
export const useAdminEngines = (enabled: boolean) =>
  useCall(adminEngines, enabled ? {} : null, { scope: 'user' });

/** Every user's jobs with counts per state, paged. */
export const useAdminJobs = (input: TCallInput<typeof adminJobs> | null) =>
  useCall(adminJobs, input, { scope: 'user', keepPreviousData: true });

/** Documents whose saves the database refuses for good (refreshed every 30 s while shown). */
export const useAdminUnsavedDocuments = (enabled: boolean) =>
  useCall(adminUnsavedDocuments, enabled ? {} : null, { scope: 'user', refreshInterval: 30_000 });

/** Sets special tags (the keys sent); revalidates the lists, the audit log and my own info. */
export const useSetSpecialTags = () => useCallMutation(adminSetSpecialTags);

/** Approves (1) or revokes (0) an account for internal-only mode. */
export const useSetApproval = () => useCallMutation(adminSetApproval);
