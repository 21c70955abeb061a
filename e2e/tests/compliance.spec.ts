import fs from 'node:fs';
import { type APIRequestContext } from '@playwright/test';
import { expect, test, adminToken, createStaff, signIn, switchLanguage } from './fixtures.ts';

const API = '/api/v2/cmt-backend';

interface Summary {
  id: number;
  userId: number;
  fullName: string;
  phone: string;
  blacklisted: boolean;
}

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`${API}${path}`, {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
  });
  expect(response.ok(), path).toBe(true);
  return (await response.json()) as T;
}

/** Pending profiles of the demo data, each with whether every check passes. */
async function pendingProfiles(request: APIRequestContext) {
  const page = await api<{ items: Summary[] }>(request, '/applications/profile-validations?pageSize=100');
  const details = [];
  for (const item of page.items) {
    const detail = await api<{ approvable: boolean }>(
      request,
      `/applications/profile-validations/${item.id}`,
    );
    details.push({ ...item, approvable: detail.approvable });
  }
  return details;
}

test('a reviewer opens the oldest pending profile, sees the id images and checks, and approves one that passes', async ({
  page,
  request,
}) => {
  const profiles = await pendingProfiles(request);
  const passing = profiles.find((profile) => profile.approvable && !profile.blacklisted)!;
  await signIn(page);
  await page.goto('/app/applications/profile-validation');
  await expect(page.getByRole('heading', { name: 'Profile validation' })).toBeVisible();
  const rows = page.getByRole('table', { name: 'Profiles to review' }).locator('tbody tr');
  await expect(rows.first()).toContainText(profiles[0]!.fullName);
  // National ids are masked in the queue: only the last four digits.
  await expect(rows.first()).toContainText('••••••••••');
  await page.screenshot({ path: '/tmp/compliance-queue-en.png', fullPage: true });

  await page.getByLabel('Whole national id, mobile or name').fill(passing.phone);
  await expect(rows).toHaveCount(1);
  await rows
    .first()
    .getByRole('link', { name: `Review the profile of ${passing.fullName}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/app/applications/profile-validation/${passing.id}$`));
  // Opening the profile asks why the id images are needed: a pending profile starts with its review.
  const purpose = page.getByRole('dialog', { name: 'Why are you viewing this customer’s ID?' });
  await expect(purpose.getByRole('combobox', { name: 'Reason' })).toHaveText('KYC review of this profile');
  await expect(purpose.getByRole('textbox', { name: 'Reference' })).toHaveValue(`KYC-${passing.id}`);
  await expect(page.getByRole('img', { name: `Id front of customer ${passing.userId}` })).toHaveCount(0);
  await page.screenshot({ path: '/tmp/compliance-view-purpose-en.png', fullPage: true });
  await purpose.getByRole('button', { name: 'Show the images' }).click();
  await expect(purpose).toBeHidden();
  await expect(page.getByRole('heading', { name: `Profile #${passing.id}` })).toBeVisible();
  await expect(
    page.getByText(new RegExp(`Shown for: KYC review of this profile · reference .?KYC-${passing.id}\\b`)),
  ).toBeVisible();
  for (const side of ['Id front', 'Id back', 'Selfie'])
    await expect(page.getByRole('img', { name: `${side} of customer ${passing.userId}` })).toBeVisible();
  const checks = page.getByRole('list', { name: 'Checks' });
  await expect(checks.getByRole('listitem')).toHaveCount(6);
  await expect(checks.getByTitle('Failed')).toHaveCount(0);
  await page.screenshot({ path: '/tmp/compliance-profile-en.png', fullPage: true });

  await page.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('The profile was approved')).toBeVisible();
  // The next waiting profile opens (the queue's "next"); the approved one reads as decided.
  await expect(page).not.toHaveURL(new RegExp(`/app/applications/profile-validation/${passing.id}$`));
  await page.goto(`/app/applications/profile-validation/${passing.id}`);
  await expect(page.getByText(/Approved .* by admin@lucky\.app/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
});

test('a listed customer is flagged, cannot be approved, and is rejected with a reason (in Arabic)', async ({
  page,
  request,
}) => {
  const profiles = await pendingProfiles(request);
  const listed = profiles.find((profile) => profile.blacklisted)!;
  const another = profiles.find((profile) => profile.approvable && profile.userId !== listed.userId)!;
  // Another reviewer already named a reference for another customer's images.
  const taken = `E2E-${Date.now()}`;
  const colleague = await createStaff(request, [
    'manage-applications-profile-validation',
    'manage-applications-profile-validation-id',
  ]);
  const login = await request.post(`${API}/auth/local-login`, { data: colleague });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const seen = await request.get(
    `${API}/applications/profile-validations/${another.id}/images/front?reason=CUSTOMER_REQUEST&reference=${taken}`,
    { headers: { authorization: `Bearer ${accessToken}` } },
  );
  expect(seen.status()).toBe(200);

  await signIn(page);
  await switchLanguage(page, 'العربية');
  await page.goto(`/app/applications/profile-validation/${listed.id}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const purpose = page.getByRole('dialog', { name: 'لماذا تعرض بطاقة هوية هذا العميل؟' });
  await expect(purpose.getByRole('combobox', { name: 'السبب' })).toHaveText('مراجعة اعرف عميلك لهذا الملف');
  await page.screenshot({ path: '/tmp/compliance-view-purpose-ar.png', fullPage: true });
  await purpose.getByRole('combobox', { name: 'السبب' }).click();
  await page.getByRole('option', { name: 'طلب العميل' }).click();
  await purpose.getByRole('textbox', { name: 'المرجع' }).fill(taken);
  await purpose.getByRole('button', { name: 'عرض الصور' }).click();
  await expect(purpose.getByText('استخدم موظف آخر هذا المرجع لعميل آخر. أدخل مرجع طلبك أنت.')).toBeVisible();
  await expect(page.getByRole('img', { name: `وجه البطاقة للعميل ${listed.userId}` })).toHaveCount(0);
  await page.screenshot({ path: '/tmp/compliance-view-purpose-refused-ar.png', fullPage: true });
  await purpose.getByRole('textbox', { name: 'المرجع' }).fill(`${taken}-own`);
  await purpose.getByRole('button', { name: 'عرض الصور' }).click();
  await expect(purpose).toBeHidden();
  await expect(page.getByText('هذا الرقم القومي مدرج على قائمة مكافحة غسل الأموال')).toBeVisible();
  await expect(page.getByRole('button', { name: 'قبول' })).toBeDisabled();
  await expect(page.getByRole('img', { name: `وجه البطاقة للعميل ${listed.userId}` })).toBeVisible();
  await page.screenshot({ path: '/tmp/compliance-profile-ar.png', fullPage: true });

  await page.getByRole('button', { name: 'رفض' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'السبب' }).click();
  await page.getByRole('option', { name: 'مدرج على قائمة مكافحة غسل الأموال' }).click();
  await page.screenshot({ path: '/tmp/compliance-reject-ar.png', fullPage: true });
  await dialog.getByRole('button', { name: 'رفض الملف' }).click();
  await expect(page.getByText('تم رفض الملف')).toBeVisible();
  await expect(page.getByText(/مرفوض .* بواسطة/)).toBeVisible();
});

test('NID download: the queue permission finds customers; the detail permission downloads a zip with a reason', async ({
  page,
  request,
  browser,
}) => {
  const [customer] = (await pendingProfiles(request)).filter((profile) => !profile.blacklisted);
  const searcher = await createStaff(request, ['manage-applications-profile-validation']);
  await signIn(page, searcher.email, searcher.password);
  await page.goto('/app/applications/nid-download');
  await expect(page.getByText(/downloading id images needs the profile detail permission/)).toBeVisible();
  await page.getByLabel('Whole national id or mobile').fill(customer!.phone);
  await page.getByRole('button', { name: 'Find' }).click();
  const results = page.getByRole('table', { name: 'Customers found' });
  await expect(results.locator('tbody tr')).toHaveCount(1);
  await expect(results.getByRole('button', { name: /^Download/ })).toHaveCount(0);

  const reviewer = await browser.newPage();
  await signIn(reviewer);
  await reviewer.goto('/app/applications/nid-download');
  await reviewer.getByLabel('Whole national id or mobile').fill(customer!.phone);
  await reviewer.getByRole('button', { name: 'Find' }).click();
  await reviewer.getByRole('checkbox', { name: `Select ${customer!.fullName}` }).check();
  await reviewer.screenshot({ path: '/tmp/compliance-nid-en.png', fullPage: true });
  await reviewer.getByRole('button', { name: 'Download 1 customer as zip' }).click();
  const dialog = reviewer.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Download' }).click();
  await expect(dialog.getByRole('combobox', { name: 'Reason' })).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByRole('combobox', { name: 'Reason' }).click();
  await reviewer.getByRole('option', { name: 'Regulator request (CBE / FRA)' }).click();
  await dialog.getByRole('textbox', { name: 'Reference' }).fill('CBE letter 771/2026');
  await reviewer.screenshot({ path: '/tmp/compliance-nid-dialog-en.png', fullPage: true });
  const download = reviewer.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^national-ids-\d{12}\.zip$/);
  const bytes = fs.readFileSync((await file.path())!);
  expect(bytes.subarray(0, 4).toString('hex')).toBe('504b0304');
  await expect(reviewer.getByText('The download was recorded')).toBeVisible();
  await reviewer.close();
});

test('blacklist: an AML file is uploaded and applied; the entry shows masked and is taken off with a reason', async ({
  page,
}) => {
  const stamp = String(Date.now()).slice(-4);
  // Born 1985-01-01 in Cairo (01), a sequence from the clock, an odd gender digit.
  const nationalId = `285010101${stamp}3`;
  await signIn(page);
  await page.goto('/app/applications/blacklist');
  await expect(page.getByRole('heading', { name: 'Blacklist', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Blacklist' }).locator('tbody tr').first()).toBeVisible();
  await page.screenshot({ path: '/tmp/compliance-blacklist-en.png', fullPage: true });

  await page.getByRole('tab', { name: 'Upload AML file' }).click();
  await expect(page.getByRole('heading', { name: 'AML blacklist file' })).toBeVisible();
  await page.locator('input[type=file]').setInputFiles({
    name: 'aml.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      `national_id,name,reason,source_list,listed_on\r\n${nationalId},E2E Listed ${stamp},Asset freeze,Court order,2026-01-10\r\n`,
    ),
  });
  await expect(page.getByText('The 1 row is valid.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Apply 1 row' }).click();
  // The confirmation says how many open credit lines the file will suspend (issue 19 item 10): this
  // national id is nobody's, so none.
  await expect(page.getByRole('dialog')).toContainText(
    'Open credit lines of listed customers it will suspend: 0.',
  );
  await page.screenshot({ path: '/tmp/compliance-blacklist-confirm-en.png' });
  await page.getByRole('dialog').getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Applied: 1 added, 0 updated.')).toBeVisible({ timeout: 20_000 });
  await page.screenshot({ path: '/tmp/compliance-blacklist-upload-en.png', fullPage: true });

  await page.getByRole('tab', { name: 'Current list' }).click();
  await page.getByLabel('Whole national id or name').fill(nationalId);
  const row = page.getByRole('table', { name: 'Blacklist' }).locator('tbody tr');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`••••••••••${nationalId.slice(-4)}`);
  await expect(row).not.toContainText(nationalId);
  await row.getByRole('button', { name: `Take E2E Listed ${stamp} off the list` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('no');
  await dialog.getByRole('button', { name: 'Take off the list' }).click();
  await expect(dialog.getByText('Enter the reason (at least 3 characters)')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Court decision 14/2026 lifted the freeze');
  await dialog.getByRole('button', { name: 'Take off the list' }).click();
  await expect(page.getByText('The national id was taken off the list')).toBeVisible();
  await expect(page.getByText('No listed national id matches')).toBeVisible();

  await page.getByRole('tab', { name: 'Upload bank accounts' }).click();
  await expect(page.getByRole('heading', { name: 'Bank accounts file' })).toBeVisible();
  await switchLanguage(page, 'العربية');
  await expect(page.getByRole('tab', { name: 'القائمة الحالية' })).toBeVisible();
  await page.screenshot({ path: '/tmp/compliance-bank-ar.png', fullPage: true });
  await page.getByRole('tab', { name: 'القائمة الحالية' }).click();
  await page.screenshot({ path: '/tmp/compliance-blacklist-ar.png', fullPage: true });

  // The confirmation step in Arabic says how many open lines it will suspend (issue 19 item 10);
  // asked, then left without applying.
  await page.getByRole('tab', { name: 'رفع ملف غسل الأموال' }).click();
  await page.locator('input[type=file]').setInputFiles({
    name: 'aml-ar.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      `national_id,name,reason,source_list,listed_on\r\n285010102${stamp}3,E2E Listed AR ${stamp},Asset freeze,Court order,2026-01-10\r\n`,
    ),
  });
  await page.getByRole('button', { name: 'تطبيق صف واحد' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('الحدود الائتمانية المفتوحة للعملاء المدرجين التي سيعلّقها: 0.');
  await expect(confirm).not.toContainText('Open credit lines');
  await page.screenshot({ path: '/tmp/compliance-blacklist-confirm-ar.png' });
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
});
