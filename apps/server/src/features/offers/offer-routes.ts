import {
  createOffer,
  deleteOffer,
  endOffers,
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
  exportRegularOffers,
} from '@cmt/contract/endpoints/offers';
import { byRowId, runBulkRows } from '../../lib/bulk-rows.ts';
import { implement } from '../../lib/endpoints.ts';
import { implementExport } from '../../lib/list-export.ts';
import { actorOf } from '../../lib/audit.ts';
import { saveUploadedImage } from '../../plugins/uploads.ts';
import { categoryList, findOffer, searchOffers, tagList, regularOfferList } from './offer-queries.ts';
import { changeOffer, endRegularOffer, insertOffer, offerRecords, removeOffer } from './offer-writes.ts';

export const offerRoutes = [
  implement(searchRegularOffers, async ({ app, query }) =>
    searchOffers(app.db, app.config.CDN_BASE_URL, 'REGULAR', query),
  ),

  implementExport(exportRegularOffers, { name: 'regular-offers' }, ({ app, query }) =>
    regularOfferList(app.db, app.config.CDN_BASE_URL, query),
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
    categories: await categoryList(app.db),
    maxPercentage: 100,
    maxAmount: MAX_DISCOUNT_AMOUNT,
    currency: 'EGP' as const,
  })),

  implement(offerTagList, async ({ app }) => tagList(app.db)),

  implement(uploadOfferImage, async ({ request, query }) =>
    saveUploadedImage(request, query.folder, uploadOfferImage.upload.maxBytes),
  ),

  implement(createOffer, async ({ app, request, body }) =>
    offerRecords(app.db, actorOf(request), app.config.CDN_BASE_URL).create((tx) =>
      insertOffer(tx, 'REGULAR', body),
    ),
  ),

  implement(updateOffer, async ({ app, request, params, body, ifMatch }) =>
    offerRecords(app.db, actorOf(request), app.config.CDN_BASE_URL).update(
      params.id,
      (tx) => changeOffer(tx, params.id, body),
      { ifMatch },
    ),
  ),

  implement(endOffers, async ({ app, request, body }) =>
    runBulkRows(
      body.items,
      byRowId,
      (row) => endRegularOffer(app.db, actorOf(request), app.config.CDN_BASE_URL, row.id, row.version),
      request.log,
    ),
  ),

  implement(deleteOffer, async ({ app, request, params, query, ifMatch }) =>
    offerRecords(app.db, actorOf(request), app.config.CDN_BASE_URL).remove(
      params.id,
      (tx) => removeOffer(tx, params.id, query.isSoftDeleted),
      { ifMatch, action: query.isSoftDeleted ? 'offer.soft-delete' : 'offer.delete' },
    ),
  ),
];
