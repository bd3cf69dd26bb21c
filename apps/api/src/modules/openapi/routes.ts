import { apiReferencePage, apiReferenceScript, openApiDocument } from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { route } from '../../lib/route';
import { buildOpenApiDocument, type OpenApiDocument } from './document';
import { type ReferenceFiles, renderReferenceFiles } from './reference-page';

/**
 * `/ixj_web/openapi.json` (built once, on first request, from every call registered through
 * `route`) and the Scalar reference page that renders it, with its script (rendered on the first
 * request for either, ./reference-page). Registered last, after every area.
 */
export const openApiModule = fp(
  async (app: FastifyInstance) => {
    let document: OpenApiDocument | null = null;
    route(app, openApiDocument, {}, async () => {
      document ??= buildOpenApiDocument(app.calls, '1.0.0');
      return document;
    });

    let reference: Promise<ReferenceFiles> | null = null;
    const referenceFiles = () => {
      reference ??= renderReferenceFiles().catch((error: unknown) => {
        reference = null; // the next request tries again
        throw error;
      });
      return reference;
    };
    route(app, apiReferencePage, {}, async (request, reply) => {
      // The router ignores trailing slashes; the page's script path is relative to the slash.
      const pathname = request.url.split('?')[0] ?? '';
      if (!pathname.endsWith('/')) return reply.redirect(`${pathname}/`, 301);
      const { page } = await referenceFiles();
      return reply.header('Content-Type', 'text/html; charset=utf-8').send(page);
    });
    route(app, apiReferenceScript, {}, async (_request, reply) => {
      const { script } = await referenceFiles();
      return reply.header('Content-Type', 'application/javascript; charset=utf-8').send(script);
    });
  },
  { name: 'openapi' },
);
