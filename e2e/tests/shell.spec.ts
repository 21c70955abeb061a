import { expect, test } from '@playwright/test';
import { createStaff, signIn } from './fixtures.ts';

test('signs in with the local form and lands on the first permitted route', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByRole('heading', { name: 'Sign in (LUCKY)' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Login with "lucky.app" email' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Login with "connect.money" email' })).toBeVisible();
  await signIn(page);
  await expect(page).toHaveURL(/\/app\/offers\/popular$/);
  await expect(page.getByText('Content Manager - LUCKY')).toBeVisible();
});

test('a wrong password shows the spec message and stays on sign-in', async ({ page }) => {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill('admin@lucky.app');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Incorrect username / password')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('the menu shows only what a partial permission set allows', async ({ page, request }) => {
  const staff = await createStaff(request, ['manage-offers-banners', 'manage-feature-flags']);
  await signIn(page, staff.email, staff.password);
  await expect(page).toHaveURL(/\/app\/offers\/banners$/);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu (e2e)' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Banners' })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'List' })).toBeVisible();
  for (const hidden of [
    'Popular on lucky',
    'Offers List',
    'Merchants list',
    'Local Users management',
    'Lucky contracts',
  ]) {
    await expect(drawer.getByRole('link', { name: hidden })).toHaveCount(0);
  }
  for (const hiddenGroup of ['Merchants', 'Financing', 'General', 'Applications']) {
    await expect(drawer.getByText(hiddenGroup, { exact: true })).toHaveCount(0);
  }
  await drawer.getByRole('link', { name: 'List' }).click();
  await expect(page).toHaveURL(/\/app\/feature-flags$/);
  await expect(drawer).toBeHidden();
});

test('a route without permission lands on /error/401 with a way back', async ({ page, request }) => {
  const staff = await createStaff(request, ['manage-offers-banners']);
  await signIn(page, staff.email, staff.password);
  await page.goto('/app/general/local-users/manage');
  await expect(page).toHaveURL(/\/error\/401$/);
  await expect(page.getByText('401: Authorization required')).toBeVisible();
  await page
    .getByRole('button', { name: 'Dashboard' })
    .or(page.getByRole('link', { name: 'Dashboard' }))
    .click();
  await expect(page).toHaveURL(/\/app\/offers\/banners$/);
});

test('unknown paths redirect as the spec says', async ({ page }) => {
  await page.goto('/error/nothing-here');
  await expect(page).toHaveURL(/\/error\/404$/);
  await expect(page.getByText('404: Page Not Found')).toBeVisible();
  await page.goto('/somewhere-else');
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('a 401 from the API logs the user out', async ({ page, request }) => {
  const staff = await createStaff(request, ['manage-offers-banners']);
  await signIn(page, staff.email, staff.password);
  await expect(page).toHaveURL(/\/app\/offers\/banners$/);
  // Replace the stored token with a forged one: the next API call answers 401.
  await page.evaluate(() => {
    const user = JSON.parse(localStorage.getItem('cmt.user')!) as { accessToken: string };
    localStorage.setItem('cmt.user', JSON.stringify({ ...user, accessToken: `${user.accessToken}x` }));
  });
  await page.reload();
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('an expired session logs out', async ({ page }) => {
  await signIn(page);
  // Signed in nine hours ago: past the 8-hour expiresIn.
  await page.evaluate(() => localStorage.setItem('cmt.lastLoginTime', String(Date.now() - 9 * 3600 * 1000)));
  await page.reload();
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('Logout clears the session', async ({ page }) => {
  await signIn(page);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  // Only the language choice may stay behind.
  expect(
    await page.evaluate(() => Object.keys(localStorage).filter((key) => key !== 'cmt.language')),
  ).toEqual([]);
  await page.goto('/app/feature-flags');
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('an account without permissions is told to ask an administrator, keeps no session, and can go back', async ({
  page,
  request,
}) => {
  const staff = await createStaff(request, []);
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(staff.email);
  await page.getByLabel('Password').fill(staff.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/auth\/no-access$/);
  await expect(page.getByRole('heading', { name: 'No access yet' })).toBeVisible();
  await expect(page.getByText(/Ask an administrator/)).toBeVisible();
  // Nothing of the session is stored (SPEC §4): no token, no login time.
  expect(
    await page.evaluate(() => Object.keys(localStorage).filter((key) => key !== 'cmt.language')),
  ).toEqual([]);
  await page.goto('/app');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await page.goto('/auth/no-access');
  await page.getByRole('link', { name: 'Back to sign-in' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('the browser finds a favicon, as /favicon.ico and as the SVG the page links', async ({
  page,
  request,
}) => {
  const ico = await request.get('/favicon.ico');
  expect(ico.status()).toBe(200);
  expect(ico.headers()['content-type']).toMatch(/^image\//);
  await page.goto('/auth/login');
  const href = await page.locator('link[rel="icon"][type="image/svg+xml"]').getAttribute('href');
  expect((await request.get(href!)).status()).toBe(200);
});

test('a search box has one clear button (not also the browser’s), and Escape clears it', async ({ page }) => {
  await signIn(page);
  await page.goto('/app/offers');
  const search = page.getByRole('searchbox', { name: 'Search titles (English or Arabic)' });
  await search.fill('Carrefour');
  await expect(page).toHaveURL(/query=Carrefour/);
  // The browser draws its own cancel button only for type=search inputs.
  await expect(search).toHaveAttribute('type', 'text');
  await expect(page.getByRole('button', { name: 'Clear search' })).toHaveCount(1);
  await search.press('Escape');
  await expect(search).toHaveValue('');
  await expect(page).not.toHaveURL(/query=/);
  await expect(page.getByRole('button', { name: 'Clear search' })).toHaveCount(0);
});
