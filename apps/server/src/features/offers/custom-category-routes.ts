import { desc, eq } from 'drizzle-orm';
import {
  createCustomCategory,
  getCustomCategory,
  getLastCustomCategory,
  updateCustomCategory,
  type CustomCategory,
} from '@cmt/contract/endpoints/offers';
import type { DbOrTx } from '../../db/client.ts';
import { customCategories } from '../../db/schema.ts';
import { implement } from '../../lib/endpoints.ts';
import { claimVersion } from '../../lib/versions.ts';
import { AppError } from '../../lib/errors.ts';
import { actorOf, writeAudit } from '../../lib/audit.ts';
import { hitsByIds } from './offer-queries.ts';
import { checkLiveOffers } from './ordered-offer-routes.ts';

type Row = typeof customCategories.$inferSelect;

const categoryNotFound = () =>
  new AppError(404, 'NOT_FOUND', 'Could not find a customized category with entered id');

async function toCategory(db: DbOrTx, cdnBase: string, row: Row): Promise<CustomCategory> {
  return {
    id: row.id,
    nameEn: row.nameEn,
    nameAr: row.nameAr,
    offers: await hitsByIds(db, cdnBase, row.offerIds),
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const customCategoryRoutes = [
  implement(getLastCustomCategory, async ({ app }) => {
    const [row] = await app.db
      .select()
      .from(customCategories)
      .orderBy(desc(customCategories.updatedAt), desc(customCategories.id))
      .limit(1);
    if (!row) throw new AppError(404, 'NOT_FOUND', 'No customized category has been saved yet');
    return toCategory(app.db, app.config.CDN_BASE_URL, row);
  }),

  implement(getCustomCategory, async ({ app, params }) => {
    const [row] = await app.db.select().from(customCategories).where(eq(customCategories.id, params.id));
    if (!row) throw categoryNotFound();
    return toCategory(app.db, app.config.CDN_BASE_URL, row);
  }),

  implement(createCustomCategory, async ({ app, request, body }) =>
    app.db.transaction(async (tx) => {
      await checkLiveOffers(tx, body.offerIds);
      const [row] = await tx.insert(customCategories).values(body).returning();
      const after = await toCategory(tx, app.config.CDN_BASE_URL, row!);
      await writeAudit(tx, actorOf(request), {
        action: 'custom-category.create',
        targetType: 'custom-category',
        targetId: row!.id,
        after: body,
      });
      return after;
    }),
  ),

  implement(updateCustomCategory, async ({ app, request, params, body, ifMatch }) =>
    app.db.transaction(async (tx) => {
      await claimVersion(tx, customCategories, params.id, ifMatch, categoryNotFound);
      const [before] = await tx
        .select()
        .from(customCategories)
        .where(eq(customCategories.id, params.id))
        .for('update');
      if (!before) throw categoryNotFound();
      await checkLiveOffers(tx, body.offerIds);
      const [row] = await tx
        .update(customCategories)
        .set({ ...body, updatedAt: new Date() })
        .where(eq(customCategories.id, params.id))
        .returning();
      await writeAudit(tx, actorOf(request), {
        action: 'custom-category.update',
        targetType: 'custom-category',
        targetId: params.id,
        before: { nameEn: before.nameEn, nameAr: before.nameAr, offerIds: before.offerIds },
        after: body,
      });
      return toCategory(tx, app.config.CDN_BASE_URL, row!);
    }),
  ),
];
