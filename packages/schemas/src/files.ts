import { z } from 'zod';
import type { TImageVariant } from './constants';

/** Name of the multipart field that carries the upload on every upload call. */
export const UPLOAD_FIELD = 'file';

/** Kinds of stored files: images went through the image pipeline and have variants. */
export const FileKind = { FILE: 'file', IMAGE: 'image' } as const;
export type TFileKind = (typeof FileKind)[keyof typeof FileKind];

/**
 * Extensions accepted by POST /ixj_web/file, as detected from the bytes. Text formats have no magic
 * bytes: they are accepted when the name ends in one of TEXT_FILE_EXTENSIONS and the bytes are UTF-8.
 */
export const GENERAL_FILE_EXTENSIONS = [
  'jpg',
  'png',
  'webp',
  'gif',
  'mp3',
  'wav',
  'm4a',
  'aac',
  'ogg',
  'opus',
  'flac',
  'mp4',
  'mov',
  'webm',
  'm4v',
  'pdf',
  'docx',
  'xlsx',
  'pptx',
  'epub',
  'zip',
] as const;

/** Plain-text extensions accepted by POST /ixj_web/file when the content is valid UTF-8. */
export const TEXT_FILE_EXTENSIONS = ['txt', 'md', 'fountain'] as const;

/** Chinese messages of the upload calls. */
export const FileMessage = {
  notMultipart: '请以 multipart/form-data 方式上传文件',
  missingFile: `请选择要上传的文件（表单字段 ${UPLOAD_FIELD}）`,
  empty: '上传的文件为空',
  fileType: '不支持的文件格式，仅支持图片、音频、视频、PDF、Office 文档、EPUB、ZIP 及 txt/md/fountain 文本',
  textEncoding: '文本文件须为 UTF-8 编码，请另存为 UTF-8 后重新上传',
  imageCorrupt: '图片已损坏或无法识别，请换一张图片',
  imageTooManyPixels: (megapixels: number) => `图片分辨率过高，像素总数不能超过 ${megapixels * 100}万`,
  imageTooLarge: (mb: number) => `图片大小不能超过 ${mb}MB`,
  fileTooLarge: (mb: number) => `文件大小不能超过 ${mb}MB`,
  notFound: '文件不存在',
} as const;

/** URL of each webp variant, keyed by suffix size. */
export const ZImageVariantUrls = z.object({
  large: z.string(),
  big: z.string(),
  mid: z.string(),
  small: z.string(),
  mini: z.string(),
}) satisfies z.ZodType<Record<TImageVariant, string>>;
export type TImageVariantUrls = z.infer<typeof ZImageVariantUrls>;

/** data of POST /ixj_web/file. */
export const ZUploadFileResult = z.object({
  file_id: z.string(),
  /** URL of the stored bytes (relative to the origin unless FILES_PUBLIC_URL is set). */
  url: z.string(),
  /** MIME type detected from the bytes. */
  mime: z.string(),
  /** Extension matching the detected type. */
  ext: z.string(),
  size: z.number().int(),
  /** The client's file name, for display. */
  filename: z.string(),
  sha256: z.string(),
});
export type TUploadFileResult = z.infer<typeof ZUploadFileResult>;

/** data of POST /ixj_web/image: the original plus webp variants of every suffix size. */
export const ZUploadImageResult = ZUploadFileResult.extend({
  variants: ZImageVariantUrls,
  /** Size after EXIF orientation, in px. */
  width: z.number().int(),
  height: z.number().int(),
  /** True when the original has several frames (variants show the first one). */
  animated: z.boolean(),
});
export type TUploadImageResult = z.infer<typeof ZUploadImageResult>;

/** data of PUT /ixj_web/user/upload_and_set_avatar. */
export const ZAvatarResult = ZUploadImageResult.extend({
  /** The URL now stored as the user's avatar (the `mid` variant). */
  avatar: z.string(),
});
export type TAvatarResult = z.infer<typeof ZAvatarResult>;
