import {
  DocImportMessage,
  DocMessage,
  ok,
  projectDocImport,
  projectDocImportPreview,
  Status,
  type TMediaType,
  ZDocImportPreviewFields,
  ZDocImportTarget,
} from '@juzuo/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';
import { route } from '../../lib/route';
import { parse } from '../../lib/validate';
import { readUpload } from '../files/upload';
import { requireTeamPermission } from '../team/policies';
import { requireWork } from '../works/access';
import { insertWork, mediaTypeOf } from '../works/create-work';
import { insertImportedDocuments } from './import-create';
import { partsToImport, previewFile } from './import-read';
import { DOC_WRITE } from './policies';
import { findVolume, listDocuments } from './repo';

const MB = 1024 * 1024;

/** The upload of an import call, at most IMPORT_MAX_MB. */
function readImportUpload(request: FastifyRequest) {
  const limitMb = request.server.config.IMPORT_MAX_MB;
  return readUpload(request, limitMb * MB, DocImportMessage.tooLarge(limitMb));
}

/** project/doc/import_preview and project/doc/import (issue 16): DOCX, TXT, Fountain, FDX. */
export function registerImportRoutes(app: FastifyInstance): void {
  const db = app.database.db;

  /** Names of a work's live documents (a part without a heading takes the next free 第N集). */
  const takenNames = async (workId: string) => new Set((await listDocuments(db, workId)).map((d) => d.name));

  route(app, projectDocImportPreview, {}, async (request) => {
    const upload = await readImportUpload(request);
    const fields = parse(ZDocImportPreviewFields, upload.fields);
    let mediaType: TMediaType = fields.media_type ?? 'SCRIPT';
    let taken = new Set<string>();
    if (fields.project_id) {
      const { work } = await requireWork(app, request.auth.userId, fields.project_id, DOC_WRITE);
      mediaType = work.mediaType as TMediaType;
      taken = await takenNames(work.id);
    } else if (fields.project_type) {
      mediaType = mediaTypeOf({ project_type: fields.project_type, media_type: fields.media_type });
    }
    return ok(await previewFile(upload.buffer, upload.filename, mediaType, taken));
  });

  route(app, projectDocImport, {}, async (request, reply) => {
    const upload = await readImportUpload(request);
    const fields = parse(ZDocImportTarget, upload.fields);
    const userId = request.auth.userId;
    const now = new Date(app.clock.now());
    if (fields.project_id) {
      const { work } = await requireWork(app, userId, fields.project_id, DOC_WRITE);
      const volumeId = fields.volume_id ?? null;
      if (volumeId && (await findVolume(db, volumeId))?.workId !== work.id) {
        throw new AppError(Status.NOT_FOUND, DocMessage.volumeGone);
      }
      const preview = await previewFile(
        upload.buffer,
        upload.filename,
        work.mediaType as TMediaType,
        await takenNames(work.id),
      );
      const parts = partsToImport(preview, fields.blocks);
      const docs = await db.transaction((tx) =>
        insertImportedDocuments(tx, { workId: work.id, volumeId, parts, editorId: userId, now }),
      );
      return ok({ project_id: work.id, doc_ids: docs.map((d) => d.doc_id), docs });
    }
    // A new work: made with its documents in one transaction, so a failure leaves neither.
    await requireTeamPermission('mWorkManage')(request, reply);
    const body = {
      ...fields,
      project_name: fields.project_name as string,
      project_type: fields.project_type as NonNullable<typeof fields.project_type>,
    };
    const mediaType = mediaTypeOf(body);
    const parts = partsToImport(
      await previewFile(upload.buffer, upload.filename, mediaType, new Set()),
      fields.blocks,
    );
    const result = await db.transaction(async (tx) => {
      const workId = await insertWork(tx, { teamId: request.team.teamId, creatorId: userId, body, now });
      const docs = await insertImportedDocuments(tx, {
        workId,
        volumeId: null,
        parts,
        editorId: userId,
        now,
      });
      return { project_id: workId, doc_ids: docs.map((d) => d.doc_id), docs };
    });
    return ok(result);
  });
}
