import { and, eq, ne, sql } from 'drizzle-orm';
import {
  REFERENCE_IN_USE,
  type IdImageViewPurpose,
  type KycImageSide,
} from '@cmt/contract/endpoints/compliance';
import type { Db, Tx } from '../../db/client.ts';
import { idImageReferences } from '../../db/schema.ts';
import { recordRead, type Actor } from '../../lib/audit.ts';
import type { FileDownload } from '../../lib/endpoints.ts';
import { conflict } from '../../lib/errors.ts';
import type { Storage } from '../../lib/storage.ts';
import { imageOfValidation, kycFileName, openKycImage } from './kyc-image-files.ts';

/*
 * Every way to a national id image (the reviewer's view, NID download of one side or a zip) goes
 * through `recordIdImageAccess`: the reason and reference are checked and written into the audit
 * entry, in one transaction, before a byte leaves.
 */

/** Why national id images are viewed or downloaded, as the audit entry records it. */
export interface IdImagePurpose {
  reason: string;
  reference: string;
}

/** A reference as it is compared: trimmed, spaces collapsed, lower case ("CBE  771" is "cbe 771"). */
export const referenceKey = (reference: string) => reference.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Claims `reference` for `actor` on these customers, inside the transaction that writes the audit
 * entry of the access (so both land or neither): 409 REFERENCE_IN_USE when another staff member
 * already used it for another customer; otherwise it is recorded for each customer. The
 * transaction holds a lock on the reference until it ends, so two staff members giving one new
 * reference for two customers at the same moment cannot both get it.
 */
export async function claimReference(
  tx: Tx,
  actor: Actor,
  userIds: readonly number[],
  reference: string,
): Promise<void> {
  if (userIds.length === 0) return;
  const key = referenceKey(reference);
  const staffId = actor.staff?.id ?? 0;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('id_image_reference'), hashtext(${key}))`);
  const customers = [...new Set(userIds)];
  const [taken] = await tx
    .select({ userId: idImageReferences.userId })
    .from(idImageReferences)
    .where(
      and(
        eq(idImageReferences.reference, key),
        ne(idImageReferences.staffId, staffId),
        // One customer: another's use for that same customer is their shared case. Several: any
        // other staff member's use is for a customer other than one of them.
        customers.length === 1 ? ne(idImageReferences.userId, customers[0]!) : undefined,
      ),
    )
    .limit(1);
  if (taken)
    throw conflict(
      'Another staff member already used this reference for another customer. Give the reference of your own request.',
      REFERENCE_IN_USE,
    );
  await tx
    .insert(idImageReferences)
    .values(customers.map((userId) => ({ reference: key, staffId, userId })))
    .onConflictDoNothing();
}

/** One customer's audit entry of an access: the action and what it says beyond the purpose. */
export interface IdImageAccess {
  userId: number;
  after: Record<string, unknown>;
}

/**
 * Claims the reference for the customers and writes one audit entry per customer carrying the
 * reason and reference, all in one transaction: a refused reference writes nothing.
 */
export async function recordIdImageAccess(
  db: Db,
  actor: Actor,
  action: 'kyc-image.view' | 'nid.download',
  accesses: readonly IdImageAccess[],
  purpose: IdImagePurpose,
): Promise<void> {
  if (accesses.length === 0) return;
  await db.transaction(async (tx) => {
    await claimReference(
      tx,
      actor,
      accesses.map((access) => access.userId),
      purpose.reference,
    );
    for (const access of accesses)
      await recordRead(tx, actor, {
        action,
        targetType: 'app_user',
        targetId: access.userId,
        reason: purpose.reason,
        reference: purpose.reference,
        details: access.after,
      });
  });
}

/**
 * The reviewer's view of one image of a profile, with why (audited `kyc-image.view` with the
 * reason and reference before the image is sent; 404 before anything is written when it is not on
 * file).
 */
export async function viewValidationImage(
  deps: { db: Db; storage: Storage },
  actor: Actor,
  validationId: number,
  side: KycImageSide,
  purpose: IdImageViewPurpose,
): Promise<FileDownload> {
  const image = await imageOfValidation(deps.db, validationId, side);
  const body = await openKycImage(deps.storage, image);
  try {
    await recordIdImageAccess(
      deps.db,
      actor,
      'kyc-image.view',
      [{ userId: image.userId, after: { validationId: image.validationId, side: image.side } }],
      purpose,
    );
  } catch (error) {
    body.destroy();
    throw error;
  }
  return { filename: kycFileName(image), body, contentType: image.contentType };
}
