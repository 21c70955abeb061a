import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test, adminToken, createStaff, signIn, switchLanguage, tokenOf } from './fixtures.ts';

/*
 * The home (issue 21 item 1) and the KYC queue's claims (item 2): sign-in lands on the home, a card
 * opens its list already filtered, "Take next" claims the oldest free profile, a decision opens the
 * following one. English, then Arabic (right to left) with another reviewer.
 */

const API = '/api/v2/cmt-backend';
const KYC = ['manage-applications-profile-validation', 'manage-applications-profile-validation-id'];

test.describe.configure({ mode: 'serial' });

async function homeCount(request: APIRequestContext, token: string, key: string): Promise<number> {
  const response = await request.get(`${API}/home`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  const { cards } = (await response.json()) as { cards: { key: string; count: number }[] };
  return cards.find((card) => card.key === key)!.count;
}

/** The profile page opens with the id images' purpose dialog: close it (the images stay hidden). */
async function closePurpose(page: Page, cancel: string) {
  const purpose = page.getByRole('dialog');
  await purpose.getByRole('button', { name: cancel }).click();
  await expect(purpose).toBeHidden();
}

const idInUrl = (page: Page) => Number(/profile-validation\/(\d+)$/.exec(page.url())![1]);

test('the home counts what waits; take next claims the oldest profile and a decision opens the next (English)', async ({
  page,
  request,
}) => {
  const staff = await createStaff(request, KYC);
  const token = await tokenOf(request, staff.email, staff.password);
  const waiting = await homeCount(request, token, 'profileValidations');
  expect(waiting).toBeGreaterThan(2);
  const pending = await request.get(`${API}/applications/profile-validations?claim=UNCLAIMED&pageSize=5`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const [oldest, second] = ((await pending.json()) as { items: { id: number }[] }).items;

  await signIn(page, staff.email, staff.password);
  await expect(page).toHaveURL(/\/app\/home$/);
  await expect(page.getByRole('heading', { name: 'Home' })).toBeVisible();
  const card = page.locator('[data-card="profileValidations"]');
  await expect(card.getByRole('heading', { name: 'KYC profiles to review' })).toBeVisible();
  await expect(card.getByTestId('home-count-profileValidations')).toHaveText(String(waiting));
  await expect(card.getByText(/^Oldest: /)).toBeVisible();
  // Only the cards of this reviewer's lists: no cashouts, no SMS.
  await expect(page.locator('[data-card="cashouts"]')).toHaveCount(0);
  await expect(page.locator('[data-card="smsSendings"]')).toHaveCount(0);
  await page.screenshot({ path: '/tmp/home-en.png', fullPage: true });

  await card.getByRole('link').click();
  await expect(page).toHaveURL(/\/app\/applications\/profile-validation\?status=PENDING$/);
  const rows = page.getByRole('table', { name: 'Profiles to review' }).locator('tbody tr');
  await expect(rows.first().locator('[data-sla]')).toBeVisible();
  await page.getByRole('button', { name: 'Take next' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/applications/profile-validation/${oldest!.id}$`));
  await closePurpose(page, 'Cancel');
  await expect(page.getByText(/^You are reviewing this until /)).toBeVisible();
  await page.screenshot({ path: '/tmp/queue-profile-en.png', fullPage: true });

  // The list shows the claim: "You" on that row, and the "Mine" filter keeps only it.
  await page.goto('/app/applications/profile-validation?claim=MINE');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('You');
  await page.screenshot({ path: '/tmp/queue-list-en.png', fullPage: true });
  await page.goBack();
  await closePurpose(page, 'Cancel');

  await page.getByRole('button', { name: 'Reject', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject this profile' });
  await dialog.getByRole('combobox', { name: 'Reason' }).click();
  await page.getByRole('option', { name: 'The id card images cannot be read' }).click();
  await dialog.getByRole('button', { name: 'Reject profile' }).click();
  await expect(page.getByText('The profile was rejected')).toBeVisible();
  // The next one opens, claimed for this reviewer.
  await expect(page).toHaveURL(new RegExp(`/app/applications/profile-validation/${second!.id}$`));
  await closePurpose(page, 'Cancel');
  await expect(page.getByText(/^You are reviewing this until /)).toBeVisible();
  expect(await homeCount(request, token, 'profileValidations')).toBe(waiting - 1);
});

test('the home and the queue in Arabic: another reviewer takes the next free profile and moves on', async ({
  page,
  request,
}) => {
  const staff = await createStaff(request, KYC);
  await signIn(page, staff.email, staff.password);
  await switchLanguage(page, 'العربية');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'الرئيسية' })).toBeVisible();
  const card = page.locator('[data-card="profileValidations"]');
  await expect(card.getByRole('heading', { name: 'ملفات اعرف عميلك للمراجعة' })).toBeVisible();
  await page.screenshot({ path: '/tmp/home-ar.png', fullPage: true });

  await card.getByRole('link').click();
  // The English reviewer holds a profile: it shows their email, not "you".
  await page.getByRole('combobox', { name: 'المراجع' }).click();
  await page.getByRole('option', { name: 'بلا مراجع' }).click();
  await expect(page).toHaveURL(/claim=UNCLAIMED/);
  await page.screenshot({ path: '/tmp/queue-list-ar.png', fullPage: true });
  await page.getByRole('button', { name: 'خذ التالي' }).click();
  await expect(page).toHaveURL(/\/app\/applications\/profile-validation\/\d+$/);
  const first = idInUrl(page);
  await closePurpose(page, 'إلغاء');
  await expect(page.getByText(/^أنت تراجع هذا حتى /)).toBeVisible();
  await page.screenshot({ path: '/tmp/queue-profile-ar.png', fullPage: true });

  await page.getByRole('button', { name: 'رفض', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'رفض هذا الملف' });
  await dialog.getByRole('combobox', { name: 'السبب' }).click();
  await page.getByRole('option', { name: 'صور البطاقة غير مقروءة' }).click();
  await dialog.getByRole('button', { name: 'رفض الملف' }).click();
  await expect(page.getByText('تم رفض الملف')).toBeVisible();
  await expect(page).not.toHaveURL(new RegExp(`/profile-validation/${first}$`));
  await expect(page).toHaveURL(/\/app\/applications\/profile-validation\/\d+$/);
});

test('a cashier opens the cashouts from the home and takes the next request (English)', async ({
  page,
  request,
}) => {
  const staff = await createStaff(request, ['manage-affiliate-cashout', 'manage-affiliate-cashout-id']);
  await signIn(page, staff.email, staff.password);
  const card = page.locator('[data-card="cashouts"]');
  await expect(card.getByRole('heading', { name: 'Cashouts to decide' })).toBeVisible();
  await expect(card.getByText(/^Total: /)).toBeVisible();
  await card.getByRole('link').click();
  await expect(page).toHaveURL(/\/app\/affiliate\/cashout\?status=PENDING$/);
  await page.getByRole('button', { name: 'Take next' }).click();
  await expect(page).toHaveURL(/\/app\/affiliate\/cashout\/\d+$/);
  const id = Number(/cashout\/(\d+)$/.exec(page.url())![1]);
  await page.goto('/app/affiliate/cashout?claim=MINE');
  const rows = page.getByRole('table').locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(String(id));
  await expect(rows.first()).toContainText('You');
  await page.screenshot({ path: '/tmp/queue-cashouts-en.png', fullPage: true });
});

/** Today in Cairo plus `days`, YYYY-MM-DD (offers' dates are Cairo days). */
function cairoDay(days = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

test('the home’s offers and bulk cards open their lists filtered: offers ending within 7 days, files waiting (English, then Arabic)', async ({
  page,
  request,
}) => {
  const admin = { authorization: `Bearer ${await adminToken(request)}` };
  const merchants = await request.get(`${API}/merchants/list?pageSize=1`, { headers: admin });
  const merchantId = ((await merchants.json()) as { items: { id: number }[] }).items[0]!.id;
  const stamp = Date.now();
  const offer = (title: string, endsIn: number) =>
    request.post(`${API}/offers`, {
      headers: { ...admin, 'idempotency-key': `home-${endsIn}-${stamp}` },
      data: {
        titleEn: `${title} ${stamp}`,
        titleAr: `عرض ${stamp}`,
        merchantId,
        discountType: 'PERCENTAGE',
        discountValue: 10,
        startsAt: cairoDay(-1),
        endsAt: cairoDay(endsIn),
        status: 'ACTIVE',
      },
    });
  for (const [title, endsIn] of [
    ['Ends soon', 3],
    ['Ends later', 40],
  ] as const) {
    const created = await offer(title, endsIn);
    expect(created.ok(), await created.text()).toBe(true);
  }
  // An offers file checked and not confirmed: it waits on the home.
  const uploaded = await request.post(`${API}/offers/bulk`, {
    headers: admin,
    multipart: {
      file: {
        name: `home-${stamp}.csv`,
        mimeType: 'text/csv',
        buffer: Buffer.from(
          'title_en,title_ar,merchant_id,discount_type,discount_value,starts_at,ends_at\r\n' +
            `Home file ${stamp},عرض,${merchantId},PERCENTAGE,20,2026-01-01,2026-12-31\r\n`,
        ),
      },
    },
  });
  expect(uploaded.ok(), await uploaded.text()).toBe(true);
  const batchId = ((await uploaded.json()) as { id: number }).id;
  await expect
    .poll(async () => {
      const batch = await request.get(`${API}/files/bulk-upload/batches/${batchId}?feature=OfferStrategy`, {
        headers: admin,
      });
      return ((await batch.json()) as { status: string }).status;
    })
    .toBe('VALID');

  const staff = await createStaff(request, ['manage-offers-offers', 'manage-offers-offers-bulk']);
  const token = await tokenOf(request, staff.email, staff.password);
  await signIn(page, staff.email, staff.password);
  await expect(page).toHaveURL(/\/app\/home$/);
  const ending = page.locator('[data-card="offersEnding"]');
  await expect(ending.getByTestId('home-count-offersEnding')).toHaveText(
    String(await homeCount(request, token, 'offersEnding')),
  );
  const bulk = page.locator('[data-card="bulkBatches"]');
  await expect(
    bulk.getByRole('heading', { name: 'Bulk files failed or waiting for confirmation' }),
  ).toBeVisible();
  await expect(bulk.getByRole('link', { name: /^Offers: \d+$/ })).toBeVisible();
  await page.screenshot({ path: '/tmp/home-cards-en.png', fullPage: true });

  // Offers ending within 7 days: the list opens with both filters set, and only such offers.
  await ending.getByRole('link').click();
  await expect(page).toHaveURL(/\/app\/offers\?status=ACTIVE&endingWithin=7$/);
  await expect(page.getByRole('combobox', { name: 'Ending' })).toHaveText('Within 7 days');
  await page.getByLabel('Search titles (English or Arabic)').fill(String(stamp));
  const rows = page.getByRole('table', { name: 'Offers' }).locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`Ends soon ${stamp}`);
  await page.screenshot({ path: '/tmp/offers-ending-en.png', fullPage: true });
  // "Any time" lists the later one too.
  await page.getByRole('combobox', { name: 'Ending' }).click();
  await page.getByRole('option', { name: 'Any time' }).click();
  await expect(page).not.toHaveURL(/endingWithin/);
  await expect(rows).toHaveCount(2);

  // Bulk files: the kind's upload screen with only its waiting files, and Show all.
  await page.goto('/app/home');
  await bulk.getByRole('link', { name: /^Offers: \d+$/ }).click();
  await expect(page).toHaveURL(/\/app\/offers\/bulk\?status=VALID,FAILED$/);
  await expect(page.getByText('Showing only: Ready to apply or Failed')).toBeVisible();
  const history = page.getByRole('table', { name: 'Past uploads' }).locator('tbody tr');
  await expect(history.filter({ hasText: `home-${stamp}.csv` })).toHaveCount(1);
  for (const row of await history.all()) await expect(row).toContainText(/Ready to apply|Failed/);
  await page.screenshot({ path: '/tmp/bulk-waiting-en.png', fullPage: true });
  await page.getByRole('button', { name: 'Show all' }).click();
  await expect(page).toHaveURL(/\/app\/offers\/bulk$/);
  await expect(page.getByText('Showing only:')).toHaveCount(0);

  // The home in Arabic, right to left.
  await page.goto('/app/home');
  await switchLanguage(page, 'العربية');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(bulk.getByRole('link', { name: /^العروض: / })).toBeVisible();
  await expect(ending.getByRole('heading', { name: 'عروض تنتهي خلال 7 أيام' })).toBeVisible();
  await page.screenshot({ path: '/tmp/home-cards-ar.png', fullPage: true });
});

test('a cashier takes the next request from the queue, rejects it, and the following one opens (English)', async ({
  page,
  request,
}) => {
  const staff = await createStaff(request, ['manage-affiliate-cashout', 'manage-affiliate-cashout-id']);
  const token = await tokenOf(request, staff.email, staff.password);
  const waiting = await homeCount(request, token, 'cashouts');
  expect(waiting).toBeGreaterThan(1);
  await signIn(page, staff.email, staff.password);
  await page.locator('[data-card="cashouts"]').getByRole('link').click();
  await page.getByRole('button', { name: 'Take next' }).click();
  await expect(page).toHaveURL(/\/app\/affiliate\/cashout\/\d+$/);
  const first = Number(/cashout\/(\d+)$/.exec(page.url())![1]);

  await page.getByRole('button', { name: 'Reject', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox').fill('The wallet number does not match the customer');
  await dialog.getByRole('button', { name: 'Reject request' }).click();
  await expect(page.getByText('Cashout was rejected')).toBeVisible();
  // The next free request opens, claimed for this cashier.
  await expect(page).not.toHaveURL(new RegExp(`/cashout/${first}$`));
  await expect(page).toHaveURL(/\/app\/affiliate\/cashout\/\d+$/);
  await expect(page.getByRole('button', { name: 'Reject', exact: true })).toBeVisible();
  await page.screenshot({ path: '/tmp/queue-cashout-next-en.png', fullPage: true });
  expect(await homeCount(request, token, 'cashouts')).toBe(waiting - 1);

  // Opened from a list row instead, a decided request stays on screen.
  const second = Number(/cashout\/(\d+)$/.exec(page.url())![1]);
  await page.goto('/app/affiliate/cashout?claim=MINE');
  await page.getByRole('link', { name: `#${second}`, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/cashout/${second}$`));
  await page.getByRole('button', { name: 'Reject', exact: true }).click();
  await dialog.getByRole('textbox').fill('Duplicate request');
  await dialog.getByRole('button', { name: 'Reject request' }).click();
  await expect(page.getByText('Cashout was rejected')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/cashout/${second}$`));
});

test('a reviewer takes the next application from the queue, rejects its line, and the following one opens (English)', async ({
  page,
  request,
}) => {
  const staff = await createStaff(request, [
    'manage-financing-applications',
    'manage-financing-application-reviews',
  ]);
  const token = await tokenOf(request, staff.email, staff.password);
  const waiting = await homeCount(request, token, 'applicationReviews');
  expect(waiting).toBeGreaterThan(1);
  await signIn(page, staff.email, staff.password);
  await page.locator('[data-card="applicationReviews"]').getByRole('link').click();
  await expect(page).toHaveURL(/\/app\/financing\/applications\?status=PENDING$/);
  await page.getByRole('button', { name: 'Take next' }).click();
  await expect(page).toHaveURL(/\/app\/financing\/applications\/\d{14}$/);
  const first = /applications\/(\d{14})$/.exec(page.url())![1]!;

  const current = page.getByRole('region', { name: 'Current credit line' });
  await current.getByRole('button', { name: 'Reject', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Reason').fill('Income could not be verified');
  await dialog.getByRole('button', { name: 'Save decision' }).click();
  await expect(page.getByText('Decision saved')).toBeVisible();
  // The next line waiting for a review opens.
  await expect(page).not.toHaveURL(new RegExp(`/applications/${first}$`));
  await expect(page).toHaveURL(/\/app\/financing\/applications\/\d{14}$/);
  await expect(current.getByRole('button', { name: 'Reject', exact: true })).toBeVisible();
  await page.screenshot({ path: '/tmp/queue-review-next-en.png', fullPage: true });
  expect(await homeCount(request, token, 'applicationReviews')).toBe(waiting - 1);
});
