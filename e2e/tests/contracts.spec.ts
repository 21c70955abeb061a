import { expect, test } from '@playwright/test';
import { createStaff, signIn } from './fixtures.ts';
import { applicationOf, auditEntries, printCount, stubPrint } from './contracts-helpers.ts';

const LUCKY = '/app/applications/contracts/lucky';
const CONNECT = '/app/applications/contracts/connect';

test('Lucky: find a customer by national id, print the card request and the instalment contract once each, mark signed', async ({
  page,
  request,
}) => {
  const { application } = await applicationOf(request, 100002);
  const staff = await createStaff(request, [
    'manage-applacations-prefill-contract',
    'manage-contracts-mark-as-signed',
  ]);
  await stubPrint(page);
  await signIn(page, staff.email, staff.password);

  await page.goto(LUCKY);
  await page.getByLabel('National id, mobile number or name').fill(application.documentNumber!);
  await page.getByRole('button', { name: 'Find customer' }).click();
  await page.getByRole('list', { name: 'Customers found' }).getByRole('button').first().click();
  await expect(page.getByRole('heading', { name: 'Application of customer 100002' })).toBeVisible();
  await expect(page.getByText(application.documentNumber!)).toBeVisible();
  await expect(page.getByText('Nothing printed yet')).toBeVisible();

  // Card request form: its own page, loading, then exactly one audit and one print dialog.
  await page.getByRole('button', { name: 'Print card request form' }).click();
  await expect(page).toHaveURL(/\/without-layout\/applications\/contracts-debit$/);
  await expect(page.getByRole('heading', { name: 'طلب إصدار بطاقة مسبقة الدفع – لاكي' })).toBeVisible();
  await expect.poll(() => printCount(page)).toBe(1);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  const boxes = page.getByTestId('national-id-boxes').locator('.digit-box');
  await expect(boxes).toHaveText([...application.documentNumber!]);
  await expect(page.getByTestId('contract-print')).not.toContainText(/undefined|null|NaN/);
  // The audit is recorded alongside the print, the page's last work: still one print, one entry.
  await expect
    .poll(() => auditEntries(request, 'contract.debit.audit', 100002))
    .toEqual([expect.objectContaining({ actorEmail: staff.email })]);
  expect(await printCount(page)).toBe(1);

  await page.getByRole('link', { name: /Back to the contracts screen/ }).click();
  await page.goto(`${LUCKY}?user=100002`);
  await page.getByRole('button', { name: 'Print instalment contract' }).click();
  await expect(page).toHaveURL(/contracts-credit$/);
  await expect(page.getByRole('heading', { name: 'عقد تقديم خدمة التقسيط – لاكي' })).toBeVisible();
  await expect.poll(() => printCount(page)).toBe(1);
  await expect(page.getByText('19677').first()).toBeVisible();
  await expect
    .poll(async () => (await auditEntries(request, 'contract.credit.audit', 100002)).length)
    .toBe(1);

  // History shows both prints; marking signed adds the signatures.
  await page.goto(`${LUCKY}?user=100002`);
  const history = page.getByRole('table', { name: 'Contract history' });
  await expect(history.getByRole('row')).toHaveCount(3);
  await expect(history).toContainText('Card request form');
  await expect(history).toContainText('Instalment contract');
  await expect(history).toContainText(staff.email);
  await page.getByRole('button', { name: 'Mark as signed' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Mark as signed' }).click();
  await expect(page.getByText('Marked as signed')).toBeVisible();
  await expect(history.getByRole('row')).toHaveCount(5);
  await expect(history.getByRole('cell', { name: 'Signed' })).toHaveCount(2);
});

test('Connect: print the Connect contract once its logo has loaded; no Mark as signed without the permission', async ({
  page,
  request,
}) => {
  const staff = await createStaff(request, ['manage-applacations-prefill-connect-contract']);
  const { application } = await applicationOf(request, 100003);
  await stubPrint(page);
  await signIn(page, staff.email, staff.password);
  await page.goto(CONNECT);
  await page.getByLabel('National id, mobile number or name').fill(application.phone!);
  await page.getByRole('button', { name: 'Find customer' }).click();
  await page.getByRole('list', { name: 'Customers found' }).getByRole('button').first().click();
  await expect(page.getByRole('heading', { name: 'Application of customer 100003' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark as signed' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Print Connect contract' }).click();
  await expect(page).toHaveURL(/\/without-layout\/applications\/contracts\/connect\/default$/);
  const logo = page.getByRole('img', { name: 'Connect' });
  await expect(logo).toBeVisible();
  expect(
    await logo.evaluate((img: HTMLImageElement) => [
      img.complete,
      img.naturalWidth > 0,
      img.width,
      img.height,
    ]),
  ).toEqual([true, true, 120, 30]);
  await expect.poll(() => printCount(page)).toBe(1);
  await expect(page.getByRole('heading', { name: 'عقد تقديم خدمة التقسيط – كونكت' })).toBeVisible();
  const audits = await auditEntries(request, 'contract.credit.audit', 100003);
  expect(audits).toEqual([expect.objectContaining({ actorEmail: staff.email })]);
});

test('a print page opened by URL says there is nothing to print, in Arabic and English, and offers the way back', async ({
  page,
}) => {
  await stubPrint(page);
  await signIn(page);
  for (const path of [
    '/without-layout/applications/contracts-debit',
    '/without-layout/applications/contracts-credit',
    '/without-layout/applications/contracts/connect/default',
  ]) {
    await page.goto(path);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('لا توجد بيانات طلب لعرضها');
    await expect(alert).toContainText('No application to show');
    await expect(alert.getByRole('link', { name: /Back to the contracts screen/ })).toBeVisible();
    expect(await printCount(page)).toBe(0);
  }
  await page.getByRole('link', { name: /Back to the contracts screen/ }).click();
  await expect(page).toHaveURL(/\/app\/applications\/contracts\/connect$/);
});

test('bad captures: a malformed national id is flagged and prints 14 empty boxes; missing fields print blanks', async ({
  page,
}) => {
  await stubPrint(page);
  await signIn(page);
  await page.goto(`${LUCKY}?user=100008`);
  await expect(page.getByTestId('bad-national-id')).toContainText('not 14 digits');
  await page.getByRole('button', { name: 'Print card request form' }).click();
  await expect.poll(() => printCount(page)).toBe(1);
  const boxes = page.getByTestId('national-id-boxes').locator('.digit-box');
  await expect(boxes).toHaveCount(14);
  for (const text of await boxes.allTextContents()) expect(text.trim()).toBe('');

  await page.goto(`${LUCKY}?user=100006`);
  await page.getByRole('button', { name: 'Print instalment contract' }).click();
  await expect.poll(() => printCount(page)).toBe(1);
  await expect(page.getByTestId('contract-print')).not.toContainText(/undefined|null|NaN/);

  await page.goto(`${LUCKY}?user=999999`);
  await expect(page.getByText('This customer was not found')).toBeVisible();
});

test('the print dialog opens even when recording the print fails; the failure shows on screen and is retried', async ({
  page,
  request,
}) => {
  const staff = await createStaff(request, ['manage-applacations-prefill-contract']);
  await stubPrint(page);
  await signIn(page, staff.email, staff.password);
  const before = (await auditEntries(request, 'contract.debit.audit', 100002)).length;
  let refusals = 0;
  await page.route('**/api/v2/cmt-backend/contracts/debit/audit', async (route) => {
    if (refusals < 2) {
      refusals += 1;
      return route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"message":"down","code":"DATABASE_UNAVAILABLE"}',
      });
    }
    return route.continue();
  });
  await page.goto(`${LUCKY}?user=100002`);
  await page.getByRole('button', { name: 'Print card request form' }).click();
  await expect(page).toHaveURL(/contracts-debit$/);
  await expect.poll(() => printCount(page)).toBe(1);
  await expect(page.getByRole('alert')).toContainText('The print is not recorded yet; retrying');
  // The third attempt goes through: the warning goes away and the print is in the audit log once.
  await expect(page.getByRole('alert')).toBeHidden({ timeout: 15_000 });
  await expect
    .poll(async () => (await auditEntries(request, 'contract.debit.audit', 100002)).length, {
      timeout: 10_000,
    })
    .toBe(before + 1);
  expect(await printCount(page)).toBe(1);
});
