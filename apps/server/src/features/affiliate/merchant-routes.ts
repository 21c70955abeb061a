import {
  createAffiliateMerchant,
  deleteAffiliateMerchant,
  downloadMerchantOrders,
  getAffiliateMerchant,
  getPopularMerchants,
  listAffiliateMerchants,
  listAggregators,
  lookupAffiliateMerchants,
  savePopularMerchants,
  updateAffiliateMerchant,
  uploadAffiliateMerchantLogo,
  exportAffiliateMerchants,
} from '@cmt/contract/endpoints/affiliate';
import { actorOf } from '../../lib/audit.ts';
import { csvFile } from '../../lib/csv.ts';
import { implement } from '../../lib/endpoints.ts';
import { implementExport } from '../../lib/list-export.ts';
import { saveUploadedImage } from '../../plugins/uploads.ts';
import {
  aggregatorList,
  findAffiliateMerchant,
  listAffiliateMerchantPage,
  lookupAffiliateMerchantSummaries,
  popularMerchantEntries,
  affiliateMerchantList,
} from './merchant-queries.ts';
import {
  affiliateMerchantRecords,
  changeAffiliateMerchant,
  insertAffiliateMerchant,
  removeAffiliateMerchant,
  savePopularMerchantIds,
} from './merchant-writes.ts';
import { ORDERS_CSV_HEADER, merchantOrderRows } from './transaction-queries.ts';

export const affiliateMerchantRoutes = [
  implement(listAggregators, async ({ app }) => aggregatorList(app.db)),

  implement(listAffiliateMerchants, async ({ app, query }) =>
    listAffiliateMerchantPage(app.db, app.config.CDN_BASE_URL, query),
  ),

  implementExport(exportAffiliateMerchants, { name: 'affiliate-merchants' }, ({ app, query }) =>
    affiliateMerchantList(app.db, app.config.CDN_BASE_URL, query),
  ),

  implement(lookupAffiliateMerchants, async ({ app, query }) =>
    lookupAffiliateMerchantSummaries(app.db, app.config.CDN_BASE_URL, query),
  ),

  implement(getAffiliateMerchant, async ({ app, params, query }) =>
    findAffiliateMerchant(app.db, app.config.CDN_BASE_URL, params.id, { admin: query.isSourceAdmin }),
  ),

  implement(uploadAffiliateMerchantLogo, async ({ request, query }) =>
    saveUploadedImage(request, query.folder, uploadAffiliateMerchantLogo.upload.maxBytes),
  ),

  implement(createAffiliateMerchant, async ({ app, request, body }) =>
    affiliateMerchantRecords(app.db, actorOf(request), app.config.CDN_BASE_URL).create((tx) =>
      insertAffiliateMerchant(tx, body),
    ),
  ),

  implement(updateAffiliateMerchant, async ({ app, request, params, body, ifMatch }) =>
    affiliateMerchantRecords(app.db, actorOf(request), app.config.CDN_BASE_URL).update(
      params.id,
      (tx) => changeAffiliateMerchant(tx, params.id, body),
      { ifMatch },
    ),
  ),

  implement(deleteAffiliateMerchant, async ({ app, request, params, ifMatch }) =>
    affiliateMerchantRecords(app.db, actorOf(request), app.config.CDN_BASE_URL).remove(
      params.id,
      (tx) => removeAffiliateMerchant(tx, params.id),
      { ifMatch },
    ),
  ),

  implement(getPopularMerchants, async ({ app }) => popularMerchantEntries(app.db, app.config.CDN_BASE_URL)),

  implement(savePopularMerchants, async ({ app, request, body }) => {
    await savePopularMerchantIds(app.db, actorOf(request), body.merchantIds);
    return popularMerchantEntries(app.db, app.config.CDN_BASE_URL);
  }),

  implement(downloadMerchantOrders, async ({ app, query }) => {
    await findAffiliateMerchant(app.db, app.config.CDN_BASE_URL, query.affiliateId);
    return csvFile(
      `${query.affiliateId}.csv`,
      ORDERS_CSV_HEADER,
      merchantOrderRows(app.db, query.affiliateId),
    );
  }),
];
