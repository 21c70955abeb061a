import path from 'node:path';
import { expect, test, adminToken, signIn, switchLanguage } from './fixtures.ts';

const png = path.resolve(import.meta.dirname, 'files/banner.png');

test('files: an image is uploaded to a folder, its address copied; an image a banner uses cannot be deleted', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page);
  await page.goto('/app/general/files');
  await expect(page.getByRole('heading', { name: 'Files' })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Images' }).getByRole('listitem');
  await expect(cards.first()).toBeVisible();

  // A banner's image (the demo data's, whatever other tests uploaded): where it is used is said,
  // and Delete stays off.
  const banners = await page.request.get('/api/v2/cmt-backend/offers/banners/list?pageSize=1&sort=position', {
    headers: { authorization: `Bearer ${await adminToken(page.request)}` },
  });
  const banner = ((await banners.json()) as { items: { title: string; imageUrl: string }[] }).items[0]!;
  const imageName = banner.imageUrl.split('/').pop()!;
  await page.goto('/app/general/files?folder=Banners&pageSize=100');
  await cards
    .filter({ hasText: imageName })
    .getByRole('button', { name: /^Delete/ })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('This image is used and cannot be deleted')).toBeVisible();
  await expect(dialog.getByRole('listitem').filter({ hasText: banner.title })).toContainText(
    /^Banner #\d+: /,
  );
  await expect(dialog.getByRole('button', { name: 'Delete image' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // A folder nothing else uses (the demo data and other tests fill the others).
  await page.getByRole('combobox', { name: 'Folder' }).first().click();
  await page.getByRole('option', { name: 'Offer logos (development)' }).click();
  await page.locator('input[type=file]').setInputFiles(png);
  await expect(page.getByText('The image was uploaded to Offer logos (development)')).toBeVisible();
  await page.getByRole('combobox', { name: 'Folder' }).last().click();
  await page.getByRole('option', { name: 'Offer logos (development)' }).click();
  await expect(cards).toHaveCount(1);
  // The card names the file as it was uploaded, and the name finds it (issue 19 item 11).
  await expect(cards.first()).toContainText('banner.png');
  const search = page.getByRole('searchbox', { name: 'File name' });
  await search.fill('no-such-name');
  await expect(cards).toHaveCount(0);
  await expect(page.getByText('No image whose name holds “no-such-name”')).toBeVisible();
  await search.fill('BANNER.p');
  await expect(page).toHaveURL(/[?&]q=BANNER\.p/);
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('banner.png');
  await page.screenshot({ path: '/tmp/general-files-en.png', fullPage: true });

  await cards
    .first()
    .getByRole('button', { name: /^Copy the address/ })
    .click();
  await expect(page.getByText('The image address was copied')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  // An absolute address, usable outside this screen (this server's public address without a CDN base).
  expect(copied).toMatch(/^http:\/\/[^/]+\/files\/Offer%20Logo%20Dev\/[0-9a-f-]{36}\.png$/);
  expect((await page.request.get(copied)).status()).toBe(200);

  await cards
    .first()
    .getByRole('button', { name: /^Delete/ })
    .click();
  await expect(dialog.getByText('Nothing uses this image')).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete image' }).click();
  await expect(page.getByText('The image was deleted')).toBeVisible();
  await expect(page.getByText('No image whose name holds “BANNER.p”')).toBeVisible();
  await search.fill('');
  await expect(page.getByText('No image in this folder yet')).toBeVisible();
  expect((await page.request.get(copied)).status()).toBe(404);

  await switchLanguage(page, 'العربية');
  await page.getByRole('combobox', { name: 'المجلد' }).last().click();
  await page.getByRole('option', { name: 'كل المجلدات' }).click();
  const arCards = page.getByRole('list', { name: 'الصور' }).getByRole('listitem');
  await expect(arCards.first()).toBeVisible();
  // The file name search in Arabic (issue 19 item 11): a banner image's name finds it, another finds
  // nothing and says so in Arabic.
  const arSearch = page.getByRole('searchbox', { name: 'اسم الملف' });
  await arSearch.fill('no-such-name');
  await expect(arCards).toHaveCount(0);
  await expect(page.getByText('لا توجد صورة يحتوي اسمها على «no-such-name»')).toBeVisible();
  await page.screenshot({ path: '/tmp/general-files-ar-nomatch.png', fullPage: true });
  await arSearch.fill(imageName.slice(0, 12));
  await expect(arCards.filter({ hasText: imageName })).toHaveCount(1);
  await page.screenshot({ path: '/tmp/general-files-ar.png', fullPage: true });
});

test('SMS: an Arabic message is counted in UCS-2 parts, bad numbers are named, and the sending completes', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/app/general/sms');
  await expect(page.getByText(/no SMS gateway configured/)).toBeVisible();
  const message = page.getByRole('textbox', { name: 'Message' });
  await message.fill('Lucky: your code is 4471');
  await expect(page.getByText('24 characters · 1 SMS · standard (GSM-7)')).toBeVisible();
  const arabic = 'لاكي: خصم 20% عند كارفور حتى نهاية الأسبوع. استخدم الكود 4471 عند الدفع من التطبيق.';
  await message.fill(arabic);
  await expect(page.getByText(`${arabic.length} characters · 2 SMS · Unicode (UCS-2)`)).toBeVisible();

  const numbers = page.getByRole('textbox', { name: 'Mobile numbers' });
  await numbers.fill('0101 111 2233\n+201011112233\n12345\n01211112233');
  await expect(page.getByText('1 is not an Egyptian mobile: 3: 12345')).toBeVisible();
  await expect(page.getByText('1 repeated, sent once')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeDisabled();
  await numbers.fill('0101 111 2233\n+201011112233\n01211112233');
  await expect(page.getByText('2 numbers')).toBeVisible();
  await page.screenshot({ path: '/tmp/general-sms-en.png', fullPage: true });

  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText('2 SMS to each of 2 numbers: 4 SMS in all.', { exact: false })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText('The message was queued')).toBeVisible();
  const detail = page.getByRole('dialog', { name: /^Sending #\d+$/ });
  await expect(detail.getByText('2 logged (not sent), 0 failed of 2')).toBeVisible({ timeout: 20_000 });
  await expect(detail.getByRole('table', { name: 'Each number' }).locator('tbody tr')).toHaveCount(2);
  await expect(detail.getByText('01011112233')).toBeVisible();
  await page.screenshot({ path: '/tmp/general-sms-job-en.png', fullPage: true });
  await detail.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('table', { name: 'Sendings' }).locator('tbody tr').first()).toContainText(
    'Done',
  );

  await switchLanguage(page, 'العربية');
  await page.getByRole('textbox', { name: 'الرسالة' }).fill(arabic);
  await expect(page.getByText(`${arabic.length} حرفًا · 2 رسالة · يونيكود (UCS-2)`)).toBeVisible();
  await page.screenshot({ path: '/tmp/general-sms-ar.png', fullPage: true });
});

test('Plus: a plan is created with bilingual benefits, listed with its price, and withdrawn after asking', async ({
  page,
}) => {
  const stamp = Date.now();
  await signIn(page);
  await page.goto('/app/general/plus');
  const rows = page.getByRole('table', { name: 'Plus plans' }).locator('tbody tr');
  await expect(rows.first()).toContainText('Plus Monthly');
  await expect(rows.first()).toContainText('EGP 49.00 a month');
  await page.screenshot({ path: '/tmp/general-plus-en.png', fullPage: true });

  await page.getByRole('link', { name: 'New plan' }).click();
  await page.getByRole('textbox', { name: 'Name (English)' }).fill(`Plus Family ${stamp}`);
  await page.getByRole('textbox', { name: 'Name (Arabic)' }).fill('بلس العائلة');
  await page.getByRole('textbox', { name: 'Price' }).fill('1249.5');
  await page.getByRole('combobox', { name: 'Billing period' }).click();
  await page.getByRole('option', { name: 'Yearly' }).click();
  await page.getByRole('spinbutton', { name: 'Order in the app' }).fill('9');
  await page
    .getByRole('textbox', { name: 'Benefit 1 (English)' })
    .fill('Cashback for up to 4 family members');
  await page.getByRole('button', { name: 'Create plan' }).click();
  await expect(page.getByText('Enter the benefit in Arabic')).toBeVisible();
  await page.getByRole('textbox', { name: 'Benefit 1 (Arabic)' }).fill('كاش باك لأربعة أفراد من العائلة');
  await page.getByRole('button', { name: 'Add benefit' }).click();
  await page.getByRole('textbox', { name: 'Benefit 2 (English)' }).fill('Shared instalment limit');
  await page.getByRole('textbox', { name: 'Benefit 2 (Arabic)' }).fill('حد تقسيط مشترك');
  await page.screenshot({ path: '/tmp/general-plus-form-en.png', fullPage: true });
  await page.getByRole('button', { name: 'Create plan' }).click();
  await expect(page.getByText('The plan was created')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/general\/plus\/manage\/\d+$/);

  await page.goto('/app/general/plus');
  const created = rows.filter({ hasText: `Plus Family ${stamp}` });
  await expect(created).toContainText('EGP 1,249.50 a year');
  await expect(created).toContainText('2 benefits');
  await created.getByRole('switch', { name: `Offer Plus Family ${stamp} in the app` }).click();
  await expect(page.getByRole('dialog')).toContainText('will no longer be offered in the app');
  await page.getByRole('dialog').getByRole('button', { name: 'Stop offering' }).click();
  await expect(page.getByText('The plan is no longer offered')).toBeVisible();
  await expect(created.getByRole('switch')).not.toBeChecked();

  await switchLanguage(page, 'العربية');
  const arabicRows = page.getByRole('table', { name: 'باقات بلس' }).locator('tbody tr');
  await expect(arabicRows.first()).toContainText('بلس الشهري');
  // The same currency words as every other amount in Arabic.
  await expect(arabicRows.first()).toContainText(/ج\.م\.\S*\s*شهريًا/);
  await page.screenshot({ path: '/tmp/general-plus-ar.png', fullPage: true });
});

test('app users: found by mobile, blocked with a reason and unblocked, with the history on the profile (in Arabic)', async ({
  page,
  request,
}) => {
  await signIn(page);
  await page.goto('/app/general/users/manage');
  const rows = page.getByRole('table', { name: 'App users' }).locator('tbody tr');
  await expect(rows).toHaveCount(50);
  await expect(page.getByText('Only the 50 newest matches are shown')).toBeVisible();
  await page.screenshot({ path: '/tmp/general-app-users-en.png', fullPage: true });
  // The first cell is the row's selection checkbox (bulk block).
  const phone = (await rows.nth(3).locator('td').nth(2).innerText()).trim();
  const name = (await rows.nth(3).locator('td').nth(1).locator('p').first().innerText()).trim();

  await switchLanguage(page, 'العربية');
  await page.getByLabel('الموبايل أو الرقم القومي أو رقم المستخدم أو الاسم').fill(`+2${phone}`);
  const found = page.getByRole('table', { name: 'مستخدمو التطبيق' }).locator('tbody tr');
  await expect(found).toHaveCount(1);
  await found
    .first()
    .getByRole('button', { name: `فتح ${name}` })
    .click();
  const drawer = page.getByRole('region', { name: /^العميل رقم \d+$/ });
  await expect(drawer.getByText(phone)).toBeVisible();
  await page.screenshot({ path: '/tmp/general-app-user-ar.png', fullPage: true });
  await drawer.getByRole('button', { name: 'حظر' }).click();
  const dialog = page.getByRole('dialog', { name: `حظر ${name}؟` });
  await dialog.getByRole('textbox', { name: 'السبب' }).fill('عمليات استرداد متكررة على بطاقات مسروقة');
  await dialog.getByRole('button', { name: 'حظر' }).click();
  await expect(page.getByText('تم حظر العميل')).toBeVisible();
  await expect(drawer.getByText(/محظور منذ .* بواسطة admin@lucky\.app: عمليات استرداد متكررة/)).toBeVisible();
  await drawer.getByRole('button', { name: 'رفع الحظر' }).click();
  await page
    .getByRole('dialog', { name: `رفع الحظر عن ${name}؟` })
    .getByRole('textbox', { name: 'السبب' })
    .fill('أكد البنك أن البطاقات تخص العميل');
  await page
    .getByRole('dialog', { name: `رفع الحظر عن ${name}؟` })
    .getByRole('button', { name: 'رفع الحظر' })
    .click();
  await expect(page.getByText('تم رفع الحظر عن العميل')).toBeVisible();
  await expect(drawer.getByText(/^رُفع الحظر .* أكد البنك/)).toBeVisible();
  await expect(drawer.getByText(/^حُظر .* عمليات استرداد/)).toBeVisible();
  await page.screenshot({ path: '/tmp/general-app-user-history-ar.png', fullPage: true });
  await drawer.getByRole('button', { name: 'إغلاق' }).click();
  await expect(found.first()).toContainText('نشط');
  void request;
});
