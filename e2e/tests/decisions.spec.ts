import { type APIRequestContext } from '@playwright/test';
import { ADMIN_EMAIL, SECOND_ADMIN_EMAIL } from './env.ts';
import { noBlockingViolations } from './axe.ts';
import {
  expect,
  test,
  adminToken,
  approveAsSecondAdmin,
  setApprovalPolicy,
  signIn,
  switchLanguage,
} from './fixtures.ts';

/**
 * Decision records on the web (issue 37 item 1), through the real build and server: a pending
 * cashout approved through the API, its decision in the cashout page's Decisions panel (English and
 * Arabic), the decision opened (figures, no rules, verified), the Arabic statement printed (A4, right
 * to left, no staff email), and the customer page's panel; axe over the panel, dialog and statement.
 */

const API = '/api/v2/cmt-backend';

interface Cashout {
  id: number;
  userId: number;
  amount: string;
  customerName: string;
  status: string;
  balance: { available: string };
}
const piastres = (egp: string) => Math.round(Number(egp) * 100);

/** A pending cashout (of at most EGP 5,000, or over `over`) whose customer's balance covers it. */
async function coveredPendingCashout(
  request: APIRequestContext,
  token: string,
  over?: string,
): Promise<Cashout> {
  const headers = { authorization: `Bearer ${token}` };
  const range = over ? `minAmount=${over}` : 'maxAmount=5000';
  const list = await request.get(
    `${API}/payment/affiliate/cashouts?status=PENDING&${range}&pageSize=100&sort=amount&order=asc`,
    { headers },
  );
  expect(list.ok()).toBe(true);
  for (const { id } of ((await list.json()) as { items: { id: number }[] }).items) {
    const detail = (await (
      await request.get(`${API}/payment/affiliate/cashouts/${id}`, { headers })
    ).json()) as Cashout;
    if (piastres(detail.balance.available) >= piastres(detail.amount)) return detail;
  }
  throw new Error('no covered pending cashout in the demo data');
}

