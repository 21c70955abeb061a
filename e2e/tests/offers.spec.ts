import path from 'node:path';
import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expect, test, adminToken, signIn, switchLanguage } from './fixtures.ts';

const image = path.resolve(import.meta.dirname, 'files/banner.png');

const offerRows = (page: Page) => page.getByRole('table', { name: 'Offers' }).locator('tbody tr');

test('search and page through offers', async ({ page }) => {
  await signIn(page);
  await page.goto('/app/offers');
  await expect(offerRows(page)).toHaveCount(20);
  await expect(page.getByText(/1–20 of \d/)).toBeVisible();
  const firstOnPageOne = await offerRows(page).first().innerText();

  await page.getByRole('button', { name: /next page/i }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText(/21–40 of \d/)).toBeVisible();
  await expect(offerRows(page).first()).not.toHaveText(firstOnPageOne);

  await page.getByLabel('Search titles (English or Arabic)').fill('Carrefour');
  await expect(page).toHaveURL(/query=Carrefour/);
  await expect(page).not.toHaveURL(/page=2/);
  await expect(offerRows(page).first()).toContainText('Carrefour');
  await expect(offerRows(page).filter({ hasNotText: 'Carrefour' })).toHaveCount(0);

  // Arabic text finds the same offers through their Arabic titles.
  await page.getByLabel('Search titles (English or Arabic)').fill('كارفور');
  await expect(page).toHaveURL(/query=%D9%83/);
  await expect(offerRows(page).first()).toContainText('Carrefour');

  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Active', exact: true }).click();
  await expect(page).toHaveURL(/status=ACTIVE/);
  await expect(offerRows(page).filter({ hasNotText: 'Active' })).toHaveCount(0);
  await expect(offerRows(page)).not.toHaveCount(0);
});

test('create an offer with an image in both languages, then find and edit it', async ({ page }) => {
  const stamp = Date.now();
  const titleEn = `E2E 25% off school bags ${stamp}`;
  const titleAr = `خصم 25٪ على الشنط المدرسية ${stamp}`;
  await signIn(page);
  await page.goto('/app/offers/create');

  // Bad input first: the form names the fields and nothing is sent.
  await page.getByRole('button', { name: 'Create offer' }).click();
  await expect(page.getByText('Enter the English title')).toBeVisible();
  await expect(page.getByText('Enter the Arabic title')).toBeVisible();

  await page.getByLabel('Title (English)').fill(titleEn);
  await page.getByLabel('Title (Arabic)').fill(titleAr);
  await expect(page.getByLabel('Title (Arabic)')).toHaveAttribute('dir', 'rtl');
  await page.getByLabel('Description (Arabic)').fill('ادفع بتطبيق لاكي واحصل على الخصم.');
  await page.getByRole('combobox', { name: 'Merchant' }).fill('B.TE');
  await page
    .getByRole('option', { name: /^B\.TECH/ })
    .first()
    .click();
  await page.getByLabel('Discount value').fill('125');
  await page.getByLabel('Ends on').fill('2020-01-01');
  await page.getByRole('button', { name: 'Create offer' }).click();
  await expect(page.getByText('A percentage is above 0 and at most 100')).toBeVisible();
  await expect(page.getByText('The end date is before the start date')).toBeVisible();

  await page.getByLabel('Discount value').fill('25');
  await page.getByLabel('Ends on').fill('2027-03-31');
  await page.locator('input[type=file]').setInputFiles(image);
  await expect(page.getByRole('img', { name: /preview/i })).toBeVisible();
  await page.getByRole('button', { name: 'Create offer' }).click();
  await expect(page.getByText('Offer was created')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/offers\/manage\/\d+$/);

  await page.reload();
  await expect(page.getByLabel('Title (Arabic)')).toHaveValue(titleAr);
  await expect(page.getByRole('combobox', { name: 'Merchant' })).toHaveValue('B.TECH');
  await expect(page.getByRole('img', { name: titleEn })).toBeVisible();
  await page.getByLabel('Title (English)').fill(`${titleEn} (edited)`);
  await page.getByRole('button', { name: 'Save offer' }).click();
  await expect(page.getByText('Offer was saved')).toBeVisible();

  await page.goto(`/app/offers?query=${encodeURIComponent(String(stamp))}`);
  await expect(offerRows(page)).toHaveCount(1);
  await expect(offerRows(page).first()).toContainText(`${titleEn} (edited)`);
  await expect(offerRows(page).first().locator('img')).toBeVisible();
});

