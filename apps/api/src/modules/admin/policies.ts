import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TConfig } from '../../config';
import type { TUserRow } from '../../db/schema/index';
import { noPermission } from '../../lib/status';
import { approvedByConfig, isApproved, isOperator } from '../../lib/user-access';
import { currentUser } from '../account/settings';

declare module 'fastify' {
  interface FastifyRequest {
    /** The operator making the call; set by requireOperator, read only in routes that use it. */
    operator: TUserRow;
  }
}

type Access = Pick<TConfig, 'APPROVED_PHONES' | 'ADMIN_PHONES'>;

/** Only operators (ADMIN_PHONES) use the admin area. */
export const canOperate = (caller: TUserRow, c: Access): boolean => isOperator(caller, c);

/** An approval given by config is not an operator's to revoke (they change the config instead). */
export const canRevoke = (target: TUserRow, c: Access): boolean => !approvedByConfig(target, c);

/** Revoking signs the account out only where approval matters: internal-only mode. */
export const revokeSignsOut = (c: Pick<TConfig, 'INTERNAL_ONLY'>): boolean => c.INTERNAL_ONLY;

/** A change that leaves the value as it was is not written (nor audited). */
export const isChange = (before: unknown, after: unknown): boolean =>
  JSON.stringify(before) !== JSON.stringify(after);

/** Effective approval as the operator page shows it (database flag or config). */
export const approvalOf = (row: TUserRow, c: Access): 0 | 1 => (isApproved(row, c) ? 1 : 0);

/** preHandler (after authentication): the caller must be an operator, else 7013. */
export async function requireOperator(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const caller = await currentUser(request.server, request.auth.userId);
  if (!canOperate(caller, request.server.config)) throw noPermission();
  request.operator = caller;
}
