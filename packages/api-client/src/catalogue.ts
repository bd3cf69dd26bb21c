import { PlatformLimits, Status, StatusMessage } from '@juzuo/schemas';
import type { ApiError } from './errors';
import type { ApiEventBus } from './events';
import type { Session } from './session';

/** Per-call behaviour of the error catalogue. */
export interface CatalogueOptions {
  /** Suppress the error toast (redirects, session expiry and info boxes still happen). */
  silent?: boolean;
  /** Text put before the server's msg in the toast, e.g. '获取数据失败：'. */
  failurePrefix?: string;
}

/**
 * Applies spec 01 section 8 to a non-zero envelope status and returns the ApiError to throw.
 * `requestToken` is the token the request carried: a 4000 for a token that is no longer the
 * session's (the user signed out or in again meanwhile) must not wipe the newer session.
 */
export function applyCatalogue(
  err: ApiError,
  ctx: { bus: ApiEventBus; session: Session; requestToken: string | null },
  opts: CatalogueOptions = {},
): ApiError {
  const { bus, session } = ctx;
  const toast = () => {
    if (opts.silent) return;
    const message = `${opts.failurePrefix ?? ''}${err.msg || StatusMessage[err.status] || '操作失败'}`;
    bus.emit({ type: 'toast', level: 'error', message });
  };
  switch (err.status) {
    case Status.TOKEN_INVALID:
      if (session.get().token === ctx.requestToken) {
        session.clear();
        bus.emit({ type: 'session-expired', message: StatusMessage[Status.TOKEN_INVALID] as string });
      }
      break;
    case Status.QR_EXPIRED:
      // The QR dialog shows its own expired state; a toast on every poll would be noise.
      break;
    case Status.NOT_APPROVED:
      bus.emit({ type: 'info-box', message: err.msg || (StatusMessage[Status.NOT_APPROVED] as string) });
      break;
    case Status.NO_TEAM:
      bus.emit({ type: 'redirect', to: '/login/registerWelcome', delayMs: 0, reason: err.status });
      break;
    case Status.NO_PERMISSION:
      toast();
      bus.emit({
        type: 'redirect',
        to: '/noAuth',
        delayMs: PlatformLimits.redirectDelayMs,
        reason: err.status,
      });
      break;
    case Status.WORK_GONE:
      toast();
      bus.emit({
        type: 'redirect',
        to: '/workBench',
        delayMs: PlatformLimits.redirectDelayMs,
        reason: err.status,
      });
      break;
    default:
      toast();
  }
  return err;
}