/** The centre of an element on the page, where a finger or the mouse presses it. */
async function centre(locator: Locator): Promise<{ x: number; y: number }> {
  const box = (await locator.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true });

  test('reorder popular offers by buttons, keyboard, mouse and touch; the order is kept after reload', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/app/offers/popular');
    const items = page.getByRole('list', { name: 'Chosen offers, in order' }).getByRole('listitem');
    await expect(items).toHaveCount(10);
    const handle = (index: number) => items.nth(index).getByRole('button', { name: /^Drag .* to reorder$/ });
    // The order as offer numbers (#id), the same in every language.
    const order = async (list = items) =>
      (await list.allInnerTexts()).map((text) => text.match(/#(\d+)/)?.[1] ?? text);
    // What dnd-kit says to screen readers (its live region), step by step.
    const said = page.locator('[id^="DndLiveRegion"]');
    const before = await order();
    // No phantom horizontal scrollbar (the hidden live regions once measured 100% wide).
    const noHorizontalScroll = () =>
      page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
    expect(await noHorizontalScroll()).toBe(true);
    const expected = [...before];
    const move = (from: number, to: number) => expected.splice(to, 0, expected.splice(from, 1)[0]!);
    // The list in view below the sticky app bar (the page's scroll padding keeps it there), so
    // nothing scrolls under the mouse or the finger mid-drag.
    await items.first().evaluate((row) => row.scrollIntoView({ block: 'start' }));

    // Button: the first goes one down.
    await items
      .first()
      .getByRole('button', { name: /^Move .* down$/ })
      .click();
    move(0, 1);
    expect(await order()).toEqual(expected);

    // Keyboard: focus the fifth row's handle, Space picks it up, ArrowDown, Space drops it.
    await handle(4).focus();
    await page.keyboard.press('Space');
    await expect(said).toHaveText('Picked up the item at position 5 of 10.');
    await page.keyboard.press('ArrowDown');
    await expect(said).toHaveText('Over position 6 of 10.');
    await page.keyboard.press('Space');
    move(4, 5);
    await expect(said).toHaveText(/ moved to position 6 of 10$/);
    expect(await order()).toEqual(expected);
    await expect(handle(5)).toBeFocused();

    // Mouse: the third row dragged by its handle onto the first.
    const mouseFrom = await centre(handle(2));
    const mouseTo = await centre(items.nth(0));
    await page.mouse.move(mouseFrom.x, mouseFrom.y);
    await page.mouse.down();
    await page.mouse.move(mouseFrom.x, mouseTo.y, { steps: 12 });
    await expect(said).toHaveText('Over position 1 of 10.');
    await page.mouse.up();
    move(2, 0);
    await expect.poll(() => order()).toEqual(expected);

    // Touch: press and hold the last row's handle until it is picked up, then slide it two rows up.
    const touch = await page.context().newCDPSession(page);
    const finger = await centre(handle(9));
    const target = await centre(items.nth(7));
    await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [finger] });
    await expect(said).toHaveText('Picked up the item at position 10 of 10.');
    for (let step = 1; step <= 12; step++) {
      const y = finger.y + ((target.y - finger.y) * step) / 12;
      await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: finger.x, y }] });
    }
    await expect(said).toHaveText('Over position 8 of 10.');
    await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    move(9, 7);
    await expect.poll(() => order()).toEqual(expected);
    await expect(page.getByText('Unsaved changes')).toBeVisible();
    expect(await noHorizontalScroll()).toBe(true);

    await page.getByRole('button', { name: 'Save order' }).click();
    await expect(page.getByText('Popular offers were saved')).toBeVisible();
    await page.reload();
    await expect(items).toHaveCount(10);
    expect(await order()).toEqual(expected);

    // Right to left: the same keyboard drag, said in Arabic, and no sideways scroll either.
    await switchLanguage(page, 'العربية');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const arabicItems = page.getByRole('list', { name: 'العروض المختارة بالترتيب' }).getByRole('listitem');
    await expect(arabicItems).toHaveCount(10);
    expect(await noHorizontalScroll()).toBe(true);
    await arabicItems.first().evaluate((row) => row.scrollIntoView({ block: 'start' }));
    await arabicItems
      .nth(1)
      .getByRole('button', { name: /^اسحب .* لتغيير الترتيب$/ })
      .focus();
    await page.keyboard.press('Space');
    await expect(said).toHaveText('تم التقاط العنصر في الموضع 2 من 10.');
    await page.keyboard.press('ArrowDown');
    await expect(said).toHaveText('فوق الموضع 3 من 10.');
    // Mid-drag, the viewport only: a full-page shot resizes the window, which cancels a keyboard drag.
    await page.screenshot({ path: '.artifacts/popular-offers-ar-dragging.png' });
    await page.keyboard.press('Space');
    move(1, 2);
    await expect.poll(() => order(arabicItems)).toEqual(expected);
    await expect(said).toHaveText(/ إلى الموضع 3 من 10$/);
    await expect(page.getByText('تغييرات غير محفوظة')).toBeVisible();
    await page.screenshot({ path: '.artifacts/popular-offers-ar.png', fullPage: true });
  });
});

