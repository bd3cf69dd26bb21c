import { createScratchPostgres } from '@juzuo/api';
import { startScaleOut } from '../../collab/support/scale-out';
import { startProduct } from '../../e2e/support/product';
import { INSPECT_NODE_OPTIONS, inspectorUrl } from '../inspect';

/** A running setup the soak types into. */
export interface SoakTarget {
  label: string;
  /** Where the editors connect (ws://…/collab). */
  collabUrl: string;
  /** One API process directly: sign-in (its own dev outbox) and doc/detail. */
  apiUrl: string;
  /** Processes whose memory is sampled over time, by name; read when sampled (a restart changes them). */
  processes(): Record<string, number>;
  /** Inspector URL of each process whose main thread the soak watches (loop-probe.ts), by name. */
  inspectors(): Record<string, string>;
  stop(): Promise<void>;
}

/** The product processes' Node options: an inspector (the soak reads their loops), plus SOAK_PRODUCT_NODE_OPTIONS. */
const productNodeOptions = () =>
  `${INSPECT_NODE_OPTIONS} ${process.env.SOAK_PRODUCT_NODE_OPTIONS ?? ''}`.trim();

/** The embedded default: one process (API + relay + PGlite in its worker thread). */
export function embeddedTarget(): Promise<SoakTarget> {
  return oneProcessTarget('embedded default (one process, PGlite)', {});
}

/**
 * The one-process product on PostgreSQL (a scratch database, dropped when the soak stops): API and
 * relay in one process, whose main thread also carries node-postgres's appends.
 */
export async function onePostgresTarget(): Promise<SoakTarget> {
  const scratch = await createScratchPostgres({ namePrefix: 'jz_soak' });
  try {
    return await oneProcessTarget('one process on PostgreSQL', { DATABASE_URL: scratch.url }, () =>
      scratch.drop(),
    );
  } catch (error) {
    await scratch.drop().catch(() => {});
    throw error;
  }
}

async function oneProcessTarget(
  label: string,
  env: Record<string, string>,
  cleanup: () => Promise<void> = async () => {},
): Promise<SoakTarget> {
  const product = await startProduct({
    requireWeb: false,
    env: {
      ...env,
      LOG_LEVEL: 'warn',
      // The inspector lets the soak read the main thread's event-loop delay and GC pauses per bucket.
      NODE_OPTIONS: productNodeOptions(),
    },
  });
  return {
    label,
    collabUrl: `${product.url.replace(/^http/, 'ws')}/collab`,
    apiUrl: product.url,
    processes: () => ({ product: product.pid }),
    inspectors: (): Record<string, string> => {
      const url = inspectorUrl(product.logs());
      return url ? { product: url } : {};
    },
    stop: async () => {
      await product.stop();
      await cleanup();
    },
  };
}

/** scripts/scale-out.sh: PostgreSQL + Redis, 2 APIs and 2 relays behind nginx; editors use nginx. */
export async function scaleOutTarget(): Promise<SoakTarget> {
  // Every member opens an inspector; the soak watches the relays' main threads (the latency path).
  const setup = await startScaleOut({
    env: { NODE_OPTIONS: productNodeOptions() },
  });
  return {
    label: 'scale-out (nginx, 2 APIs, 2 relays, PostgreSQL, Redis)',
    collabUrl: setup.collabUrl,
    apiUrl: setup.apis[0],
    processes: () => ({
      'api-1': setup.pid('api-1'),
      'api-2': setup.pid('api-2'),
      'relay-1': setup.pid('relay-1'),
      'relay-2': setup.pid('relay-2'),
    }),
    inspectors: (): Record<string, string> => {
      const watched: Record<string, string> = {};
      for (const member of ['relay-1', 'relay-2'] as const) {
        const url = inspectorUrl(setup.logs(member));
        if (url) watched[member] = url;
      }
      return watched;
    },
    stop: () => setup.stop(),
  };
}
