import { createStorage, type Storage } from 'unstorage';
import fsLiteDriver from 'unstorage/drivers/fs-lite';
import type { Config } from '../core/config.ts';
import { s3UploadDriver } from './s3-driver.ts';

export type UploadStore = Storage<Buffer>;

/** Uploaded files: the fs driver under DATA_DIR/uploads, or S3-compatible storage when configured. */
export function createUploadStore(
  config: Pick<
    Config,
    'uploadsDir' | 'S3_ENDPOINT' | 'S3_BUCKET' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY'
  >,
): UploadStore {
  if (config.S3_ENDPOINT && config.S3_BUCKET && config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY) {
    return createStorage<Buffer>({
      driver: s3UploadDriver({
        endpoint: config.S3_ENDPOINT,
        bucket: config.S3_BUCKET,
        region: config.S3_REGION ?? 'auto',
        accessKeyId: config.S3_ACCESS_KEY_ID,
        secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      }),
    });
  }
  return createStorage<Buffer>({ driver: fsLiteDriver({ base: config.uploadsDir }) });
}

/** Public URL of a stored key; the server serves `/uploads/*` from the store. */
export function uploadUrl(key: string): string {
  return `/uploads/${key}`;
}