test('soft-delete an offer: confirmed, gone from the list', async ({ page }) => {
  await signIn(page);
  await page.goto('/app/offers?query=Vodafone&status=DRAFT');
  const row = offerRows(page).first();
  await expect(row).toContainText('Vodafone');
  const id = (await row.innerText()).match(/#(\d+)/)![1]!;
  await row.getByRole('button', { name: /^Hide / }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Its record is kept');
  await dialog.getByRole('button', { name: 'Hide offer' }).click();
  await expect(page.getByText('Offer was hidden')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Offers' })).not.toContainText(`#${id} `);
});

test('the offer form in Arabic is right-to-left', async ({ page }) => {
  await signIn(page);
  await page.goto('/app/offers/create');
  await switchLanguage(page, 'العربية');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'إنشاء عرض' })).toBeVisible();
  const arabicTitle = page.getByLabel('العنوان (بالعربية)');
  await expect(arabicTitle).toHaveAttribute('dir', 'rtl');
  // English fields stay left-to-right inside the right-to-left page.
  await expect(page.getByLabel('العنوان (بالإنجليزية)')).toHaveAttribute('dir', 'ltr');
  // In right-to-left the English column (first in the source) sits on the right.
  const english = await page.getByRole('heading', { name: 'الإنجليزية' }).boundingBox();
  const arabic = await page.getByRole('heading', { name: 'العربية', exact: true }).boundingBox();
  expect(english!.x).toBeGreaterThan(arabic!.x);
  await page.getByRole('button', { name: 'إنشاء العرض' }).click();
  await expect(page.getByText('أدخل العنوان بالعربية')).toBeVisible();
  await page.screenshot({ path: '.artifacts/offer-form-ar.png', fullPage: true });
});

test('customized category: rename it, add an offer and keep the order after reload', async ({ page }) => {
  await signIn(page);
  await page.goto('/app/offers/manage-customized-category');
  await expect(page.getByText(/Editing the last saved category/)).toBeVisible();
  const items = page.getByRole('list', { name: 'Chosen offers, in order' }).getByRole('listitem');
  const count = await items.count();
  const stamp = Date.now();
  await page.getByRole('textbox', { name: 'Name (English)', exact: true }).fill(`Eid picks ${stamp}`);
  await page.getByRole('textbox', { name: 'Name (Arabic)', exact: true }).fill('اختيارات العيد');
  await page.getByRole('combobox', { name: 'Add an offer' }).fill('Talabat');
  await page
    .getByRole('option', { name: /Talabat/ })
    .first()
    .click();
  await expect(items).toHaveCount(count + 1);
  await expect(items.last()).toContainText('Talabat');
  await items
    .last()
    .getByRole('button', { name: /^Move .* up$/ })
    .click();
  await page.getByRole('button', { name: 'Save category' }).click();
  await expect(page.getByText('Customized category was saved')).toBeVisible();
  await expect(page).toHaveURL(/manage-customized-category\/\d+$/);
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Name (English)', exact: true })).toHaveValue(
    `Eid picks ${stamp}`,
  );
  await expect(items).toHaveCount(count + 1);
  await expect(items.nth(count - 1)).toContainText('Talabat');
});

