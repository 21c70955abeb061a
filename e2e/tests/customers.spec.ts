import { type APIRequestContext } from '@playwright/test';
import { expect, test, adminToken, createStaff, signIn, switchLanguage } from './fixtures.ts';

const API = '/api/v2/cmt-backend';

interface Summary {
  id: number;
  userId: number;
  fullName: string;
  phone: string;
}

/** A pending KYC profile of the demo data with its three images, to open its customer's page. */
async function pendingProfile(request: APIRequestContext): Promise<Summary> {
  const response = await request.get(`${API}/applications/profile-validations?status=PENDING&pageSize=20`, {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
  });
  expect(response.ok()).toBe(true);
  const items = ((await response.json()) as { items: Summary[] }).items;
  expect(items.length).toBeGreaterThan(0);
  return items.at(-1)!;
}

test('the customer page: every section for the admin, the id images behind the reason dialog, links to full screens', async ({
  page,
  request,
}) => {
  const profile = await pendingProfile(request);
  await signIn(page);
  // From the KYC review, the customer page is one click away.
  await page.goto(`/app/applications/profile-validation/${profile.id}`);
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('link', { name: 'Customer page' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/customers/${profile.userId}$`));
  await expect(page.getByRole('heading', { level: 1, name: profile.fullName })).toBeVisible();
  for (const section of [
    'Profile',
    'KYC',
    'Application and credit line',
    'Cashback and cashouts',
    'Financing blocks',
    'AML blacklist',
    'SMS received',
    'Contracts printed',
    'Audit history',
  ])
    await expect(page.getByRole('heading', { level: 2, name: section, exact: true })).toBeVisible();
  await expect(page.getByText('Opening this page is recorded in the audit trail')).toBeVisible();

  // The id images load only after saying why, through the KYC review's own audited dialog.
  const kyc = page.getByRole('region', { name: 'KYC' });
  await expect(page.getByRole('img', { name: `Id front of customer ${profile.userId}` })).toHaveCount(0);
  await kyc.getByRole('button', { name: 'Show the images' }).click();
  const purpose = page.getByRole('dialog', { name: 'Why are you viewing this customer’s ID?' });
  await expect(purpose.getByRole('textbox', { name: 'Reference' })).toHaveValue(`KYC-${profile.id}`);
  await purpose.getByRole('button', { name: 'Show the images' }).click();
  await expect(page.getByRole('img', { name: `Id front of customer ${profile.userId}` })).toBeVisible();
  await page.screenshot({ path: '/tmp/customer-page-en.png', fullPage: true });

  // The opening and the image views are both on the customer's audit history.
  const audit = page.getByRole('region', { name: 'Audit history' });
  await audit.getByRole('button', { name: /History/ }).click();
  await expect(audit.getByText('customer.overview.view').first()).toBeVisible();

  // Each section links to its full screen.
  await kyc.getByRole('link', { name: 'Open full screen' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/applications/profile-validation/${profile.id}$`));
});

test('with seven tabs of the app open, the customer page still loads at once: one notification stream for the browser, not one per tab', async ({
  page,
  context,
  request,
}) => {
  // Eight tabs of the app on a busy two-core machine: each tab's first load takes seconds.
  test.setTimeout(150_000);
  const profile = await pendingProfile(request);
  await signIn(page);
  // A browser keeps at most 6 HTTP/1.1 connections to the server for all its tabs; a stream per
  // tab took them all, and the page waited (spinner) until a stream ended, minutes later.
  for (let tab = 0; tab < 7; tab++) {
    const other = await context.newPage();
    await other.goto('/app/home');
    await expect(other.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await page.goto(`/app/customers/${profile.userId}`);
  await expect(page.getByRole('heading', { level: 1, name: profile.fullName })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Profile', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Profile' }).getByRole('status')).toHaveCount(0);
  for (const other of context.pages()) if (other !== page) await other.close();
});

