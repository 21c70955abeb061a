import path from 'node:path';
import { type APIRequestContext } from '@playwright/test';
import { expect, test, adminToken, signIn, switchLanguage } from './fixtures.ts';

const API = '/api/v2/cmt-backend';
const image = path.resolve(import.meta.dirname, 'files/banner.png');

async function api<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(`${API}${url}`, {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
  });
  expect(response.ok(), url).toBe(true);
  return (await response.json()) as T;
}

test('an affiliate merchant is created with a logo and found in the list', async ({ page }) => {
  const name = `E2E Shop ${Date.now()}`;
  await signIn(page);
  await page.goto('/app/affiliate/merchants');
  await expect(page.getByRole('table', { name: 'Affiliate merchants' }).locator('tbody tr')).toHaveCount(20);
  await page.getByRole('link', { name: 'Add merchant' }).click();
  await expect(page).toHaveURL(/\/app\/affiliate\/merchants\/manage$/);

  await page.getByRole('textbox', { name: 'Name (English)', exact: true }).fill(name);
  await page.getByRole('textbox', { name: 'Name (Arabic)', exact: true }).fill('متجر التجربة');
  await page.getByRole('combobox', { name: 'Aggregator' }).click();
  await page.getByRole('option', { name: 'ArabClicks' }).click();
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Electronics' }).click();
  await page.getByRole('textbox', { name: 'Tracking / deep link URL' }).fill('http://track.example/e2e');
  await page.getByRole('textbox', { name: 'Cashback', exact: true }).fill('150');
  await page.locator('input[type=file]').setInputFiles(image);
  await expect(page.getByText('Image uploaded')).toBeVisible();
  await page.getByRole('button', { name: 'Add merchant' }).click();
  // The form refuses what the server would: a plain-http tracking link and a rate above 100%.
  await expect(page.getByText('Enter the tracking link, starting with https://')).toBeVisible();
  await expect(page.getByText('A cashback rate is above 0 and at most 100%')).toBeVisible();
  await page
    .getByRole('textbox', { name: 'Tracking / deep link URL' })
    .fill('https://track.example/e2e?subid={userId}');
  await page.getByRole('textbox', { name: 'Cashback', exact: true }).fill('7.5');
  await page.getByRole('button', { name: 'Add merchant' }).click();
  await expect(page.getByText('Merchant was created')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/affiliate\/merchants\/manage\/\d+$/);
  await expect(page.getByText('Current logo')).toBeVisible();

  await page.goto('/app/affiliate/merchants');
  await page.getByLabel('Search names (English or Arabic)').fill(name);
  const rows = page.getByRole('table', { name: 'Affiliate merchants' }).locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('ArabClicks');
  await expect(rows.first()).toContainText('7.5%');
  await expect(rows.first().locator('img')).toHaveAttribute(
    'src',
    /Affiliate%20Merchant%20Logos|Affiliate Merchant Logos/,
  );
  await page.screenshot({ path: '/tmp/affiliate-merchants-search-en.png', fullPage: true });
});

test('popular merchants are reordered, saved and come back in the new order', async ({ page }) => {
  await signIn(page);
  await page.goto('/app/affiliate/merchants/popular');
  const list = page.getByRole('list', { name: 'Popular merchants in order' });
  const items = list.getByRole('listitem');
  await expect(items).toHaveCount(8);
  const names = items.locator('p');
  const before = await names.allTextContents();
  const second = before[1]!;
  await page.getByRole('button', { name: `Move ${second} up` }).click();
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await page.getByRole('button', { name: 'Save order' }).click();
  await expect(page.getByText('Popular merchants were saved')).toBeVisible();
  await page.reload();
  await expect(items).toHaveCount(8);
  const after = await names.allTextContents();
  expect(after[0]).toBe(before[1]);
  expect(after[1]).toBe(before[0]);
  expect(after.slice(2)).toEqual(before.slice(2));
});

