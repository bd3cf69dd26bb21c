import path from 'node:path';
import type { TConfig } from '../config';
import { DiskFileStore } from './disk';
import type { FileStore } from './types';

export type { ByteRange, FileStore, ObjectInfo } from './types';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploaded bytes live: disk under DATA_DIR/files by default, S3 when S3_BUCKET is set. */
    fileStore: FileStore;
  }
}

/** Chooses the file store from config: S3-compatible when S3_BUCKET is set, else the disk default. */
export async function createFileStore(config: TConfig): Promise<FileStore> {
  if (config.S3_BUCKET) {
    const { S3FileStore } = await import('./s3');
    return new S3FileStore({
      bucket: config.S3_BUCKET,
      endpoint: config.S3_ENDPOINT || undefined,
      region: config.S3_REGION,
      accessKeyId: config.S3_ACCESS_KEY_ID || undefined,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY || undefined,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
    });
  }
  return new DiskFileStore({ root: path.join(config.DATA_DIR, 'files') });
}
