import { PlatformLimits } from '@juzuo/schemas';
import type { ServiceName } from './hosts';

/** Which timeout class a call belongs to; 'default' means "decided by its service host". */
export type TimeoutKind = 'default' | 'upload' | 'export' | 'none';

// Spec 01 section 9: AI, video uploader and workflow-graph image service wait longer.
const SLOW_SERVICES: ReadonlySet<ServiceName> = new Set(['ai', 'uploader', 'workflowImage']);

/** Milliseconds before a call is aborted with 55002; null means no timeout (e.g. dubbing sync). */
export function timeoutFor(service: ServiceName, kind: TimeoutKind = 'default'): number | null {
  if (kind === 'none') return null;
  if (kind === 'upload') return PlatformLimits.uploadTimeoutMs;
  if (kind === 'export') return PlatformLimits.exportTimeoutMs;
  return SLOW_SERVICES.has(service) ? PlatformLimits.aiTimeoutMs : PlatformLimits.requestTimeoutMs;
}
