import { openApiDocument } from '@juzuo/schemas';
import Fastify from 'fastify';

/** The reference page and its renderer script, as the Scalar plugin serves them. */
export interface ReferenceFiles {
  page: string;
  script: string;
}

/**
 * The page's configuration (passed to Scalar's renderer as it is). A named object, not a literal in
 * the call: the plugin's type of it lags its bundle and lacks `localization`, which the bundle reads.
 */
const REFERENCE_CONFIGURATION = {
  url: openApiDocument.path,
  pageTitle: '剧作台 API 参考',
  // The page's own words (search, authentication, download ...) in Simplified Chinese, like the
  // rest of the product; the bundle ships the translation.
  localization: { locale: 'zh-CN' },
  // Nothing leaves this origin: no font CDN, no telemetry, no request proxy, and none of the
  // buttons that call Scalar's services (its AI agent, the developer toolbar's share, SDK
  // generation and deploy links, shown on localhost by default).
  withDefaultFonts: false,
  telemetry: false,
  hideClientButton: true,
  showDeveloperTools: 'never' as const,
  agent: { disabled: true },
};

/** Where the plugin is mounted in the scratch server that renders the files once. */
const PREFIX = '/reference';

/**
 * Renders the Scalar reference page and script on the first request for them. The plugin's module
 * holds its browser bundle as a 5 MB string literal (about 20 MB of heap once parsed), so importing
 * it at start made every API process and relay-carrying product carry it, read or not. The plugin
 * has no API for the files but its routes: it is mounted once in a scratch Fastify and asked for
 * them, so the page stays exactly what the plugin renders (its config, no CDN, no font host).
 */
export async function renderReferenceFiles(): Promise<ReferenceFiles> {
  const { default: scalar } = await import('@scalar/fastify-api-reference');
  const scratch = Fastify({ logger: false });
  try {
    await scratch.register(scalar, { routePrefix: PREFIX, configuration: REFERENCE_CONFIGURATION });
    const page = await scratch.inject({ method: 'GET', url: `${PREFIX}/` });
    const script = await scratch.inject({ method: 'GET', url: `${PREFIX}/js/scalar.js` });
    if (page.statusCode !== 200 || script.statusCode !== 200) {
      throw new Error(`Scalar reference plugin answered ${page.statusCode} / ${script.statusCode}`);
    }
    return { page: page.body, script: script.body };
  } finally {
    await scratch.close();
  }
}
