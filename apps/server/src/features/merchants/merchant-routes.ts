import {
  createMerchant,
  deleteMerchant,
  getMerchant,
  listMerchants,
  lookupMerchants,
  merchantBranches,
  merchantCategories,
  updateMerchant,
  uploadMerchantLogo,
  exportMerchants,
} from '@cmt/contract/endpoints/merchants';
import { implement } from '../../lib/endpoints.ts';
import { implementExport } from '../../lib/list-export.ts';
import { actorOf } from '../../lib/audit.ts';
import { saveUploadedImage } from '../../plugins/uploads.ts';
import {
  branchesOf,
  categoryList,
  findMerchant,
  listMerchantPage,
  lookupMerchantNames,
  merchantListOf,
} from './merchant-queries.ts';
import { changeMerchant, insertMerchant, merchantRecords, removeMerchant } from './merchant-writes.ts';

export const merchantRoutes = [
  implement(listMerchants, async ({ app, query }) =>
    listMerchantPage(app.db, app.config.CDN_BASE_URL, query),
  ),

  implementExport(exportMerchants, { name: 'merchants' }, ({ app, query }) =>
    merchantListOf(app.db, app.config.CDN_BASE_URL, query),
  ),

  implement(lookupMerchants, async ({ app, query }) => lookupMerchantNames(app.db, query)),

  implement(merchantCategories, async ({ app }) => categoryList(app.db)),

  implement(getMerchant, async ({ app, params }) => findMerchant(app.db, app.config.CDN_BASE_URL, params.id)),

  implement(merchantBranches, async ({ app, params }) => {
    await findMerchant(app.db, app.config.CDN_BASE_URL, params.id);
    return branchesOf(app.db, params.id);
  }),

  implement(uploadMerchantLogo, async ({ request, query }) =>
    saveUploadedImage(request, query.folder, uploadMerchantLogo.upload.maxBytes),
  ),

  implement(createMerchant, async ({ app, request, body }) =>
    merchantRecords(app.db, actorOf(request), app.config.CDN_BASE_URL).create((tx) =>
      insertMerchant(tx, body),
    ),
  ),

  implement(updateMerchant, async ({ app, request, params, body, ifMatch }) =>
    merchantRecords(app.db, actorOf(request), app.config.CDN_BASE_URL).update(
      params.id,
      (tx) => changeMerchant(tx, params.id, body),
      { ifMatch },
    ),
  ),

  implement(deleteMerchant, async ({ app, request, params, ifMatch }) =>
    merchantRecords(app.db, actorOf(request), app.config.CDN_BASE_URL).remove(
      params.id,
      (tx) => removeMerchant(tx, params.id),
      { ifMatch },
    ),
  ),
];
