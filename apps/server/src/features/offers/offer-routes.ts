import { asc } from 'drizzle-orm';
import {
  createOffer,
  deleteOffer,
  getOffer,
  getRegularOffer,
  lookupOffers,
  offerSettings,
  offerTagList,
  searchRegularOffers,
  updateOffer,
  uploadOfferImage,
  discountTypes,
  offerChosenStatuses,
  MAX_DISCOUNT_AMOUNT,
} from '@cmt/contract/endpoints/offers';
import { categories, offers, offerTags } from '../../db/schema.ts';
import { implement } from '../../lib/endpoints.ts';
import { claimVersion } from '../../lib/versions.ts';
import { actorOf, writeAudit } from '../audit/audit.ts';
import { saveUploadedImage } from '../files/save-image.ts';
import { findOffer, offerNotFound, searchOffers } from './offer-queries.ts';
import { changeOffer, insertOffer, removeOffer } from './offer-writes.ts';

export const offerRoutes = [
  implement(searchRegularOffers, async ({ app, query }) =>
    searchOffers(app.db, app.config.CDN_BASE_URL, 'REGULAR', query),
  ),

  implement(lookupOffers, async ({ app, query }) => {
    const result = await searchOffers(app.db, app.config.CDN_BASE_URL, 'REGULAR', {
      query: query.query,
      notEnded: true,
      page: 1,
      pageSize: 20,
      sort: 'id',
      order: 'desc',
    });
    return result.hits;
  }),

  implement(getOffer, async ({ app, params }) => findOffer(app.db, app.config.CDN_BASE_URL, params.id)),

  implement(getRegularOffer, async ({ app, params }) =>
    findOffer(app.db, app.config.CDN_BASE_URL, params.id, 'REGULAR'),
  ),

  implement(offerSettings, async ({ app }) => ({
    statuses: [...offerChosenStatuses],
    discountTypes: [...discountTypes],
    categories: await app.db
      .select({ id: categories.id, nameEn: categories.nameEn, nameAr: categories.nameAr })
      .from(categories)
      .orderBy(asc(categories.nameEn)),
    maxPercentage: 100,
    maxAmount: MAX_DISCOUNT_AMOUNT,
    currency: 'EGP' as const,
  })),

  implement(offerTagList, async ({ app }) => app.db.select().from(offerTags).orderBy(asc(offerTags.nameEn))),

  implement(uploadOfferImage, async ({ request, query }) =>
    saveUploadedImage(request, query.folder, uploadOfferImage.upload.maxBytes),
  ),

  implement(createOffer, async ({ app, request, body }) =>
    app.db.transaction(async (tx) => {
      const id = await insertOffer(tx, 'REGULAR', body);
      const after = await findOffer(tx, app.config.CDN_BASE_URL, id);
      await writeAudit(tx, actorOf(request), {
        action: 'offer.create',
        targetType: 'offer',
        targetId: id,
        after,
      });
      return after;
    }),
  ),

  implement(updateOffer, async ({ app, request, params, body, ifMatch }) =>
    app.db.transaction(async (tx) => {
      await claimVersion(tx, offers, params.id, ifMatch, offerNotFound);
      const before = await findOffer(tx, app.config.CDN_BASE_URL, params.id);
      await changeOffer(tx, params.id, body);
      const after = await findOffer(tx, app.config.CDN_BASE_URL, params.id);
      await writeAudit(tx, actorOf(request), {
        action: 'offer.update',
        targetType: 'offer',
        targetId: params.id,
        before,
        after,
      });
      return after;
    }),
  ),

  implement(deleteOffer, async ({ app, request, params, query }) => {
    await app.db.transaction(async (tx) => {
      const before = await findOffer(tx, app.config.CDN_BASE_URL, params.id);
      await removeOffer(tx, params.id, query.isSoftDeleted);
      await writeAudit(tx, actorOf(request), {
        action: query.isSoftDeleted ? 'offer.soft-delete' : 'offer.delete',
        targetType: 'offer',
        targetId: params.id,
        before,
      });
    });
  }),
];
