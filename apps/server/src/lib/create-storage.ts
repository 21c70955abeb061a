import type { Config } from '../config.ts';
import { s3Storage } from './s3-storage.ts';
import { localDiskStorage, type Storage } from './storage.ts';

/** The configured storage: an S3-compatible bucket when S3_BUCKET is set, else DATA_DIR/files. */
export const createStorage = (config: Config): Storage =>
  config.S3_BUCKET
    ? s3Storage({ bucket: config.S3_BUCKET, region: config.S3_REGION, endpoint: config.S3_ENDPOINT })
    : localDiskStorage(config.filesDir);
