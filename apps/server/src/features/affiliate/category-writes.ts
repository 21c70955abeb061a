import { count, eq } from 'drizzle-orm';
import type { ParsedBodyOf } from '@cmt/contract/endpoint';
import type { AffiliateCategory, createAffiliateCategory } from '@cmt/contract/endpoints/affiliate';
import { affiliateCategoryLogoFolders } from '@cmt/contract/files';
import type { DbOrTx } from '../../db/client.ts';
import { affiliateCategories, affiliateMerchants } from '../../db/schema.ts';
import type { Actor } from '../../lib/audit.ts';
import { auditedRecords } from '../../lib/audited.ts';
import { conflict } from '../../lib/errors.ts';
import { categoryNotFound, findCategory } from './category-queries.ts';
import { lockRow } from '../../domain/merchants.ts';
import { checkImageIn } from '../../domain/uploaded-images.ts';

type CategoryInput = ParsedBodyOf<typeof createAffiliateCategory>;

const columnsOf = (input: CategoryInput) => ({
  nameEn: input.nameEn,
  nameAr: input.nameAr,
  logoKey: input.logoKey || null,
  position: input.position,
  isActive: input.isActive,
});

export async function insertCategory(tx: DbOrTx, input: CategoryInput): Promise<number> {
  await checkImageIn(tx, input.logoKey, affiliateCategoryLogoFolders, ['logoKey']);
  const [row] = await tx
    .insert(affiliateCategories)
    .values(columnsOf(input))
    .returning({ id: affiliateCategories.id });
  return row!.id;
}

export async function changeCategory(tx: DbOrTx, id: number, input: CategoryInput): Promise<void> {
  await checkImageIn(tx, input.logoKey, affiliateCategoryLogoFolders, ['logoKey']);
  await tx
    .update(affiliateCategories)
    .set({ ...columnsOf(input), updatedAt: new Date() })
    .where(eq(affiliateCategories.id, id));
}

/** Refused (409) while merchants are in the category: they would be left without one. */
export async function removeCategory(tx: DbOrTx, id: number): Promise<void> {
  await lockRow(tx, affiliateCategories, id, categoryNotFound);
  const [used] = await tx
    .select({ n: count() })
    .from(affiliateMerchants)
    .where(eq(affiliateMerchants.categoryId, id));
  if (used && used.n > 0) {
    throw conflict(
      `${used.n} merchant(s) are in this category: move them to another category first`,
      'AFFILIATE_CATEGORY_IN_USE',
    );
  }
  await tx.delete(affiliateCategories).where(eq(affiliateCategories.id, id));
}

/** Audited create, update and delete of affiliate categories, with their public shape before and after. */
export const categoryRecords = (db: DbOrTx, actor: Actor, cdnBase: string) =>
  auditedRecords<AffiliateCategory>({
    type: 'affiliate-category',
    read: (tx, id) => findCategory(tx, cdnBase, id),
    versioned: { table: affiliateCategories, notFound: categoryNotFound },
  })(db, actor);
