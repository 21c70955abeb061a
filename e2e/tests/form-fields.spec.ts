import path from 'node:path';
import { expect, test } from '@playwright/test';
import { signIn, switchLanguage } from './fixtures.ts';

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
