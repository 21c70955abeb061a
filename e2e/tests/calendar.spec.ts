import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, adminToken, signIn, switchLanguage } from './fixtures.ts';

/**
 * The complaints desk's Calendar (issue 36 item 6): a year's holidays entered in one go, the
 * business-day count skipping them, a case deadline changed; once in Arabic, right to left, with a
 * screenshot. Each screen passes axe (no serious or critical violation), as accessibility.spec.ts.
 */

const API = '/api/v2/cmt-backend';
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

async function expectNoBlockingAxe(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(TAGS)
    .options({ resultTypes: ['violations'] })
    .analyze();
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(' | ')}`);
  expect(blocking).toEqual([]);
}

test('enter a year’s holidays in one go, count business days over them, change a deadline (English)', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/app/calendar?year=2031');
  await expect(page.getByRole('heading', { name: 'Calendar', level: 1 })).toBeVisible();
  await expect(page.getByText('No public holidays entered for 2031 yet.')).toBeVisible();

  await page.getByRole('button', { name: 'Enter the year’s holidays' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enter the holidays of 2031 in one go' });
  const lines = dialog.getByRole('textbox', { name: 'Holidays, one per line' });
  await lines.fill(
    '2031-01-06 Test holiday\n2030-01-07 Last year\n2031-01-07 Coptic Christmas | عيد الميلاد المجيد',
  );
  await expect(dialog.getByText('Line 2: This date is not in 2031')).toBeVisible();
  await expect(dialog.getByRole('status')).toHaveText('Preview: 2 holidays read, 1 lines with a problem');
  await expectNoBlockingAxe(page);
  await lines.fill('2031-01-06 Test holiday\n2031-01-07 Coptic Christmas | عيد الميلاد المجيد');
  await dialog.getByRole('button', { name: 'Save the year’s holidays' }).click();
  await expect(page.getByText('The holidays of 2031 were saved', { exact: false })).toBeVisible();
  const holidays = page.getByRole('table', { name: 'Public holidays of 2031, by date' });
  await expect(holidays.getByRole('row')).toHaveCount(3);
  await expect(holidays.getByRole('row', { name: /Coptic Christmas/ })).toContainText('Tuesday');

  // Thursday 2 January + 2 business days: the weekend and both holidays skipped → Wednesday 8.
  await page.getByLabel('From').fill('2031-01-02');
  await page.getByLabel('Business days', { exact: true }).fill('2');
  await expect(page.getByTestId('business-days-due')).toHaveText('Due on Wednesday Jan 8, 2031');
  const skipped = page.getByRole('list', { name: 'Days skipped' });
  await expect(skipped.getByRole('listitem')).toHaveCount(4);
  await expect(skipped).toContainText('Holiday: Test holiday');
  await expect(skipped).toContainText('Holiday: Coptic Christmas');

  // Other, not Complaint: the cases tests on this server count a complaint's 15 business days.
  const other = page.getByRole('textbox', { name: 'Business days: Other' });
  await other.fill('12');
  await page.getByRole('button', { name: 'Save the business days of Other' }).click();
  await expect(page.getByText('Deadline of Other saved.')).toBeVisible();
  await expectNoBlockingAxe(page);
  await page.screenshot({ path: '.artifacts/calendar-en.png', fullPage: true });
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Business days: Other' })).toHaveValue('12');
});

test('the calendar in Arabic: right to left, dates and weekdays in Arabic', async ({ page, request }) => {
  const token = await adminToken(request);
  const saved = await request.put(`${API}/calendar/years/2032/holidays`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      holidays: [
        { date: '2032-01-07', name: 'Coptic Christmas', nameAr: 'عيد الميلاد المجيد' },
        { date: '2032-04-25', name: 'Sinai Liberation Day', nameAr: 'عيد تحرير سيناء' },
      ],
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await signIn(page);
  await switchLanguage(page, 'العربية');
  await page.goto('/app/calendar?year=2032');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'التقويم', level: 1 })).toBeVisible();
  const holidays = page.getByRole('table', { name: 'العطلات الرسمية لعام 2032 حسب التاريخ' });
  // 7 January 2032 is a Wednesday.
  await expect(holidays.getByRole('row', { name: /عيد الميلاد المجيد/ })).toContainText('الأربعاء');
  await page.getByLabel('من', { exact: true }).fill('2032-01-06');
  await page.getByLabel('أيام العمل', { exact: true }).fill('1');
  await expect(page.getByTestId('business-days-due')).toContainText('الخميس');
  await expect(page.getByRole('list', { name: 'الأيام المستبعدة' })).toContainText('عطلة: Coptic Christmas');
  await expectNoBlockingAxe(page);
  await page.screenshot({ path: '.artifacts/calendar-ar.png', fullPage: true });

  await page.getByRole('button', { name: 'إدخال عطلات السنة' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoBlockingAxe(page);
  await page.screenshot({ path: '.artifacts/calendar-year-dialog-ar.png' });
});
