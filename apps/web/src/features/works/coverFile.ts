import { IMAGE_MIME_TYPES, ValidationMessage } from '@juzuo/schemas';
import { config } from '../../lib/config';

/** The file picker's accept list: the image types the product takes (spec 01 section 5). */
export const IMAGE_ACCEPT = IMAGE_MIME_TYPES.join(',');

/** Why a picked cover image cannot be used, or null when it can (type and the server's size limit). */
export function imageFileError(file: File): string | null {
  if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) return ValidationMessage.imageType;
  const mb = config.limits.maxImageMb;
  if (file.size > mb * 1024 * 1024) return `封面图片不能超过${mb}MB`;
  return null;
}
