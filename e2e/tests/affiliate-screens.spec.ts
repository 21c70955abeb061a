import { expect, test, adminToken, signIn, switchLanguage } from './fixtures.ts';

const API = '/api/v2/cmt-backend';

/** Every affiliate screen, in English then in Arabic (right to left), with a screenshot of each. */
test('every affiliate screen renders in English and in Arabic', async ({ page, request }) => {
  // Eighteen screens, each loaded and checked: more than the default minute on a loaded machine.
  test.setTimeout(150_000);
  const token = await adminToken(request);
  const cashouts = await request.get(`${API}/payment/affiliate/cashouts?status=APPROVED&pageSize=1`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const cashoutId = ((await cashouts.json()) as { items: { id: number }[] }).items[0]!.id;
  const screens: [name: string, path: string, heading: { en: string; ar: string }][] = [
    ['merchants', '/app/affiliate/merchants', { en: 'Merchants', ar: 'تجار الأفلييت' }],
    [
      'merchant-manage',
      '/app/affiliate/merchants/manage/1',
      { en: 'Edit affiliate merchant', ar: 'تعديل تاجر أفلييت' },
    ],
    ['popular', '/app/affiliate/merchants/popular', { en: 'Popular Merchants', ar: 'التجار الأكثر رواجًا' }],
    ['categories', '/app/affiliate/categories', { en: 'Categories', ar: 'فئات الأفلييت' }],
    [
      'transactions',
      '/app/affiliate/transactions/upload',
      { en: 'Upload transactions', ar: 'رفع المعاملات' },
    ],
    ['contest', '/app/affiliate/contest', { en: 'Manage Affiliate Contest', ar: 'إدارة مسابقة الأفلييت' }],
    ['banners', '/app/affiliate/banners', { en: 'Manage Affiliate Banners', ar: 'إدارة بانرات الأفلييت' }],
    ['cashouts', '/app/affiliate/cashout', { en: 'Cashout requests', ar: 'طلبات السحب' }],
    [
      'cashout',
      `/app/affiliate/cashout/${cashoutId}`,
      { en: `Cashout request #${cashoutId}`, ar: `طلب السحب رقم ${cashoutId}` },
    ],
  ];
  await signIn(page);
  for (const language of ['en', 'ar'] as const) {
    if (language === 'ar') {
      await switchLanguage(page, 'العربية');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    }
    for (const [name, path, heading] of screens) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading[language] })).toBeVisible();
      // MUI's progress bars and the app's spinner (kit/page-spinner.tsx) gone: the data is there.
      await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 15_000 });
      await expect(page.locator('.cmt-spinner')).toHaveCount(0, { timeout: 15_000 });
      // Not 'networkidle': the notifications stream keeps one request open for as long as the app is.
      await page.waitForLoadState('load');
      // Nothing wider than the window (no horizontal scrollbar), in either direction.
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
        ),
        `${name} ${language}`,
      ).toBe(true);
      await page.screenshot({ path: `/tmp/affiliate-${name}-${language}.png`, fullPage: true });
    }
  }
});
