import { IMAGE_VARIANTS, type TImageVariant } from '@juzuo/schemas';
import sharp, { type Metadata } from 'sharp';

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

/**
 * Decodes an upload and renders the webp variants (longest side at most IMAGE_VARIANTS[v], never
 * enlarged, EXIF orientation applied, metadata stripped). Truncated or undecodable bytes and images
 * above `maxPixels` are rejected before any full decode. Animated images give first-frame variants;
 * the stored original keeps the animation.
 */
export async function processImage(buffer: Buffer, maxPixels: number): Promise<ProcessedImage> {
  const options = { failOn: 'truncated', limitInputPixels: maxPixels } as const;
  let meta: Metadata;
  try {
    // The header read ignores the pixel limit so an oversized image gets its own message below.
    meta = await sharp(buffer, { ...options, limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRejected('corrupt');
  }
  const rawWidth = meta.width ?? 0;
  const rawHeight = meta.pageHeight ?? meta.height ?? 0;
  if (!rawWidth || !rawHeight) throw new ImageRejected('corrupt');
  if (rawWidth * rawHeight > maxPixels) throw new ImageRejected('too-many-pixels');
  // EXIF orientations 5-8 rotate by 90 degrees: the displayed image has swapped sides.
  const swapped = (meta.orientation ?? 1) >= 5;
  const base = sharp(buffer, options).rotate();
  const entries = await Promise.all(
    (Object.entries(IMAGE_VARIANTS) as Array<[TImageVariant, number]>).map(async ([name, side]) => {
      try {
        const out = await base
          .clone()
          .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
          .webp({ quality: WEBP_QUALITY })
          .toBuffer();
        return [name, out] as const;
      } catch {
        throw new ImageRejected('corrupt');
      }
    }),
  );
  return {
    width: swapped ? rawHeight : rawWidth,
    height: swapped ? rawWidth : rawHeight,
    animated: (meta.pages ?? 1) > 1,
    variants: Object.fromEntries(entries) as Record<TImageVariant, Buffer>,
  };
}
