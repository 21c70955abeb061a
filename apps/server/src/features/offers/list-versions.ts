import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { offerLists } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { claimVersion } from '../../lib/versions.ts';

/** The whole-list selections and their row in `offer_lists` (created by migration 0008). */
export const offerListIds = { popular: 1, onboarding: 2 } as const;
export type OfferList = keyof typeof offerListIds;

const listMissing = () => new AppError(404, 'NOT_FOUND', 'This list does not exist');

/** The list's current version, its ETag. Read BEFORE its entries, so the pair can only be too old (412), never too new. */
export async function listVersion(db: DbOrTx, list: OfferList): Promise<number> {
  const [row] = await db
    .select({ version: offerLists.version })
    .from(offerLists)
    .where(eq(offerLists.id, offerListIds[list]));
  if (!row) throw listMissing();
  return row.version;
}

/**
 * The first step of a whole-list save, in its transaction: the If-Match must be the list's current
 * version (else 412 STALE_RECORD), which moves on by one and stays locked until the save commits.
 */
export const claimListVersion = (tx: DbOrTx, list: OfferList, ifMatch: number | undefined) =>
  claimVersion(tx, offerLists, offerListIds[list], ifMatch, listMissing);

/** A change to the lists made elsewhere (an offer taken out of them) moves their versions on too. */
export async function bumpListVersions(tx: DbOrTx, lists: readonly OfferList[]): Promise<void> {
  if (lists.length === 0) return;
  await tx
    .update(offerLists)
    .set({ version: sql`${offerLists.version} + 1` })
    .where(
      inArray(
        offerLists.id,
        lists.map((list) => offerListIds[list]),
      ),
    );
}
