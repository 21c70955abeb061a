import { expect, test, createStaff, signIn, switchLanguage } from './fixtures.ts';

test('signs in with the local form and lands on the home', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByRole('heading', { name: 'Sign in (LUCKY)' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Login with "lucky.app" email' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Login with "connect.money" email' })).toBeVisible();
  await signIn(page);
  await expect(page).toHaveURL(/\/app\/home$/);
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
  await expect(page).toHaveURL(/\/app\/home$/);
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
  for (const hiddenGroup of ['Merchants', 'Financing', 'General', 'Applications', 'Contracts']) {
    await expect(drawer.getByText(hiddenGroup, { exact: true })).toHaveCount(0);
  }
  await drawer.getByRole('link', { name: 'List' }).click();
  await expect(page).toHaveURL(/\/app\/feature-flags$/);
  await expect(drawer).toBeHidden();
});

test('the contracts screens sit in their own menu group (English and Arabic)', async ({ page, request }) => {
  const staff = await createStaff(request, [
    'manage-applacations-prefill-contract',
    'manage-applications-profile-validation',
  ]);
  await signIn(page, staff.email, staff.password);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu (e2e)' });
  const groupOf = (title: string) => drawer.getByRole('list', { name: title, exact: true });
  await expect(groupOf('Contracts').getByRole('link', { name: 'Lucky contracts' })).toBeVisible();
  await expect(groupOf('Applications').getByRole('link', { name: 'Profile Validation' })).toBeVisible();
  await expect(groupOf('Applications').getByRole('link', { name: 'Lucky contracts' })).toHaveCount(0);
  await expect(drawer.getByRole('link', { name: 'Connect contracts' })).toHaveCount(0);
  await drawer.screenshot({ path: '.artifacts/menu-contracts-en.png' });
  await page.keyboard.press('Escape');
  await switchLanguage(page, 'العربية');
  await page.getByRole('button', { name: 'فتح القائمة' }).click();
  const arabic = page.getByRole('dialog', { name: /القائمة/ });
  await expect(
    arabic.getByRole('list', { name: 'العقود', exact: true }).getByRole('link', { name: 'عقود لاكي' }),
  ).toBeVisible();
  await arabic.screenshot({ path: '.artifacts/menu-contracts-ar.png' });
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
  // The error page's Dashboard goes home, the first route of everyone (issue 21).
  await expect(page).toHaveURL(/\/app\/home$/);
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
  await expect(page).toHaveURL(/\/app\/home$/);
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
  // Nothing of the session is stored (docs/requirements.md §P4): no token, no login time.
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

for (const phone of [
  {
    language: 'English',
    dir: 'ltr',
    title: 'Content Manager - LUCKY',
    menu: 'Open menu',
    logout: 'Logout',
    account: 'My account',
  },
  {
    language: 'العربية',
    dir: 'rtl',
    title: 'مدير المحتوى - LUCKY',
    menu: 'فتح القائمة',
    logout: 'تسجيل الخروج',
    account: 'حسابي',
  },
] as const) {
  test(`on a 390 px phone the app bar fits in ${phone.language}: nothing scrolls sideways and Logout works`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page);
    if (phone.dir === 'rtl') await switchLanguage(page, phone.language);
    await expect(page.locator('html')).toHaveAttribute('dir', phone.dir);
    const bar = page.getByRole('banner');
    const parts = {
      menu: bar.getByRole('button', { name: phone.menu }),
      title: bar.getByText(phone.title),
      language: bar.getByRole('combobox', { name: /language|اللغة/i }),
      logout: bar.getByRole('button', { name: phone.logout }),
    };
    for (const part of Object.values(parts)) await expect(part).toBeVisible();
    await expect(page.getByRole('main')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`app-bar-390-${phone.dir}.png`) });

    // The page never scrolls sideways, and each part of the bar lies inside the screen, apart from the others.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // The bar stays one row high (56 px on a phone), and the title keeps room to be read.
    const barBox = (await bar.boundingBox())!;
    expect(barBox.height, 'app bar height').toBeLessThanOrEqual(56);
    expect((await parts.title.boundingBox())!.width, 'title width').toBeGreaterThanOrEqual(120);
    const boxes = await Promise.all(
      Object.entries(parts).map(async ([name, part]) => ({ name, box: (await part.boundingBox())! })),
    );
    for (const { name, box } of boxes) {
      expect(box.x, `${name} starts inside the screen`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `${name} ends inside the screen`).toBeLessThanOrEqual(390);
      expect(box.y, `${name} starts inside the app bar`).toBeGreaterThanOrEqual(barBox.y);
      expect(box.y + box.height, `${name} ends inside the app bar`).toBeLessThanOrEqual(
        barBox.y + barBox.height,
      );
    }
    for (const [i, a] of boxes.entries()) {
      for (const b of boxes.slice(i + 1)) {
        const apart = a.box.x + a.box.width <= b.box.x + 0.5 || b.box.x + b.box.width <= a.box.x + 0.5;
        expect(apart, `${a.name} and ${b.name} do not overlap`).toBe(true);
      }
    }

    // My account has no room in the bar on a phone: the side menu opens it.
    await parts.menu.click();
    await page.getByRole('dialog').getByRole('link', { name: phone.account }).click();
    await expect(page).toHaveURL(/\/app\/account$/);

    await parts.logout.click();
    await expect(page).toHaveURL(/\/auth\/login$/);
  });
}
