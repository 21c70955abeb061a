import { V2 } from '@cmt/contract/endpoint';
import type { BulkBatch } from '@cmt/contract/endpoints/bulk';
import {
  affiliateCashouts,
  affiliateCategories,
  affiliateMerchants,
  appUsers,
  cashbackWallets,
} from '../src/db/schema.ts';
import { multipartFile, PNG_1X1, type TestApp } from './helpers.ts';
import { batchSettled } from './settled.ts';

/** Every affiliate permission (what a cashback team lead holds). */
export const affiliatePermissions = [
  'manage-affiliate-merchants',
  'manage-affiliate-merchants-id',
  'manage-affiliate-merchants-popular',
  'manage-affiliate-categories',
  'manage-affiliate-transactions',
  'manage-affiliate-contest',
  'manage-affiliate-banners',
  'manage-affiliate-cashout',
  'manage-affiliate-cashout-id',
] as const;

/** App users (the app's own ids), as the mobile app would have created them. */
export async function makeCustomers(t: TestApp, ids: number[]): Promise<void> {
  await t.db
    .insert(appUsers)
    .values(ids.map((id) => ({ id, phone: `0100${String(id).padStart(7, '0')}`, name: `Customer ${id}` })));
}

/**
 * A pending wallet cashout of `amountPiastres` for a new customer `userId`, whose available cashback
 * covers it with EGP 1,000 to spare.
 */
export async function makePendingCashout(t: TestApp, userId: number, amountPiastres: number) {
  await makeCustomers(t, [userId]);
  await t.db.insert(cashbackWallets).values({ userId, availablePiastres: amountPiastres + 100000 });
  const [row] = await t.db
    .insert(affiliateCashouts)
    .values({
      userId,
      amountPiastres,
      method: 'WALLET',
      walletProvider: 'Vodafone Cash',
      walletNumber: '01000810001',
      balanceAtRequestPiastres: amountPiastres + 100000,
    })
    .returning();
  return row!;
}

/** A category and an active merchant in it (through the first seeded aggregator). */
export async function makeMerchant(
  t: TestApp,
  overrides: Partial<typeof affiliateMerchants.$inferInsert> = {},
): Promise<{ merchantId: number; categoryId: number }> {
  const [category] = await t.db
    .insert(affiliateCategories)
    .values({ nameEn: 'Fashion', nameAr: 'أزياء' })
    .returning();
  const [merchant] = await t.db
    .insert(affiliateMerchants)
    .values({
      nameEn: 'Namshi',
      nameAr: 'نمشي',
      aggregatorId: 1,
      categoryId: category!.id,
      trackingUrl: 'https://track.example/namshi',
      cashbackType: 'PERCENTAGE',
      cashbackValue: '5.00',
      ...overrides,
    })
    .returning();
  return { merchantId: merchant!.id, categoryId: category!.id };
}

/** Uploads a 1x1 PNG through an image endpoint; returns its stored key. */
export async function uploadImage(t: TestApp, url: string, authorization: string): Promise<string> {
  const { payload, headers } = multipartFile('logo.png', 'image/png', PNG_1X1);
  const response = await t.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, authorization },
    payload,
  });
  if (response.statusCode !== 200) throw new Error(`upload failed: ${response.body}`);
  return response.json().key;
}

/** Uploads a transactions file (AffiliateTransactionStrategy) and returns the validated batch. */
export async function uploadTransactions(
  t: TestApp,
  authorization: string,
  text: string,
): Promise<BulkBatch> {
  const { payload, headers } = multipartFile('transactions.csv', 'text/csv', Buffer.from(text));
  const response = await t.app.inject({
    method: 'POST',
    url: `${V2}/files/bulk-upload?feature=AffiliateTransactionStrategy`,
    headers: { ...headers, authorization },
    payload,
  });
  if (response.statusCode !== 200) throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
  return response.json();
}

/** Confirms a batch and waits for the background job to finish with it. */
export async function applyTransactions(
  t: TestApp,
  authorization: string,
  batch: BulkBatch,
): Promise<BulkBatch> {
  const confirm = await t.app.inject({
    method: 'POST',
    url: `${V2}/files/bulk-upload/batches/${batch.id}/confirm?feature=AffiliateTransactionStrategy`,
    headers: { authorization },
  });
  if (confirm.statusCode !== 200) throw new Error(`confirm failed: ${confirm.statusCode} ${confirm.body}`);
  return batchSettled(
    async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `${V2}/files/bulk-upload/batches/${batch.id}?feature=AffiliateTransactionStrategy`,
          headers: { authorization },
        })
      ).json() as BulkBatch,
  );
}

export const TRANSACTIONS_HEADER =
  'order_id,affiliate_merchant_id,customer_id,order_amount,cashback,status,order_date';
