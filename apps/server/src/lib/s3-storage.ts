import type { Readable } from 'node:stream';
import type * as S3Sdk from '@aws-sdk/client-s3';
import type { Storage } from './storage.ts';

export interface S3Options {
  bucket: string;
  region?: string;
  /** An S3-compatible endpoint (MinIO, R2...); path-style addressing is used with it. */
  endpoint?: string;
}

/**
 * Storage on an S3-compatible bucket; credentials come from the standard AWS environment chain.
 * The AWS SDK (close to a megabyte of code) loads on the first file call, not at start: a server on
 * disk storage never loads it, one on S3 starts as fast.
 */
export function s3Storage(options: S3Options): Storage {
  let loaded: Promise<{ sdk: typeof S3Sdk; client: S3Sdk.S3Client }> | undefined;
  const load = () =>
    (loaded ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: options.region ?? 'us-east-1',
        ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
      }),
    })));
  // A failed load (a broken install) is not kept: the next call tries again.
  const sdkAndClient = () => load().catch((error: unknown) => ((loaded = undefined), Promise.reject(error)));
  const Bucket = options.bucket;
  return {
    async put(key, data, contentType) {
      const { sdk, client } = await sdkAndClient();
      await client.send(new sdk.PutObjectCommand({ Bucket, Key: key, Body: data, ContentType: contentType }));
    },
    async read(key) {
      const { sdk, client } = await sdkAndClient();
      try {
        const object = await client.send(new sdk.GetObjectCommand({ Bucket, Key: key }));
        return (object.Body as Readable | undefined) ?? null;
      } catch (error) {
        if (error instanceof sdk.NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async remove(key) {
      const { sdk, client } = await sdkAndClient();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: key }));
    },
    async putNew(key, data, contentType) {
      const { sdk, client } = await sdkAndClient();
      try {
        // A conditional write: refused (412) when the object exists, so a checkpoint is never replaced.
        await client.send(
          new sdk.PutObjectCommand({
            Bucket,
            Key: key,
            Body: data,
            ContentType: contentType,
            IfNoneMatch: '*',
          }),
        );
        return true;
      } catch (error) {
        const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
        if (status === 412 || (error as { name?: string }).name === 'PreconditionFailed') return false;
        throw error;
      }
    },
    async list(prefix, startAfter) {
      const { sdk, client } = await sdkAndClient();
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new sdk.ListObjectsV2Command({
            Bucket,
            Prefix: prefix,
            ContinuationToken: token,
            ...(token || startAfter === undefined ? {} : { StartAfter: startAfter }),
          }),
        );
        for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return keys.sort();
    },
  };
}
