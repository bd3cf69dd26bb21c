import {
  ok,
  templateAdd,
  templateApply,
  templateDelete,
  templateGet,
  templateList,
  templatePublish,
  templateUpdate,
  templateWithdraw,
  templateWorkTypeList,
} from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { route } from '../../lib/route';
import { applyTemplate } from './apply';
import { viewerOf } from './policies';
import * as service from './service';

/** /ixj_web/works/ template calls: the library (list, detail, own templates, publishing) and apply. */
export const templatesModule = fp(
  async (app: FastifyInstance) => {
    const db = app.database.db;
    const now = () => new Date(app.clock.now());

    // GET /ixj_web/works/template_work_type_list
    route(app, templateWorkTypeList, {}, async () => ok(service.typeOptions()));
    // GET /ixj_web/works/template_list
    route(app, templateList, {}, async (request) =>
      ok(await service.templatePage(db, await viewerOf(request), request.input)),
    );
    // GET /ixj_web/works/template
    route(app, templateGet, {}, async (request) =>
      ok(await service.templateDetail(db, await viewerOf(request), request.input.template_id)),
    );
    // POST /ixj_web/works/template
    route(app, templateAdd, {}, async (request) =>
      ok(await service.addTemplate(db, await viewerOf(request), request.input, now())),
    );
    // PUT /ixj_web/works/template
    route(app, templateUpdate, {}, async (request) =>
      ok(await service.updateTemplate(db, await viewerOf(request), request.input, now())),
    );
    // DELETE /ixj_web/works/template
    route(app, templateDelete, {}, async (request) =>
      ok(await service.deleteTemplate(db, await viewerOf(request), request.input.template_id)),
    );
    // POST /ixj_web/works/published_template
    route(app, templatePublish, {}, async (request) =>
      ok(await service.publishTemplate(db, await viewerOf(request), request.input, now())),
    );
    // DELETE /ixj_web/works/published_template
    route(app, templateWithdraw, {}, async (request) =>
      ok(await service.withdrawTemplate(db, await viewerOf(request), request.input.template_id, now())),
    );
    // POST /ixj_web/works/apply_template
    route(app, templateApply, {}, async (request) =>
      ok(await applyTemplate(app, await viewerOf(request), request.input)),
    );
  },
  { name: 'templates' },
);