test('the customer page shows only the sections of the staff member’s permissions (in Arabic)', async ({
  page,
  request,
}) => {
  const profile = await pendingProfile(request);
  const staff = await createStaff(request, ['manage-app-users', 'manage-affiliate-cashout']);
  await signIn(page, staff.email, staff.password);
  await switchLanguage(page, 'العربية');
  await page.goto(`/app/general/users/manage?user=${profile.userId}`);
  await page.getByRole('link', { name: 'صفحة العميل' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/customers/${profile.userId}$`));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 2, name: 'الملف الشخصي' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'الاسترداد النقدي والسحوبات' })).toBeVisible();
  // The decisions about the customer (lazy, so awaited by name before the sections are counted).
  await expect(page.getByRole('heading', { level: 2, name: 'سجلات القرارات' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(3);
  await page.screenshot({ path: '/tmp/customer-page-ar.png', fullPage: true });
});

/** A number in Arabic-Indic digits (٠-٩), as an Arabic keyboard types it. */
const arabicDigits = (text: string) => text.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!);

test('global search: "/" opens it, a mobile in the +20 form finds the customer, a result opens the customer page', async ({
  page,
  request,
}) => {
  const profile = await pendingProfile(request);
  await signIn(page);
  await page.goto('/app/home');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Search' })).toBeVisible();
  await page.keyboard.press('/');
  const dialog = page.getByRole('dialog', { name: 'Search' });
  const field = dialog.getByRole('combobox', { name: 'National id, mobile, name or id' });
  await expect(field).toBeFocused();
  await field.fill(`+20 ${profile.phone.slice(1)}`);
  const customers = dialog
    .getByRole('listbox', { name: 'Search results' })
    .getByRole('group', { name: 'Customers' });
  // After the customer, its own option "Open a case about …" (the admin works cases).
  const found = customers.getByRole('option').filter({ hasNotText: 'Open a case about' });
  await expect(found).toHaveCount(1);
  await expect(found).toContainText(profile.fullName);
  await expect(
    customers.getByRole('option', { name: `Open a case about ${profile.fullName}` }),
  ).toBeVisible();
  // The admin holds the profile section: the mobile whole; the national id masked all the same.
  await expect(found).toContainText(profile.phone);
  await expect(dialog.getByText('Customers found are recorded in the audit trail')).toBeVisible();
  await page.screenshot({ path: '/tmp/global-search-en.png', fullPage: true });
  await found.click();
  await expect(page).toHaveURL(new RegExp(`/app/customers/${profile.userId}$`));
  await expect(dialog).toBeHidden();
});

test('global search by keyboard: a mobile in Arabic-Indic digits, ArrowDown into the results, Enter opens the highlighted one; the search is on the audit trail', async ({
  page,
  request,
}) => {
  const profile = await pendingProfile(request);
  await signIn(page);
  await page.goto('/app/home');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Search' })).toBeVisible();
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Search' });
  const field = dialog.getByRole('combobox', { name: 'National id, mobile, name or id' });
  await expect(field).toBeFocused();
  await field.fill(arabicDigits(profile.phone));
  const option = dialog
    .getByRole('group', { name: 'Customers' })
    .getByRole('option')
    .filter({ hasNotText: 'Open a case about' });
  await expect(option).toHaveCount(1);
  await expect(option).toContainText(profile.fullName);
  await expect(field).toHaveAttribute('aria-expanded', 'true');
  // Nothing is highlighted until the arrow: Enter alone opens nothing.
  await expect(option).toHaveAttribute('aria-selected', 'false');
  await field.press('Enter');
  await expect(dialog).toBeVisible();
  await field.press('ArrowDown');
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await expect(field).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id'))!);
  // The focus stays in the field (a combobox), so typing goes on where it was.
  await expect(field).toBeFocused();
  await field.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/app/customers/${profile.userId}$`));
  await expect(dialog).toBeHidden();

  // The search is a read of personal data on that customer, its mobile masked.
  await page.goto('/app/general/audit');
  await page.getByLabel('Action (exact, e.g. banner.update)').fill('customer.search');
  const rows = page.getByRole('table', { name: 'Audit entries' }).locator(':scope > tbody > tr');
  await expect(rows.filter({ hasText: 'auth.login' })).toHaveCount(0);
  const entry = rows.filter({ hasText: `app_user #${profile.userId}` }).first();
  await expect(entry).toContainText('Personal data read');
  await expect(entry).toContainText(`*******${profile.phone.slice(-4)}`);
  await expect(entry).not.toContainText(profile.phone);
  await page.screenshot({ path: '/tmp/global-search-audit-en.png', fullPage: true });
});

test('global search in Arabic: Ctrl+K opens it, part of an Arabic name finds customers, kinds in Arabic', async ({
  page,
  request,
}) => {
  const profile = await pendingProfile(request);
  await signIn(page);
  await switchLanguage(page, 'العربية');
  await expect(page.getByRole('banner').getByRole('button', { name: 'بحث' })).toBeVisible();
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'بحث' });
  const field = dialog.getByRole('combobox', { name: 'الرقم القومي أو الموبايل أو الاسم أو الرقم' });
  await expect(field).toBeFocused();
  const part = profile.fullName.split(' ')[0]!;
  await field.fill(part);
  const customers = dialog.getByRole('group', { name: 'العملاء' });
  await expect(customers.getByRole('option').first()).toContainText(part);
  await field.press('ArrowDown');
  await expect(customers.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await page.screenshot({ path: '/tmp/global-search-ar.png', fullPage: true });
});

test('global search in Arabic for a KYC reviewer: the mobile masked, found by Arabic-Indic digits', async ({
  page,
  request,
}) => {
  const profile = await pendingProfile(request);
  const reviewer = await createStaff(request, ['manage-applications-profile-validation']);
  await signIn(page, reviewer.email, reviewer.password);
  await switchLanguage(page, 'العربية');
  await expect(page.getByRole('banner').getByRole('button', { name: 'بحث' })).toBeVisible();
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'بحث' });
  const field = dialog.getByRole('combobox', { name: 'الرقم القومي أو الموبايل أو الاسم أو الرقم' });
  await field.fill(arabicDigits(profile.phone));
  const option = dialog.getByRole('group', { name: 'العملاء' }).getByRole('option');
  await expect(option).toHaveCount(1);
  await expect(option).toContainText(`${profile.phone.slice(0, 3)}•••••${profile.phone.slice(-3)}`);
  await expect(option).not.toContainText(profile.phone);
  await expect(dialog.getByText('يُسجَّل العملاء الذين يظهرون في النتائج')).toBeVisible();
  await page.screenshot({ path: '/tmp/global-search-masked-ar.png', fullPage: true });
});

test('global search: a permission unrelated to customers finds no customer, whatever the number', async ({
  page,
  request,
}) => {
  const profile = await pendingProfile(request);
  const blacklist = await createStaff(request, ['manage-offers-branches-bulk']);
  await signIn(page, blacklist.email, blacklist.password);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Search' })).toBeVisible();
  await page.keyboard.press('/');
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await dialog.getByRole('combobox', { name: 'National id, mobile, name or id' }).fill(profile.phone);
  await expect(dialog.getByText(`Nothing found for “${profile.phone}”`)).toBeVisible();
  await expect(dialog.getByRole('option')).toHaveCount(0);
});
