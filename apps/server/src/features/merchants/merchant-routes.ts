import { asc } from 'drizzle-orm';
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
} from '@cmt/contract/endpoints/merchants';
import { categories, merchants } from '../../db/schema.ts';
import { implement } from '../../lib/endpoints.ts';
import { claimVersion } from '../../lib/versions.ts';
import { actorOf, writeAudit } from '../audit/audit.ts';
import { saveUploadedImage } from '../files/save-image.ts';
import {
  branchesOf,
  findMerchant,
  listMerchantPage,
  lookupMerchantNames,
  merchantNotFound,
} from './merchant-queries.ts';
import { changeMerchant, insertMerchant, removeMerchant } from './merchant-writes.ts';

export const merchantRoutes = [
  implement(listMerchants, async ({ app, query }) =>
    listMerchantPage(app.db, app.config.CDN_BASE_URL, query),
  ),

  implement(lookupMerchants, async ({ app, query }) => lookupMerchantNames(app.db, query)),

  implement(merchantCategories, async ({ app }) =>
    app.db
      .select({ id: categories.id, nameEn: categories.nameEn, nameAr: categories.nameAr })
      .from(categories)
      .orderBy(asc(categories.nameEn)),
  ),

  implement(getMerchant, async ({ app, params }) => findMerchant(app.db, app.config.CDN_BASE_URL, params.id)),

  implement(merchantBranches, async ({ app, params }) => {
    await findMerchant(app.db, app.config.CDN_BASE_URL, params.id);
    return branchesOf(app.db, params.id);
  }),

  implement(uploadMerchantLogo, async ({ request, query }) =>
    saveUploadedImage(request, query.folder, uploadMerchantLogo.upload.maxBytes),
  ),

  implement(createMerchant, async ({ app, request, body }) =>
    app.db.transaction(async (tx) => {
      const id = await insertMerchant(tx, body);
      const after = await findMerchant(tx, app.config.CDN_BASE_URL, id);
      await writeAudit(tx, actorOf(request), {
        action: 'merchant.create',
        targetType: 'merchant',
        targetId: id,
        after,
      });
      return after;
    }),
  ),

  implement(updateMerchant, async ({ app, request, params, body, ifMatch }) =>
    app.db.transaction(async (tx) => {
      await claimVersion(tx, merchants, params.id, ifMatch, merchantNotFound);
      const before = await findMerchant(tx, app.config.CDN_BASE_URL, params.id);
      await changeMerchant(tx, params.id, body);
      const after = await findMerchant(tx, app.config.CDN_BASE_URL, params.id);
      await writeAudit(tx, actorOf(request), {
        action: 'merchant.update',
        targetType: 'merchant',
        targetId: params.id,
        before,
        after,
      });
      return after;
    }),
  ),

  implement(deleteMerchant, async ({ app, request, params }) => {
    await app.db.transaction(async (tx) => {
      const before = await findMerchant(tx, app.config.CDN_BASE_URL, params.id);
      await removeMerchant(tx, params.id);
      await writeAudit(tx, actorOf(request), {
        action: 'merchant.delete',
        targetType: 'merchant',
        targetId: params.id,
        before,
      });
    });
  }),
];
