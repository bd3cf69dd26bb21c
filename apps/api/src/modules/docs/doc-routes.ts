import {
  DocMessage,
  ok,
  partLabel,
  projectDocAdd,
  projectDocDelete,
  projectDocDetail,
  projectDocList,
  projectDocOrder,
  projectDocUpdateName,
  RelayDocumentKind,
  relayDocumentName,
  Status,
  type TDocDetail,
  type TDocList,
  type TMediaType,
} from '@juzuo/schemas';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { documents } from '../../db/schema/index';
import { notifyAccessChanged } from '../../lib/access-changes';
import { AppError } from '../../lib/errors';
import { storeLiveNow } from '../../lib/live-store';
import { route } from '../../lib/route';
import { requireWork } from '../works/access';
import { requireDocument } from './access';
import { canWriteDocs, DOC_WRITE, docAbilities } from './policies';
import { presentDoc } from './present';
import {
  findVolume,
  insertDocument,
  listDocuments,
  listVolumes,
  liveDocumentIds,
  orderDocuments,
} from './repo';

/** The first 第N集 / 第N章 name not taken by a live document of the work. */
function defaultName(mediaType: string, taken: Set<string>): string {
  let n = taken.size + 1;
  while (taken.has(partLabel(mediaType as TMediaType, n))) n++;
  return partLabel(mediaType as TMediaType, n);
}

/** project/doc/*: list, detail, add, order, update_name, delete (update_version is in history/). */
export function registerDocRoutes(app: FastifyInstance): void {
  const db = app.database.db;
  const now = () => new Date(app.clock.now());

  route(app, projectDocList, {}, async (request) => {
    const { project_id } = request.input;
    await requireWork(app, request.auth.userId, project_id);
    const [docs, vols] = await Promise.all([listDocuments(db, project_id), listVolumes(db, project_id)]);
    const items = docs.map(presentDoc);
    const top = items.filter((d) => d.volume_id === null);
    const volumes = vols.map((v) => ({
      volume_id: v.id,
      volume_name: v.name,
      sort: v.sort,
      docs: items.filter((d) => d.volume_id === v.id),
    }));
    const list = [...top, ...volumes.flatMap((v) => v.docs)];
    const data: TDocList = { list, total: list.length, volumes, docs: top };
    return ok(data);
  });

  route(app, projectDocDetail, {}, async (request) => {
    const { doc_id } = request.input;
    const found = await requireDocument(app, request.auth.userId, doc_id);
    // Read again after a store of what the relay holds (ARCHITECTURE.md: edits within 5 s).
    const stored = await storeLiveNow(app, relayDocumentName(RelayDocumentKind.Doc, doc_id));
    const { doc, access } = stored ? await requireDocument(app, request.auth.userId, doc_id) : found;
    const data: TDocDetail = {
      ...presentDoc(doc),
      content: doc.html,
      text: doc.text,
      flags: doc.flags,
      access: canWriteDocs(access) ? 'write' : 'read',
      abilities: docAbilities(access),
    };
    return ok(data);
  });

  route(app, projectDocAdd, {}, async (request) => {
    const body = request.input;
    const { work } = await requireWork(app, request.auth.userId, body.project_id, DOC_WRITE);
    const volumeId = body.volume_id ?? null;
    if (volumeId) {
      const volume = await findVolume(db, volumeId);
      if (volume?.workId !== work.id) throw new AppError(Status.NOT_FOUND, DocMessage.volumeGone);
    }
    const taken = new Set((await listDocuments(db, work.id)).map((d) => d.name));
    const name = body.doc_name ?? defaultName(work.mediaType, taken);
    const docId = await insertDocument(db, { workId: work.id, volumeId, name, now: now() });
    return ok({ doc_id: docId, doc_name: name, volume_id: volumeId });
  });

  route(app, projectDocOrder, {}, async (request) => {
    const body = request.input;
    await requireWork(app, request.auth.userId, body.project_id, DOC_WRITE);
    const volumeId = body.volume_id ?? null;
    if (volumeId) {
      const volume = await findVolume(db, volumeId);
      if (volume?.workId !== body.project_id) throw new AppError(Status.NOT_FOUND, DocMessage.volumeGone);
    }
    const ids = [...new Set(body.doc_ids)];
    const live = await liveDocumentIds(db, body.project_id, ids);
    if (live.size !== ids.length) throw new AppError(Status.VALIDATION, DocMessage.orderMismatch);
    await orderDocuments(db, body.project_id, volumeId, ids, now());
    return ok(null);
  });

  route(app, projectDocUpdateName, {}, async (request) => {
    const body = request.input;
    const { doc } = await requireDocument(app, request.auth.userId, body.doc_id, DOC_WRITE);
    await db.update(documents).set({ name: body.doc_name, updatedAt: now() }).where(eq(documents.id, doc.id));
    return ok({ doc_id: doc.id, doc_name: body.doc_name });
  });

  route(app, projectDocDelete, {}, async (request) => {
    const { doc_id } = request.input;
    const { doc } = await requireDocument(app, request.auth.userId, doc_id, DOC_WRITE);
    // Soft delete: the row, its Yjs state and its history stay (a later restore or purge decides).
    await db.update(documents).set({ deletedAt: now(), updatedAt: now() }).where(eq(documents.id, doc.id));
    // Open editors of the deleted document are re-decided (they now get 'none').
    notifyAccessChanged(app, { workId: doc.workId });
    return ok(null);
  });
}