test('a transactions file with errors is fixed and applied', async ({ page, request }) => {
  const merchants = await api<{ items: { id: number; orderCount: number; nameEn: string }[] }>(
    request,
    '/merchants/affiliate?pageSize=1&sort=id&order=asc',
  );
  const merchant = merchants.items[0]!;
  const stamp = Date.now();
  const header = 'order_id,affiliate_merchant_id,customer_id,order_amount,cashback,status,order_date';
  const file = (lines: string[]) => ({
    name: 'transactions.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from([header, ...lines].join('\r\n')),
  });
  await signIn(page);
  await page.goto('/app/affiliate/transactions/upload');
  await expect(page.getByRole('heading', { name: 'Upload transactions' })).toBeVisible();
  const input = page.locator('input[type=file]');
  await input.setInputFiles(
    file([
      `E2E-${stamp}-1,${merchant.id},100001,1200.00,60.00,PENDING,2026-01-10`,
      `E2E-${stamp}-2,${merchant.id},999999,800.00,40.00,CONFIRMED,2026-01-11`,
      `E2E-${stamp}-3,${merchant.id},100002,100.00,150.00,CONFIRMED,2026-01-12`,
    ]),
  );
  await expect(page.getByTestId('bulk-counts')).toHaveText('3 rows: 1 valid, 2 with errors');
  const errors = page.getByRole('table', { name: 'Row errors' });
  await expect(errors.getByRole('row').filter({ hasText: 'Customer 999999 does not exist' })).toContainText(
    'customer_id',
  );
  await expect(
    errors.getByRole('row').filter({ hasText: 'The cashback is more than the order amount' }),
  ).toContainText('4');
  await page.screenshot({ path: '/tmp/affiliate-transactions-errors-en.png', fullPage: true });

  await input.setInputFiles(
    file([
      `E2E-${stamp}-1,${merchant.id},100001,1200.00,60.00,PENDING,2026-01-10`,
      `E2E-${stamp}-2,${merchant.id},100003,800.00,40.00,CONFIRMED,2026-01-11`,
      `E2E-${stamp}-3,${merchant.id},100002,1000.00,50.00,CONFIRMED,2026-01-12`,
    ]),
  );
  await expect(page.getByText('All 3 rows are valid.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Apply 3 rows' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Applied: 3 added, 0 updated.')).toBeVisible({ timeout: 20_000 });

  const after = await api<{ orderCount: number }>(
    request,
    `/merchants/affiliate/${merchant.id}?isSourceAdmin=true`,
  );
  expect(after.orderCount).toBe(merchant.orderCount + 3);
});

interface Cashout {
  id: number;
  userId: number;
  amount: string;
  customerName: string;
  status: string;
  balance: { available: string };
}
const piastres = (egp: string) => Math.round(Number(egp) * 100);

/** A pending request whose customer's balance covers it (demo data has several). */
async function coveredPendingCashouts(request: APIRequestContext): Promise<Cashout[]> {
  const list = await api<{ items: { id: number }[] }>(
    request,
    // At most EGP 5,000: approved by one person (above it, a second one approves: approvals.spec.ts).
    '/payment/affiliate/cashouts?status=PENDING&maxAmount=5000&pageSize=50',
  );
  const found: Cashout[] = [];
  for (const { id } of list.items) {
    const detail = await api<Cashout>(request, `/payment/affiliate/cashouts/${id}`);
    if (piastres(detail.balance.available) >= piastres(detail.amount)) found.push(detail);
  }
  return found;
}

test('a cashout is approved once even on a double click, and another is rejected with a reason', async ({
  page,
  request,
}) => {
  const covered = await coveredPendingCashouts(request);
  const first = covered[0]!;
  const second = covered.find((cashout) => cashout.userId !== first.userId)!;
  await signIn(page);
  await page.goto(`/app/affiliate/cashout?status=PENDING&customer=${first.userId}`);
  await expect(page.getByRole('table', { name: 'Cashout requests' })).toBeVisible();
  await page.getByRole('link', { name: `#${first.id}`, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/app/affiliate/cashout/${first.id}$`));
  await expect(page.getByRole('heading', { name: `Cashout request #${first.id}` })).toBeVisible();
  await page.screenshot({ path: '/tmp/affiliate-cashout-detail-en.png', fullPage: true });

  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve this cashout?' });
  await expect(dialog).toContainText(first.customerName);
  await dialog.getByRole('button', { name: /^Approve EGP/ }).dblclick();
  await expect(page.getByText(/^Cashout of EGP.* was approved$/)).toBeVisible();
  await expect(page.getByText('Approved by admin@lucky.app')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0);
  const approved = await api<Cashout>(request, `/payment/affiliate/cashouts/${first.id}`);
  expect(approved.status).toBe('APPROVED');
  expect(piastres(approved.balance.available)).toBe(
    piastres(first.balance.available) - piastres(first.amount),
  );

  await page.goto(`/app/affiliate/cashout/${second.id}`);
  await page.getByRole('button', { name: 'Reject', exact: true }).click();
  const reject = page.getByRole('dialog', { name: 'Reject this cashout?' });
  await reject.getByRole('button', { name: 'Reject request' }).click();
  await expect(reject.getByText('Say why the cashout is rejected (at least 3 characters)')).toBeVisible();
  await reject
    .getByRole('textbox', { name: 'Reason (the customer is told)' })
    .fill('Wallet number does not match');
  await reject.getByRole('button', { name: 'Reject request' }).click();
  await expect(page.getByText('Cashout was rejected')).toBeVisible();
  await expect(page.getByText('Reason: Wallet number does not match')).toBeVisible();
  const rejected = await api<Cashout>(request, `/payment/affiliate/cashouts/${second.id}`);
  expect(rejected.status).toBe('REJECTED');
  // Nothing moves on a reject.
  expect(rejected.balance.available).toBe(second.balance.available);
});

test('the contest is saved in Arabic and its previous version stays visible', async ({ page }) => {
  const title = `تحدي الكاش باك ${Date.now()}`;
  await signIn(page);
  await page.goto('/app/affiliate/contest');
  await switchLanguage(page, 'العربية');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'مسابقة الأفلييت' })).toBeVisible();
  await page.getByRole('textbox', { name: 'العنوان (بالعربية)' }).fill(title);
  await page.getByRole('button', { name: 'إضافة جائزة' }).click();
  await page.getByRole('textbox', { name: 'الجائزة (بالإنجليزية)' }).last().fill('Free delivery for a month');
  await page.getByRole('textbox', { name: 'الجائزة (بالعربية)' }).last().fill('توصيل مجاني لمدة شهر');
  await page.getByRole('textbox', { name: 'القيمة (بالجنيه، اختياري)' }).last().fill('abc');
  await page.getByRole('button', { name: 'حفظ المسابقة' }).click();
  await expect(page.getByText('أدخل مبلغًا بالجنيه مثل 150 أو 99.50')).toBeVisible();
  await page.getByRole('textbox', { name: 'القيمة (بالجنيه، اختياري)' }).last().fill('300');
  await page.getByRole('button', { name: 'حفظ المسابقة' }).click();
  await expect(page.getByText('تم حفظ المسابقة')).toBeVisible();
  await page.screenshot({ path: '/tmp/affiliate-contest-saved-ar.png', fullPage: true });

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'العنوان (بالعربية)' })).toHaveValue(title);
  await page.getByRole('button', { name: 'عرض الإصدار السابق' }).click();
  await expect(page.getByText('تحدي الكاش باك الصيفي')).toBeVisible();
});