test('Lucky One card offers: created and reopened while their flag is on, turned away while it is off', async ({
  page,
  request,
}) => {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const flags = '/api/v3/cmt-backend/configs/feature-flags';
  const all = (await (await request.get(`${flags}/list?pageSize=100`, { headers })).json()) as {
    items: { id: number; key: string; value: unknown; description: string }[];
  };
  const flag = all.items.find((f) => f.key === 'isABMLuckyOneCardsOffersEnabled')!;
  const setFlag = (value: boolean) =>
    request.put(`${flags}/${flag.id}`, {
      headers,
      data: { key: flag.key, value, description: flag.description },
    });
  const stamp = Date.now();
  try {
    expect((await setFlag(true)).ok()).toBe(true);
    await signIn(page);
    await page.goto('/app/offers/cards/manage');
    await page.getByLabel('Title (English)').fill(`E2E card offer ${stamp}`);
    await page.getByLabel('Title (Arabic)').fill(`عرض الكارت ${stamp}`);
    await page.getByRole('combobox', { name: 'Merchant' }).fill('B.TE');
    await page
      .getByRole('option', { name: /^B\.TECH/ })
      .first()
      .click();
    await page.getByLabel('Discount value').fill('15');
    await page.getByRole('button', { name: 'Create offer' }).click();
    await expect(page.getByText('Offer was created')).toBeVisible();
    await expect(page).toHaveURL(/\/app\/offers\/cards\/manage\/\d+$/);
    const id = Number(page.url().split('/').pop());
    const saved = await request.get(`/api/v2/cmt-backend/offers/lucky-one-card/${id}`, { headers });
    expect(saved.ok()).toBe(true);
    await page.reload();
    await expect(page.getByLabel('Title (Arabic)')).toHaveValue(`عرض الكارت ${stamp}`);

    expect((await setFlag(false)).ok()).toBe(true);
    await page.reload();
    await expect(page.getByText(/Lucky One card offers are turned off/)).toBeVisible();
    await expect(page.getByLabel('Title (English)')).toHaveCount(0);
  } finally {
    await setFlag(flag.value === true);
  }
});

