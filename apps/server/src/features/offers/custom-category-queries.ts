import { desc, eq } from 'drizzle-orm';
import type { CustomCategory } from '@cmt/contract/endpoints/offers';
import type { DbOrTx } from '../../db/client.ts';
import { customCategories } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { hitsByIds } from './offer-queries.ts';

type Row = typeof customCategories.$inferSelect;

export const categoryNotFound = () =>
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

export async function findCategory(db: DbOrTx, cdnBase: string, id: number): Promise<CustomCategory> {
  const [row] = await db.select().from(customCategories).where(eq(customCategories.id, id));
  if (!row) throw categoryNotFound();
  return toCategory(db, cdnBase, row);
}

/** The customized category saved last. */
export async function lastCategory(db: DbOrTx, cdnBase: string): Promise<CustomCategory> {
  const [row] = await db
    .select()
    .from(customCategories)
    .orderBy(desc(customCategories.updatedAt), desc(customCategories.id))
    .limit(1);
  if (!row) throw new AppError(404, 'NOT_FOUND', 'No customized category has been saved yet');
  return toCategory(db, cdnBase, row);
}