test('a cashout approved: its decision on the cashout and customer pages, opened, and its Arabic statement printed', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const token = await adminToken(request);
  const cashout = await coveredPendingCashout(request, token);
  const approved = await request.put(`${API}/payment/affiliate/cashouts/${cashout.id}/approve`, {
    headers: { authorization: `Bearer ${token}` },
  });
  // Held under four-eyes where the policy asks for a second person: the second administrator approves.
  if (approved.status() === 202)
    await approveAsSecondAdmin(request, ((await approved.json()) as { approvalId: number }).approvalId);
  else expect(approved.status(), await approved.text()).toBe(200);
  const fourEyes = approved.status() === 202;

  // The decision is there through the API, verified.
  const listed = await request.get(`${API}/decisions?recordType=cashout&recordId=${cashout.id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(listed.status(), await listed.text()).toBe(200);
  const items = ((await listed.json()) as { items: { id: number; kind: string; sha256: string }[] }).items;
  expect(items.map((item) => item.kind)).toEqual(['affiliate-cashout.approve']);
  const decision = items[0]!;
  // The statement names the customer as the record does: the legal name on their application.
  const whole = await request.get(`${API}/decisions/${decision.id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(whole.status(), await whole.text()).toBe(200);
  const { customerName } = (await whole.json()) as { customerName: string };

  // Count the print dialogs the statement opens.
  await page.addInitScript(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await signIn(page);
  await page.goto(`/app/affiliate/cashout/${cashout.id}`);
  const panel = page.getByRole('region', { name: 'Decision records' });
  const row = panel.getByRole('listitem').filter({ hasText: 'Cashout approved' });
  await expect(row).toBeVisible({ timeout: 20_000 });
  await expect(row).toContainText(`By ${ADMIN_EMAIL}`);
  if (fourEyes) await expect(row).toContainText('Second person');
  await panel.scrollIntoViewIfNeeded();
  await noBlockingViolations(page, 'the cashout page with its Decisions panel (en)');
  await panel.screenshot({ path: '.artifacts/decisions-panel-en.png', animations: 'disabled' });

  // The decision opened: what was known, the figures, no rules, verified.
  await row.getByRole('button', { name: 'Cashout approved' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cashout approved' });
  await expect(dialog.getByText(/Verified: the record matches/)).toBeVisible();
  await expect(
    dialog.getByRole('table', { name: 'The customer’s figures when it was decided' }),
  ).toContainText('Available cashback');
  await expect(dialog.getByRole('table', { name: 'Cashouts requested' })).toContainText('Last 30 days');
  await expect(dialog.getByText('No rules were evaluated')).toBeVisible();
  await expect(dialog.getByRole('row', { name: /^Status/ })).toContainText('Pending');
  await expect(dialog.getByRole('row', { name: /^Status/ })).toContainText('Approved');
  await noBlockingViolations(page, 'the decision dialog (en)', '[role="dialog"]');
  await dialog.screenshot({ path: '.artifacts/decisions-dialog-en.png', animations: 'disabled' });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // In Arabic: the panel right to left, worded.
  await switchLanguage(page, 'العربية');
  const panelAr = page.getByRole('region', { name: 'سجلات القرارات' });
  const rowAr = panelAr.getByRole('listitem').filter({ hasText: 'الموافقة على طلب السحب' });
  await expect(rowAr).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await noBlockingViolations(page, 'the cashout page with its Decisions panel (ar)');
  await panelAr.screenshot({ path: '.artifacts/decisions-panel-ar.png', animations: 'disabled' });
  await rowAr.getByRole('button', { name: 'الموافقة على طلب السحب' }).click();
  const dialogAr = page.getByRole('dialog', { name: 'الموافقة على طلب السحب' });
  await expect(dialogAr.getByText(/تم التحقق/)).toBeVisible();
  await noBlockingViolations(page, 'the decision dialog (ar)', '[role="dialog"]');
  await dialogAr.screenshot({ path: '.artifacts/decisions-dialog-ar.png', animations: 'disabled' });

  // The Arabic statement: its own page, A4, right to left, no staff email, printed once.
  await dialogAr.getByRole('link', { name: 'طباعة البيان بالعربية' }).click();
  await expect(page).toHaveURL(new RegExp(`/without-layout/decisions/${decision.id}/statement/ar$`));
  const paper = page.getByTestId('decision-statement');
  await expect(paper).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(paper).toContainText('بيان قرار');
  await expect(paper).toContainText(customerName);
  await expect(paper).toContainText('الموافقة على طلب السحب');
  await expect(page.getByTestId('verification-code')).toHaveText(decision.sha256.slice(0, 16).toUpperCase());
  await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  const text = (await page.locator('body').innerText()).toLowerCase();
  expect(text).not.toContain(ADMIN_EMAIL);
  expect(text).not.toContain('@lucky.app');
  await noBlockingViolations(page, 'the Arabic decision statement');
  await page.emulateMedia({ media: 'print' });
  await page.setViewportSize({ width: 794, height: 1123 });
  await page.screenshot({ path: '.artifacts/decisions-statement-ar.png', fullPage: true });
  await page.pdf({ path: '.artifacts/decisions-statement-ar.pdf', format: 'A4', printBackground: true });
  await page.emulateMedia({ media: 'screen' });
  await page.setViewportSize({ width: 1280, height: 800 });

  // Back, and the customer page lists the decision about the customer, naming its record.
  await page.getByRole('link', { name: 'رجوع' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/affiliate/cashout/${cashout.id}$`));
  await switchLanguage(page, 'English');
  await page.goto(`/app/customers/${cashout.userId}`);
  const customerPanel = page.getByRole('region', { name: 'Decision records' });
  const customerRow = customerPanel.getByRole('listitem').filter({ hasText: `Cashout #${cashout.id}` });
  await expect(customerRow).toContainText('Cashout approved', { timeout: 20_000 });
  await noBlockingViolations(page, 'the customer page with its Decisions panel');
  await customerPanel.screenshot({
    path: '.artifacts/decisions-customer-panel-en.png',
    animations: 'disabled',
  });
});

test('a statement without a decision says there is nothing to print and links back', async ({ page }) => {
  await signIn(page);
  await page.goto('/without-layout/decisions/999999/statement/en');
  await expect(page.getByRole('alert')).toHaveText(
    'There is nothing to print: this decision was not found or you may not see it.',
  );
  await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/app');
  await noBlockingViolations(page, 'the statement without a decision');
});

test('a cashout approved by a second person: marked in the panel, both people in the dialog, neither on the statement', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await adminToken(request);
  // The demo's pending requests are small: the threshold comes down to EGP 100 for this test.
  await setApprovalPolicy(request, 'cashout.approve', { enabled: true, thresholdPiastres: 10000 });
  let cashout: Cashout;
  try {
    cashout = await coveredPendingCashout(request, token, '100.01');
    const held = await request.put(`${API}/payment/affiliate/cashouts/${cashout.id}/approve`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(held.status(), await held.text()).toBe(202);
    await approveAsSecondAdmin(request, ((await held.json()) as { approvalId: number }).approvalId);
  } finally {
    await setApprovalPolicy(request, 'cashout.approve', { enabled: true, thresholdPiastres: 500000 });
  }

  await page.addInitScript(() => {
    window.print = () => undefined;
  });
  await signIn(page);
  await page.goto(`/app/affiliate/cashout/${cashout.id}`);
  const panel = page.getByRole('region', { name: 'Decision records' });
  const row = panel.getByRole('listitem').filter({ hasText: 'Cashout approved' });
  await expect(row).toContainText('Second person', { timeout: 20_000 });
  await row.getByRole('button', { name: 'Cashout approved' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cashout approved' });
  const fourEyes = dialog.getByRole('region', { name: 'Four-eyes request' });
  await expect(fourEyes).toContainText(`Requested by${ADMIN_EMAIL}`);
  await expect(fourEyes).toContainText(`Approved by${SECOND_ADMIN_EMAIL}`);
  await expect(dialog).toContainText('Yes, approved by a second person');

  await dialog.getByRole('link', { name: 'Print statement in English' }).click();
  const paper = page.getByTestId('decision-statement');
  await expect(paper).toContainText(
    'This decision was approved by a second member of staff before it took effect.',
  );
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  const text = await page.locator('body').innerText();
  expect(text).not.toContain('@lucky.app');
  await noBlockingViolations(page, 'the English decision statement');
  await page.emulateMedia({ media: 'print' });
  await page.setViewportSize({ width: 794, height: 1123 });
  await page.screenshot({ path: '.artifacts/decisions-statement-en.png', fullPage: true });
});

test('a financing application shows the decision records of its credit lines', async ({ page, request }) => {
  const token = await adminToken(request);
  const listed = await request.get(`${API}/financing/applications?status=ACTIVE&pageSize=50`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(listed.ok()).toBe(true);
  const { items } = (await listed.json()) as { items: { documentNumber: string | null }[] };
  const application = items.find((item) => item.documentNumber?.length === 14);
  expect(application, 'the demo data has an active application').toBeDefined();
  await signIn(page);
  await page.goto(`/app/financing/applications/${application!.documentNumber}`);
  const panel = page.getByRole('region', { name: 'Decision records' });
  await expect(
    panel
      .getByText('No decision has been recorded on this record yet')
      .or(panel.getByRole('listitem').first()),
  ).toBeVisible({ timeout: 20_000 });
  await noBlockingViolations(page, 'the application page with its decision records');
  await panel.screenshot({ path: '.artifacts/decisions-application-panel-en.png', animations: 'disabled' });
});