test('offer status agrees with the dates (Cairo days), and the pickers leave ended offers out', async ({
  page,
  request,
}) => {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const cairoDay = (offset: number) => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' }).format(new Date());
    const date = new Date(`${today}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() + offset);
    return date.toISOString().slice(0, 10);
  };
  const stamp = `Dated${Date.now()}`;
  const create = async (name: string, startsAt: string, endsAt: string) => {
    const response = await request.post('/api/v2/cmt-backend/offers', {
      headers,
      data: {
        titleEn: `${stamp} ${name}`,
        titleAr: `عرض ${stamp} ${name}`,
        merchantId: 1,
        discountType: 'PERCENTAGE',
        discountValue: 10,
        startsAt,
        endsAt,
        status: 'ACTIVE',
      },
    });
    expect(response.status()).toBe(200);
  };
  await create('ended yesterday', cairoDay(-20), cairoDay(-1));
  await create('starts tomorrow', cairoDay(1), cairoDay(20));
  await create('ends today', cairoDay(-3), cairoDay(0));

  await signIn(page);
  await page.goto(`/app/offers?query=${stamp}`);
  const row = (name: string) => offerRows(page).filter({ hasText: `${stamp} ${name}` });
  await expect(offerRows(page)).toHaveCount(3);
  await expect(row('ended yesterday')).toContainText('Expired');
  await expect(row('starts tomorrow')).toContainText('Scheduled');
  await expect(row('ends today')).toContainText('Active');

  // The filter agrees with what the rows say.
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Expired', exact: true }).click();
  await expect(page).toHaveURL(/status=EXPIRED/);
  await expect(offerRows(page)).toHaveCount(1);
  await expect(offerRows(page).first()).toContainText('ended yesterday');
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Active', exact: true }).click();
  await expect(offerRows(page)).toHaveCount(1);
  await expect(offerRows(page).first()).toContainText('ends today');

  // The popular offers picker offers the running and coming ones, never the ended one.
  await page.goto('/app/offers/popular');
  await page.getByRole('combobox', { name: 'Add an offer' }).fill(stamp);
  await expect(page.getByRole('option', { name: /starts tomorrow/ })).toBeVisible();
  await expect(page.getByRole('option', { name: /ends today/ })).toBeVisible();
  await expect(page.getByRole('option', { name: /ended yesterday/ })).toHaveCount(0);

  // The same statuses in Arabic.
  await page.goto(`/app/offers?query=${stamp}`);
  await switchLanguage(page, 'العربية');
  await expect(page.getByRole('table', { name: 'العروض' })).toContainText('منتهي');
  await expect(page.getByRole('table', { name: 'العروض' })).toContainText('مجدول');
  await page.screenshot({ path: '.artifacts/offer-status-ar.png', fullPage: true });
});

test('the browser Back button asks before leaving an unsaved order, and Stay keeps it', async ({ page }) => {
  await signIn(page);
  await page.goto('/app/offers');
  await expect(offerRows(page)).toHaveCount(20);
  // Into the onboarding offers through the menu, as staff do (a navigation inside the app).
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('link', { name: 'Onboarding Offers' }).click();
  await expect(page).toHaveURL(/\/app\/offers\/onboarding$/);
  const items = page.getByRole('list', { name: 'Chosen offers, in order' }).getByRole('listitem');
  await expect(items).not.toHaveCount(0);
  const ids = async () => (await items.allInnerTexts()).map((text) => /#(\d+)/.exec(text)![1]);
  const saved = await ids();
  await items
    .first()
    .getByRole('button', { name: /^Move .* down$/ })
    .click();
  const changed = await ids();
  expect(changed).not.toEqual(saved);

  // Back: the question, not the list page. Stay: same page, same unsaved order.
  await page.goBack();
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL(/\/app\/offers\/onboarding$/);
  expect(await ids()).toEqual(changed);
  await expect(page.getByText('Unsaved changes')).toBeVisible();

  // A link of the app asks the same question.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('link', { name: 'Offers List' }).click();
  await expect(leave).toBeVisible();
  await page.screenshot({ path: '/tmp/defects-leave-guard.png' });
  await leave.getByRole('button', { name: 'Stay on this page' }).click();
  // The menu closed with the click on its link.
  await expect(page.getByRole('button', { name: 'Close menu' })).toBeHidden();
  await expect(page).toHaveURL(/\/app\/offers\/onboarding$/);
  await expect.poll(ids).toEqual(changed);

  // Asked again on the next Back; leaving now goes back to the list, with one press.
  await page.goBack();
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page).toHaveURL(/\/app\/offers$/);
  await expect(offerRows(page)).toHaveCount(20);

  // With nothing unsaved (reset), Back leaves at once: no question, no extra step in the history.
  await page.goForward();
  await expect(page).toHaveURL(/\/app\/offers\/onboarding$/);
  await items
    .first()
    .getByRole('button', { name: /^Move .* down$/ })
    .click();
  await page.getByRole('button', { name: 'Undo changes' }).click();
  await expect(page.getByText('Unsaved changes')).toBeHidden();
  await page.goBack();
  await expect(page).toHaveURL(/\/app\/offers$/);
  await expect(leave).toBeHidden();
});

test('popular offers that cannot load say so in the snackbar', async ({ page }) => {
  await signIn(page);
  await page.route('**/api/v2/cmt-backend/offers/popular/priority', (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({ status: 503, json: { message: 'down', code: 'DATABASE_UNAVAILABLE' } })
      : route.fallback(),
  );
  await page.goto('/app/offers/popular');
  // Once on the page, once in the snackbar.
  await expect(page.getByText('Could not load popular offers')).toHaveCount(2, { timeout: 15_000 });
});

/** The Lucky One card offers flag, set through the API for a test and put back after it. */
async function cardOffersFlag(request: APIRequestContext, headers: Record<string, string>) {
  const flags = '/api/v3/cmt-backend/configs/feature-flags';
  const all = (await (await request.get(`${flags}/list?pageSize=100`, { headers })).json()) as {
    items: { id: number; key: string; value: unknown; description: string }[];
  };
  const flag = all.items.find((f) => f.key === 'isABMLuckyOneCardsOffersEnabled')!;
  const set = async (value: boolean) => {
    const response = await request.put(`${flags}/${flag.id}`, {
      headers,
      data: { key: flag.key, value, description: flag.description },
    });
    expect(response.ok()).toBe(true);
  };
  return { set, restore: () => set(flag.value === true) };
}

test('Lucky One card offers have their list: found, edited to end them, deleted after a confirmation (Arabic)', async ({
  page,
  request,
}) => {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const flag = await cardOffersFlag(request, headers);
  const stamp = `Card${Date.now()}`;
  const create = async (name: string, nameAr: string) => {
    const response = await request.post('/api/v2/cmt-backend/offers/lucky-one-card', {
      headers,
      data: {
        titleEn: `${stamp} ${name}`,
        titleAr: `${nameAr} ${stamp}`,
        merchantId: 1,
        discountType: 'CASHBACK',
        discountValue: 5,
        startsAt: '2026-01-01',
        endsAt: '2030-12-31',
        status: 'ACTIVE',
      },
    });
    expect(response.status()).toBe(200);
    return ((await response.json()) as { id: number }).id;
  };
  try {
    await flag.set(true);
    const kept = await create('fuel cashback', 'استرداد البنزين');
    const doomed = await create('cinema cashback', 'استرداد السينما');
    await signIn(page);
    await page.goto('/app/offers');
    const listed = page.waitForRequest((r) => r.url().includes('/offers/lucky-one-card/all'));
    await page.getByRole('tab', { name: 'Lucky One card offers' }).click();
    await listed;
    await expect(page).toHaveURL(/kind=CARD/);
    const cards = page.getByRole('table', { name: 'Lucky One card offers' }).locator('tbody tr');
    await page.getByLabel('Search titles (English or Arabic)').fill(stamp);
    await expect(cards).toHaveCount(2);
    await expect(cards.filter({ hasText: 'fuel cashback' })).toContainText('Active');
    // The regular list never shows a card offer.
    await expect(page.getByRole('table', { name: 'Offers', exact: true })).toHaveCount(0);
    await page.screenshot({ path: '.artifacts/card-offers-en.png', fullPage: true });

    // Edit: end the offer by making it inactive; back on the card list it says so.
    await cards
      .filter({ hasText: 'fuel cashback' })
      .getByRole('link', { name: /^Edit / })
      .click();
    await expect(page).toHaveURL(new RegExp(`/app/offers/cards/manage/${kept}$`));
    await expect(page.getByLabel('Title (English)')).toHaveValue(`${stamp} fuel cashback`);
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Inactive', exact: true }).click();
    await page.getByRole('button', { name: 'Save offer' }).click();
    await expect(page.getByText('Offer was saved')).toBeVisible();
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/app\/offers\?kind=CARD$/);
    await page.getByLabel('Search titles (English or Arabic)').fill(stamp);
    await expect(cards.filter({ hasText: 'fuel cashback' })).toContainText('Inactive');

    // In Arabic: found by its Arabic title, deleted for good once confirmed.
    await switchLanguage(page, 'العربية');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('tab', { name: 'عروض كارت لاكي وان', selected: true })).toBeVisible();
    const arabicCards = page.getByRole('table', { name: 'عروض كارت لاكي وان' }).locator('tbody tr');
    await page.getByLabel('ابحث في العناوين (بالعربية أو الإنجليزية)').fill(`السينما ${stamp}`);
    await expect(arabicCards).toHaveCount(1);
    await arabicCards
      .first()
      .getByRole('button', { name: /^حذف .* نهائيًا$/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'حذف عرض الكارت هذا نهائيًا؟' });
    await expect(dialog).toContainText(`استرداد السينما ${stamp}`);
    // Fully faded in before the picture.
    await expect(page.locator('.MuiDialog-container')).toHaveCSS('opacity', '1');
    await page.screenshot({ path: '.artifacts/card-offers-ar-delete.png', fullPage: true });
    const deleted = page.waitForRequest(
      (r) => r.method() === 'DELETE' && r.url().endsWith(`/offers/lucky-one-card/${doomed}`),
    );
    await dialog.getByRole('button', { name: 'حذف نهائي' }).click();
    await deleted;
    await expect(page.getByText('تم حذف عرض الكارت')).toBeVisible();
    // The list says so (one row with the empty message), not a row of the deleted offer.
    await expect(arabicCards).toHaveText(['لا توجد عروض كارت مطابقة']);
    await page.getByLabel('ابحث في العناوين (بالعربية أو الإنجليزية)').fill(stamp);
    await expect(arabicCards).toHaveCount(1);
    await expect(arabicCards.first()).toContainText('غير نشط');
    await page.screenshot({ path: '.artifacts/card-offers-ar.png', fullPage: true });
    const gone = await request.get(`/api/v2/cmt-backend/offers/lucky-one-card/${doomed}`, { headers });
    expect(gone.status()).toBe(404);

    // Flag off: no card list.
    await flag.set(false);
    await page.reload();
    await expect(page.getByRole('tab')).toHaveCount(0);
    await expect(page.getByRole('table', { name: 'العروض' })).toBeVisible();
  } finally {
    await flag.restore();
  }
});

test('the ids filter: pasted ids (commas, spaces, new lines) list those offers; wrong parts are named', async ({
  page,
  request,
}) => {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const search = await request.get('/api/v2/cmt-backend/offers/regular/all?pageSize=3&sort=id&order=asc', {
    headers,
  });
  const ids = ((await search.json()) as { hits: { id: number }[] }).hits.map((hit) => hit.id);
  expect(ids).toHaveLength(3);
  await signIn(page);
  await page.goto('/app/offers?status=DRAFT');
  await expect(offerRows(page)).not.toHaveCount(0);

  const field = page.getByRole('textbox', { name: 'Offer ids' });
  await field.fill(`${ids[2]}, ${ids[0]}\n${ids[1]}  ${ids[0]}`);
  await expect(page).toHaveURL(new RegExp(`ids=${ids[2]}%2C${ids[0]}%2C${ids[1]}`));
  await expect(offerRows(page)).toHaveCount(3);
  for (const id of ids) await expect(offerRows(page).filter({ hasText: `#${id} ` })).toHaveCount(1);
  // docs/requirements.md §P5: with ids, the status is not used; the screen says so.
  await expect(page.getByText('the search text and the status filter are not used')).toBeVisible();

  await field.fill(`${ids[0]}, abc; 0\n-4`);
  await expect(
    page.getByText('Not offer ids: \u2068abc\u2069, \u20680\u2069, \u2068-4\u2069.'),
  ).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  // The list keeps the ids it had.
  await expect(page).toHaveURL(new RegExp(`ids=${ids[2]}%2C${ids[0]}%2C${ids[1]}`));
  await expect(offerRows(page)).toHaveCount(3);
  await page.screenshot({ path: '.artifacts/offer-ids-en.png', fullPage: true });

  // In Arabic: Arabic-Indic digits and the Arabic comma read as ids too.
  await switchLanguage(page, 'العربية');
  const arabicField = page.getByRole('textbox', { name: 'أرقام العروض' });
  const indic = (n: number) => String(n).replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!);
  await arabicField.fill(`${indic(ids[1]!)}، x7`);
  await expect(page.getByText('ليست أرقام عروض: \u2068x7\u2069.', { exact: false })).toBeVisible();
  await page.screenshot({ path: '.artifacts/offer-ids-ar-error.png', fullPage: true });
  await arabicField.fill(`${indic(ids[1]!)}،`);
  await expect(page).toHaveURL(new RegExp(`ids=${ids[1]}(&|$)`));
  // What was typed stays as typed once the list follows it.
  await expect(arabicField).toHaveValue(`${indic(ids[1]!)}،`);
  await expect(page.getByRole('table', { name: 'العروض' }).locator('tbody tr')).toHaveCount(1);
  await page.screenshot({ path: '.artifacts/offer-ids-ar.png', fullPage: true });
  await page.getByRole('button', { name: 'مسح الأرقام' }).click();
  await expect(page).not.toHaveURL(/ids=/);
  await expect(arabicField).toHaveValue('');
});

test('the regular offer editor loads the offer through GET /offers/regular/{id}', async ({
  page,
  request,
}) => {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const search = await request.get('/api/v2/cmt-backend/offers/regular/all?pageSize=1', { headers });
  const hit = ((await search.json()) as { hits: { id: number; titleEn: string }[] }).hits[0]!;
  await signIn(page);
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'GET') calls.push(new URL(r.url()).pathname);
  });
  const loaded = page.waitForRequest(
    (r) =>
      r.method() === 'GET' && new URL(r.url()).pathname === `/api/v2/cmt-backend/offers/regular/${hit.id}`,
  );
  await page.goto(`/app/offers/manage/${hit.id}`);
  await loaded;
  await expect(page.getByLabel('Title (English)')).toHaveValue(hit.titleEn);
  expect(calls).not.toContain(`/api/v2/cmt-backend/offers/${hit.id}`);
});
