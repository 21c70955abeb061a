import { expect, test, signIn, switchLanguage } from './fixtures.ts';

/** A number in Arabic-Indic digits (٠-٩), as an Arabic keyboard types it. */
const arabicDigits = (text: string) => text.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!);
/** Eastern Arabic-Indic (Persian) digits for the even places: a paste from two keyboards. */
const mixedDigits = (text: string) =>
  text.replace(/\d/g, (d, i: number) => (i % 2 ? '٠١٢٣٤٥٦٧٨٩' : '۰۱۲۳۴۵۶۷۸۹')[Number(d)]!);

test('numbers typed in Arabic-Indic digits: the app users search finds the customer, the SMS form counts the mobile (in Arabic)', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/app/general/users/manage');
  const rows = page.getByRole('table', { name: 'App users' }).locator('tbody tr');
  await expect(rows).toHaveCount(50);
  const phone = (await rows.nth(5).locator('td').nth(2).innerText()).trim();

  await switchLanguage(page, 'العربية');
  const search = page.getByLabel('الموبايل أو الرقم القومي أو رقم المستخدم أو الاسم');
  await search.pressSequentially(arabicDigits(phone));
  const found = page.getByRole('table', { name: 'مستخدمو التطبيق' }).locator('tbody tr');
  await expect(found).toHaveCount(1);
  await expect(found.first()).toContainText(phone);
  await page.screenshot({ path: '/tmp/typed-digits-app-users-ar.png', fullPage: true });

  await search.fill(mixedDigits(phone));
  await expect(found).toHaveCount(1);
  await expect(found.first()).toContainText(phone);

  // The SMS form reads the numbers with the contract's parser, as the server does.
  await page.goto('/app/general/sms');
  await page.getByRole('textbox', { name: 'أرقام الموبايل' }).fill(`${arabicDigits(phone)}\n${phone}`);
  await expect(page.getByText('رقم واحد', { exact: true })).toBeVisible();
  await expect(page.getByText('رقم واحد مكرر، يُرسل إليه مرة واحدة')).toBeVisible();
});
