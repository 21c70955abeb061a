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
import { AppError } from '../../lib/errors.ts';
import { actorOf, type Actor } from '../../lib/audit.ts';
import { auditedRecords } from '../../lib/audited.ts';
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

async function findCategory(db: DbOrTx, cdnBase: string, id: number): Promise<CustomCategory> {
  const [row] = await db.select().from(customCategories).where(eq(customCategories.id, id));
  if (!row) throw categoryNotFound();
  return toCategory(db, cdnBase, row);
}

/** Audited create and update of customized categories (`custom-category.*`), with before and after. */
const categoryRecords = (db: DbOrTx, actor: Actor, cdnBase: string) =>
  auditedRecords<CustomCategory>({
    type: 'custom-category',
    read: (tx, id) => findCategory(tx, cdnBase, id),
    versioned: { table: customCategories, notFound: categoryNotFound },
  })(db, actor);

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

  implement(getCustomCategory, async ({ app, params }) =>
    findCategory(app.db, app.config.CDN_BASE_URL, params.id),
  ),

  implement(createCustomCategory, async ({ app, request, body }) =>
    categoryRecords(app.db, actorOf(request), app.config.CDN_BASE_URL).create(async (tx) => {
      await checkLiveOffers(tx, body.offerIds);
      const [row] = await tx.insert(customCategories).values(body).returning({ id: customCategories.id });
      return row!.id;
    }),
  ),

  implement(updateCustomCategory, async ({ app, request, params, body, ifMatch }) =>
    categoryRecords(app.db, actorOf(request), app.config.CDN_BASE_URL).update(
      params.id,
      async (tx) => {
        await checkLiveOffers(tx, body.offerIds);
        await tx
          .update(customCategories)
          .set({ ...body, updatedAt: new Date() })
          .where(eq(customCategories.id, params.id));
      },
      { ifMatch },
    ),
  ),
];
