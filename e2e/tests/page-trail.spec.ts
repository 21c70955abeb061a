import { type Locator } from '@playwright/test';
import { expect, test, signIn, switchLanguage } from './fixtures.ts';

/** Issue 21 item 8: breadcrumbs on every page below a list, and a back link to the list as it was. */

const languages = [
  {
    code: 'en',
    name: 'English',
    trail: 'Breadcrumb',
    create: 'Create banner',
    banners: ['Offers', 'Banners'],
    backToBanners: 'Back to Banners',
    merchants: ['Merchants', 'Merchants list'],
    backToMerchants: 'Back to Merchants list',
    flags: ['Feature flags'],
    backToFlags: 'Back to Feature flags',
    cashouts: ['Affiliate', 'Cashout Requests'],
    backToCashouts: 'Back to Cashout Requests',
  },
  {
    code: 'ar',
    name: 'العربية',
    trail: 'مسار التنقل',
    create: 'إنشاء بانر',
    banners: ['العروض', 'البانرات'],
    backToBanners: 'العودة إلى البانرات',
    merchants: ['التجار', 'قائمة التجار'],
    backToMerchants: 'العودة إلى قائمة التجار',
    flags: ['مفاتيح الميزات'],
    backToFlags: 'العودة إلى مفاتيح الميزات',
    cashouts: ['الأفلييت', 'طلبات السحب'],
    backToCashouts: 'العودة إلى طلبات السحب',
  },
] as const;

/** Which way an arrow points on screen: the icon drawn (back or forward) and any mirroring. */
const pointing = (link: Locator) =>
  link.locator('svg').evaluate((svg) => {
    const forward = svg.querySelector('path')!.getAttribute('d')!.toLowerCase().startsWith('m12 4');
    const mirrored = getComputedStyle(svg).transform.startsWith('matrix(-1');
    return forward !== mirrored ? 'right' : 'left';
  });

for (const language of languages) {
  test(`breadcrumbs and the back link keep the list's filters (${language.code})`, async ({ page }) => {
    await signIn(page);
    if (language.code === 'ar') await switchLanguage(page, language.name);

    // A list has no trail; its create page has one, and its way back keeps the list's filter.
    await page.goto('/app/offers/banners?active=INACTIVE');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: language.trail })).toHaveCount(0);
    await page.getByRole('link', { name: language.create }).click();
    await expect(page).toHaveURL(/\/app\/offers\/banners\/create$/);
    const trail = page.getByRole('navigation', { name: language.trail });
    await expect(trail.getByRole('listitem')).toHaveText([...language.banners]);
    await expect(trail.getByRole('link', { name: language.banners[1] })).toHaveAttribute(
      'href',
      '/app/offers/banners?active=INACTIVE',
    );
    const back = page.getByRole('link', { name: language.backToBanners });
    expect(await pointing(back)).toBe(language.code === 'en' ? 'left' : 'right');
    // The separator follows the reading direction: the list's crumb sits after the group's.
    const [group, list] = await trail
      .getByRole('listitem')
      .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().left));
    expect(language.code === 'en' ? list! > group! : list! < group!).toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.screenshot({ path: `/tmp/page-trail-banner-create-${language.code}.png` });
    await back.click();
    await expect(page).toHaveURL(/\/app\/offers\/banners\?active=INACTIVE$/);
    await expect(page.getByRole('navigation', { name: language.trail })).toHaveCount(0);

    // A detail page, opened from a filtered list: back returns to the list as it was.
    await page.goto('/app/affiliate/cashout?status=PENDING');
    await page.getByRole('table').locator('tbody tr').first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/app\/affiliate\/cashout\/\d+$/);
    await expect(page.getByRole('navigation', { name: language.trail }).getByRole('listitem')).toHaveText([
      ...language.cashouts,
    ]);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.screenshot({ path: `/tmp/page-trail-cashout-${language.code}.png` });
    await page.getByRole('link', { name: language.backToCashouts }).click();
    await expect(page).toHaveURL(/\/app\/affiliate\/cashout\?status=PENDING$/);

    // An edit page whose path sits beside its list's (/app/merchants/manage, /app/merchants/list).
    await page.goto('/app/merchants/manage');
    await expect(page.getByRole('navigation', { name: language.trail }).getByRole('listitem')).toHaveText([
      ...language.merchants,
    ]);
    await page.getByRole('link', { name: language.backToMerchants }).click();
    await expect(page).toHaveURL(/\/app\/merchants\/list$/);

    // A group of one item (feature flags) is named once.
    await page.goto('/app/feature-flags/manage');
    await expect(page.getByRole('navigation', { name: language.trail }).getByRole('listitem')).toHaveText([
      ...language.flags,
    ]);
    await expect(page.getByRole('link', { name: language.backToFlags })).toHaveAttribute(
      'href',
      '/app/feature-flags',
    );
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.screenshot({ path: `/tmp/page-trail-flag-create-${language.code}.png` });
  });
}
