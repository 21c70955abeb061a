import { expect, test, type Page } from '@playwright/test';
import { signIn, switchLanguage } from './fixtures.ts';

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
    const labels = await drawer.getByRole('link').allTextContents();
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
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await switchLanguage(page, 'العربية');
  await page.getByRole('button', { name: 'حساب جديد' }).click();
  dialog = page.getByRole('dialog', { name: 'حساب جديد' });
  banners = dialog.getByRole('checkbox', { name: /^البانرات/ });
  await expect(banners).toHaveAccessibleName(/تفتح: العروض › البانرات/);
  await expect(dialog.getByRole('group', { name: /^الأفلييت/ })).toBeVisible();
  await dialog.getByRole('group', { name: /^العروض/ }).screenshot({ path: '/tmp/words-permissions-ar.png' });
});
