import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { ParsedBodyOf } from '@cmt/contract/endpoint';
import type { createMerchant, Merchant } from '@cmt/contract/endpoints/merchants';
import { merchantLogoFolders } from '@cmt/contract/files';
import type { DbOrTx } from '../../db/client.ts';
import { branches, categories, merchants, offers } from '../../db/schema.ts';
import { lockRow, sharedColumnsOf } from '../../domain/merchants.ts';
import { checkImageIn } from '../../domain/uploaded-images.ts';
import type { Actor } from '../../lib/audit.ts';
import { auditedRecords } from '../../lib/audited.ts';
import { conflict, fieldError } from '../../lib/errors.ts';
import { findMerchant, merchantNotFound } from './merchant-queries.ts';

type Input = ParsedBodyOf<typeof createMerchant>;

async function checkReferences(tx: DbOrTx, input: Input): Promise<void> {
  const [category] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, input.categoryId));
  if (!category) throw fieldError(['categoryId'], 'chooseExistingCategory');
  await checkImageIn(tx, input.logoKey, merchantLogoFolders, ['logoKey']);
}

const columnsOf = (input: Input) => ({
  ...sharedColumnsOf(input),
  website: input.website || null,
  hotline: input.hotline || null,
});

const branchColumns = (merchantId: number, branch: Input['branches'][number]) => ({
  merchantId,
  nameEn: branch.nameEn,
  nameAr: branch.nameAr,
  addressEn: branch.addressEn,
  addressAr: branch.addressAr,
  city: branch.city,
  governorate: branch.governorate,
  latitude: branch.latitude.toFixed(6),
  longitude: branch.longitude.toFixed(6),
  phone: branch.phone || null,
});

export async function insertMerchant(tx: DbOrTx, input: Input): Promise<number> {
  await checkReferences(tx, input);
  input.branches.forEach((branch, index) => {
    if (branch.id) throw fieldError(['branches', index, 'id'], 'newMerchantBranch');
  });
  const [row] = await tx.insert(merchants).values(columnsOf(input)).returning({ id: merchants.id });
  if (input.branches.length)
    await tx.insert(branches).values(input.branches.map((b) => branchColumns(row!.id, b)));
  return row!.id;
}

/** Updates the merchant; its branches become the given list: kept ones by id, others removed, new ones added. */
export async function changeMerchant(tx: DbOrTx, id: number, input: Input): Promise<void> {
  await lockRow(tx, merchants, id, merchantNotFound);
  await checkReferences(tx, input);
  const own = new Set(
    (await tx.select({ id: branches.id }).from(branches).where(eq(branches.merchantId, id))).map((b) => b.id),
  );
  input.branches.forEach((branch, index) => {
    if (branch.id && !own.has(branch.id)) throw fieldError(['branches', index, 'id'], 'notMerchantBranch');
  });
  await tx
    .update(merchants)
    .set({ ...columnsOf(input), updatedAt: new Date() })
    .where(eq(merchants.id, id));
  const kept = input.branches.flatMap((b) => (b.id ? [b.id] : []));
  await tx
    .delete(branches)
    .where(and(eq(branches.merchantId, id), kept.length ? notInArray(branches.id, kept) : undefined));
  for (const branch of input.branches.filter((b) => b.id)) {
    await tx
      .update(branches)
      .set({ ...branchColumns(id, branch), updatedAt: new Date() })
      .where(eq(branches.id, branch.id!));
  }
  const added = input.branches.filter((b) => !b.id);
  if (added.length) await tx.insert(branches).values(added.map((b) => branchColumns(id, b)));
}

/** A merchant that still has offers (even deleted ones, which keep their history) cannot be deleted. */
export async function removeMerchant(tx: DbOrTx, id: number): Promise<void> {
  await lockRow(tx, merchants, id, merchantNotFound);
  const [used] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(offers)
    .where(inArray(offers.merchantId, [id]));
  if (used && used.n > 0) {
    throw conflict(
      `The merchant still has ${used.n} offer(s): delete them or move them to another merchant first`,
      'MERCHANT_HAS_OFFERS',
    );
  }
  await tx.delete(merchants).where(eq(merchants.id, id));
}

/** Audited create, update and delete of merchants, each with the merchant's public shape before and after. */
export const merchantRecords = (db: DbOrTx, actor: Actor, cdnBase: string) =>
  auditedRecords<Merchant>({
    type: 'merchant',
    read: (tx, id) => findMerchant(tx, cdnBase, id),
    versioned: { table: merchants, notFound: merchantNotFound },
  })(db, actor);
