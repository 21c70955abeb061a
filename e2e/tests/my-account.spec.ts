import { type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import {
  expect,
  test,
  approveAsSecondAdmin,
  createStaff,
  secondAdminToken,
  signIn,
  switchLanguage,
} from './fixtures.ts';

/** The code an authenticator app shows for this secret, `stepsAhead` 30-second steps from now. */
const codeOf = (secret: string, stepsAhead = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `.artifacts/my-account-${name}.png`, fullPage: true });

interface Words {
  myAccount: string;
  turnOn: string;
  codeFromApp: string;
  confirm: string;
  isOn: string;
  logout: string;
  email: string;
  password: string;
  signIn: string;
  code: string;
  verify: string;
  thisSession: string;
  current: string;
  newPassword: string;
  change: string;
  weak: string;
  turnOff: string;
  recovery: string;
}

const english: Words = {
  myAccount: 'My account',
  turnOn: 'Turn on',
  codeFromApp: 'Code from the app',
  confirm: 'Confirm',
  isOn: 'Two-step verification is on',
  logout: 'Logout',
  email: 'Email',
  password: 'Password',
  signIn: 'Sign in',
  code: 'Code',
  verify: 'Verify',
  thisSession: 'This session',
  current: 'Current password',
  newPassword: 'New password',
  change: 'Change password',
  weak: 'This password is too easy to guess',
  turnOff: 'Turn off',
  recovery: 'Recovery codes',
};

const arabic: Words = {
  myAccount: 'حسابي',
  turnOn: 'تفعيل',
  codeFromApp: 'الرمز من التطبيق',
  confirm: 'تأكيد',
  isOn: 'تم تفعيل التحقق بخطوتين',
  logout: 'تسجيل الخروج',
  email: 'البريد الإلكتروني',
  password: 'كلمة المرور',
  signIn: 'تسجيل الدخول',
  code: 'الرمز',
  verify: 'تحقق',
  thisSession: 'هذه الجلسة',
  current: 'كلمة المرور الحالية',
  newPassword: 'كلمة المرور الجديدة',
  change: 'تغيير كلمة المرور',
  weak: 'كلمة المرور هذه سهلة التخمين',
  turnOff: 'إيقاف',
  recovery: 'رموز الاسترداد',
};

/**
 * My account: a weak new password is refused with the reason, two-step verification is turned on
 * with a code computed here from the key the page shows, then signing out and in again asks for a
 * code, which signs in.
 */
