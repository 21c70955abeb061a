import { type Page } from '@playwright/test';
import { expect, test, adminToken, signIn, switchLanguage } from './fixtures.ts';

const API = '/api/v2/cmt-backend';

test('two people edit one offer: the later save is refused and offers a reload, nothing is lost silently', async ({
  page,
  browser,
  request,
}) => {
  const token = await adminToken(request);
  const search = await request.get(`${API}/offers/regular/all?page=1&pageSize=1`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const [offer] = ((await search.json()) as { hits: { id: number }[] }).hits;
  const url = `/app/offers/manage/${offer!.id}`;
  const stamp = Date.now();

  // Both open the offer.
  await signIn(page);
  await page.goto(url);
  const other = await (await browser.newContext({ locale: 'en-US' })).newPage();
  await signIn(other);
  await other.goto(url);
  await expect(other.getByLabel('Title (English)')).not.toHaveValue('');

  // The first saves twice (their own saves never conflict with each other).
  const title = (page: Page) => page.getByLabel('Title (English)');
  await title(page).fill(`First person ${stamp}`);
  await page.getByRole('button', { name: 'Save offer' }).click();
  await expect(page.getByText('Offer was saved')).toBeVisible();
  await title(page).fill(`First person again ${stamp}`);
  await page.getByRole('button', { name: 'Save offer' }).click();
  await expect(page.getByText('Offer was saved')).toHaveCount(1);
  await expect(title(page)).toHaveValue(`First person again ${stamp}`);

  // The second, in Arabic, still has the version they opened: refused, told why, offered a reload.
  await switchLanguage(other, 'العربية');
  await other.getByLabel('العنوان (بالإنجليزية)').fill(`Second person ${stamp}`);
  await other.locator('form button[type=submit]').click();
  const dialog = other.getByRole('dialog', { name: 'غيّره شخص آخر' });
  await expect(dialog).toBeVisible();
  // For the screenshot: the dialog's fade-in (and its backdrop's) has finished; spinners never do.
  await other.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
  await other.screenshot({ path: '.artifacts/stale-record-ar.png' });
  // Keeping the edits on screen first: the text they typed is still there to copy.
  await dialog.getByRole('button', { name: 'إبقاء تعديلاتي على الشاشة' }).click();
  await expect(other.getByLabel('العنوان (بالإنجليزية)')).toHaveValue(`Second person ${stamp}`);
  await other.locator('form button[type=submit]').click();
  await dialog.getByRole('button', { name: 'إعادة التحميل' }).click();
  await expect(dialog).toBeHidden();
  await expect(other.getByLabel('العنوان (بالإنجليزية)')).toHaveValue(`First person again ${stamp}`);

  // From the reloaded version, their save goes through.
  await other.getByLabel('العنوان (بالإنجليزية)').fill(`Second person, after reload ${stamp}`);
  await other.locator('form button[type=submit]').click();
  await expect(dialog).toBeHidden();
  await expect
    .poll(async () => {
      const response = await request.get(`${API}/offers/${offer!.id}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      return ((await response.json()) as { titleEn: string }).titleEn;
    })
    .toBe(`Second person, after reload ${stamp}`);
  await other.context().close();
});

test('a create whose answer was lost is not made twice when the user presses Save again', async ({
  page,
  request,
}) => {
  const key = `e2eOnce${Date.now()}`;
  await signIn(page);
  await page.goto('/app/feature-flags/manage');
  await page.getByLabel('Key').fill(key);
  await page.getByLabel('Description').fill('Created once');

  // The first create reaches the server, but its answer is lost on the way back.
  let creates = 0;
  await page.route('**/api/v3/cmt-backend/configs/feature-flags', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    creates += 1;
    if (creates === 1) {
      await route.fetch();
      return route.abort('connectionreset');
    }
    return route.fallback();
  });
  await page.getByRole('button', { name: /save|create/i }).click();
  await expect(page).toHaveURL(/\/app\/feature-flags\/manage$/);
  await page.getByRole('button', { name: /save|create/i }).click();
  await expect(page.getByText('Feature flag was created')).toBeVisible();
  expect(creates).toBe(2);

  const token = await adminToken(request);
  const list = await request.get(`/api/v3/cmt-backend/configs/feature-flags/list?q=${key}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(((await list.json()) as { total: number }).total).toBe(1);
});

test('two people reorder the onboarding offers: the later save is refused and offers their order', async ({
  page,
  request,
}) => {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  await signIn(page);
  await page.goto('/app/offers/onboarding');
  const items = page.getByRole('list', { name: 'Chosen offers, in order' }).getByRole('listitem');
  await expect(items).not.toHaveCount(0);
  const ids = async () => (await items.allInnerTexts()).map((text) => Number(/#(\d+)/.exec(text)![1]));
  const opened = await ids();
  await items
    .first()
    .getByRole('button', { name: /^Move .* down$/ })
    .click();
  await expect(page.getByText('Unsaved changes')).toBeVisible();

  // Meanwhile a colleague saves the list in reverse order, from the version they read.
  const read = await request.get(`${API}/offers/onboarding`, { headers });
  const theirs = [...opened].reverse();
  const saved = await request.put(`${API}/offers/onboarding`, {
    headers: { ...headers, 'if-match': read.headers().etag! },
    data: { offerIds: theirs },
  });
  expect(saved.status()).toBe(200);

  await page.getByRole('button', { name: 'Save order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Changed by someone else' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Reload' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(ids).toEqual(theirs);
  await expect(page.getByText('Unsaved changes')).toBeHidden();
  // Their order was not overwritten.
  const after = (await (await request.get(`${API}/offers/onboarding`, { headers })).json()) as {
    offer: { id: number };
  }[];
  expect(after.map((entry) => entry.offer.id)).toEqual(theirs);
});
