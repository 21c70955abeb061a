import { expect, test } from '@playwright/test';
import { signIn } from './fixtures.ts';

test('create a staff account who can then sign in with exactly the chosen permissions', async ({
  page,
  browser,
}) => {
  const email = `new.staff.${Date.now()}@lucky.app`;
  const password = 'a-long-password-2026';
  await signIn(page);
  await page.goto('/app/general/local-users/manage');
  await page.getByRole('button', { name: 'New account' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Name').fill('New Staff');
  await dialog.getByLabel(/^Password/).fill('short');
  await dialog.getByRole('checkbox', { name: 'manage-feature-flags' }).check();
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(dialog.getByText('Use at least 12 characters')).toBeVisible();
  await dialog.getByLabel(/^Password/).fill(password);
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Account was created')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: email })).toBeVisible();

  const other = await browser.newPage();
  await signIn(other, email, password);
  await expect(other).toHaveURL(/\/app\/feature-flags$/);
  await other.close();
});

test('an account without permissions is created only after a confirmation', async ({ page }) => {
  const email = `no.perms.${Date.now()}@lucky.app`;
  await signIn(page);
  await page.goto('/app/general/local-users/manage');
  await page.getByRole('button', { name: 'New account' }).click();
  const form = page.getByRole('dialog', { name: 'New account' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Name').fill('Nobody Yet');
  await form.getByLabel(/^Password/).fill('a-long-password-2026');
  await form.getByRole('button', { name: 'Create account' }).click();
  const confirm = page.getByRole('dialog', { name: 'Create an account without permissions?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Account was created')).toBeHidden();
  await form.getByRole('button', { name: 'Create account' }).click();
  await page
    .getByRole('dialog', { name: 'Create an account without permissions?' })
    .getByRole('button', { name: 'Create account' })
    .click();
  await expect(page.getByText('Account was created')).toBeVisible();
});
