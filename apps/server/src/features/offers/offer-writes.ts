import { and, eq, inArray } from 'drizzle-orm';
import type { ParsedBodyOf } from '@cmt/contract/endpoint';
import type { createOffer, Offer, OfferKind } from '@cmt/contract/endpoints/offers';
import { offerLogoFolders } from '@cmt/contract/files';
import type { DbOrTx } from '../../db/client.ts';
import {
  branches,
  categories,
  merchants,
  offerBranches,
  offers,
  onboardingOffers,
  popularOffers,
} from '../../db/schema.ts';
import { checkImageIn } from '../../domain/uploaded-images.ts';
import type { Actor } from '../../lib/audit.ts';
import { auditedRecords } from '../../lib/audited.ts';
import { fieldError } from '../../lib/errors.ts';
import { bumpListVersions } from './list-versions.ts';
import { findOffer, offerNotFound } from './offer-queries.ts';

type Input = ParsedBodyOf<typeof createOffer>;

/** Checks what the schema cannot: the merchant, category, image and branches exist and fit together. */
async function checkReferences(tx: DbOrTx, input: Input): Promise<void> {
  const [merchant] = await tx
    .select({ id: merchants.id })
    .from(merchants)
    .where(eq(merchants.id, input.merchantId));
  if (!merchant) throw fieldError(['merchantId'], 'chooseExistingMerchant');
  if (input.categoryId) {
    const [category] = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.id, input.categoryId));
    if (!category) throw fieldError(['categoryId'], 'chooseExistingCategory');
  }
  await checkImageIn(tx, input.imageKey, offerLogoFolders, ['imageKey']);
  const branchIds = [...new Set(input.branchIds)];
  if (branchIds.length > 0) {
    const found = await tx
      .select({ id: branches.id })
      .from(branches)
      .where(and(inArray(branches.id, branchIds), eq(branches.merchantId, input.merchantId)));
    if (found.length !== branchIds.length) throw fieldError(['branchIds'], 'branchesOfMerchant');
  }
}

const columnsOf = (input: Input) => ({
  titleEn: input.titleEn,
  titleAr: input.titleAr,
  descriptionEn: input.descriptionEn,
  descriptionAr: input.descriptionAr,
  termsEn: input.termsEn,
  termsAr: input.termsAr,
  merchantId: input.merchantId,
  categoryId: input.categoryId ?? null,
  discountType: input.discountType,
  discountValue: input.discountValue,
  startsAt: input.startsAt,
  endsAt: input.endsAt,
  status: input.status,
  imageKey: input.imageKey || null,
  tags: [...new Set(input.tags)],
});

async function setBranches(tx: DbOrTx, offerId: number, branchIds: number[]): Promise<void> {
  await tx.delete(offerBranches).where(eq(offerBranches.offerId, offerId));
  const unique = [...new Set(branchIds)];
  if (unique.length) await tx.insert(offerBranches).values(unique.map((branchId) => ({ offerId, branchId })));
}

export async function insertOffer(tx: DbOrTx, kind: OfferKind, input: Input): Promise<number> {
  await checkReferences(tx, input);
  const [row] = await tx
    .insert(offers)
    .values({ kind, ...columnsOf(input) })
    .returning({ id: offers.id });
  await setBranches(tx, row!.id, input.branchIds);
  return row!.id;
}

/** Updates a live offer (of `kind` when given); a deleted or unknown offer is a 404. */
export async function changeOffer(tx: DbOrTx, id: number, input: Input, kind?: OfferKind): Promise<void> {
  const [existing] = await tx
    .select({ id: offers.id })
    .from(offers)
    .where(and(eq(offers.id, id), eq(offers.isDeleted, false), kind ? eq(offers.kind, kind) : undefined))
    .for('update');
  if (!existing) throw offerNotFound();
  await checkReferences(tx, input);
  await tx
    .update(offers)
    .set({ ...columnsOf(input), updatedAt: new Date() })
    .where(eq(offers.id, id));
  await setBranches(tx, id, input.branchIds);
}

/** Soft delete hides the offer and takes it out of the popular and onboarding lists; hard delete removes it. */
export async function removeOffer(tx: DbOrTx, id: number, soft: boolean, kind?: OfferKind): Promise<void> {
  const [existing] = await tx
    .select({ id: offers.id, isDeleted: offers.isDeleted })
    .from(offers)
    .where(and(eq(offers.id, id), kind ? eq(offers.kind, kind) : undefined));
  if (!existing || (soft && existing.isDeleted)) throw offerNotFound();
  // Out of the popular and onboarding lists first, moving on the version of each list it was in.
  const popular = await tx.delete(popularOffers).where(eq(popularOffers.offerId, id)).returning();
  const onboarding = await tx.delete(onboardingOffers).where(eq(onboardingOffers.offerId, id)).returning();
  await bumpListVersions(tx, [
    ...(popular.length ? (['popular'] as const) : []),
    ...(onboarding.length ? (['onboarding'] as const) : []),
  ]);
  if (soft) {
    await tx
      .update(offers)
      .set({ isDeleted: true, deletedAt: new Date(), updatedAt: new Date() })
      .where(eq(offers.id, id));
  } else {
    await tx.delete(offers).where(eq(offers.id, id));
  }
}

/** Ends a live regular offer: INACTIVE, no longer shown in the app (its dates stay); unknown or deleted: 404. */
export async function setOfferInactive(tx: DbOrTx, id: number): Promise<void> {
  const [existing] = await tx
    .select({ id: offers.id })
    .from(offers)
    .where(and(eq(offers.id, id), eq(offers.isDeleted, false), eq(offers.kind, 'REGULAR')))
    .for('update');
  if (!existing) throw offerNotFound();
  await tx.update(offers).set({ status: 'INACTIVE', updatedAt: new Date() }).where(eq(offers.id, id));
}

/**
 * Audited create, update and delete of offers (regular ones, or Lucky One card offers audited as
 * `card-offer.*`), each with the offer's public shape before and after.
 */
export const offerRecords = (db: DbOrTx, actor: Actor, cdnBase: string, kind?: 'CARD') =>
  auditedRecords<Offer>({
    type: 'offer',
    actionPrefix: kind === 'CARD' ? 'card-offer' : 'offer',
    read: (tx, id) => findOffer(tx, cdnBase, id, kind),
    versioned: { table: offers, notFound: offerNotFound },
  })(db, actor);

/** Ends a regular offer (`offer.end`) as the list showed it: a version changed since is 412. */
export const endRegularOffer = (db: DbOrTx, actor: Actor, cdnBase: string, id: number, version: number) =>
  offerRecords(db, actor, cdnBase).update(id, (tx) => setOfferInactive(tx, id), {
    ifMatch: version,
    action: 'offer.end',
  });
