import { type Locator, type Page } from '@playwright/test';
import { expect, test, signIn, switchLanguage } from './fixtures.ts';

/** Issue 19, "what the walk-through found": one glossary, dates in the UI's order, permissions in words. */

const languages = [
  { code: 'en', name: 'English', menu: 'Open menu', drawer: 'Menu (e2e)' },
  { code: 'ar', name: 'العربية', menu: 'فتح القائمة', drawer: 'القائمة (e2e)' },
] as const;

async function openDrawer(page: Page, language: (typeof languages)[number]) {
  await page.getByRole('button', { name: language.menu }).click();
  const drawer = page.getByRole('dialog', { name: language.drawer });
  await expect(drawer).toBeVisible();
  return drawer;
}

for (const language of languages) {
  test(`every menu label is its page's title and the browser tab's (${language.code})`, async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page);
    if (language.code === 'ar') await switchLanguage(page, language.name);
    const drawer = await openDrawer(page, language);
    // The label itself (a link may carry a count badge beside it).
    const labels = await drawer.getByRole('link').locator('.MuiListItemText-primary').allTextContents();
    expect(labels.length).toBeGreaterThanOrEqual(28);
    await page.keyboard.press('Escape');
    const mismatches: string[] = [];
    for (const [index, label] of labels.entries()) {
      const open = await openDrawer(page, language);
      await open.getByRole('link').nth(index).click();
      await expect(open).toBeHidden();
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toBeVisible({ timeout: 15_000 });
      // A group's only item ("Feature flags: List") names its page by the group's title.
      const title = (await heading.textContent())?.trim() ?? '';
      const tab = await page.title();
      if (title !== label && !/^(List|القائمة)$/.test(label))
        mismatches.push(`menu "${label}" / page "${title}"`);
      if (!tab.startsWith(`${title} · `)) mismatches.push(`page "${title}" / tab "${tab}"`);
    }
    expect(mismatches).toEqual([]);
    if (language.code === 'ar') {
      const drawerAgain = await openDrawer(page, language);
      await drawerAgain.screenshot({ path: '/tmp/words-menu-ar.png' });
      await page.keyboard.press('Escape');
    }
  });
}

const dateScreens = [
  {
    path: '/app/affiliate/cashout',
    en: ['Requested from', 'Requested until'],
    ar: ['طُلب من', 'طُلب حتى'],
  },
  {
    path: '/app/applications/profile-validation',
    en: ['Sent from', 'Sent until'],
    ar: ['أُرسل من', 'أُرسل حتى'],
  },
  {
    path: '/app/financing/applications',
    en: ['Applied from', 'Applied to'],
    ar: ['تاريخ الطلب من', 'تاريخ الطلب إلى'],
  },
] as const;

for (const language of languages) {
  test(`date filters are typed in the UI language's order and both ends stay in the address (${language.code})`, async ({
    page,
  }) => {
    await signIn(page);
    if (language.code === 'ar') await switchLanguage(page, language.name);
    // English (en-US) puts the month first; Arabic the day.
    const [from, to] = language.code === 'en' ? ['11/01/2026', '11/30/2026'] : ['01/11/2026', '30/11/2026'];
    for (const screen of dateScreens) {
      await page.goto(screen.path);
      const [fromLabel, toLabel] = screen[language.code];
      const fromField = page.getByRole('textbox', { name: fromLabel, exact: true });
      const toField = page.getByRole('textbox', { name: toLabel, exact: true });
      await expect(fromField).toHaveAttribute(
        'placeholder',
        language.code === 'en' ? 'MM/DD/YYYY' : 'يوم/شهر/سنة',
      );
      // Both typed within the filters' pause: they are committed in the same moment.
      await fromField.fill(from);
      await toField.fill(to);
      await expect(page).toHaveURL(/[?&]from=2026-11-01(&|$)/);
      await expect(page).toHaveURL(/[?&]to=2026-11-30(&|$)/);
      await expect(fromField).toHaveValue(from);
      await expect(toField).toHaveAttribute('dir', 'ltr');
      // A reload reads them back from the address, in the same order.
      await page.reload();
      await expect(fromField).toHaveValue(from);
      await expect(toField).toHaveValue(to);
      if (screen.path.includes('cashout')) {
        await fromField.locator('xpath=ancestor::div[contains(@class,"MuiStack")][1]').screenshot({
          path: `/tmp/words-dates-${language.code}.png`,
        });
      }
    }
  });
}

