import { expect, test, adminToken, signIn } from './fixtures.ts';

test('create, edit and delete a feature flag', async ({ page }) => {
  const key = `e2eFlag${Date.now()}`;
  await signIn(page);
  await page.goto('/app/feature-flags');
  await expect(page.getByRole('row').filter({ hasText: 'isABMLuckyOneCardsOffersEnabled' })).toBeVisible();

  await page
    .getByRole('link', { name: 'New flag' })
    .or(page.getByRole('button', { name: 'New flag' }))
    .click();
  await expect(page).toHaveURL(/\/app\/feature-flags\/manage$/);
  await page.getByLabel('Key').fill('1 bad key');
  await page.getByRole('button', { name: /save|create/i }).click();
  await expect(page.getByText(/letters, digits/i)).toBeVisible();
  await page.getByLabel('Key').fill(key);
  await page.getByLabel('Description').fill('Made by the browser test');
  await page.getByRole('button', { name: /save|create/i }).click();
  await expect(page.getByText('Feature flag was created')).toBeVisible();

  await page.goto(`/app/feature-flags?q=${key}`);
  const row = page.getByRole('row').filter({ hasText: key });
  await expect(row).toBeVisible();
  await row
    .getByRole('link', { name: `Edit ${key}` })
    .or(row.getByRole('button', { name: `Edit ${key}` }))
    .click();
  await expect(page).toHaveURL(/\/app\/feature-flags\/manage\/\d+$/);
  await page.getByLabel('Description').fill('Changed by the browser test');
  await page.getByRole('button', { name: /save/i }).click();
  await expect(page.getByText('Feature flag was saved')).toBeVisible();

  await page.goto(`/app/feature-flags?q=${key}`);
  await page
    .getByRole('row')
    .filter({ hasText: 'Changed by the browser test' })
    .getByRole('button', { name: `Delete ${key}` })
    .click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /delete/i })
    .click();
  await expect(page.getByText('Feature flag was deleted')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: key })).toHaveCount(0);
});

test('deleting the only row of the last page moves back to the page before, with its rows', async ({
  page,
  request,
}) => {
  const prefix = `e2ePaging${Date.now()}`;
  const token = await adminToken(request);
  for (let n = 10; n <= 20; n++) {
    const created = await request.post('/api/v3/cmt-backend/configs/feature-flags', {
      headers: { authorization: `Bearer ${token}` },
      data: { key: `${prefix}${n}`, value: true, description: 'paging' },
    });
    expect(created.status()).toBe(200);
  }
  await signIn(page);
  await page.goto(`/app/feature-flags?q=${prefix}&pageSize=10&page=2`);
  const last = page.getByRole('row').filter({ hasText: `${prefix}20` });
  await expect(last).toBeVisible();
  await last.getByRole('button', { name: /delete/i }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /delete/i })
    .click();

  await expect(page).not.toHaveURL(/page=2/);
  await expect(page.getByRole('row').filter({ hasText: prefix })).toHaveCount(10);
  await expect(page.getByText(/no feature flags/i)).toHaveCount(0);
});
