import crypto from 'node:crypto';
import {
  FileMessage,
  IMAGE_VARIANTS,
  Status,
  type TImageVariant,
  type TUploadFileResult,
  type TUploadImageResult,
  ValidationMessage,
} from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import type { TFileRow, TStoredVariants } from '../../db/schema/files';
import { AppError } from '../../lib/errors';
import { detectGeneralFile, detectImage, isTextName } from './detect';
import { ImageRejected, processImage } from './image';
import { MIME_BY_EXT, originalKey, variantKey } from './keys';
import { presentFile, presentImage } from './present';
import { findFileById, findImageBySha, findOwned, insertFile } from './repo';

/** An upload as other modules hand it over. */
export interface SaveInput {
  buffer: Buffer;
  /** The client's file name: display only, except for the text-file rule of saveFile. */
  filename: string;
  ownerUserId: string;
}

const MB = 1024 * 1024;
const reject = (msg: string): AppError => new AppError(Status.FILE_REJECTED, msg);
const sha256Of = (buffer: Buffer): string => crypto.createHash('sha256').update(buffer).digest('hex');
const cleanName = (name: string): string =>
  // Control characters would break a Content-Disposition header or a log line.
  name.replace(/[\p{Cc}]/gu, '').slice(0, 255);

/** Writes an object unless the content-addressed key already holds it. */
async function putOnce(app: FastifyInstance, key: string, body: Buffer, mime: string): Promise<void> {
  if (await app.fileStore.stat(key)) return;
  await app.fileStore.put(key, body, mime);
}

/** Stores a general upload (type from the bytes) and answers where it lives. */
export async function saveFile(app: FastifyInstance, input: SaveInput): Promise<TUploadFileResult> {
  const { buffer, ownerUserId } = input;
  const limitMb = app.config.MAX_FILE_MB;
  if (buffer.length === 0) throw reject(FileMessage.empty);
  if (buffer.length > limitMb * MB) throw reject(FileMessage.fileTooLarge(limitMb));
  const type = await detectGeneralFile(buffer, input.filename);
  // A .txt in GBK or UTF-16 (common from Windows editors) deserves a hint, not "unsupported".
  if (!type) throw reject(isTextName(input.filename) ? FileMessage.textEncoding : FileMessage.fileType);
  const sha256 = sha256Of(buffer);
  const db = app.database.db;
  const existing = await findOwned(db, ownerUserId, 'file', sha256);
  if (existing) return presentFile(existing, app.config.FILES_PUBLIC_URL);
  const key = originalKey(sha256, type.ext);
  await putOnce(app, key, buffer, type.mime);
  const row = await insertFile(db, {
    id: crypto.randomUUID(),
    ownerUserId,
    kind: 'file',
    mime: type.mime,
    size: buffer.length,
    sha256,
    storageKey: key,
    filename: cleanName(input.filename),
  });
  return presentFile(row, app.config.FILES_PUBLIC_URL);
}

/** Dimensions and variant keys of an image whose bytes are already stored, or freshly processed. */
async function storeImage(
  app: FastifyInstance,
  buffer: Buffer,
  sha256: string,
  ext: string,
): Promise<Pick<TFileRow, 'width' | 'height' | 'animated' | 'variants'>> {
  const key = originalKey(sha256, ext);
  const known = await findImageBySha(app.database.db, sha256);
  // The original is written last, so its presence means every variant is there too.
  if (known && (await app.fileStore.stat(key))) {
    return { width: known.width, height: known.height, animated: known.animated, variants: known.variants };
  }
  let processed: Awaited<ReturnType<typeof processImage>>;
  try {
    processed = await processImage(buffer, app.config.MAX_IMAGE_MEGAPIXELS * 1_000_000);
  } catch (err) {
    if (err instanceof ImageRejected && err.reason === 'too-many-pixels') {
      throw reject(FileMessage.imageTooManyPixels(app.config.MAX_IMAGE_MEGAPIXELS));
    }
    if (err instanceof ImageRejected) throw reject(FileMessage.imageCorrupt);
    throw err;
  }
  const variants: TStoredVariants = {};
  for (const name of Object.keys(IMAGE_VARIANTS) as TImageVariant[]) {
    const vKey = variantKey(sha256, name);
    await putOnce(app, vKey, processed.variants[name], 'image/webp');
    variants[name] = vKey;
  }
  await putOnce(app, key, buffer, MIME_BY_EXT[ext] ?? 'application/octet-stream');
  return { width: processed.width, height: processed.height, animated: processed.animated, variants };
}

/**
 * Stores an image (jpeg/png/webp/gif decided from the bytes) with its webp variants and answers
 * their URLs. Re-uploading the same bytes answers the same file; another user's identical bytes
 * share the stored objects.
 */
export async function saveImage(app: FastifyInstance, input: SaveInput): Promise<TUploadImageResult> {
  const { buffer, ownerUserId } = input;
  const limitMb = app.config.MAX_IMAGE_MB;
  if (buffer.length === 0) throw reject(FileMessage.empty);
  if (buffer.length > limitMb * MB) throw reject(FileMessage.imageTooLarge(limitMb));
  const type = await detectImage(buffer);
  if (!type) throw reject(ValidationMessage.imageType);
  const sha256 = sha256Of(buffer);
  const db = app.database.db;
  const existing = await findOwned(db, ownerUserId, 'image', sha256);
  if (existing) return presentImage(existing, app.config.FILES_PUBLIC_URL);
  const stored = await storeImage(app, buffer, sha256, type.ext);
  const row = await insertFile(db, {
    id: crypto.randomUUID(),
    ownerUserId,
    kind: 'image',
    mime: type.mime,
    size: buffer.length,
    sha256,
    storageKey: originalKey(sha256, type.ext),
    filename: cleanName(input.filename),
    ...stored,
  });
  return presentImage(row, app.config.FILES_PUBLIC_URL);
}

/** A stored file as other modules see it: its owner plus what the upload call answered. */
export type TStoredFile =
  | { kind: 'file'; ownerUserId: string; file: TUploadFileResult }
  | { kind: 'image'; ownerUserId: string; file: TUploadImageResult };

/** Looks up an uploaded file by file_id (for modules that keep file_ids); null when unknown. */
export async function fileById(app: FastifyInstance, fileId: string): Promise<TStoredFile | null> {
  const row = await findFileById(app.database.db, fileId);
  if (!row) return null;
  const base = app.config.FILES_PUBLIC_URL;
  return row.kind === 'image'
    ? { kind: 'image', ownerUserId: row.ownerUserId, file: presentImage(row, base) }
    : { kind: 'file', ownerUserId: row.ownerUserId, file: presentFile(row, base) };
}
