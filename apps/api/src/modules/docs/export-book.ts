import { linesOf } from '@juzuo/doc-model';
import { MediaType } from '@juzuo/schemas';
import {
  DEFAULT_CHARS_PER_MINUTE,
  episodeOf,
  type ScriptElement,
  scriptElements,
} from '@juzuo/script-formats';
import { type Book, type BookDocument, chineseDate } from '@juzuo/script-formats/writers';
import type { FastifyInstance } from 'fastify';
import type { TWorkRow } from '../../db/schema/index';
import { userName } from '../../lib/users';
import { docTarget } from './checkpoint';
import { currentDoc } from './live';

/** A document as an export reads it. */
export interface ExportSource {
  id: string;
  workId: string;
  name: string;
}

/**
 * A document's script elements as its editor shows them now (the relay's live copy when open, else
 * the stored state), numbered from the episode its name gives (第3集 -> 3), as the editor does.
 */
export async function elementsOf(app: FastifyInstance, doc: ExportSource): Promise<ScriptElement[]> {
  const ydoc = await currentDoc(app, docTarget({ ...doc, deletedAt: null }));
  try {
    return scriptElements(linesOf(ydoc), episodeOf(doc.name) ?? 1);
  } finally {
    ydoc.destroy();
  }
}

/** One document of a book. */
export async function bookDocument(app: FastifyInstance, doc: ExportSource): Promise<BookDocument> {
  return { title: doc.name, elements: await elementsOf(app, doc) };
}

/** The book of a work's documents: title page facts (work, its creator, today) and the documents. */
export async function bookOf(
  app: FastifyInstance,
  work: TWorkRow,
  documents: BookDocument[],
  now: Date,
): Promise<Book> {
  return {
    workName: work.name,
    author: (await userName(app.database.db, work.creatorId)) ?? '',
    date: chineseDate(now),
    novel: work.mediaType === MediaType.NOVEL,
    documents,
  };
}

/** The work's screen-time pace (its works/base_info setting, else the default). */
export function charsPerMinuteOf(work: TWorkRow): number {
  const raw = (work.baseInfo as { chars_per_minute?: unknown }).chars_per_minute;
  return typeof raw === 'number' && Number.isInteger(raw) && raw > 0 ? raw : DEFAULT_CHARS_PER_MINUTE;
}

/**
 * A work's documents in reading order: top-level documents first, then each volume's in volume order
 * (as the document tree and the work export read them).
 */
export function readingOrder<D extends { volumeId: string | null }>(docs: D[], volumeIds: string[]): D[] {
  const known = new Set(volumeIds);
  return [
    ...docs.filter((d) => d.volumeId === null || !known.has(d.volumeId)),
    ...volumeIds.flatMap((v) => docs.filter((d) => d.volumeId === v)),
  ];
}
