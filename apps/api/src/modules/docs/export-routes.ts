import {
  DocMessage,
  ok,
  projectDocEstimate,
  projectDocExport,
  projectVolumeExport,
  Status,
  type TScriptExportFormat,
  type TWorkEstimate,
} from '@juzuo/schemas';
import { estimateOf } from '@juzuo/script-formats';
import type { Book } from '@juzuo/script-formats/writers';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { attachment } from '../../lib/attachment';
import { AppError } from '../../lib/errors';
import { route } from '../../lib/route';
import { requireWork } from '../works/access';
import { requireDocument } from './access';
import { bookDocument, bookOf, charsPerMinuteOf, elementsOf, readingOrder } from './export-book';
import { EXPORT_FILES } from './export-files';
import { findVolume, listDocuments, listVolumes } from './repo';

/** Sends a book as a file download in `format`, named `name.<ext>`. */
async function sendBook(reply: FastifyReply, book: Book, format: TScriptExportFormat, name: string) {
  const file = EXPORT_FILES[format];
  const body = await file.write(book);
  return reply
    .header('Content-Type', file.contentType)
    .header('Content-Disposition', attachment(name, file.ext))
    .header('Cache-Control', 'no-store')
    .send(body);
}

/**
 * project/doc/export and project/volume/export (a file in the chosen format; errors answer the JSON
 * envelope), and project/doc/estimate (pages and screen time per document and in total). Reading a
 * work is enough: an export is a copy of what the member can already read.
 */
export function registerExportRoutes(app: FastifyInstance): void {
  const db = app.database.db;
  const now = () => new Date(app.clock.now());

  route(app, projectDocExport, {}, async (request, reply) => {
    const { doc, access } = await requireDocument(app, request.auth.userId, request.input.doc_id);
    const book = { ...(await bookOf(app, access.work, [await bookDocument(app, doc)], now())), single: true };
    return sendBook(reply, book, request.input.format, `${access.work.name} ${doc.name}`);
  });

  route(app, projectVolumeExport, {}, async (request, reply) => {
    const volume = await findVolume(db, request.input.volume_id);
    if (!volume) throw new AppError(Status.NOT_FOUND, DocMessage.volumeGone);
    const access = await requireWork(app, request.auth.userId, volume.workId);
    const docs = (await listDocuments(db, volume.workId)).filter((d) => d.volumeId === volume.id);
    const documents = [];
    for (const d of docs) documents.push(await bookDocument(app, d));
    const book = await bookOf(app, access.work, documents, now());
    return sendBook(reply, book, request.input.format, `${access.work.name} ${volume.name}`);
  });

  route(app, projectDocEstimate, {}, async (request) => {
    const access = await requireWork(app, request.auth.userId, request.input.project_id);
    const work = access.work;
    const pace = charsPerMinuteOf(work);
    const [docs, volumes] = await Promise.all([listDocuments(db, work.id), listVolumes(db, work.id)]);
    const novel = work.mediaType === 'NOVEL';
    const documents: TWorkEstimate['documents'] = [];
    for (const d of readingOrder(
      docs,
      volumes.map((v) => v.id),
    )) {
      const estimate = estimateOf(await elementsOf(app, d), pace, novel);
      documents.push({ doc_id: d.id, doc_name: d.name, ...estimate });
    }
    const sum = (k: 'pages' | 'chars' | 'seconds') => documents.reduce((n, d) => n + d[k], 0);
    return ok({
      chars_per_minute: pace,
      pages: sum('pages'),
      chars: sum('chars'),
      seconds: sum('seconds'),
      documents,
    });
  });
}
