import fs from 'node:fs';
import { type APIRequestContext } from '@playwright/test';
import { expect, test, adminToken, setApprovalPolicy, signIn, switchLanguage } from './fixtures.ts';

const API = '/api/v2/cmt-backend';

interface Item {
  userId: number;
  fullName: string;
  documentNumber: string | null;
  blacklisted: boolean;
  blockedFromFinancing: boolean;
  creditLine: {
    partnerId: number;
    partnerName: string;
    creditLineStatus: number;
    approvedAmount: string;
  } | null;
}

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`${API}${path}`, {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}
const applications = (request: APIRequestContext, search: string) =>
  api<{ items: Item[]; total: number }>(request, `/financing/applications?${search}`);
const shot = (name: string) => `/tmp/financing-${name}.png`;

test('find an application, review it with a reason and a new limit, and see the decision in the history', async ({
  page,
  request,
}) => {
  const { items } = await applications(request, 'status=ACTIVE&pageSize=50');
  const customer = items.find(
    (i) => i.documentNumber?.length === 14 && !i.blacklisted && !i.blockedFromFinancing,
  )!;
  const partners = await api<{ id: number; minLimit: string; maxLimit: string }[]>(
    request,
    '/financing/partners',
  );
  const bounds = partners.find((p) => p.id === customer.creditLine!.partnerId)!;
  const newLimit = bounds.minLimit === '1000.00' ? '12500.50' : '17500.50';
  // The one-person path: a raise needs a second person by default (four-eyes; approvals.spec.ts).
  await setApprovalPolicy(request, 'credit-line.change-limit', { enabled: false });

  await signIn(page);
  await page.goto('/app/financing/applications');
  await expect(page.getByRole('heading', { level: 1, name: 'Applications', exact: true })).toBeVisible();
  await page.screenshot({ path: shot('applications-en'), fullPage: true });
  await page.getByLabel('National id, mobile or name').fill(customer.documentNumber!.slice(0, 12));
  const rows = page.getByRole('table', { name: 'Financing applications' }).locator('tbody tr');
  // The search is applied (a prefix of 12 digits: this customer only) before the row is opened.
  await expect(page).toHaveURL(/q=\d{12}/);
  await expect(rows).toHaveCount(1);
  await expect(rows.filter({ hasText: customer.documentNumber! })).toHaveCount(1);
  await rows
    .filter({ hasText: customer.documentNumber! })
    .getByRole('link', { name: /Open the application/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/app/financing/applications/${customer.documentNumber}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(customer.fullName);
  const current = page.getByRole('region', { name: 'Current credit line' });
  await expect(current.getByText('Active · 2')).toBeVisible();

  await current.getByRole('button', { name: 'Change limit' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(/from EGP\s.+ to EGP\s/)).toBeVisible();
  await dialog.getByLabel('New credit limit (EGP)').fill('4000000');
  await dialog.getByLabel('Reason').fill('Salary certificate shows a raise');
  await dialog.getByRole('button', { name: 'Save decision' }).click();
  await expect(dialog.getByText(/gives limits from EGP/)).toBeVisible();
  await dialog.getByLabel('New credit limit (EGP)').fill(newLimit);
  await page.screenshot({ path: shot('review-dialog-en'), fullPage: true });
  await dialog.getByRole('button', { name: 'Save decision' }).click();
  await expect(page.getByText('Decision saved')).toBeVisible();
  const shown = `EGP ${Number(newLimit.split('.')[0]).toLocaleString('en')}.50`;
  await expect(page.getByTestId('current-limit')).toHaveText(shown);
  const history = page.getByRole('table', { name: 'Decisions on the credit lines' });
  const decision = history.locator('tbody tr').first();
  await expect(decision).toContainText('Change limit');
  await expect(decision).toContainText('Salary certificate shows a raise');
  await expect(decision).toContainText(shown);
  await expect(decision).toContainText('admin@lucky.app');
  await page.screenshot({ path: shot('application-en'), fullPage: true });

  // The same screen in Arabic, right to left, amounts with their separators.
  await switchLanguage(page, 'العربية');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('region', { name: 'الحد الائتماني الحالي' })).toBeVisible();
  await expect(page.getByTestId('current-limit')).toContainText('ج.م');
  await page.screenshot({ path: shot('application-ar'), fullPage: true });
  await page.goto('/app/financing/applications');
  await expect(page.getByRole('heading', { name: 'طلبات التمويل' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'طلبات التمويل' }).locator('tbody tr').first()).toBeVisible();
  await page.screenshot({ path: shot('applications-ar'), fullPage: true });
  await setApprovalPolicy(request, 'credit-line.change-limit', { enabled: true, thresholdPiastres: 0 });
});

test('export the filtered applications as CSV and open it', async ({ page, request }) => {
  const partners = await api<{ id: number; name: string }[]>(request, '/financing/partners');
  const connect = partners.find((p) => p.name === 'Connect Money')!;
  const { total } = await applications(request, `status=ANY_ACTIVE&partnerId=${connect.id}`);
  expect(total).toBeGreaterThan(0);

  await signIn(page);
  await page.goto(`/app/financing/applications?status=ANY_ACTIVE&partnerId=${connect.id}`);
  await expect(page.getByText(new RegExp(`of ${total}$`))).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^applications-\d{4}-\d{2}-\d{2}\.csv$/);
  await expect(page.getByText('Export downloaded')).toBeVisible();
  const text = fs.readFileSync(await file.path(), 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const lines = text.slice(1).trim().split('\r\n');
  expect(lines[0]).toBe(
    'user_id,full_name,national_id,phone,city,applied_at,partner,credit_line_status,credit_line_status_name,approved_amount_egp,last_review_at,blacklisted,blocked_from_financing',
  );
  expect(lines).toHaveLength(total + 1);
  for (const line of lines.slice(1)) {
    expect(line).toContain(',Connect Money,');
    expect(line).toMatch(/,(1,APPROVED|2,ACTIVE),\d+\.\d{2},/);
  }
  // Arabic names come through as written (UTF-8).
  expect(lines[1]).toMatch(/[\u0600-\u06FF]/);
});

test('apply a repayments file after fixing its bad row, and see the batch total', async ({
  page,
  request,
}) => {
  const { items } = await applications(request, 'status=ACTIVE&pageSize=100');
  const due: { userId: number; reference: string; amount: string }[] = [];
  for (const item of items.filter((i) => i.documentNumber?.length === 14)) {
    const detail = await api<{
      instalments: { reference: string; amount: string; paidAmount: string; status: string }[];
    }>(request, `/financing/applications/${item.documentNumber}`);
    for (const i of detail.instalments.filter((x) => x.status === 'DUE'))
      due.push({ userId: item.userId, ...i });
    if (due.length >= 2) break;
  }
  const [a, b] = due;
  const header = 'national_id,user_id,instalment_reference,amount,paid_date,channel';
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' }).format(new Date());
  const csv = (bAmount: string) => ({
    name: 'repayments.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      [
        header,
        `,${a!.userId},${a!.reference},${a!.amount},${today},FAWRY`,
        `,${b!.userId},${b!.reference},${bAmount},${today},BANK_TRANSFER`,
      ].join('\r\n'),
    ),
  });

  await signIn(page);
  await page.goto('/app/financing/repayments');
  await expect(page.getByRole('heading', { name: 'Repayments' })).toBeVisible();
  await page.locator('input[type=file]').setInputFiles(csv('99999999'));
  await expect(page.getByTestId('bulk-counts')).toHaveText('2 rows: 1 valid, 1 with errors');
  await expect(
    page
      .getByRole('table', { name: 'Row errors' })
      .getByRole('row')
      .filter({ hasText: 'left to pay on this instalment' }),
  ).toContainText('amount');
  await page.screenshot({ path: shot('repayments-errors-en'), fullPage: true });

  await page.locator('input[type=file]').setInputFiles(csv(b!.amount));
  await expect(page.getByText('All 2 rows are valid.', { exact: false })).toBeVisible();
  const total = (
    (Number(a!.amount.replace('.', '')) + Number(b!.amount.replace('.', ''))) /
    100
  ).toLocaleString('en', {
    minimumFractionDigits: 2,
  });
  await expect(page.getByTestId('bulk-amount-total')).toHaveText(`Total of the valid rows: EGP ${total}`);
  await page.getByRole('button', { name: 'Apply 2 rows' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Applied: 2 added, 0 updated.')).toBeVisible({ timeout: 20_000 });
  const newest = page.getByRole('table', { name: 'Past uploads' }).getByRole('row').nth(1);
  await expect(newest).toContainText('Applied');
  await expect(newest).toContainText(total);
  await page.screenshot({ path: shot('repayments-en'), fullPage: true });

  // The instalments are paid, and the same file cannot be applied again.
  await page.locator('input[type=file]').setInputFiles(csv(b!.amount));
  await expect(page.getByText(/already applied in batch/)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Apply/ })).toHaveCount(0);
  await switchLanguage(page, 'العربية');
  await expect(page.getByRole('heading', { name: 'السداد' })).toBeVisible();
  await page.screenshot({ path: shot('repayments-ar'), fullPage: true });
});

