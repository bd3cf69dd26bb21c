import {
  IMAGE_VARIANTS,
  type TImageVariant,
  type TImageVariantUrls,
  type TUploadFileResult,
  type TUploadImageResult,
} from '@juzuo/schemas';
import type { TFileRow } from '../../db/schema/files';
import { urlOf } from './keys';

const extOf = (key: string): string => key.slice(key.lastIndexOf('.') + 1);

/** A files row as POST /ixj_web/file answers it. */
export function presentFile(row: TFileRow, publicBase: string): TUploadFileResult {
  return {
    file_id: row.id,
    url: urlOf(publicBase, row.storageKey),
    mime: row.mime,
    ext: extOf(row.storageKey),
    size: row.size,
    filename: row.filename,
    sha256: row.sha256,
  };
}

/** An image row as POST /ixj_web/image answers it. */
export function presentImage(row: TFileRow, publicBase: string): TUploadImageResult {
  const variants = Object.fromEntries(
    (Object.keys(IMAGE_VARIANTS) as TImageVariant[]).map((v) => [
      v,
      urlOf(publicBase, row.variants[v] ?? row.storageKey),
    ]),
  ) as TImageVariantUrls;
  return {
    ...presentFile(row, publicBase),
    variants,
    width: row.width ?? 0,
    height: row.height ?? 0,
    animated: row.animated,
  };
}
