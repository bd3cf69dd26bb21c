import { IMAGE_VARIANTS, type TImageVariant } from '@juzuo/schemas';
import type { Metadata, OutputInfo } from 'sharp';
import { Limiter } from './limiter';

/** Why an image could not be processed; the service turns it into a Chinese message. */
export class ImageRejected extends Error {
  constructor(readonly reason: 'corrupt' | 'too-many-pixels') {
    super(reason);
  }
}

/** An image ready to store: its oriented size and one webp buffer per variant. */
export interface ProcessedImage {
  width: number;
  height: number;
  animated: boolean;
  variants: Record<TImageVariant, Buffer>;
}

/** webp quality of variants: visually lossless for UI sizes at about a tenth of a PNG. */
const WEBP_QUALITY = 82;
/** Decoding a large image takes hundreds of MB and all cores; a few at a time keeps the API responsive. */
const decodeLimiter = new Limiter(2);

/** sharp maps libvips (about 30 MB resident): the first upload loads it, not the start of the API. */
const loadSharp = async () => (await import('sharp')).default;

const fit = (side: number) =>
  ({ width: side, height: side, fit: 'inside', withoutEnlargement: true }) as const;

/**
 * Decodes an upload and renders the webp variants (longest side at most IMAGE_VARIANTS[v], never
 * enlarged, EXIF orientation applied, metadata stripped). Truncated or undecodable bytes and images
 * above `maxPixels` are rejected, the latter before any decode. Animated images give first-frame
 * variants; the stored original keeps the animation.
 */
export async function processImage(buffer: Buffer, maxPixels: number): Promise<ProcessedImage> {
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    // The header read ignores the pixel limit so an oversized image gets its own message below.
    meta = await sharp(buffer, { failOn: 'truncated', limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRejected('corrupt');
  }
  const rawWidth = meta.width ?? 0;
  const rawHeight = meta.pageHeight ?? meta.height ?? 0;
  if (!rawWidth || !rawHeight) throw new ImageRejected('corrupt');
  if (rawWidth * rawHeight > maxPixels) throw new ImageRejected('too-many-pixels');
  // EXIF orientations 5-8 rotate by 90 degrees: the displayed image has swapped sides.
  const swapped = (meta.orientation ?? 1) >= 5;
  const variants = await decodeLimiter.run(() => renderVariants(buffer, maxPixels));
  return {
    width: swapped ? rawHeight : rawWidth,
    height: swapped ? rawWidth : rawHeight,
    animated: (meta.pages ?? 1) > 1,
    variants,
  };
}

/**
 * Decodes once into an 8-bit sRGB pixel buffer at the largest variant size, then renders every
 * variant from those pixels: one full decode instead of five, and no quality lost to re-encoding.
 */
async function renderVariants(buffer: Buffer, maxPixels: number): Promise<Record<TImageVariant, Buffer>> {
  const sharp = await loadSharp();
  let pixels: { data: Buffer; info: OutputInfo };
  try {
    pixels = await sharp(buffer, { failOn: 'truncated', limitInputPixels: maxPixels })
      .rotate()
      .resize(fit(Math.max(...Object.values(IMAGE_VARIANTS))))
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new ImageRejected('corrupt');
  }
  const { width, height, channels } = pixels.info;
  const entries = await Promise.all(
    (Object.entries(IMAGE_VARIANTS) as Array<[TImageVariant, number]>).map(async ([name, side]) => {
      const out = await sharp(pixels.data, { raw: { width, height, channels } })
        .resize(fit(side))
        .webp({ quality: WEBP_QUALITY })
        .toBuffer();
      return [name, out] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<TImageVariant, Buffer>;
}
