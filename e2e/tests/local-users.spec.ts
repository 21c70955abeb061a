import { expect, test, approveAsSecondAdmin, secondAdminToken, signIn, switchLanguage } from './fixtures.ts';

test('create a staff account who can then sign in with exactly the chosen permissions, once a second administrator approves it', async ({
  page,
  browser,
  request,
}) => {
  // Staff access is four-eyes by default: with a second administrator around, a creation waits for them.
  const checker = await secondAdminToken(request);
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
  await expect(page.getByText('Sent for a second approval')).toBeVisible();
  const waiting = await request.get(
    `/api/v2/cmt-backend/approvals?status=PENDING&targetType=staff_account&targetId=${encodeURIComponent(email)}`,
    { headers: { authorization: `Bearer ${checker}` } },
  );
  const [approval] = ((await waiting.json()) as { items: { id: number }[] }).items;
  await approveAsSecondAdmin(request, approval!.id);
  // Other tests' accounts may fill the first page: find it by its email.
  await page.getByRole('searchbox', { name: 'Search by email or name' }).fill(email);
  await expect(page.getByRole('row').filter({ hasText: email })).toBeVisible();

  const other = await browser.newPage();
  await signIn(other, email, password);
  // Everyone lands on the home (issue 21).
  await expect(other).toHaveURL(/\/app\/home$/);
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

test('an email outside the two company domains is refused on its field, at create and at sign-in (English and Arabic)', async ({
  page,
  browser,
}) => {
  await signIn(page);
  await page.goto('/app/general/local-users/manage');
  const create = async (title: string, submit: string) => {
    const form = page.getByRole('dialog', { name: title });
    // The form's fields come with its strings (downloaded on first use): wait for them before listing.
    await expect(form.getByRole('textbox').first()).toBeVisible();
    const [email, name] = await form.getByRole('textbox').all();
    await email!.fill('someone@gmail.com');
    await name!.fill('Someone');
    await form.locator('input[type="password"]').fill('a-long-password-2026');
    await form.getByRole('button', { name: submit }).click();
    // No permissions chosen: the screen asks first.
    await page
      .getByRole('dialog')
      .filter({ hasNot: page.getByRole('textbox') })
      .getByRole('button', { name: submit })
      .click();
    return form;
  };
  await page.getByRole('button', { name: 'New account' }).click();
  let form = await create('New account', 'Create account');
  await expect(form.getByText('Use a company email: one on lucky.app or connect.money')).toBeVisible();
  await form.screenshot({ path: '.artifacts/staff-email-refused-en.png' });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await switchLanguage(page, 'العربية');
  await page.getByRole('button', { name: 'حساب جديد' }).click();
  form = await create('حساب جديد', 'إنشاء الحساب');
  await expect(form.getByText('استخدم بريد الشركة الإلكتروني: على')).toBeVisible();
  await form.screenshot({ path: '.artifacts/staff-email-refused-ar.png' });

  const other = await browser.newPage();
  await other.goto('/auth/login');
  await other.getByLabel('Email').fill('someone@gmail.com');
  await other.getByLabel('Password').fill('any-password');
  await other.getByRole('button', { name: 'Sign in' }).click();
  await expect(
    other.getByText('Sign in with a company email: one on lucky.app or connect.money'),
  ).toBeVisible();
  await expect(other).toHaveURL(/\/auth\/login$/);
  await other.screenshot({ path: '.artifacts/sign-in-domain-refused-en.png' });
  await other.close();
});
