import type { TEngineCapability, TEngineName } from '@juzuo/schemas';
import { EngineError, type EngineErrorKind } from './errors';
import type { EngineRegistry } from './registry';

/** What a reachability check of one capability's engine found. */
export interface EngineProbe {
  capability: TEngineCapability;
  engine: TEngineName;
  /** The engine answered. */
  reachable: boolean;
  /** How the check failed, when it did. */
  errorKind: EngineErrorKind | null;
  /** What answered (model count, checkpoints, version...) or why not, for operators. */
  detail: string;
  latencyMs: number;
}

/**
 * Asks the engine of a capability for something cheap (its model list, checkpoints, system stats,
 * task list, version). Throws 9001 through `require` when the capability has no engine.
 */
export async function probeEngine(
  registry: EngineRegistry,
  capability: TEngineCapability,
  timeoutMs = 10_000,
): Promise<EngineProbe> {
  const adapter = registry.require(capability);
  const engine = registry.engineOf(capability)!;
  const started = performance.now();
  const latency = () => Math.round(performance.now() - started);
  try {
    const detail = await adapter.ping({ timeoutMs });
    return { capability, engine, reachable: true, errorKind: null, detail, latencyMs: latency() };
  } catch (error) {
    if (!(error instanceof EngineError)) throw error;
    return {
      capability,
      engine,
      reachable: false,
      errorKind: error.kind,
      detail: error.message,
      latencyMs: latency(),
    };
  }
}