test('a half-filled merchant form asks before a menu link leaves it; Stay keeps the typing', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/app/affiliate/merchants');
  // Into the form by its link, as staff do (Back then stays inside the app).
  await page.getByRole('link', { name: 'Add merchant' }).click();
  await expect(page).toHaveURL(/\/app\/affiliate\/merchants\/manage$/);
  const name = page.getByRole('textbox', { name: 'Name (English)', exact: true });
  await name.fill('Half-typed shop');
  await page.getByRole('textbox', { name: 'Cashback', exact: true }).fill('5');

  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('link', { name: 'Categories', exact: true }).click();
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL(/\/app\/affiliate\/merchants\/manage$/);
  await expect(name).toHaveValue('Half-typed shop');

  // Back asks the same.
  await page.goBack();
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(page).toHaveURL(/\/app\/affiliate\/merchants\/manage$/);
  await expect(name).toHaveValue('Half-typed shop');
  // Leaving goes where the link led.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('link', { name: 'Categories', exact: true }).click();
  await leave.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page).toHaveURL(/\/app\/affiliate\/categories$/);

  // Nothing typed: nothing to ask.
  await page.goto('/app/affiliate/merchants/manage');
  await expect(name).toHaveValue('');
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/app\/affiliate\/merchants$/);
  await expect(leave).toBeHidden();
});

test('the category dialog loads the category (GET /merchants/categories/affiliate/{id}): a change made meanwhile shows', async ({
  page,
  request,
}) => {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const stamp = Date.now();
  const body = { nameEn: `E2E category ${stamp}`, nameAr: `فئة ${stamp}`, position: 9000, isActive: true };
  const created = await request.post(`${API}/merchants/categories/affiliate`, { headers, data: body });
  expect(created.status()).toBe(200);
  const category = (await created.json()) as { id: number; version: number };

  await signIn(page);
  await page.goto(`/app/affiliate/categories?query=${stamp}`);
  const row = page.getByRole('table', { name: 'Affiliate categories' }).locator('tbody tr');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`E2E category ${stamp}`);

  // Someone renames it while the list is on screen; the row still shows the old name.
  const renamed = await request.put(`${API}/merchants/categories/affiliate/${category.id}`, {
    headers: { ...headers, 'if-match': `"${category.version}"` },
    data: { ...body, nameEn: `E2E category ${stamp} renamed` },
  });
  expect(renamed.status()).toBe(200);

  const loaded = page.waitForRequest(
    (r) =>
      r.method() === 'GET' &&
      new URL(r.url()).pathname === `${API}/merchants/categories/affiliate/${category.id}`,
  );
  await row.getByRole('button', { name: /^Edit / }).click();
  await loaded;
  const dialog = page.getByRole('dialog', { name: 'Edit category' });
  await expect(dialog.getByRole('textbox', { name: 'Name (English)' })).toHaveValue(
    `E2E category ${stamp} renamed`,
  );
  // Saved from the version it loaded: no "changed by someone else".
  await dialog.getByRole('textbox', { name: 'Name (Arabic)' }).fill(`فئة معدلة ${stamp}`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Category was saved')).toBeVisible();
  await expect(row).toContainText(`E2E category ${stamp} renamed`);
});
