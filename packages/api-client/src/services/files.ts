import { fileUpload, imageUpload } from '@juzuo/schemas';
import type { CallOptions, Transport } from '../transport';
import { fileForm } from './multipart';

/** File uploads of spec 01 section 7.4 (multipart, 300 s timeout). */
export function filesService(t: Transport) {
  return {
    /** Uploads any allowed file. */
    uploadFile: (file: Blob, filename?: string, opts?: CallOptions) =>
      t.call(fileUpload, fileForm(file, filename), opts),
    /** Uploads an image (jpeg, jpg, png, webp, gif; checked from the bytes server-side). */
    uploadImage: (file: Blob, filename?: string, opts?: CallOptions) =>
      t.call(imageUpload, fileForm(file, filename), opts),
  };
}

/** The file upload call group. */
export type FilesService = ReturnType<typeof filesService>;