test('assign a partner to three users after previewing who changes', async ({ page, request }) => {
  const { items } = await applications(request, 'status=NONE&pageSize=100');
  const three = items.filter((i) => !i.blacklisted && !i.blockedFromFinancing).slice(0, 3);
  expect(three).toHaveLength(3);

  await signIn(page);
  await page.goto('/app/financing/assignPartner');
  await expect(page.getByRole('heading', { name: 'Assign a financing partner' })).toBeVisible();
  await page.getByLabel('User ids').fill(`${three.map((i) => i.userId).join(', ')}\nabc`);
  await expect(page.getByTestId('user-id-count')).toHaveText('3 user ids');
  await expect(page.getByText('Not user ids, left out: abc')).toBeVisible();
  await page.getByRole('combobox', { name: 'Partner' }).click();
  await page.getByRole('option', { name: 'Lucky Instalments' }).click();
  await expect(page.getByText('Limits from EGP 1,000.00 to EGP 60,000.00')).toBeVisible();
  await page.getByLabel('Financing balance (EGP)').fill('15000');
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('region', { name: 'What assigning will do' });
  await expect(preview.getByTestId('assign-counts')).toHaveText('Will be assigned: 3');
  await expect(preview.getByRole('row').filter({ hasText: String(three[0]!.userId) })).toContainText('••••');
  await page.screenshot({ path: shot('assign-preview-en'), fullPage: true });
  await preview.getByRole('button', { name: 'Assign to 3 customers' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(
    'Credit lines of EGP 15,000.00 will be opened with Lucky Instalments for 3 customers',
  );
  await dialog.getByRole('button', { name: 'Assign' }).click();
  await expect(page.getByText('Partner assigned to 3 customers')).toBeVisible();
  await expect(page.getByRole('region', { name: 'What was done' }).getByTestId('assign-counts')).toHaveText(
    'Assigned: 3',
  );
  await page.screenshot({ path: shot('assign-done-en'), fullPage: true });

  for (const customer of three) {
    const { items: found } = await applications(
      request,
      `q=${encodeURIComponent(customer.fullName)}&pageSize=100`,
    );
    expect(found.find((i) => i.userId === customer.userId)!.creditLine).toMatchObject({
      partnerName: 'Lucky Instalments',
      creditLineStatus: 1,
      approvedAmount: '15000.00',
    });
  }
  await switchLanguage(page, 'العربية');
  await expect(page.getByRole('heading', { name: 'تعيين شريك تمويل' })).toBeVisible();
  await page.screenshot({ path: shot('assign-ar'), fullPage: true });
});

test('unblock a user blocked from financing, after checking why', async ({ page }) => {
  await signIn(page);
  await page.goto('/app/financing/unblockUsers');
  const blocked = page.getByRole('table', { name: 'Customers blocked from financing' }).locator('tbody tr');
  await expect(blocked.first().getByRole('checkbox')).toBeVisible();
  const before = await blocked.count();
  await page.screenshot({ path: shot('unblock-en'), fullPage: true });
  await blocked.first().getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Check the 1 selected' }).click();
  await expect(page.getByTestId('user-id-count')).toHaveText('1 user id');
  await page.getByLabel('Why they may have credit again').fill('Overdue instalment settled at the branch');
  await page.getByRole('button', { name: 'Check these users' }).click();
  const preview = page.getByRole('region', { name: 'Who is blocked, and why' });
  await expect(preview.getByTestId('unblock-counts')).toHaveText('Will be unblocked: 1');
  await preview.getByRole('button', { name: 'Unblock 1 user' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Unblock' }).click();
  await expect(page.getByText('1 user unblocked')).toBeVisible();
  await expect(blocked).toHaveCount(before - 1);
  await switchLanguage(page, 'العربية');
  await expect(page.getByRole('heading', { name: 'رفع الحظر عن المستخدمين' })).toBeVisible();
  await page.screenshot({ path: shot('unblock-ar'), fullPage: true });
});

test('create a credit promotion, then end it: it stays listed as ended', async ({ page }) => {
  const name = `Eid boost ${Date.now()}`;
  await signIn(page);
  await page.goto('/app/financing/credit-promotions');
  await expect(page.getByRole('heading', { name: 'Credit promotion', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'New promotion' }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel('Name (English)').fill(name);
  await form.getByLabel('Name (Arabic)').fill('زيادة العيد');
  await form.getByLabel('Extra credit (EGP)').fill('2500');
  await form.getByRole('button', { name: 'Create promotion' }).click();
  await expect(page.getByText('Promotion created')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Running');
  await expect(row).toContainText('+ EGP 2,500.00');
  await page.screenshot({ path: shot('promotions-en'), fullPage: true });

  await row.getByRole('button', { name: `End ${name}` }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText(`“${name}” stops now for every customer`);
  await confirm.getByRole('button', { name: 'End promotion' }).click();
  await expect(page.getByText('Promotion ended')).toBeVisible();
  await expect(row).toContainText('Ended');
  await expect(row).toContainText('Ended by admin@lucky.app');
  await expect(row.getByRole('button', { name: `End ${name}` })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Ended' }).click();
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('Ended');
  await switchLanguage(page, 'العربية');
  await expect(page.getByRole('heading', { name: 'العروض الائتمانية' })).toBeVisible();
  await page.screenshot({ path: shot('promotions-ar'), fullPage: true });
});

test('the batch reviews and promotion eligibility screens show their columns and what a file may name', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/app/financing/application-reviews');
  await expect(page.getByRole('heading', { name: 'Batch reviews' })).toBeVisible();
  await expect(page.getByText('user_id, action, reason')).toBeVisible();
  await page.screenshot({ path: shot('application-reviews-en'), fullPage: true });
  await page.goto('/app/financing/credit-promotions/upload-user');
  await expect(page.getByRole('heading', { name: 'Credit promotion: eligible customers' })).toBeVisible();
  await expect(page.getByRole('region', { name: /Promotions a file can name/ })).toContainText(
    'Ramadan limit boost',
  );
  await page.screenshot({ path: shot('promotion-users-en'), fullPage: true });
  await switchLanguage(page, 'العربية');
  await expect(page.getByRole('heading', { name: 'عرض ائتماني: العملاء المستحقون' })).toBeVisible();
  await page.screenshot({ path: shot('promotion-users-ar'), fullPage: true });
  await page.goto('/app/financing/application-reviews');
  await expect(page.getByRole('heading', { name: 'مراجعات جماعية' })).toBeVisible();
  await page.screenshot({ path: shot('application-reviews-ar'), fullPage: true });
});

test('an AML-listed customer has nothing available to spend on their open line (issue 19 item 10)', async ({
  page,
  request,
}) => {
  const { items } = await applications(request, 'status=ANY_ACTIVE&pageSize=100');
  const listed = items.find((i) => i.blacklisted && i.documentNumber?.length === 14);
  expect(listed, 'the demo data has a listed customer with an open line').toBeDefined();
  await signIn(page);
  await page.goto(`/app/financing/applications/${listed!.documentNumber}`);
  await expect(page.getByTestId('blacklisted')).toContainText('No credit can be given');
  await expect(page.getByTestId('available')).toHaveText(/^EGP\s?0\.00$/);
  await expect(page.getByText('Nothing can be spent: the customer is on the AML blacklist')).toBeVisible();
  await page.screenshot({ path: shot('aml-listed-en'), fullPage: true });
  await switchLanguage(page, 'العربية');
  await expect(page.getByText('لا يمكن إنفاق شيء: العميل مدرج في القائمة السوداء')).toBeVisible();
  await page.screenshot({ path: shot('aml-listed-ar'), fullPage: true });
});
