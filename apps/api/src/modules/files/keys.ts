import { IMAGE_VARIANTS, type TImageVariant } from '@juzuo/schemas';

/** Content type served for each stored extension (the extension itself comes from the bytes). */
export const MIME_BY_EXT: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  m4a: 'audio/mp4',
  aac: 'audio/aac',
  ogg: 'audio/ogg',
  opus: 'audio/ogg',
  flac: 'audio/flac',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
  m4v: 'video/x-m4v',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  epub: 'application/epub+zip',
  zip: 'application/zip',
  txt: 'text/plain',
  md: 'text/markdown',
  fountain: 'text/plain',
};

/** Types a browser may render inline; everything else is served as an attachment. */
export const INLINE_EXTS: ReadonlySet<string> = new Set(['jpg', 'png', 'webp', 'gif']);

const VARIANT_NAMES = Object.keys(IMAGE_VARIANTS) as TImageVariant[];

/**
 * Storage keys are content-addressed: `ab/<sha256>.<ext>` for the uploaded bytes and
 * `ab/<sha256>_<variant>.webp` for a variant derived from them. A key never changes meaning, which is
 * what makes the year-long immutable caching and cross-user deduplication safe.
 */
export const originalKey = (sha256: string, ext: string): string => `${sha256.slice(0, 2)}/${sha256}.${ext}`;

/** Key of one webp variant of an image. */
export const variantKey = (sha256: string, variant: TImageVariant): string =>
  `${sha256.slice(0, 2)}/${sha256}_${variant}.webp`;

const KEY_PATTERN = new RegExp(
  `^([0-9a-f]{2})/([0-9a-f]{64})(?:_(${VARIANT_NAMES.join('|')}))?\\.([a-z0-9]{1,10})$`,
);

/** A key from a URL, validated: only names this module could have written are ever read. */
export interface ParsedKey {
  key: string;
  sha256: string;
  variant: TImageVariant | null;
  ext: string;
}

/** Parses and validates a key taken from a request path; null for anything else. */
export function parseKey(key: string): ParsedKey | null {
  const m = KEY_PATTERN.exec(key);
  if (!m || m[1] !== m[2]?.slice(0, 2)) return null;
  const ext = m[4] ?? '';
  const variant = (m[3] as TImageVariant | undefined) ?? null;
  if (!(ext in MIME_BY_EXT) || (variant && ext !== 'webp')) return null;
  return { key, sha256: m[2] ?? '', variant, ext };
}

/** Public URL of a stored key: FILES_PUBLIC_URL when set (CDN or public bucket), else our /files route. */
export const urlOf = (publicBase: string, key: string): string => `${publicBase || '/files'}/${key}`;
