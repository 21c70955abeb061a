import { type Page } from '@playwright/test';
import { expect, test, createStaff, signIn, switchLanguage } from './fixtures.ts';
import { applicationOf, auditEntries, customerWithLine, printCount, stubPrint } from './contracts-helpers.ts';

const LUCKY = '/app/applications/contracts/lucky';
const CONNECT = '/app/applications/contracts/connect';

/** The id card check before each print (issue 19 item 4): types the card's national id and prints. */
async function checkCard(page: Page, nationalId: string) {
  const dialog = page.getByRole('dialog', { name: 'Check the id card before printing' });
  await dialog.getByLabel('National id on the card').fill(nationalId);
  await dialog.getByRole('button', { name: 'Check and print' }).click();
}

test('Lucky: find a customer by national id, print the card request and the instalment contract once each, mark signed', async ({
  page,
  request,
}) => {
  const USER = await customerWithLine(request, true, 3);
  const { application } = await applicationOf(request, USER);
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
  await expect(page.getByRole('heading', { name: `Application of customer ${USER}` })).toBeVisible();
  await expect(page.getByText(application.documentNumber!)).toBeVisible();
  await expect(page.getByText('Nothing printed yet')).toBeVisible();

  // Card request form: its own page, loading, then exactly one audit and one print dialog.
  await page.getByRole('button', { name: 'Print card request form' }).click();
  await checkCard(page, application.documentNumber!);
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
    .poll(() => auditEntries(request, 'contract.debit.audit', USER))
    .toEqual([expect.objectContaining({ actorEmail: staff.email })]);
  expect(await printCount(page)).toBe(1);

  await page.getByRole('link', { name: /Back to the contracts screen/ }).click();
  await page.goto(`${LUCKY}?user=${USER}`);
  await page.getByRole('button', { name: 'Print instalment contract' }).click();
  await checkCard(page, application.documentNumber!);
  await expect(page).toHaveURL(/contracts-credit$/);
  await expect(page.getByRole('heading', { name: 'عقد تقديم خدمة التقسيط – لاكي' })).toBeVisible();
  await expect.poll(() => printCount(page)).toBe(1);
  await expect(page.getByText('19677').first()).toBeVisible();
  await expect.poll(async () => (await auditEntries(request, 'contract.credit.audit', USER)).length).toBe(1);

  // History shows both prints; marking signed adds the signatures.
  await page.goto(`${LUCKY}?user=${USER}`);
  const history = page.getByRole('table', { name: 'Contract history' });
  await expect(history.getByRole('row')).toHaveCount(3);
  await expect(history).toContainText('Card request form');
  await expect(history).toContainText('Instalment contract');
  await expect(history).toContainText(staff.email);
  // "Mark as signed" marks only the document it is pressed on (issue 19 item 6).
  await page.getByRole('button', { name: 'Mark the Instalment contract as signed' }).click();
  await expect(page.getByRole('dialog')).toContainText('signed the printed Instalment contract');
  await page.getByRole('dialog').getByRole('button', { name: 'Mark as signed' }).click();
  await expect(page.getByText('Marked as signed')).toBeVisible();
  await expect(history.getByRole('row')).toHaveCount(4);
  await expect(history.getByRole('cell', { name: /^Signed/ })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Mark the Instalment contract as signed' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Mark the Card request form as signed' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Mark as signed' }).click();
  await expect(history.getByRole('row')).toHaveCount(5);
  await expect(history.getByRole('cell', { name: /^Signed/ })).toHaveCount(2);
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
  await expect(page.getByRole('button', { name: /Mark .*as signed/ })).toHaveCount(0);

  await page.getByRole('button', { name: 'Print Connect contract' }).click();
  // A Connect agent lacks the Lucky permission of the check's call: the card is checked against the loaded application.
  await checkCard(page, application.documentNumber!);
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

test('bad captures: a malformed national id is flagged and cannot be checked, so nothing prints; missing fields print blanks', async ({
  page,
  request,
}) => {
  await stubPrint(page);
  await signIn(page);
  await page.goto(`${LUCKY}?user=100008`);
  await expect(page.getByTestId('bad-national-id')).toContainText('not 14 digits');
  await page.getByRole('button', { name: 'Print card request form' }).click();
  await expect(page.getByTestId('print-refused')).toContainText('cannot be checked');
  await page.getByRole('button', { name: 'Close' }).click();
  expect(await printCount(page)).toBe(0);
  await expect(page).toHaveURL(/contracts\/lucky\?user=100008$/);

  const { application } = await applicationOf(request, 100006);
  await page.goto(`${LUCKY}?user=100006`);
  await page.getByRole('button', { name: 'Print card request form' }).click();
  await checkCard(page, application.documentNumber!);
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
  const { application } = await applicationOf(request, 100002);
  await page.goto(`${LUCKY}?user=100002`);
  await page.getByRole('button', { name: 'Print card request form' }).click();
  await checkCard(page, application.documentNumber!);
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

test('the id card check: a card that does not match says so and prints nothing, in English and Arabic', async ({
  page,
  request,
}) => {
  const { application } = await applicationOf(request, 100002);
  const other = (await applicationOf(request, 100003)).application.documentNumber!;
  const before = (await auditEntries(request, 'contract.debit.audit', 100002)).length;
  const checks: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/financing/users/100002/credit'))
      checks.push(r.postData() ?? '');
  });
  await stubPrint(page);
  await signIn(page);
  await page.goto(`${LUCKY}?user=100002`);
  await page.getByRole('button', { name: 'Print card request form' }).click();
  const dialog = page.getByRole('dialog', { name: 'Check the id card before printing' });
  await dialog.getByLabel('National id on the card').fill('123');
  await dialog.getByRole('button', { name: 'Check and print' }).click();
  await expect(dialog).toContainText('Enter the 14 digits of the national id');
  await checkCard(page, other);
  await expect(dialog.getByRole('alert')).toContainText('does not match the customer’s application');
  expect(checks).toEqual([JSON.stringify({ IDCardNumber: other })]);
  await page.screenshot({ path: '.artifacts/contracts/id-check-mismatch-en.png' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  expect(await printCount(page)).toBe(0);
  await expect(page).toHaveURL(/contracts\/lucky\?user=100002$/);
  expect((await auditEntries(request, 'contract.debit.audit', 100002)).length).toBe(before);

  await switchLanguage(page, 'العربية');
  await page.getByRole('button', { name: 'اطبع طلب البطاقة' }).click();
  const arDialog = page.getByRole('dialog', { name: 'تحقق من بطاقة الرقم القومي قبل الطباعة' });
  await arDialog.getByLabel('الرقم القومي على البطاقة').fill(other);
  await arDialog.getByRole('button', { name: 'تحقق واطبع' }).click();
  await expect(arDialog.getByRole('alert')).toContainText('هذا الرقم القومي لا يطابق طلب العميل');
  await page.screenshot({ path: '.artifacts/contracts/id-check-mismatch-ar.png' });
  // The right card prints.
  await arDialog.getByLabel('الرقم القومي على البطاقة').fill(application.documentNumber!);
  await arDialog.getByRole('button', { name: 'تحقق واطبع' }).click();
  await expect(page).toHaveURL(/contracts-debit$/);
  await expect.poll(() => printCount(page)).toBe(1);
});

test('an instalment contract for a customer without an active credit line warns why and prints nothing', async ({
  page,
  request,
}) => {
  const userId = await customerWithLine(request, false);
  await stubPrint(page);
  await signIn(page);
  await page.goto(`${LUCKY}?user=${userId}`);
  await page.getByRole('button', { name: 'Print instalment contract' }).click();
  await expect(page.getByTestId('print-refused')).toContainText(
    'no active credit line (approved or active), so the Instalment contract would print a blank credit limit',
  );
  await page.screenshot({ path: '.artifacts/contracts/no-active-line-en.png' });
  await page.getByRole('button', { name: 'Close' }).click();
  await switchLanguage(page, 'العربية');
  await page.getByRole('button', { name: 'اطبع عقد التقسيط' }).click();
  await expect(page.getByTestId('print-refused')).toContainText('ليس لهذا العميل حد ائتماني فعّال');
  await page.screenshot({ path: '.artifacts/contracts/no-active-line-ar.png' });
  expect(await printCount(page)).toBe(0);
  // The card request has no limit: it still prints after the check.
  await page.getByRole('button', { name: 'إغلاق' }).click();
  await switchLanguage(page, 'English');
  const { application } = await applicationOf(request, userId);
  await page.getByRole('button', { name: 'Print card request form' }).click();
  await checkCard(page, application.documentNumber!);
  await expect.poll(() => printCount(page)).toBe(1);
});
