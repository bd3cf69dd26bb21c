import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { ByteRange, FileStore, ObjectInfo } from './types';

/** Options of the S3-compatible store (AWS, MinIO, R2, OSS...). */
export interface S3StoreOptions {
  bucket: string;
  /** Endpoint URL; undefined means AWS for `region`. */
  endpoint?: string;
  region: string;
  /** Static credentials; undefined means the SDK's default chain (env, instance role...). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Path-style URLs (bucket in the path), which MinIO and most self-hosted stores need. */
  forcePathStyle: boolean;
}

const isMissing = (err: unknown): boolean =>
  err instanceof S3ServiceException &&
  (err.name === 'NotFound' || err.name === 'NoSuchKey' || err.$metadata.httpStatusCode === 404);

/** Stores objects in one bucket of an S3-compatible service; keys are used as object keys. */
export class S3FileStore implements FileStore {
  readonly kind = 's3' as const;
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(opts: S3StoreOptions) {
    this.bucket = opts.bucket;
    this.client = new S3Client({
      region: opts.region,
      endpoint: opts.endpoint,
      forcePathStyle: opts.forcePathStyle,
      // Many S3-compatible stores reject the SDK's default flexible checksums; send them only when
      // an operation requires them.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      credentials:
        opts.accessKeyId && opts.secretAccessKey
          ? { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey }
          : undefined,
    });
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    // Keys are content-addressed, so the object can be cached by any CDN in front of the bucket.
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: body,
        ContentType: contentType,
        CacheControl: 'public, max-age=31536000, immutable',
      }),
    );
  }

  async stat(key: string): Promise<ObjectInfo | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { size: head.ContentLength ?? 0 };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async open(key: string, range?: ByteRange): Promise<Readable | null> {
    try {
      const out = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      // In Node the SDK's body is an http.IncomingMessage, i.e. a Readable.
      return (out.Body as Readable | undefined) ?? null;
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }
}
