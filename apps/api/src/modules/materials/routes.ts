import {
  materialAdd,
  materialCollect,
  materialCollectionList,
  materialCollectionMove,
  materialCollectionRemove,
  materialCollectionTypeAdd,
  materialCollectionTypeDelete,
  materialCollectionTypeList,
  materialCollectionTypeRename,
  materialDelete,
  materialDetail,
  materialList,
  materialPublish,
  materialSimilarList,
  materialTypeList,
  materialUpdate,
  materialUse,
  ok,
} from '@juzuo/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { route } from '../../lib/route';
import * as collections from './collections';
import { type UserViewer, viewerOf } from './policies';
import * as service from './service';

/** /mt_web/material/ (reading open to visitors) and /ixj_web/material/ (the caller's collections). */
export const materialsModule = fp(
  async (app: FastifyInstance) => {
    const db = app.database.db;
    const now = () => new Date(app.clock.now());
    const user = async (request: FastifyRequest) => (await viewerOf(request)) as UserViewer;

    route(app, materialTypeList, {}, async (request) =>
      ok(await service.typeList(db, await viewerOf(request))),
    );
    route(app, materialList, {}, async (request) =>
      ok(await service.listMaterials(db, await viewerOf(request), request.input)),
    );
    route(app, materialDetail, {}, async (request) =>
      ok(await service.materialDetail(db, await viewerOf(request), request.input.id)),
    );
    route(app, materialSimilarList, {}, async (request) =>
      ok(await service.similarMaterials(db, await viewerOf(request), request.input.id, request.input.size)),
    );
    route(app, materialUse, {}, async (request) =>
      ok(await service.useMaterial(db, await user(request), request.input.id)),
    );

    route(app, materialAdd, {}, async (request) =>
      ok(await service.addMaterial(db, await user(request), request.input, now())),
    );
    route(app, materialUpdate, {}, async (request) =>
      ok(await service.updateMaterial(db, await user(request), request.input, now())),
    );
    route(app, materialDelete, {}, async (request) =>
      ok(await service.removeMaterial(db, await user(request), request.input.id)),
    );
    route(app, materialPublish, {}, async (request) =>
      ok(
        await service.publishMaterial(
          db,
          await user(request),
          request.input.id,
          request.input.published,
          now(),
        ),
      ),
    );

    route(app, materialCollectionTypeList, {}, async (request) =>
      ok(await collections.folderList(db, await user(request))),
    );
    route(app, materialCollectionTypeAdd, {}, async (request) =>
      ok(await collections.folderAdd(db, await user(request), request.input.name, now())),
    );
    route(app, materialCollectionTypeRename, {}, async (request) =>
      ok(await collections.folderRename(db, await user(request), request.input.id, request.input.name)),
    );
    route(app, materialCollectionTypeDelete, {}, async (request) =>
      ok(await collections.folderDelete(db, await user(request), request.input.id)),
    );
    route(app, materialCollect, {}, async (request) =>
      ok(
        await collections.collect(
          db,
          await user(request),
          request.input.material_id,
          request.input.type_id,
          now(),
        ),
      ),
    );
    route(app, materialCollectionList, {}, async (request) =>
      ok(await collections.savedList(db, await user(request), request.input)),
    );
    route(app, materialCollectionRemove, {}, async (request) =>
      ok(await collections.uncollect(db, await user(request), request.input.material_ids)),
    );
    route(app, materialCollectionMove, {}, async (request) =>
      ok(
        await collections.moveSaved(
          db,
          await user(request),
          request.input.material_ids,
          request.input.type_id,
        ),
      ),
    );
  },
  { name: 'materials' },
);
