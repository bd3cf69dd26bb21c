import { apiReferencePage, apiReferenceScript, type CallDef, callId, openApiDocument } from '@juzuo/schemas';
import scalar from '@scalar/fastify-api-reference';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { route } from '../../lib/route';
import { buildOpenApiDocument, type OpenApiDocument } from './document';

/** Calls whose routes a plugin registers itself (documented here, checked by the completeness test). */
const PLUGIN_CALLS: readonly CallDef[] = [apiReferencePage, apiReferenceScript];

/**
 * `/ixj_web/openapi.json` (built once, on first request, from every call registered through
 * `route`) and the Scalar reference page that renders it. Registered last, after every area.
 */
export const openApiModule = fp(
  async (app: FastifyInstance) => {
    let document: OpenApiDocument | null = null;
    route(app, openApiDocument, {}, async () => {
      document ??= buildOpenApiDocument(app.calls, '1.0.0');
      return document;
    });
    await app.register(scalar, {
      routePrefix: '/ixj_web/reference',
      logLevel: 'warn',
      configuration: {
        url: openApiDocument.path,
        pageTitle: '剧作台 API 参考',
        // Nothing leaves this origin: no font CDN, no telemetry, no request proxy.
        withDefaultFonts: false,
        telemetry: false,
        hideClientButton: true,
      },
    });
    for (const def of PLUGIN_CALLS) {
      if (!app.calls.some((c) => callId(c) === callId(def))) app.calls.push(def);
    }
  },
  { name: 'openapi' },
);
