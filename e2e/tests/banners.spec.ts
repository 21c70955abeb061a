import path from 'node:path';
import { expect, test } from '@playwright/test';
import { signIn } from './fixtures.ts';

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

  await row.getByRole('switch').or(row.getByRole('checkbox')).click();
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
