import { expect, test, adminToken, signIn, switchLanguage } from './fixtures.ts';
import { ADMIN_EMAIL } from './env.ts';

const API = '/api/v2/cmt-backend';
const header =
  'title_en,title_ar,merchant_id,discount_type,discount_value,starts_at,ends_at,category_id,description_en,description_ar,terms_en,terms_ar,status,tags';

test('upload an offers file with errors, read the report, fix it, apply it and find the offers', async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  const merchants = await request.get(`${API}/merchants/list?pageSize=1`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const merchantId = ((await merchants.json()) as { items: { id: number }[] }).items[0]!.id;
  const stamp = Date.now();
  const row = (title: string, merchant: number | string = merchantId) =>
    `${title},عرض ${stamp},${merchant},PERCENTAGE,20,2026-01-01,2026-12-31,,,,,,ACTIVE,e2e`;
  const file = (lines: string[]) => ({
    name: 'offers.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from([header, ...lines].join('\r\n')),
  });

  await signIn(page);
  await page.goto('/app/offers/bulk');
  await expect(page.getByRole('heading', { name: 'Offers bulk upload' })).toBeVisible();
  await expect(page.getByText(/up to 50 MB and 200,000 rows/)).toBeVisible();

  await page
    .locator('input[type=file]')
    .setInputFiles(
      file([row(`E2E bulk A ${stamp}`), row(`=HYPERLINK("http://x")`), row(`E2E bulk C ${stamp}`, 999999)]),
    );
  await expect(page.getByTestId('bulk-counts')).toHaveText('3 rows: 1 valid, 2 with errors');
  const errors = page.getByRole('table', { name: 'Row errors' });
  await expect(errors.getByRole('row').filter({ hasText: 'Merchant 999999 does not exist' })).toContainText(
    '4',
  );
  await expect(errors.getByRole('row').filter({ hasText: 'Formula cells are not accepted' })).toContainText(
    'title_en',
  );
  await expect(page.getByRole('button', { name: /^Apply/ })).toHaveCount(0);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download errors (CSV)' }).click();
  expect((await download).suggestedFilename()).toMatch(/errors\.csv$/);

  await page
    .locator('input[type=file]')
    .setInputFiles(
      file([row(`E2E bulk A ${stamp}`), row(`E2E bulk B ${stamp}`), row(`E2E bulk C ${stamp}`)]),
    );
  await expect(page.getByText('All 3 rows are valid.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Apply 3 rows' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Applied: 3 added, 0 updated.')).toBeVisible({ timeout: 20_000 });

  // The result (and the batch) is still there after a reload: the batch id is in the URL.
  await page.reload();
  await expect(page.getByText('Applied: 3 added, 0 updated.')).toBeVisible();
  const history = page.getByRole('table', { name: 'Past uploads' });
  const newest = history.getByRole('row').nth(1);
  await expect(newest).toContainText('Applied');
  await expect(newest).toContainText('3 / 3');
  await expect(newest.getByText(ADMIN_EMAIL)).toHaveCount(2); // uploaded by and applied by

  // The applied rows show in the offers list.
  await page.goto(`/app/offers?query=${stamp}`);
  for (const letter of ['A', 'B', 'C']) {
    await expect(page.getByRole('row').filter({ hasText: `E2E bulk ${letter} ${stamp}` })).toBeVisible();
  }
});

test('CATI bulk: the template is the header and an example row, generated from the columns', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/app/merchants/cati-bulk');
  const template = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download template' }).click();
  const saved = await (await template).path();
  const text = (await import('node:fs')).readFileSync(saved, 'utf8');
  expect(text).toBe('\uFEFFterminal_id,merchant_id,branch_id\r\nT0012345,1,1\r\n');
});

test('in Arabic the validation report and a refused file read in Arabic', async ({ page }) => {
  await signIn(page);
  await page.goto('/app/merchants/cati-bulk');
  await switchLanguage(page, 'العربية');
  const input = page.locator('input[type=file]');
  const csv = (text: string) => ({ name: 'cati.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });

  await input.setInputFiles(csv('terminal,merchant\r\nT1,1\r\n'));
  await expect(page.getByRole('alert').filter({ hasText: 'صف العناوين لا يطابق القالب' })).toContainText(
    'أعمدة ناقصة: terminal_id, merchant_id, branch_id',
  );

  await input.setInputFiles(csv('terminal_id,merchant_id,branch_id\r\nBAD,999999,1\r\n'));
  const errors = page.getByRole('table', { name: 'أخطاء الصفوف' });
  await expect(errors).toContainText('استخدم رقم الجهاز المكوّن من 8 خانات، حروفًا وأرقامًا فقط');
  await page.screenshot({ path: '.artifacts/bulk-report-ar.png', fullPage: true });
});

test('the bulk pages and the card offer form are reached from the lists, by permission', async ({ page }) => {
  await signIn(page);
  await page.goto('/app/offers');
  await page.getByRole('link', { name: 'Upload offers file' }).click();
  await expect(page).toHaveURL(/\/app\/offers\/bulk$/);
  await page.goto('/app/merchants/list');
  await page.getByRole('link', { name: 'Upload merchants file' }).click();
  await expect(page).toHaveURL(/\/app\/merchants\/merchant-bulk$/);
});