test('the permission editor names each permission and the screens it opens, in English and Arabic', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/app/general/local-users/manage');
  await page.getByRole('button', { name: 'New account' }).click();
  let dialog = page.getByRole('dialog', { name: 'New account' });
  let banners = dialog.getByRole('checkbox', { name: /^Banners\b/ });
  await expect(banners).toHaveAccessibleName(/Opens: Offers › Banners/);
  // The key is still there, as a detail.
  await expect(banners).toHaveAccessibleName(/manage-offers-banners/);
  await expect(dialog.getByRole('checkbox', { name: /^Upload offers in bulk/ })).toHaveAccessibleName(
    /Opens: Offers bulk upload and Card offers bulk upload/,
  );
  await expect(dialog.getByRole('checkbox', { name: /^Mark contracts as signed/ })).toHaveAccessibleName(
    /“Mark as signed” button/,
  );
  // The filter finds a permission by the screen it opens.
  await dialog.getByLabel('Filter permissions').fill('cashout');
  await expect(dialog.getByRole('checkbox', { name: /^Cashout requests list/ })).toBeVisible();
  await expect(banners).toHaveCount(0);
  await dialog.getByLabel('Filter permissions').fill('');
  await dialog.getByRole('group', { name: /^Offers/ }).screenshot({ path: '/tmp/words-permissions-en.png' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await switchLanguage(page, 'العربية');
  await page.getByRole('button', { name: 'حساب جديد' }).click();
  dialog = page.getByRole('dialog', { name: 'حساب جديد' });
  banners = dialog.getByRole('checkbox', { name: /^البانرات/ });
  await expect(banners).toHaveAccessibleName(/تفتح: العروض › البانرات/);
  await expect(dialog.getByRole('group', { name: /^الأفلييت/ })).toBeVisible();
  await dialog.getByRole('group', { name: /^العروض/ }).screenshot({ path: '/tmp/words-permissions-ar.png' });
});

const API = '/api/v2/cmt-backend';

for (const language of languages) {
  test(`words and numbers: plural rows, the Sent column, the back arrow (${language.code})`, async ({
    page,
  }) => {
    await signIn(page);
    if (language.code === 'ar') await switchLanguage(page, language.name);

    // One row is "1 row", in Arabic "صف واحد" (not "1 rows").
    await page.goto('/app/offers/bulk');
    const header =
      'title_en,title_ar,merchant_id,discount_type,discount_value,starts_at,ends_at,category_id,description_en,description_ar,terms_en,terms_ar,status,tags';
    await page.locator('input[type=file]').setInputFiles({
      name: 'one-row.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        `${header}\r\nOne row,صف,999999,PERCENTAGE,20,2026-01-01,2026-12-31,,,,,,ACTIVE,e2e`,
      ),
    });
    await expect(page.getByTestId('bulk-counts')).toHaveText(
      language.code === 'en' ? '1 row: 0 valid, 1 with errors' : 'صف واحد: 0 صحيح، و1 به أخطاء',
    );
    await expect(
      page.getByText(
        language.code === 'en' ? '1 row has errors (1 in all).' : 'في صف واحد أخطاء (1 خطأ إجمالًا).',
        {
          exact: false,
        },
      ),
    ).toBeVisible();

    // The queue's "Sent" column is a noun in Arabic; the profile's back arrow points where the others do.
    await page.goto('/app/applications/profile-validation?status=ALL');
    const queue = page.getByRole('table');
    await expect(
      queue.getByRole('columnheader', { name: language.code === 'en' ? 'Sent' : 'تاريخ الإرسال' }),
    ).toBeVisible();
    await queue.locator('tbody tr').first().getByRole('link').first().click();
    // The profile first asks why its id images would be shown: not now.
    await page
      .getByRole('dialog')
      .getByRole('button', { name: language.code === 'en' ? 'Cancel' : 'إلغاء' })
      .click();
    // Which way the arrow points on screen: the icon drawn (back or forward) and any mirroring.
    const pointing = (link: Locator) =>
      link.locator('svg').evaluate((svg) => {
        const forward = svg.querySelector('path')!.getAttribute('d')!.toLowerCase().startsWith('m12 4');
        const mirrored = getComputedStyle(svg).transform.startsWith('matrix(-1');
        return forward !== mirrored ? 'right' : 'left';
      });
    const expected = language.code === 'en' ? 'left' : 'right';
    expect(
      await pointing(
        page.getByRole('link', {
          name:
            language.code === 'en' ? 'Back to Profile Validation' : 'العودة إلى التحقق من الملفات الشخصية',
        }),
      ),
    ).toBe(expected);
    await page.goto('/app/affiliate/cashout');
    await page.getByRole('table').locator('tbody tr').first().getByRole('link').first().click();
    expect(
      await pointing(
        page.getByRole('link', {
          name: language.code === 'en' ? 'Back to Cashout Requests' : 'العودة إلى طلبات السحب',
        }),
      ),
    ).toBe(expected);
  });
}

