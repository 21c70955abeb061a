import path from 'node:path';
import { expect, test, signIn } from './fixtures.ts';

const image = path.resolve(import.meta.dirname, 'files/banner.png');

test('create a banner with an image, see it in the list, toggle it, delete it', async ({ page }) => {
  const title = `E2E banner ${Date.now()}`;
  await signIn(page);
  await page.goto('/app/offers/banners/create');
  await page.locator('input[type=file]').setInputFiles(image);
  await expect(page.getByRole('img', { name: /preview/i })).toBeVisible();
  // The preview shows at once; a user (and this test) waits for the upload itself before creating.
  await expect(page.getByText('Image uploaded')).toBeVisible();
  await page.getByLabel('Title').fill(title);
  await page.getByRole('button', { name: /create banner/i }).click();
  await expect(page.getByText('Banner was created')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/offers\/banners(\?.*)?$/);

  await page.getByRole('combobox', { name: /active/i }).click();
  await page.getByRole('option', { name: /^active$/i }).click();
  await expect(page).toHaveURL(/active=ACTIVE/);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toBeVisible();

  await row.getByRole('switch').click();
  await expect(page.getByText('Banner inactive')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);

  await page.goto('/app/offers/banners?active=INACTIVE');
  const inactiveRow = page.getByRole('row').filter({ hasText: title });
  await inactiveRow.getByRole('button', { name: /delete/i }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /delete/i })
    .click();
  await expect(page.getByText('Banner was deleted')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);
});

test('the banner edit screen loads the banner (GET /offers/banners/{id}) and says "Could not load banner" when it cannot', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/app/offers/banners');
  const row = page.getByRole('table', { name: 'Banners' }).locator('tbody tr').first();
  await expect(row).toBeVisible();
  const isBannerGet = (r: { method: () => string; url: () => string }) =>
    r.method() === 'GET' && /\/api\/v2\/cmt-backend\/offers\/banners\/\d+$/.test(new URL(r.url()).pathname);
  const dialog = page.getByRole('dialog', { name: 'Edit banner' });
  const active = dialog.getByRole('switch').or(dialog.getByRole('checkbox'));

  // Opened twice: each time the banner is read afresh, so the second save starts from the first's version.
  let id = 0;
  for (const round of [1, 2]) {
    const loaded = page.waitForRequest(isBannerGet);
    await row.getByRole('button', { name: /^Edit / }).click();
    id = Number(new URL((await loaded).url()).pathname.split('/').pop());
    await expect(active).toBeVisible();
    const wasActive = await active.isChecked();
    if (round === 1) await page.screenshot({ path: '.artifacts/banner-edit-en.png', fullPage: true });
    await active.click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(wasActive ? 'Banner inactive' : 'Banner active')).toBeVisible();
    await expect(dialog).toHaveCount(0);
  }

  await page.route(`**/api/v2/cmt-backend/offers/banners/${id}`, (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ code: 'INTERNAL', message: 'Internal error' }),
        })
      : route.fallback(),
  );
  await row.getByRole('button', { name: /^Edit / }).click();
  await expect(page.getByText('Could not load banner', { exact: true })).toBeVisible();
  await expect(dialog).toHaveCount(0);
});
