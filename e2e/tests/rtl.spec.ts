import { expect, test, signIn, switchLanguage } from './fixtures.ts';

test('Arabic turns the whole UI right-to-left', async ({ page }) => {
  await signIn(page);
  await page.goto('/app/offers/banners');
  await switchLanguage(page, 'العربية');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  // The app bar's Logout button sits on the left edge in right-to-left.
  const logout = await page.getByRole('button', { name: 'تسجيل الخروج' }).boundingBox();
  const width = page.viewportSize()!.width;
  expect(logout!.x).toBeLessThan(width / 2);
  await page.screenshot({ path: '.artifacts/banners-ar.png', fullPage: true });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});
