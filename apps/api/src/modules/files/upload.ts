import { FileMessage, Status, UPLOAD_FIELD } from '@juzuo/schemas';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';

/** The one file of an upload request plus its text fields (user_id/team_id arrive this way). */
export interface ReceivedUpload {
  buffer: Buffer;
  filename: string;
  fields: Record<string, string>;
}

/**
 * Reads a multipart upload with the file under field `file`, at most `maxBytes` long. Every way a
 * body can be wrong (not multipart, no file, too big, cut off, malformed) becomes a Chinese business
 * error; other file parts are drained and ignored.
 */
export async function readUpload(
  request: FastifyRequest,
  maxBytes: number,
  tooLargeMessage: string,
): Promise<ReceivedUpload> {
  if (!request.isMultipart())
    throw new AppError(Status.VALIDATION, FileMessage.notMultipart, { field: UPLOAD_FIELD });
  let upload: { buffer: Buffer; filename: string } | null = null;
  const fields: Record<string, string> = {};
  try {
    const parts = request.parts({
      limits: { fileSize: maxBytes, files: 5, fields: 50, fieldSize: 64 * 1024, parts: 60 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      } else if (part.fieldname === UPLOAD_FIELD && !upload) {
        upload = { buffer: await part.toBuffer(), filename: part.filename ?? '' };
      } else {
        // Drain parts we do not use so the parser reaches the end of the body.
        await part.toBuffer();
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(Status.FILE_REJECTED, tooLargeMessage);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new AppError(Status.FILE_REJECTED, '一次只能上传一个文件');
    }
    request.log.info({ err }, 'malformed upload body');
    throw new AppError(Status.BAD_REQUEST, '上传内容不完整或格式错误，请重新上传');
  }
  if (!upload) throw new AppError(Status.VALIDATION, FileMessage.missingFile, { field: UPLOAD_FIELD });
  return { ...upload, fields };
}
