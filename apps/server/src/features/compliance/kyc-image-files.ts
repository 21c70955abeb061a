import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Readable } from 'node:stream';
import type { KycImageSide } from '@cmt/contract/endpoints/compliance';
import type { DbOrTx } from '../../db/client.ts';
import { kycImages, profileValidations as pv } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import type { Storage } from '../../lib/storage.ts';

export interface KycImageFile {
  userId: number;
  validationId: number;
  side: KycImageSide;
  contentType: string;
  storageKey: string;
}

const extensionOf = (contentType: string) =>
  ({ 'image/jpeg': 'jpg', 'image/webp': 'webp', 'image/gif': 'gif' })[contentType] ?? 'png';

/** A file name that says whose image it is and which side, never the national id. */
export const kycFileName = (image: Pick<KycImageFile, 'userId' | 'side' | 'contentType'>) =>
  `customer-${image.userId}-${image.side === 'selfie' ? 'selfie' : `national-id-${image.side}`}.${extensionOf(image.contentType)}`;

const columns = {
  userId: pv.userId,
  validationId: kycImages.validationId,
  side: kycImages.side,
  contentType: kycImages.contentType,
  storageKey: kycImages.storageKey,
};

/** One side of one submission; 404 when the submission or that image is not on file. */
export async function imageOfValidation(
  db: DbOrTx,
  validationId: number,
  side: KycImageSide,
): Promise<KycImageFile> {
  const [row] = await db
    .select(columns)
    .from(kycImages)
    .innerJoin(pv, eq(pv.id, kycImages.validationId))
    .where(and(eq(kycImages.validationId, validationId), eq(kycImages.side, side)));
  if (!row) {
    const [exists] = await db.select({ id: pv.id }).from(pv).where(eq(pv.id, validationId));
    throw notFound(exists ? 'Image' : 'Profile validation');
  }
  return row as KycImageFile;
}

/**
 * The images of each customer's latest submission that has any, by customer (a newer submission
 * without images does not hide the ones on file).
 */
export async function latestImagesOf(
  db: DbOrTx,
  userIds: readonly number[],
): Promise<Map<number, KycImageFile[]>> {
  const byUser = new Map<number, KycImageFile[]>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select({ ...columns, submittedAt: pv.submittedAt })
    .from(kycImages)
    .innerJoin(pv, eq(pv.id, kycImages.validationId))
    .where(inArray(pv.userId, [...new Set(userIds)]))
    .orderBy(desc(pv.submittedAt), desc(pv.id));
  const latest = new Map<number, number>();
  for (const { submittedAt: _at, ...row } of rows) {
    if (!latest.has(row.userId)) latest.set(row.userId, row.validationId);
    if (latest.get(row.userId) !== row.validationId) continue;
    byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row as KycImageFile]);
  }
  for (const images of byUser.values())
    images.sort(
      (a, b) => ['front', 'back', 'selfie'].indexOf(a.side) - ['front', 'back', 'selfie'].indexOf(b.side),
    );
  return byUser;
}

/** The stored bytes of an image as a stream; 404 when storage has lost the file. */
export async function openKycImage(storage: Storage, image: KycImageFile): Promise<Readable> {
  const stream = await storage.read(image.storageKey);
  if (!stream) throw notFound('Image');
  return stream;
}
