import { FileMessage, fileServe, Status } from '@juzuo/schemas';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { route } from '../../lib/route';
import type { ByteRange } from '../../storage/types';
import { INLINE_EXTS, MIME_BY_EXT, parseKey } from './keys';

const notFound = (reply: FastifyReply) =>
  reply.code(404).send({ status: Status.NOT_FOUND, data: null, msg: FileMessage.notFound });

/** Parses a single `bytes=a-b` range; 'bad' when it cannot be served, null when there is none. */
function parseRange(header: string | undefined, size: number): ByteRange | 'bad' | null {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return 'bad';
  let start: number;
  let end: number;
  if (m[1] === '') {
    // Suffix form: the last N bytes.
    start = Math.max(0, size - Number(m[2]));
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  return start > end || start >= size ? 'bad' : { start, end };
}

/**
 * Images render inline; everything else downloads. `?name=` asks for a download under that name (the
 * client knows the original file name from the upload answer); the extension always stays the
 * detected one, so a name cannot turn the file into another type.
 */
function contentDisposition(ext: string, sha256: string, name: unknown): string {
  if (typeof name === 'string' && name.trim()) {
    const base = name
      .replace(/[\p{Cc}"\\/]/gu, '')
      .replace(/\.[^.]*$/, '')
      .slice(0, 120);
    const full = `${base || sha256}.${ext}`;
    const ascii = full.replace(/[^\x20-\x7e]/g, '_');
    return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(full)}`;
  }
  return INLINE_EXTS.has(ext) ? 'inline' : `attachment; filename="${sha256}.${ext}"`;
}

/**
 * Serves stored objects at /files/<key>. Keys are content-addressed, so answers are cached for a
 * year as immutable, with the sha256 as ETag. Only images render inline; everything else is an
 * attachment with nosniff, so an upload can never run as a page on our origin. The URLs are public
 * (an <img> cannot send a bearer token); knowing one means having been given it.
 */
export function registerFileServing(app: FastifyInstance): void {
  route(app, fileServe, {}, async (request, reply) => {
    const parsed = parseKey((request.params as { '*'?: string })['*'] ?? '');
    if (!parsed) return notFound(reply);
    const info = await app.fileStore.stat(parsed.key);
    if (!info) return notFound(reply);
    const etag = `"${parsed.sha256.slice(0, 32)}${parsed.variant ? `-${parsed.variant}` : ''}"`;
    const baseMime = MIME_BY_EXT[parsed.ext] ?? 'application/octet-stream';
    reply
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('ETag', etag)
      .header('X-Content-Type-Options', 'nosniff')
      // Files are meant to be embedded from the product's other hosts too.
      .header('Cross-Origin-Resource-Policy', 'cross-origin')
      .header('Accept-Ranges', 'bytes')
      .header('Content-Type', baseMime.startsWith('text/') ? `${baseMime}; charset=utf-8` : baseMime)
      .header('Content-Disposition', contentDisposition(parsed.ext, parsed.sha256, request.input.name));
    const ifNoneMatch = request.headers['if-none-match'];
    if (ifNoneMatch?.split(',').some((t) => t.trim() === etag || t.trim() === '*')) {
      return reply.code(304).send();
    }
    const range = parseRange(request.headers.range, info.size);
    if (range === 'bad') {
      return reply.code(416).header('Content-Range', `bytes */${info.size}`).send();
    }
    const stream = await app.fileStore.open(parsed.key, range ?? undefined);
    if (!stream) return notFound(reply);
    if (range) {
      reply
        .code(206)
        .header('Content-Range', `bytes ${range.start}-${range.end}/${info.size}`)
        .header('Content-Length', range.end - range.start + 1);
    } else {
      reply.header('Content-Length', info.size);
    }
    return reply.send(stream);
  });
}
