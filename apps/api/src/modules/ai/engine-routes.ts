import { aiEngineCheck, aiEngines, ok, type TEngineCheck } from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import { type EngineErrorKind, type EngineProbe, probeEngine } from '../../engines/index';
import { route } from '../../lib/route';

/** Chinese reasons for a failed check; the engine's own words go to the log (they may name hosts or keys). */
const REASON: Record<EngineErrorKind, string> = {
  network: '无法连接引擎',
  timeout: '引擎响应超时',
  http: '引擎返回错误',
  protocol: '引擎应答无法识别',
  aborted: '检查被中止',
  process: '本地程序运行失败',
};

/** The check as the call answers it. */
export const presentEngineCheck = (probe: EngineProbe): TEngineCheck => ({
  capability: probe.capability,
  engine: probe.engine,
  reachable: probe.reachable,
  detail: probe.reachable ? probe.detail : REASON[probe.errorKind ?? 'http'],
  latency_ms: probe.latencyMs,
});

/** Engine status calls: the capability list and a reachability check of one capability. */
export function registerEngineRoutes(app: FastifyInstance): void {
  route(app, aiEngines, {}, async () => ok({ list: app.engines.capabilities() }));

  const rateLimit = app.config.DISABLE_RATE_LIMIT ? false : { max: 20, timeWindow: '1 minute' };
  route(app, aiEngineCheck, { config: { rateLimit } }, async (request) => {
    const probe = await probeEngine(app.engines, request.input.capability);
    if (!probe.reachable) request.log.warn({ probe }, 'AI engine check failed');
    return ok(presentEngineCheck(probe));
  });
}
