import type { TUploadFileResult, TUploadImageResult } from '@juzuo/schemas';
import type { CallOptions, Transport } from '../transport';
import { fileForm } from './multipart';

/** File uploads of spec 01 section 7.4 (multipart, 300 s timeout). */
export function filesService(t: Transport) {
  return {
    /** Uploads any allowed file. */
    uploadFile: (file: Blob, filename?: string, opts?: CallOptions) =>
      t.request<TUploadFileResult>(
        {
          service: 'main',
          method: 'POST',
          path: '/ixj_web/file',
          body: fileForm(file, filename),
          timeout: 'upload',
        },
        opts,
      ),
    /** Uploads an image (jpeg, jpg, png, webp, gif; checked from the bytes server-side). */
    uploadImage: (file: Blob, filename?: string, opts?: CallOptions) =>
      t.request<TUploadImageResult>(
        {
          service: 'main',
          method: 'POST',
          path: '/ixj_web/image',
          body: fileForm(file, filename),
          timeout: 'upload',
        },
        opts,
      ),
  };
}

/** The file upload call group. */
export type FilesService = ReturnType<typeof filesService>;
