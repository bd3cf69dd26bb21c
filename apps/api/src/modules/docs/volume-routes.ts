import {
  DocMessage,
  ok,
  projectVolumeAdd,
  projectVolumeDelete,
  projectVolumeOrder,
  projectVolumeUpdate,
  Status,
} from '@juzuo/schemas';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { volumes } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import { route } from '../../lib/route';
import { workGone } from '../../lib/status';
import { requireWork } from '../works/access';
import { DOC_WRITE } from './policies';
import { deleteVolume, findVolume, insertVolume, listVolumes, orderVolumes } from './repo';

/** project/volume/*: add, order, update (rename), delete (its documents move to the top level). */
export function registerVolumeRoutes(app: FastifyInstance): void {
  const db = app.database.db;
  const now = () => new Date(app.clock.now());

  /** A volume the caller may change: 8003 for another work's, 4040 for a missing one. */
  const writableVolume = async (userId: string, volumeId: string) => {
    const volume = await findVolume(db, volumeId);
    if (!volume) throw workGone();
    await requireWork(app, userId, volume.workId, DOC_WRITE);
    return volume;
  };

  route(app, projectVolumeAdd, {}, async (request) => {
    const body = request.input;
    await requireWork(app, request.auth.userId, body.project_id, DOC_WRITE);
    const count = (await listVolumes(db, body.project_id)).length;
    const name = body.volume_name ?? `第${count + 1}卷`;
    const volumeId = await insertVolume(db, body.project_id, name, now());
    return ok({ volume_id: volumeId, volume_name: name });
  });

  route(app, projectVolumeOrder, {}, async (request) => {
    const body = request.input;
    await requireWork(app, request.auth.userId, body.project_id, DOC_WRITE);
    const ids = [...new Set(body.volume_ids)];
    const own = new Set((await listVolumes(db, body.project_id)).map((v) => v.id));
    if (!ids.every((id) => own.has(id)))
      throw new AppError(Status.VALIDATION, DocMessage.volumeOrderMismatch);
    await orderVolumes(db, body.project_id, ids);
    return ok(null);
  });

  route(app, projectVolumeUpdate, {}, async (request) => {
    const body = request.input;
    const volume = await writableVolume(request.auth.userId, body.volume_id);
    await db.update(volumes).set({ name: body.volume_name }).where(eq(volumes.id, volume.id));
    return ok({ volume_id: volume.id, volume_name: body.volume_name });
  });

  route(app, projectVolumeDelete, {}, async (request) => {
    const { volume_id } = request.input;
    const volume = await writableVolume(request.auth.userId, volume_id);
    await deleteVolume(db, volume, now());
    return ok(null);
  });
}
