import { type APIRequestContext } from '@playwright/test';
import { expect, test, adminToken, createStaff, signIn, switchLanguage, tokenOf } from './fixtures.ts';

/*
 * Row selection and bulk actions (issue 21 §6) on the cashouts list: pick rows, approve or reject
 * them at once, and see each row's outcome (a row another reviewer holds fails, with its reason).
 */

const API = '/api/v2/cmt-backend';
const CASHOUTS = `${API}/payment/affiliate/cashouts`;

interface Cashout {
  id: number;
  amount: string;
  balance: { available: string };
}
const piastres = (egp: string) => Math.round(Number(egp) * 100);

async function pendingPage(request: APIRequestContext) {
  const response = await request.get(`${CASHOUTS}?status=PENDING&pageSize=100`, {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { items: { id: number }[] }).items.map((item) => item.id);
}

/** Pending requests on the list's first page whose balance covers them and that one person may approve. */
async function approvable(request: APIRequestContext, ids: number[]): Promise<number[]> {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const found: number[] = [];
  for (const id of ids) {
    const detail = (await (await request.get(`${CASHOUTS}/${id}`, { headers })).json()) as Cashout;
    const amount = piastres(detail.amount);
    if (amount <= 500000 && piastres(detail.balance.available) >= amount) found.push(id);
  }
  return found;
}

test('select cashouts, approve or reject them at once, and see each row’s outcome (English, then Arabic)', async ({
  page,
  request,
}) => {
  const ids = await pendingPage(request);
  const [approveOne, rejectOne] = await approvable(request, ids);
  const held = ids.filter((id) => id !== approveOne && id !== rejectOne).slice(0, 2);
  expect(approveOne && rejectOne && held.length === 2).toBeTruthy();
  // Another reviewer holds two of them: those rows fail, the others go through.
  const other = await createStaff(request, ['manage-affiliate-cashout', 'manage-affiliate-cashout-id']);
  const otherToken = await tokenOf(request, other.email, other.password);
  for (const id of held) {
    const claim = await request.post(`${CASHOUTS}/${id}/claim`, {
      headers: { authorization: `Bearer ${otherToken}` },
      data: {},
    });
    expect(claim.status()).toBe(200);
  }

  await signIn(page);
  await page.goto('/app/affiliate/cashout?status=PENDING&pageSize=100');
  const table = page.getByRole('table', { name: 'Cashout requests' });
  await expect(table).toBeVisible();
  await table.getByRole('checkbox', { name: `Select row ${approveOne}` }).check();
  await table.getByRole('checkbox', { name: `Select row ${held[0]}` }).check();
  const bar = page.getByRole('region', { name: 'Rows selected: 2' });
  await expect(bar).toBeVisible();
  await bar.getByRole('button', { name: 'Approve selected' }).click();
  const confirm = page.getByRole('dialog', { name: 'Approve the selected cashouts?' });
  await expect(confirm.getByText(/^Rows selected: 2\./)).toBeVisible();
  await confirm.getByRole('button', { name: 'Approve selected' }).click();

  const outcome = page.getByRole('dialog', { name: 'Outcome' });
  await expect(outcome.getByText('Done: 1')).toBeVisible();
  await expect(outcome.getByText('Failed: 1')).toBeVisible();
  const failed = outcome.getByRole('table', { name: 'Rows that failed' });
  await expect(failed.getByRole('row').filter({ hasText: `#${held[0]} ·` })).toContainText(
    'Someone else is reviewing it',
  );
  await page.screenshot({ path: '/tmp/bulk-rows-cashouts-en.png', fullPage: true });
  await outcome.getByRole('button', { name: 'Close' }).click();
  // The approved one left the pending list; the selection is empty.
  await expect(table.getByRole('checkbox', { name: `Select row ${approveOne}` })).toHaveCount(0);
  await expect(page.getByRole('region', { name: /^Rows selected/ })).toHaveCount(0);
  const approved = await request.get(`${CASHOUTS}/${approveOne}`, {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
  });
  expect(((await approved.json()) as { status: string }).status).toBe('APPROVED');

  // Arabic, right to left: reject two with one reason; the one held by the other reviewer fails.
  await switchLanguage(page, 'العربية');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const arabicTable = page.getByRole('table', { name: 'طلبات السحب' });
  await arabicTable.getByRole('checkbox', { name: `تحديد الصف ${rejectOne}` }).check();
  await arabicTable.getByRole('checkbox', { name: `تحديد الصف ${held[1]}` }).check();
  await page
    .getByRole('region', { name: 'الصفوف المحددة: 2' })
    .getByRole('button', { name: 'رفض المحدد' })
    .click();
  const reason = page.getByRole('dialog', { name: 'رفض طلبات السحب المحددة؟' });
  await reason.getByRole('textbox').fill('Duplicate request');
  await reason.getByRole('button', { name: 'رفض المحدد' }).click();
  const arabic = page.getByRole('dialog', { name: 'النتيجة' });
  await expect(arabic.getByText('تم: 1')).toBeVisible();
  await expect(arabic.getByText('تعذّر: 1')).toBeVisible();
  await expect(arabic.getByText('يراجعه شخص آخر')).toBeVisible();
  await page.screenshot({ path: '/tmp/bulk-rows-cashouts-ar.png', fullPage: true });
});