test('the logging SMS provider says each number was logged, not sent (en, ar)', async ({ page }) => {
  await signIn(page);
  await page.goto('/app/general/sms');
  await page.getByRole('textbox', { name: 'Message' }).fill('Lucky: your code is 4471');
  await page.getByRole('textbox', { name: 'Mobile numbers' }).fill('01011112299');
  await expect(page.getByText('1 number', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText('1 SMS to 1 number: 1 SMS in all.', { exact: false })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Send', exact: true }).click();
  const detail = page.getByRole('dialog', { name: /^Sending #\d+$/ });
  await expect(detail.getByText('1 logged (not sent), 0 failed of 1')).toBeVisible({ timeout: 20_000 });
  const row = detail.getByRole('table', { name: 'Each number' }).locator('tbody tr');
  // The table shows placeholder rows while the numbers load: wait for the one number's row.
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Logged (not sent)');
  await expect(row).not.toContainText(/\bSent\b/);
  const title = (await detail.getByRole('heading').first().textContent()) ?? '';
  const id = /\d+/.exec(title)![0];
  await detail.screenshot({ path: '/tmp/words-sms-en.png' });
  await detail.getByRole('button', { name: 'Close' }).click();

  await switchLanguage(page, 'العربية');
  await page.getByRole('button', { name: `تفاصيل الإرسال ${id}` }).click();
  const arabic = page.getByRole('dialog', { name: `الإرسال رقم ${id}` });
  await expect(arabic.getByRole('table').locator('tbody tr')).toHaveCount(1);
  await expect(arabic.getByRole('table').locator('tbody tr')).toContainText('سُجّلت (لم تُرسل)');
  // The number runs left to right inside the Arabic table.
  await expect(arabic.locator('bdi[dir=ltr]', { hasText: '01011112299' })).toBeVisible();
  await arabic.screenshot({ path: '/tmp/words-sms-ar.png' });
});

for (const language of languages) {
  test(`a merchant whose name already exists asks before a second is created (${language.code})`, async ({
    page,
    request,
  }) => {
    const token = (
      (await (
        await request.post(`${API}/auth/local-login`, {
          data: { email: 'admin@lucky.app', password: 'e2e-admin-password-2026' },
        })
      ).json()) as { accessToken: string }
    ).accessToken;
    const list = await request.get(`${API}/merchants/list?pageSize=1`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const existing = ((await list.json()) as { items: { nameEn: string; nameAr: string }[] }).items[0]!;
    await signIn(page);
    if (language.code === 'ar') await switchLanguage(page, language.name);
    await page.goto('/app/merchants/manage');
    const en = language.code === 'en';
    await page
      .getByRole('textbox', { name: en ? 'Name (English)' : 'الاسم (بالإنجليزية)', exact: true })
      .fill(en ? existing.nameEn.toUpperCase() : `Another ${Date.now()}`);
    await page
      .getByRole('textbox', { name: en ? 'Name (Arabic)' : 'الاسم (بالعربية)', exact: true })
      .fill(en ? `تاجر ${Date.now()}` : existing.nameAr);
    await page.getByRole('combobox', { name: en ? 'Category' : 'الفئة' }).click();
    await page.getByRole('option').first().click();
    await page.locator('form button[type=submit]').click();
    const ask = page.getByRole('dialog', {
      name: en ? 'Add a second merchant with this name?' : 'إضافة تاجر ثانٍ بهذا الاسم؟',
    });
    await expect(ask).toContainText(en ? existing.nameEn : existing.nameAr);
    await ask.screenshot({ path: `/tmp/words-merchant-${language.code}.png` });
    await ask.getByRole('button', { name: en ? 'Cancel' : 'إلغاء' }).click();
    await expect(ask).toBeHidden();
    await expect(page).toHaveURL(/\/app\/merchants\/manage$/);
  });
}
