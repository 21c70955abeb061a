import path from 'node:path';
import { expect, test, adminToken, signIn, switchLanguage } from './fixtures.ts';

const image = path.resolve(import.meta.dirname, 'files/banner.png');

test('an image the server refuses shows its error, never a broken preview', async ({ page }) => {
  await signIn(page);
  await page.goto('/app/offers/create');
  const preview = page.getByRole('img', { name: 'Preview' });
  const upload = page.locator('input[type=file]');

  // Text dressed up as a PNG: the browser believes the name and type, the server reads the bytes.
  await upload.setInputFiles({
    name: 'not-really.png',
    mimeType: 'image/png',
    buffer: Buffer.from('This is a text file, not an image.\n'),
  });
  await expect(page.getByRole('alert')).toHaveText('Use a PNG, JPEG, WebP or GIF image.');
  await expect(preview).toHaveCount(0);
  await upload.locator('xpath=../..').screenshot({ path: '/tmp/defects-upload-refused.png' });

  // A real image the server turns away (too large for it): the preview goes, the error stays.
  await page.route('**/api/v2/cmt-backend/offers/images**', (route) =>
    route.fulfill({
      status: 413,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'The file is too large', code: 'FILE_TOO_LARGE' }),
    }),
  );
  await upload.setInputFiles(image);
  await expect(page.getByRole('alert')).toHaveText(/The image is larger than \d+ MB\./);
  await expect(preview).toHaveCount(0);

  // An accepted image keeps its preview.
  await page.unroute('**/api/v2/cmt-backend/offers/images**');
  await upload.setInputFiles(image);
  await expect(page.getByText('Image uploaded')).toBeVisible();
  await expect(preview).toBeVisible();
  expect(await preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test('number fields have no spinner buttons over their label or digits in right-to-left', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/app/offers/create');
  await switchLanguage(page, 'العربية');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const discount = page.getByLabel('قيمة الخصم');
  await expect(discount).toHaveAttribute('type', 'number');
  // The browser draws no spin buttons on it: a style rule hides them for this very input (Chromium
  // does not report a pseudo-element's appearance through getComputedStyle, so the rule is read).
  const hidden = await discount.evaluate((input) =>
    Array.from(document.styleSheets).some((sheet) =>
      Array.from(sheet.cssRules).some((rule) => {
        if (!(rule instanceof CSSStyleRule) || rule.style.getPropertyValue('appearance') !== 'none')
          return false;
        return rule.selectorText
          .split(',')
          .map((selector) => selector.trim())
          .filter((selector) => selector.endsWith('::-webkit-inner-spin-button'))
          .some((selector) => input.matches(selector.replace('::-webkit-inner-spin-button', '')));
      }),
    ),
  );
  expect(hidden).toBe(true);
  // The arrow keys still step the value.
  await discount.fill('25');
  await discount.press('ArrowUp');
  await expect(discount).toHaveValue('25.01');
  await discount.hover();
  await discount.locator('xpath=ancestor::div[contains(@class,"MuiGrid")][1]').screenshot({
    path: '/tmp/defects-number-rtl.png',
  });
});

test('date fields are typed and shown day/month/year in Arabic and French, month first in English', async ({
  page,
  request,
}) => {
  // The browser runs in en-US, whose own date inputs put the month first.
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const search = await request.get('/api/v2/cmt-backend/offers/regular/all?pageSize=1', { headers });
  const [offer] = ((await search.json()) as { hits: { id: number; startsAt: string; endsAt: string }[] })
    .hits;
  const [year, month, day] = offer!.startsAt.split('-');
  const [endYear, endMonth, endDay] = offer!.endsAt.split('-');

  await signIn(page);
  await page.goto(`/app/offers/manage/${offer!.id}`);
  await expect(page.getByLabel('Starts on')).toHaveValue(`${month}/${day}/${year}`);

  await switchLanguage(page, 'العربية');
  const starts = page.getByLabel('يبدأ في');
  const ends = page.getByLabel('ينتهي في');
  await expect(starts).toHaveValue(`${day}/${month}/${year}`);
  await expect(ends).toHaveValue(`${endDay}/${endMonth}/${endYear}`);
  // Digits run left to right even in the right-to-left page, so the day is read first.
  await expect(ends).toHaveAttribute('dir', 'ltr');
  await ends.locator('xpath=ancestor::div[contains(@class,"MuiGrid")][1]').screenshot({
    path: '/tmp/defects-date-ar.png',
  });

  // Not a real day: the form says so and sends nothing.
  await ends.fill('31/02/2031');
  await page.locator('form button[type=submit]').click();
  await expect(page.getByText('أدخل تاريخًا')).toBeVisible();

  // Typed day first, saved as that day.
  await ends.fill('5/3/2031');
  await ends.blur();
  await expect(ends).toHaveValue('05/03/2031');
  await page.locator('form button[type=submit]').click();
  await expect(page.getByText('تم حفظ العرض')).toBeVisible();
  const saved = await request.get(`/api/v2/cmt-backend/offers/${offer!.id}`, { headers });
  expect(((await saved.json()) as { endsAt: string }).endsAt).toBe('2031-03-05');

  // The calendar button's picker fills the field too, shown in the page's order.
  await page.locator('input[type=date]').last().fill('2031-04-17');
  await expect(ends).toHaveValue('17/04/2031');

  await switchLanguage(page, 'Français');
  await expect(page.getByLabel('Fin')).toHaveValue('17/04/2031');
  await expect(page.getByLabel('Fin')).toHaveAttribute('placeholder', 'JJ/MM/AAAA');
});
