import { buffer } from 'node:stream/consumers';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type {
  KycImageSide,
  NidCustomer,
  NidDownloadReason,
  ProfileValidationStatus,
} from '@cmt/contract/endpoints/compliance';
import type { Db, DbOrTx } from '../../db/client.ts';
import { customerApplications as ca, profileValidations as pv } from '../../db/schema.ts';
import { applicationFullName, maskNationalId } from '../../domain/applications.ts';
import type { Actor } from '../../lib/audit.ts';
import { cairoDateTime } from '../../lib/cairo.ts';
import type { FileDownload } from '../../lib/endpoints.ts';
import { notFound } from '../../lib/errors.ts';
import type { Storage } from '../../lib/storage.ts';
import { zipStream, type ZipEntry } from '../../lib/zip.ts';
import { customerLookupCondition } from './customer-lookup.ts';
import { recordIdImageAccess } from './id-image-access.ts';
import { kycFileName, latestImagesOf, openKycImage } from './kyc-image-files.ts';

export interface DownloadPurpose {
  reason: NidDownloadReason;
  reference: string;
}

/** Customers matching a whole national id or a mobile (up to 20), with the image sides on file. */
export async function searchNidCustomers(db: DbOrTx, q: string): Promise<{ items: NidCustomer[] }> {
  const rows = await db
    .select({
      userId: ca.userId,
      fullName: applicationFullName,
      documentNumber: ca.documentNumber,
      phone: ca.phone,
    })
    .from(ca)
    .where(customerLookupCondition(q))
    .orderBy(asc(ca.userId))
    .limit(20);
  const ids = rows.map((row) => row.userId);
  const [images, statuses] = await Promise.all([
    latestImagesOf(db, ids),
    ids.length
      ? db
          .select({ id: pv.id, userId: pv.userId, status: pv.status })
          .from(pv)
          .where(inArray(pv.userId, ids))
          .orderBy(desc(pv.submittedAt), desc(pv.id))
      : Promise.resolve([]),
  ]);
  return {
    items: rows.map((row) => {
      const files = images.get(row.userId) ?? [];
      const validationId = files[0]?.validationId ?? null;
      const has = (side: KycImageSide) => files.some((file) => file.side === side);
      return {
        userId: row.userId,
        fullName: row.fullName,
        documentNumberMasked: maskNationalId(row.documentNumber),
        phone: row.phone,
        validationId,
        validationStatus: (statuses.find((s) => s.id === validationId)?.status ??
          null) as ProfileValidationStatus | null,
        images: { front: has('front'), back: has('back'), selfie: has('selfie') },
      };
    }),
  };
}

/**
 * One customer's image as a download. The audit entry (who, which customer and side, why, the
 * reference) is written before a byte leaves.
 */
export async function downloadNidImage(
  deps: { db: Db; storage: Storage },
  actor: Actor,
  userId: number,
  side: KycImageSide,
  purpose: DownloadPurpose,
): Promise<FileDownload> {
  const [customer] = await deps.db.select({ userId: ca.userId }).from(ca).where(eq(ca.userId, userId));
  if (!customer) throw notFound('Customer');
  const image = (await latestImagesOf(deps.db, [userId])).get(userId)?.find((file) => file.side === side);
  if (!image) throw notFound('Image');
  const body = await openKycImage(deps.storage, image);
  try {
    await recordIdImageAccess(
      deps.db,
      actor,
      'nid.download',
      [{ userId, after: { sides: [side], validationId: image.validationId } }],
      purpose,
    );
  } catch (error) {
    body.destroy();
    throw error;
  }
  return { filename: kycFileName(image), body, contentType: image.contentType };
}

const reasonText: Record<NidDownloadReason, string> = {
  CUSTOMER_REQUEST: 'Customer request',
  REGULATOR_REQUEST: 'Regulator request (CBE / FRA)',
  LAW_ENFORCEMENT: 'Law enforcement or court order',
  PARTNER_KYC: 'Financing partner KYC',
  FRAUD_INVESTIGATION: 'Fraud investigation',
  INTERNAL_AUDIT: 'Internal audit',
};

/**
 * The images of several customers as one zip (a folder per customer, and a README saying who
 * exported them, when and why). Every customer gets their own audit entry, written in one
 * transaction before the zip starts. Unknown customers are a 404; customers without images are
 * named in the README.
 */
export async function downloadNidZip(
  deps: { db: Db; storage: Storage },
  actor: Actor,
  userIds: number[],
  purpose: DownloadPurpose,
): Promise<FileDownload> {
  const ids = [...new Set(userIds)];
  const customers = await deps.db
    .select({ userId: ca.userId, fullName: applicationFullName })
    .from(ca)
    .where(inArray(ca.userId, ids))
    .orderBy(asc(ca.userId));
  const missing = ids.filter((id) => !customers.some((customer) => customer.userId === id));
  if (missing.length > 0) throw notFound(`Customer ${missing.join(', ')}`);
  const images = await latestImagesOf(deps.db, ids);
  if (images.size === 0) throw notFound('National id images of these customers');
  await recordIdImageAccess(
    deps.db,
    actor,
    'nid.download',
    customers.flatMap((customer) => {
      const files = images.get(customer.userId) ?? [];
      return files.length === 0
        ? []
        : [
            {
              userId: customer.userId,
              after: { sides: files.map((f) => f.side), validationId: files[0]!.validationId, zip: true },
            },
          ];
    }),
    purpose,
  );
  const now = new Date();
  const readme = [
    'National id images: confidential personal data.',
    `Exported by ${actor.staff?.email ?? 'the system'} on ${cairoDateTime(now)} (Cairo time).`,
    `Reason: ${reasonText[purpose.reason]}. Reference: ${purpose.reference}.`,
    'Every export is recorded in the audit log. Delete this file when the request is closed.',
    '',
    ...customers.map(
      (customer) =>
        `customer-${customer.userId}  ${customer.fullName}  ${
          images.has(customer.userId)
            ? images
                .get(customer.userId)!
                .map((file) => file.side)
                .join(', ')
            : 'no images on file'
        }`,
    ),
    '',
  ].join('\r\n');
  async function* entries(): AsyncGenerator<ZipEntry> {
    yield { name: 'README.txt', data: Buffer.from(readme, 'utf8'), modified: now };
    for (const customer of customers) {
      for (const image of images.get(customer.userId) ?? []) {
        const data = await buffer(await openKycImage(deps.storage, image));
        yield { name: `customer-${customer.userId}/${kycFileName(image)}`, data, modified: now };
      }
    }
  }
  const stamp = cairoDateTime(now).replace(/\D/g, '').slice(0, 12);
  return { filename: `national-ids-${stamp}.zip`, body: zipStream(entries()) };
}
