import path from 'node:path';
import { noBlockingViolations } from './axe.ts';
import { expect, test, createStaff, signIn, switchLanguage } from './fixtures.ts';

/**
 * Cases (issue 36), the user's path through the real build: a complaint opened from the list, a note
 * mentioning a colleague whose open session hears it at once, a PNG attached and previewed, the
 * business-day countdown, resolved with an outcome and a summary, then closed; the list and the
 * case page checked by axe, and once in Arabic with screenshots.
 */

const WORKER = ['manage-cases-read', 'manage-cases-work', 'manage-cases-supervise'];
const PNG = path.resolve(import.meta.dirname, 'files/banner.png');

test('a complaint from the list: a note with a mention arriving live, a PNG previewed, the countdown, resolved and closed', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  // Many steps through the real build: more than the default minute on a loaded machine.
  test.setTimeout(150_000);
  const suffix = String(Date.now()).slice(-6);
  const worker = await createStaff(request, WORKER, `Nour Case ${suffix}`);
  const colleague = await createStaff(request, WORKER, `Hala Case ${suffix}`);

  // The colleague's session is open elsewhere: their bell hears the mention without a reload.
  const other = await browser.newContext({ baseURL: baseURL! });
  const colleaguePage = await other.newPage();
  await signIn(colleaguePage, colleague.email, colleague.password);
  const bell = colleaguePage.getByTestId('notification-bell');
  await expect(bell).toHaveAccessibleName('Notifications: 0 unread');

  await signIn(page, worker.email, worker.password);
  await page.goto('/app/cases');
  await expect(page.getByRole('heading', { level: 1, name: 'Cases' })).toBeVisible();
  await noBlockingViolations(page, '/app/cases');

  // Open a complaint from the list: the new case's page opens.
  await page.getByRole('button', { name: 'New case' }).click();
  const dialog = page.getByRole('dialog', { name: 'Open a case' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill(`Cashout never arrived ${suffix}`);
  await dialog.getByRole('button', { name: 'Open the case' }).click();
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: new RegExp(`^CMP-\\d{4}-\\d{6} · Cashout never arrived ${suffix}$`),
    }),
  ).toBeVisible();
  const caseUrl = page.url();

  // The countdown: a complaint is due in 15 business days.
  await expect(page.getByText('15 business days left')).toBeVisible();

  // A note mentioning the colleague, picked with the keyboard from the suggestions.
  const note = page.getByRole('combobox', { name: /Note/ });
  await note.fill('');
  await note.pressSequentially('Please call the customer back, @Hala');
  await expect(page.getByRole('option', { name: new RegExp(`Hala Case ${suffix}`) })).toBeVisible();
  await note.press('Enter');
  await expect(note).toHaveValue(`Please call the customer back, @Hala Case ${suffix} `);
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The note was added' })).toBeVisible();
  const timeline = page.getByRole('region', { name: 'Timeline' });
  await expect(timeline.getByText(`Mentioned: Hala Case ${suffix}`)).toBeVisible();
  await expect(bell).toHaveAccessibleName('Notifications: 1 unread');

  // A PNG attached, then previewed from the page (its bytes read with the token).
  await page.getByTestId('case-attachment-input').setInputFiles(PNG);
  await expect(page.getByRole('alert').filter({ hasText: 'banner.png was attached' })).toBeVisible();
  await page.getByRole('button', { name: 'Preview banner.png' }).click();
  const preview = page.getByRole('dialog', { name: 'banner.png' });
  const image = preview.getByRole('img', { name: 'banner.png' });
  await expect(image).toBeVisible();
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await preview.getByRole('button', { name: 'Close' }).click();
  await expect(preview).toHaveCount(0);
  await noBlockingViolations(page, caseUrl);

  // Start, then resolve with an outcome and a summary (both required), then close.
  await page.getByRole('button', { name: 'Start working' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Start working' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The case is now In progress' })).toBeVisible();
  await page.getByRole('button', { name: 'Resolve' }).click();
  const resolve = page.getByRole('dialog', { name: /^Resolve CMP-/ });
  await resolve.getByRole('button', { name: 'Resolve' }).click();
  await expect(resolve.getByText('Choose the outcome', { exact: true })).toBeVisible();
  await resolve.getByRole('combobox', { name: /Outcome/ }).click();
  await page.getByRole('option', { name: 'Upheld', exact: true }).click();
  await resolve.getByRole('textbox', { name: /Summary/ }).fill('The cashout was sent again and arrived.');
  await resolve.getByRole('button', { name: 'Resolve' }).click();
  await expect(resolve).toHaveCount(0);
  await expect(page.getByText('The cashout was sent again and arrived.').first()).toBeVisible();
  await expect(timeline.getByText('Moved from In progress to Resolved')).toBeVisible();
  await page.getByRole('button', { name: 'Close', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The case is now Closed' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reopen' })).toBeVisible();
  await page.screenshot({ path: '/tmp/cases-case-en.png', fullPage: true, animations: 'disabled' });
  await other.close();
});

test('in Arabic: the list and the case page right to left, looked at', async ({ page, request }) => {
  test.setTimeout(150_000);
  const suffix = String(Date.now()).slice(-6);
  const worker = await createStaff(request, WORKER, `Nour Case ${suffix}`);
  await signIn(page, worker.email, worker.password);
  await switchLanguage(page, 'العربية');
  await page.goto('/app/cases');
  await page.getByRole('button', { name: 'حالة جديدة' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /العنوان/ }).fill(`لم يصل طلب السحب ${suffix}`);
  await dialog.getByRole('button').last().click();
  await expect(
    page.getByRole('heading', { level: 1, name: new RegExp(`لم يصل طلب السحب ${suffix}`) }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByText(/^15 يوم عمل متبقيًا$/)).toBeVisible();
  await noBlockingViolations(page, 'ar case page');
  await page.screenshot({ path: '/tmp/cases-case-ar.png', fullPage: true, animations: 'disabled' });

  await page.goto('/app/cases?open=true');
  await expect(page.getByRole('heading', { level: 1, name: 'الحالات' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^CMP-/ }).first()).toBeVisible();
  await noBlockingViolations(page, 'ar /app/cases');
  await page.screenshot({ path: '/tmp/cases-list-ar.png', fullPage: true, animations: 'disabled' });
  // Nothing wider than a laptop's screen: neither the page nor the table scrolls sideways.
  await page.setViewportSize({ width: 1024, height: 720 });
  const overflow = await page.evaluate(() =>
    [document.documentElement, ...document.querySelectorAll('.MuiTableContainer-root')].map(
      (element) => element.scrollWidth - element.clientWidth,
    ),
  );
  expect(
    overflow.every((width) => width <= 0),
    `side scroll ${overflow.join(', ')}`,
  ).toBe(true);
});
