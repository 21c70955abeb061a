import { expect, test, signIn } from './fixtures.ts';

test('merchants list pages by 20, and a merchant is edited with a new branch', async ({ page }) => {
  await signIn(page);
  await page.goto('/app/merchants/list');
  const rows = page.getByRole('table', { name: 'Merchants' }).locator('tbody tr');
  await expect(rows).toHaveCount(20);
  await expect(page.getByText(/1–20 of 60/)).toBeVisible();
  await page.getByRole('button', { name: /next page/i }).click();
  await expect(page.getByText(/21–40 of 60/)).toBeVisible();

  await page.getByLabel('Search names (English or Arabic)').fill('سيلانترو');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Cilantro');
  await rows.first().getByRole('link', { name: 'Edit Cilantro' }).click();
  await expect(page).toHaveURL(/\/app\/merchants\/manage\/\d+$/);
  await expect(page.getByRole('textbox', { name: 'Name (Arabic)', exact: true })).toHaveValue('سيلانترو');

  const stamp = Date.now();
  await page.getByRole('textbox', { name: 'Name (English)', exact: true }).fill(`Cilantro Café ${stamp}`);
  await page.getByRole('button', { name: 'Add branch' }).click();
  const branch = page
    .getByRole('group')
    .filter({ has: page.getByRole('button', { name: /Remove branch/ }) })
    .last();
  await branch.getByLabel('Branch name (English)').fill('Cilantro Zamalek');
  await branch.getByLabel('Branch name (Arabic)').fill('سيلانترو الزمالك');
  await branch.getByLabel('Address (English)').fill('157 26th of July St, Zamalek, Cairo');
  await branch.getByLabel('Address (Arabic)').fill('157 شارع 26 يوليو، الزمالك، القاهرة');
  await branch.getByLabel('City / area').fill('Zamalek');
  await branch.getByLabel('Governorate').fill('Cairo');
  // Paris: a real place, not in Egypt (the same rule as the bulk branch files).
  await branch.getByLabel('Latitude').fill('48.8566');
  await branch.getByLabel('Longitude').fill('31.2197');
  await page.getByRole('button', { name: 'Save merchant' }).click();
  await expect(branch.getByText('Use a latitude inside Egypt (22 to 31.7)')).toBeVisible();
  await branch.getByLabel('Latitude').fill('30.0626');
  await page.getByRole('button', { name: 'Save merchant' }).click();
  await expect(page.getByText('Merchant was saved')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Name (English)', exact: true })).toHaveValue(
    `Cilantro Café ${stamp}`,
  );
  const saved = page
    .getByRole('group')
    .filter({ has: page.getByRole('button', { name: /Remove branch/ }) })
    .last();
  await expect(saved.getByLabel('Latitude')).toHaveValue('30.0626');
  await expect(saved.getByLabel('Address (Arabic)')).toHaveValue('157 شارع 26 يوليو، الزمالك، القاهرة');
});

test('an unknown merchant id shows the spec message', async ({ page }) => {
  await signIn(page);
  await page.goto('/app/merchants/manage/999999');
  await expect(page.getByText('Could not find an merchant with entered id').first()).toBeVisible();
});

test('a list that cannot load says so in the snackbar and offers Retry in the table', async ({ page }) => {
  await signIn(page);
  let fail = true;
  await page.route('**/api/v2/cmt-backend/merchants/list**', (route) =>
    fail
      ? route.fulfill({ status: 503, json: { message: 'down', code: 'DATABASE_UNAVAILABLE' } })
      : route.fallback(),
  );
  await page.goto('/app/merchants/list');
  await expect(page.getByText('Could not load the list of merchants')).toBeVisible({ timeout: 15_000 });
  fail = false;
  await page.getByRole('button', { name: /retry/i }).click();
  await expect(page.getByRole('row')).not.toHaveCount(1);
});
