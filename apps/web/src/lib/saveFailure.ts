import { toast } from '../stores/toast';
import { isOffline } from './useOnline';

/**
 * Issue 12: a failed save of an idea or producer document says so in a toast only while the browser
 * is online. Offline, the offline banner already says why, and a toast per attempt would only
 * repeat it. Answers whether a toast was shown.
 */
export function toastSaveFailure(error: unknown, online: boolean = !isOffline()): boolean {
  if (!online) return false;
  toast.error(error instanceof Error && error.message ? error.message : '保存失败，请重试');
  return true;
}
