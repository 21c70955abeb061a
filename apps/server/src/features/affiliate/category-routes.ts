import {
  createAffiliateCategory,
  deleteAffiliateCategory,
  getAffiliateCategory,
  listAffiliateCategories,
  lookupAffiliateCategories,
  updateAffiliateCategory,
  uploadAffiliateCategoryLogo,
  exportAffiliateCategories,
} from '@cmt/contract/endpoints/affiliate';
import { actorOf } from '../../lib/audit.ts';
import { implement } from '../../lib/endpoints.ts';
import { implementExport } from '../../lib/list-export.ts';
import { saveUploadedImage } from '../../plugins/uploads.ts';
import { categoryNames, findCategory, listCategoryPage, categoryList } from './category-queries.ts';
import { categoryRecords, changeCategory, insertCategory, removeCategory } from './category-writes.ts';

export const categoryRoutes = [
  implement(listAffiliateCategories, async ({ app, query }) =>
    listCategoryPage(app.db, app.config.CDN_BASE_URL, query),
  ),

  implementExport(exportAffiliateCategories, { name: 'affiliate-categories' }, ({ app, query }) =>
    categoryList(app.db, app.config.CDN_BASE_URL, query),
  ),

  implement(lookupAffiliateCategories, async ({ app }) => categoryNames(app.db)),

  implement(getAffiliateCategory, async ({ app, params }) =>
    findCategory(app.db, app.config.CDN_BASE_URL, params.id),
  ),

  implement(uploadAffiliateCategoryLogo, async ({ request, query }) =>
    saveUploadedImage(request, query.folder, uploadAffiliateCategoryLogo.upload.maxBytes),
  ),

  implement(createAffiliateCategory, async ({ app, request, body }) =>
    categoryRecords(app.db, actorOf(request), app.config.CDN_BASE_URL).create((tx) =>
      insertCategory(tx, body),
    ),
  ),

  implement(updateAffiliateCategory, async ({ app, request, params, body, ifMatch }) =>
    categoryRecords(app.db, actorOf(request), app.config.CDN_BASE_URL).update(
      params.id,
      (tx) => changeCategory(tx, params.id, body),
      { ifMatch },
    ),
  ),

  implement(deleteAffiliateCategory, async ({ app, request, params, ifMatch }) =>
    categoryRecords(app.db, actorOf(request), app.config.CDN_BASE_URL).remove(
      params.id,
      (tx) => removeCategory(tx, params.id),
      { ifMatch },
    ),
  ),
];