async function enrolSignOutAndIn(page: Page, words: Words, language: 'en' | 'ar') {
  const { email, password } = await createStaff(page.request, ['manage-merchant']);
  await signIn(page, email, password);
  if (language === 'ar') await switchLanguage(page, 'العربية');
  await page.getByRole('link', { name: words.myAccount }).click();
  await expect(page.getByRole('heading', { level: 1, name: words.myAccount })).toBeVisible();
  await expect(page.getByRole('table').getByText(words.thisSession)).toBeVisible();

  await page.getByRole('textbox', { name: words.current, exact: true }).fill(password);
  await page.getByRole('textbox', { name: words.newPassword, exact: true }).fill('password1234');
  await page.getByRole('button', { name: words.change }).click();
  await expect(page.getByText(words.weak)).toBeVisible();

  await page.getByRole('button', { name: words.turnOn }).click();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  await expect(page.getByRole('img', { name: /QR/ })).toHaveAttribute('src', /^data:image\/svg\+xml;base64,/);
  await expect(page.getByRole('list', { name: words.recovery }).getByRole('listitem')).toHaveCount(10);
  await shot(page, `enrol-${language}`);
  await page.getByLabel(words.codeFromApp).fill(codeOf(secret));
  await page.getByRole('button', { name: words.confirm }).click();
  await expect(page.getByText(words.isOn)).toBeVisible();
  await shot(page, `on-${language}`);

  await page.getByRole('button', { name: words.logout }).first().click();
  await page.waitForURL(/\/auth\/login/);
  await page.getByLabel(words.email).fill(email);
  await page.getByLabel(words.password).fill(password);
  await page.getByRole('button', { name: words.signIn }).click();
  const code = page.getByLabel(words.code, { exact: true });
  await expect(code).toBeVisible();
  await shot(page, `code-step-${language}`);
  // The confirmation used this step's code: each code is taken once, so the next step's (one step of
  // drift is accepted) signs in.
  await code.fill(codeOf(secret, 1));
  await page.getByRole('button', { name: words.verify }).click();
  await page.waitForURL(/\/app\//);
  await page.getByRole('link', { name: words.myAccount }).click();
  await expect(page.getByRole('button', { name: words.turnOff })).toBeVisible();
  // The session signed out before is gone; only this one is open.
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
}

test('My account: two-step verification turned on, then sign-in asks for a code (English)', async ({
  page,
}) => {
  await enrolSignOutAndIn(page, english, 'en');
});

test('My account in Arabic, right to left: two-step verification turned on, then signing in with a code', async ({
  page,
}) => {
  await enrolSignOutAndIn(page, arabic, 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test('warns two minutes before the session ends and stays signed in, in every tab, with a new token', async ({
  page,
}) => {
  const { email, password } = await createStaff(page.request, ['manage-merchant']);
  await signIn(page, email, password);
  // A second tab of the same browser (the tabs share the session through localStorage).
  const other = await page.context().newPage();
  await other.goto('/app/account');
  await expect(other.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  const tokenIn = (tab: Page) =>
    tab.evaluate(
      () => (JSON.parse(localStorage.getItem('cmt.user') ?? '{}') as { accessToken?: string }).accessToken,
    );
  const before = await tokenIn(page);
  await page.getByRole('link', { name: 'My account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  // As if the sign-in and the last API call had been 28 and a half minutes ago (30-minute idle
  // timeout, counted a minute early): 30 seconds left.
  await page.evaluate(() => {
    const then = String(Date.now() - 28.5 * 60_000);
    localStorage.setItem('cmt.lastLoginTime', then);
    localStorage.setItem('cmt.lastActivity', then);
  });
  const warning = page.getByRole('dialog', { name: 'Your session is about to end' });
  await expect(warning).toBeVisible();
  await expect(warning).toContainText(/signed out in 0:\d\d/);
  await shot(page, 'warning-en');
  await warning.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(warning).toBeHidden();
  // The token was rotated: the old one is refused, the new one is every tab's.
  const after = await tokenIn(page);
  expect(after).not.toBe(before);
  expect(await tokenIn(other)).toBe(after);
  const me = (token: string | undefined) =>
    page.request.get('/api/v2/cmt-backend/auth/me', { headers: { authorization: `Bearer ${token}` } });
  expect((await me(before)).status()).toBe(401);
  expect((await me(after)).status()).toBe(200);
  // The other tab goes on with it: its next calls are not refused (no sign-out).
  await other.getByRole('button', { name: /^Notifications/ }).click();
  await expect(other.getByText('No notifications in the last 30 days')).toBeVisible();
  await expect(other).toHaveURL(/\/app\/account/);
  await other.close();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
});

test('an administrator sees a staff account’s sessions and signs one out: its next call ends it', async ({
  page,
  browser,
}) => {
  const { email, password } = await createStaff(page.request, ['manage-merchant']);
  const staffPage = await browser.newPage();
  await signIn(staffPage, email, password);

  await signIn(page);
  await page.goto(`/app/general/local-users/manage?q=${encodeURIComponent(email)}`);
  await page.getByRole('button', { name: `Edit ${email}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Sessions' }).click();
  const rows = dialog.getByRole('table', { name: 'Sessions' }).getByRole('row');
  await expect(rows).toHaveCount(2);
  await rows.nth(1).scrollIntoViewIfNeeded();
  await dialog.screenshot({ path: '.artifacts/my-account-staff-sessions-en.png' });
  await rows
    .nth(1)
    .getByRole('button', { name: /Sign out the session started/ })
    .click();
  await expect(page.getByText('The session has ended')).toBeVisible();
  await expect(dialog.getByText('No open sessions')).toBeVisible();

  // The staff member's tab is signed out without a click: the notification stream of its bell ends
  // with the session, and the next call (the stream's reconnect) is refused.
  await staffPage.waitForURL(/\/auth\/login/, { timeout: 10_000 });
  await staffPage.close();
});

/** A staff account with two-step verification on, enrolled through the API as its owner would. */
async function staffWithTwoStep(page: Page) {
  const { email, password } = await createStaff(page.request, ['manage-merchant']);
  const api = '/api/v2/cmt-backend';
  const login = await page.request.post(`${api}/auth/local-login`, { data: { email, password } });
  const headers = {
    authorization: `Bearer ${((await login.json()) as { accessToken: string }).accessToken}`,
  };
  const enrol = await page.request.post(`${api}/auth/totp/enrol`, { headers });
  const { secret } = (await enrol.json()) as { secret: string };
  const confirm = await page.request.post(`${api}/auth/totp/confirm`, {
    headers,
    data: { code: codeOf(secret) },
  });
  expect(confirm.status()).toBe(204);
  const signsIn = async () =>
    (await (
      await page.request.post(`${api}/auth/local-login`, { data: { email, password } })
    ).json()) as object;
  expect(await signsIn()).toHaveProperty('mfaRequired', true);
  return { email, signsIn };
}

test('an administrator turns off a lost two-step verification, asked first; once a second administrator approves, the password alone signs in (English and Arabic)', async ({
  page,
}) => {
  await signIn(page);
  for (const [language, words] of [
    [
      'en',
      {
        action: 'Turn off two-step verification for',
        title: 'Turn off two-step verification?',
        confirm: 'Turn off',
        held: 'Sent for a second approval',
      },
    ],
    [
      'ar',
      {
        action: 'إيقاف التحقق بخطوتين لـ',
        title: 'إيقاف التحقق بخطوتين؟',
        confirm: 'إيقاف',
        held: 'أُرسل لموافقة شخص ثانٍ',
      },
    ],
  ] as const) {
    const staff = await staffWithTwoStep(page);
    await page.goto(`/app/general/local-users/manage?q=${encodeURIComponent(staff.email)}`);
    if (language === 'ar') await switchLanguage(page, 'العربية');
    await page.getByRole('button', { name: new RegExp(`^${words.action}`) }).click();
    const dialog = page.getByRole('dialog', { name: words.title });
    await expect(dialog).toBeVisible();
    // The dialog fades in: the picture is taken with the transition finished.
    await page.screenshot({
      path: `.artifacts/my-account-staff-two-step-off-${language}.png`,
      animations: 'disabled',
    });
    await dialog.getByRole('button', { name: words.confirm, exact: true }).click();
    // Staff access is four-eyes (a password reset plus a two-step reset is a way into an account).
    await expect(page.getByText(words.held)).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(await staff.signsIn()).toHaveProperty('mfaRequired', true);
    const waiting = await page.request.get(
      `/api/v2/cmt-backend/approvals?status=PENDING&targetType=staff_account&targetId=${encodeURIComponent(staff.email)}`,
      { headers: { authorization: `Bearer ${await secondAdminToken(page.request)}` } },
    );
    const [approval] = ((await waiting.json()) as { items: { id: number }[] }).items;
    await approveAsSecondAdmin(page.request, approval!.id);
    expect(await staff.signsIn()).toHaveProperty('accessToken');
  }
});
