import { type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN_EMAIL, SECOND_ADMIN_EMAIL } from './env.ts';
import {
  expect,
  test,
  adminToken,
  createStaff,
  secondAdminToken,
  setApprovalPolicy,
  signIn,
  switchLanguage,
  tokenOf,
} from './fixtures.ts';

const API = '/api/v2/cmt-backend';
const CASHOUT_PERMISSIONS = ['manage-affiliate-cashout', 'manage-affiliate-cashout-id'];

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `.artifacts/approvals-${name}.png`, fullPage: true });

interface Cashout {
  id: number;
  userId: number;
  amount: string;
  status: string;
  balance: { available: string };
}
const piastres = (egp: string) => Math.round(Number(egp) * 100);

/** Pending cashouts over the threshold that the customer's balance covers, one per customer. */
async function coveredLargeCashouts(request: APIRequestContext, over: string): Promise<Cashout[]> {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const list = await request.get(
    `${API}/payment/affiliate/cashouts?status=PENDING&minAmount=${over}&pageSize=100&sort=amount&order=asc`,
    { headers },
  );
  expect(list.ok()).toBe(true);
  const found: Cashout[] = [];
  for (const { id } of ((await list.json()) as { items: { id: number }[] }).items) {
    const detail = (await (
      await request.get(`${API}/payment/affiliate/cashouts/${id}`, { headers })
    ).json()) as Cashout;
    const covered = piastres(detail.balance.available) >= piastres(detail.amount);
    if (covered && !found.some((other) => other.userId === detail.userId)) found.push(detail);
  }
  return found;
}

test('a cashout over EGP 5,000 needs a second person: asked for on the cashout, approved on the Approvals screen, in English and in Arabic', async ({
  page,
  browser,
  request,
}) => {
  const maker = await createStaff(request, CASHOUT_PERMISSIONS);
  const checker = await createStaff(request, CASHOUT_PERMISSIONS);
  // The demo's pending requests are small: the threshold comes down to EGP 100 (a tightening: at once).
  await setApprovalPolicy(request, 'cashout.approve', { enabled: true, thresholdPiastres: 10000 });
  const [first, second] = await coveredLargeCashouts(request, '100.01');
  expect(first, 'demo data has pending cashouts over EGP 100').toBeDefined();
  expect(second).toBeDefined();

  // The maker approves the cashout: it is held, and the cashout says who asked, in place of Approve.
  await signIn(page, maker.email, maker.password);
  await page.goto(`/app/affiliate/cashout/${first!.id}`);
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Approve this cashout?' });
  await confirm.getByRole('button', { name: /^Approve EGP/ }).click();
  await expect(page.getByText('Sent for a second approval')).toBeVisible();
  const waiting = page.getByRole('status').filter({ hasText: 'Waiting for a second approval' });
  await expect(waiting).toContainText(maker.email);
  await expect(page.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0);
  await shot(page, 'cashout-pending-en');

  // On the maker's Approvals screen it is theirs: no Approve, a Withdraw.
  await waiting.getByRole('link', { name: 'Open in Approvals' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Approvals' })).toBeVisible();
  const mine = page.getByRole('article', { name: `Approve a cashout · Cashout #${first!.id}` });
  await expect(mine).toContainText('You asked for this');
  await expect(mine.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expect(mine.getByRole('button', { name: 'Withdraw' })).toBeVisible();

  // A second staff member: the menu counts what waits for them, the inbox shows the change.
  const checkerContext = await browser.newContext();
  const checkerPage = await checkerContext.newPage();
  await signIn(checkerPage, checker.email, checker.password);
  await checkerPage.getByRole('button', { name: 'Open menu' }).click();
  const menuItem = checkerPage.getByRole('link', { name: /Approvals/ });
  await expect(menuItem).toContainText(/\d+ requests? waits? for your approval/);
  await shot(checkerPage, 'menu-badge-en');
  await menuItem.click();
  await expect(checkerPage.getByRole('tab', { name: /Waiting/ })).toHaveAttribute('aria-selected', 'true');
  const card = checkerPage.getByRole('article', { name: `Approve a cashout · Cashout #${first!.id}` });
  await expect(card).toContainText(`Asked by ${maker.email}`);
  const change = card.getByRole('table', { name: 'How the record would change' });
  // The shared diff: the status worded, not the stored code.
  await expect(change.getByRole('row', { name: /Status/ })).toContainText('Pending');
  await expect(change.getByRole('row', { name: /Status/ })).toContainText('Approved');
  await shot(checkerPage, 'inbox-en');
  await card.getByRole('button', { name: 'Approve' }).click();
  const approve = checkerPage.getByRole('dialog', { name: 'Approve this request?' });
  await expect(approve).toContainText(maker.email);
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(checkerPage.getByText('Approved and applied')).toBeVisible();
  await checkerPage.getByRole('tab', { name: /Approved/ }).click();
  await expect(
    checkerPage.getByRole('article', { name: `Approve a cashout · Cashout #${first!.id}` }),
  ).toContainText(`Approved by ${checker.email}`);
  const applied = await request.get(`${API}/payment/affiliate/cashouts/${first!.id}`, {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
  });
  expect(((await applied.json()) as Cashout).status).toBe('APPROVED');

  // In Arabic, right to left: the maker asks for the second cashout, the checker approves it.
  const held = await request.put(`${API}/payment/affiliate/cashouts/${second!.id}/approve`, {
    headers: { authorization: `Bearer ${await tokenOf(request, maker.email, maker.password)}` },
  });
  expect(held.status()).toBe(202);
  await checkerPage.reload();
  await switchLanguage(checkerPage, 'العربية');
  await expect(checkerPage.locator('html')).toHaveAttribute('dir', 'rtl');
  await checkerPage.getByRole('tab', { name: /بانتظار الموافقة/ }).click();
  const arabicCard = checkerPage.getByRole('article', {
    name: `الموافقة على سحب · طلب السحب رقم ${second!.id}`,
  });
  await expect(arabicCard.getByRole('table', { name: 'كيف سيتغيّر السجل' })).toBeVisible();
  await shot(checkerPage, 'inbox-ar');
  await arabicCard.getByRole('button', { name: 'موافقة' }).click();
  await checkerPage
    .getByRole('dialog', { name: 'الموافقة على هذا الطلب؟' })
    .getByRole('button', { name: 'موافقة' })
    .click();
  await expect(checkerPage.getByText('تمت الموافقة والتطبيق')).toBeVisible();
  await checkerPage.goto(`/app/affiliate/cashout/${second!.id}`);
  await expect(checkerPage.getByRole('heading', { name: `طلب السحب رقم ${second!.id}` })).toBeVisible();
  await expect(checkerPage.getByText('مقبول', { exact: true }).first()).toBeVisible();
  await expect(checkerPage.getByRole('status').filter({ hasText: 'بانتظار' })).toHaveCount(0);
  await shot(checkerPage, 'cashout-approved-ar');
  await checkerContext.close();
  // Back to EGP 5,000: a loosening, approved by a second administrator.
  await setApprovalPolicy(request, 'cashout.approve', { enabled: true, thresholdPiastres: 500000 });
});

test('an administrator tightens a policy at once, and a loosening waits for a second administrator', async ({
  page,
  request,
}) => {
  // From the demo's EGP 5,000, whatever a test before this one left (one that failed midway, say).
  await setApprovalPolicy(request, 'cashout.approve', { enabled: true, thresholdPiastres: 500000 });
  await signIn(page);
  await page.goto('/app/approvals');
  const policies = page.getByRole('region', { name: 'Policies' });
  const threshold = policies.getByLabel('Above which amount, for Approve a cashout');
  await expect(threshold).toHaveValue('5000.00');
  await threshold.fill('4000');
  const cashoutRow = policies.getByRole('row', { name: /Approve a cashout/ });
  await cashoutRow.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Policy saved')).toBeVisible();

  await policies.getByLabel('Second approval for Raise a credit limit').uncheck();
  const limitRow = policies.getByRole('row', { name: /Raise a credit limit/ });
  await limitRow.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Sent for a second approval')).toBeVisible();
  await expect(limitRow.getByText('Loosening waits for approval')).toBeVisible();
  await expect(policies.getByLabel('Second approval for Raise a credit limit')).toBeChecked();
  await shot(page, 'policies-en');

  // Put both back: the loosening withdrawn, the threshold raised again (a loosening, approved by a second administrator).
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const mine = await request.get(`${API}/approvals?status=PENDING&action=approval-policy.loosen`, {
    headers,
  });
  for (const { id } of ((await mine.json()) as { items: { id: number }[] }).items) {
    expect((await request.post(`${API}/approvals/${id}/withdraw`, { headers })).status()).toBe(200);
  }
  await setApprovalPolicy(request, 'cashout.approve', { enabled: true, thresholdPiastres: 500000 });
});

test('a blocked customer whose unblock waits for a second approval shows who asked in place of selecting it, in English and Arabic', async ({
  page,
  request,
}) => {
  await setApprovalPolicy(request, 'financing.unblock', { enabled: true });
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  try {
    const list = await request.get(`${API}/financing/blocked-users?pageSize=100`, { headers });
    const blocked = ((await list.json()) as { items: { userId: number; name: string | null }[] }).items;
    const customer = blocked.at(-1)!;
    const held = await request.post(`${API}/financing/unblock-users`, {
      headers,
      data: { usersIds: [customer.userId], reason: 'Settled at the branch' },
    });
    expect(held.status()).toBe(202);

    await signIn(page);
    await page.goto('/app/financing/unblockUsers');
    const table = page.getByRole('table', { name: 'Customers blocked from financing' });
    const row = table.getByRole('row').filter({ hasText: `#${customer.userId}` });
    const waiting = row.getByRole('link', { name: /^Waiting for a second approval: asked by admin@/ });
    await expect(waiting).toBeVisible();
    await expect(row.getByRole('checkbox')).toHaveCount(0);
    await expect(row.getByRole('status')).toHaveText(
      /^Waiting for a second approval: asked by admin@\S+ on /,
    );
    await expect(waiting).toHaveAttribute(
      'href',
      `/app/approvals?approval=${(await held.json()).approvalId}`,
    );
    await row.scrollIntoViewIfNeeded();
    await shot(page, 'unblock-waiting-en');
    await switchLanguage(page, 'العربية');
    const arabicRow = page.getByRole('row').filter({ hasText: `#${customer.userId}` });
    await expect(arabicRow.getByRole('link', { name: /^بانتظار موافقة شخص ثانٍ: طلبه admin@/ })).toBeVisible();
    await shot(page, 'unblock-waiting-ar');
    expect(
      (
        await request.post(`${API}/approvals/${(await held.json()).approvalId}/withdraw`, { headers })
      ).status(),
    ).toBe(200);
  } finally {
    await setApprovalPolicy(request, 'financing.unblock', { enabled: false });
  }
});

test('a blacklist entry whose removal waits for a second approval shows who asked in place of Remove, in English and Arabic', async ({
  page,
  request,
}) => {
  await setApprovalPolicy(request, 'blacklist.remove', { enabled: true });
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  try {
    const list = await request.get(`${API}/applications/blacklist?pageSize=100&sort=name&order=asc`, {
      headers,
    });
    const entries = (await list.json()) as {
      items: { id: number; name: string; nationalIdMasked: string }[];
    };
    // One whose name and masked id no other entry shares, so its row is found by them.
    const entry = entries.items.find(
      (one) =>
        entries.items.filter(
          (other) => other.name === one.name || other.nationalIdMasked === one.nationalIdMasked,
        ).length === 1,
    )!;
    const held = await request.post(`${API}/applications/blacklist/${entry.id}/remove`, {
      headers,
      data: { reason: 'Court decision 12/2026' },
    });
    expect(held.status()).toBe(202);
    const { approvalId } = (await held.json()) as { approvalId: number };

    await signIn(page);
    await page.goto('/app/applications/blacklist?sort=name&order=asc');
    const row = page
      .getByRole('row')
      .filter({ hasText: entry.name })
      .filter({ hasText: entry.nationalIdMasked });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('status')).toHaveText(
      /^Waiting for a second approval: asked by admin@\S+ on /,
    );
    await expect(row.getByRole('link', { name: /^Waiting for a second approval/ })).toHaveAttribute(
      'href',
      `/app/approvals?approval=${approvalId}`,
    );
    await expect(row.getByRole('button', { name: `Take ${entry.name} off the list` })).toHaveCount(0);
    await shot(page, 'blacklist-waiting-en');
    await switchLanguage(page, 'العربية');
    await expect(row.getByRole('status')).toHaveText(/^بانتظار موافقة شخص ثانٍ: طلبه admin@/);
    await shot(page, 'blacklist-waiting-ar');
    expect((await request.post(`${API}/approvals/${approvalId}/withdraw`, { headers })).status()).toBe(200);
  } finally {
    await setApprovalPolicy(request, 'blacklist.remove', { enabled: false });
  }
});

test('a customer whose partner assignment waits for a second approval shows who asked in place of assigning them, in English and Arabic', async ({
  page,
  request,
}) => {
  await setApprovalPolicy(request, 'financing.assign-partner', { enabled: true });
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  let approvalId: number | undefined;
  try {
    const list = await request.get(`${API}/financing/applications?status=NONE&pageSize=100`, { headers });
    type Item = { userId: number; blacklisted: boolean; blockedFromFinancing: boolean };
    const free = ((await list.json()) as { items: Item[] }).items.filter(
      (item) => !item.blacklisted && !item.blockedFromFinancing,
    );
    const [waitingOne, other] = free.slice(-2) as [Item, Item];
    const partners = (await (await request.get(`${API}/financing/partners`, { headers })).json()) as {
      id: number;
      name: string;
    }[];
    const partner = partners.find((p) => p.name === 'Lucky Instalments')!;
    const held = await request.post(`${API}/financing/partner`, {
      headers,
      data: {
        usersIds: [waitingOne.userId],
        partnerId: String(partner.id),
        activationType: 'AFTER_SIGNATURE',
        financingBalanceAmount: '15000',
      },
    });
    expect(held.status()).toBe(202);
    approvalId = ((await held.json()) as { approvalId: number }).approvalId;

    await signIn(page);
    await page.goto('/app/financing/assignPartner');
    const preview = page.getByRole('region', { name: 'What assigning will do' });
    const check = async (ids: number[]) => {
      await page.getByLabel('User ids').fill(ids.join(', '));
      await page.getByRole('button', { name: 'Preview' }).click();
      await expect(preview).toBeVisible();
    };
    await page.getByRole('combobox', { name: 'Partner' }).click();
    await page.getByRole('option', { name: 'Lucky Instalments' }).click();
    await page.getByLabel('Financing balance (EGP)').fill('15000');
    await check([waitingOne.userId, other.userId]);
    const row = preview.getByRole('row').filter({ hasText: String(waitingOne.userId) });
    const waiting = row.getByRole('link', { name: /^Waiting for a second approval: asked by admin@/ });
    await expect(waiting).toBeVisible();
    await expect(waiting).toHaveAttribute('href', `/app/approvals?approval=${approvalId}`);
    await expect(row.getByRole('status')).toHaveText(
      /^Waiting for a second approval: asked by admin@\S+ on /,
    );
    await expect(preview.getByRole('row').filter({ hasText: String(other.userId) })).toContainText(
      'Will be assigned',
    );
    // Only the customer not already waiting is assigned by this request.
    await expect(preview.getByTestId('assign-counts')).toHaveText('Will be assigned: 1');
    await expect(preview.getByRole('button', { name: 'Assign to 1 customer' })).toBeVisible();
    await shot(page, 'assign-waiting-en');

    // Only waiting customers: the waiting request in place of the Assign button.
    await check([waitingOne.userId]);
    await expect(preview.getByRole('button', { name: /^Assign to/ })).toHaveCount(0);
    // The caption under the customer, and the notice where the button was.
    await expect(
      preview.getByRole('status').filter({ hasText: /^Waiting for a second approval: asked by admin@/ }),
    ).toHaveCount(2);
    await expect(preview.getByRole('link', { name: 'Open in Approvals' })).toHaveAttribute(
      'href',
      `/app/approvals?approval=${approvalId}`,
    );
    await switchLanguage(page, 'العربية');
    await expect(
      page
        .getByRole('row')
        .filter({ hasText: String(waitingOne.userId) })
        .getByRole('link', {
          name: /^بانتظار موافقة شخص ثانٍ: طلبه admin@/,
        }),
    ).toBeVisible();
    await shot(page, 'assign-waiting-ar');
  } finally {
    if (approvalId) await request.post(`${API}/approvals/${approvalId}/withdraw`, { headers });
    await setApprovalPolicy(request, 'financing.assign-partner', { enabled: false });
  }
});

test('a staff-access request shows the permissions added by label, and none of the account’s internals, in English and Arabic', async ({
  page,
  request,
}) => {
  const staff = await createStaff(request, ['manage-cmt']);
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  let approvalId: number | undefined;
  try {
    const list = await request.get(`${API}/local-users?q=${encodeURIComponent(staff.email)}`, { headers });
    const [account] = ((await list.json()) as { items: { id: number }[] }).items;
    const held = await request.put(`${API}/local-users/${account!.id}`, {
      headers,
      data: { name: 'E2E Staff', permissions: ['manage-cmt', 'manage-offers-banners'], isActive: true },
    });
    expect(held.status(), await held.text()).toBe(202);
    approvalId = ((await held.json()) as { approvalId: number }).approvalId;

    await signIn(page);
    await page.goto(`/app/approvals?approval=${approvalId}`);
    const change = page
      .getByRole('article')
      .filter({ hasText: 'Change a staff account’s access' })
      .filter({ hasText: staff.email })
      .getByRole('table', { name: 'How the record would change' });
    await expect(change.getByRole('row', { name: /^Permissions/ })).toContainText('Added: Banners');
    await expect(change).not.toContainText('manage-offers-banners');
    for (const internal of ['id', 'version', 'createdAt', 'hasGoogle', 'lastLoginAt', 'isActive'])
      await expect(change.getByRole('rowheader', { name: internal, exact: true })).toHaveCount(0);
    await shot(page, 'staff-access-en');
    await switchLanguage(page, 'العربية');
    const arabic = page.getByRole('table', { name: 'كيف سيتغيّر السجل' });
    await expect(arabic.getByRole('row', { name: /^الصلاحيات/ })).toContainText('أُضيف: البانرات');
    await shot(page, 'staff-access-ar');
  } finally {
    if (approvalId) await request.post(`${API}/approvals/${approvalId}/withdraw`, { headers });
  }
});

test('a staff account whose password reset waits for a second approval shows who asked in place of resetting it, in English and Arabic', async ({
  page,
  request,
}) => {
  // Staff access is four-eyes by default (migration 0029); the demo's second administrator checks it (fixtures).
  const staff = await createStaff(request, []);
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  let approvalId: number | undefined;
  try {
    const list = await request.get(`${API}/local-users?q=${encodeURIComponent(staff.email)}`, { headers });
    const [account] = ((await list.json()) as { items: { id: number }[] }).items;
    const held = await request.post(`${API}/local-users/${account!.id}/reset-password`, {
      headers,
      data: { password: 'a-new-long-password-2026' },
    });
    expect(held.status()).toBe(202);
    approvalId = ((await held.json()) as { approvalId: number }).approvalId;

    await signIn(page);
    await page.goto(`/app/general/local-users/manage?q=${encodeURIComponent(staff.email)}`);
    const row = page
      .getByRole('table', { name: 'Staff accounts' })
      .getByRole('row')
      .filter({ hasText: staff.email });
    const waiting = row.getByRole('link', { name: /^Waiting for a second approval: asked by admin@/ });
    await expect(waiting).toBeVisible();
    await expect(waiting).toHaveAttribute('href', `/app/approvals?approval=${approvalId}`);
    await expect(row.getByRole('button', { name: `Reset password for ${staff.email}` })).toHaveCount(0);
    await expect(row.getByRole('status')).toHaveText(
      /^Waiting for a second approval: asked by admin@\S+ on /,
    );
    await shot(page, 'staff-waiting-en');
    // The edit dialog says it too.
    await row.getByRole('button', { name: `Edit ${staff.email}` }).click();
    await expect(
      page
        .getByRole('dialog')
        .getByRole('status')
        .filter({ hasText: 'Waiting for a second approval: asked by admin@' }),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await switchLanguage(page, 'العربية');
    const arabicRow = page.getByRole('row').filter({ hasText: staff.email });
    await expect(arabicRow.getByRole('link', { name: /^بانتظار موافقة شخص ثانٍ: طلبه admin@/ })).toBeVisible();
    await shot(page, 'staff-waiting-ar');
  } finally {
    if (approvalId) await request.post(`${API}/approvals/${approvalId}/withdraw`, { headers });
  }
});

test('a repayments file whose apply waits for a second approval shows who asked in place of Apply, in English and Arabic', async ({
  page,
  request,
}) => {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const list = await request.get(`${API}/financing/applications?status=ACTIVE&pageSize=100`, { headers });
  type Item = { userId: number; documentNumber: string | null };
  const items = ((await list.json()) as { items: Item[] }).items.filter(
    (i) => i.documentNumber?.length === 14,
  );
  let due: { userId: number; reference: string; amount: string } | undefined;
  for (const item of items.reverse()) {
    const detail = (await (
      await request.get(`${API}/financing/applications/${item.documentNumber}`, { headers })
    ).json()) as { instalments: { reference: string; amount: string; status: string }[] };
    const instalment = detail.instalments.find((x) => x.status === 'DUE');
    if (instalment) {
      due = { userId: item.userId, ...instalment };
      break;
    }
  }
  expect(due).toBeDefined();
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' }).format(new Date());
  await setApprovalPolicy(request, 'bulk.apply', { enabled: true });
  let approvalHref: string | null = null;
  try {
    await signIn(page);
    await page.goto('/app/financing/repayments');
    await page.locator('input[type=file]').setInputFiles({
      name: 'held-repayments.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        [
          'national_id,user_id,instalment_reference,amount,paid_date,channel',
          `,${due!.userId},${due!.reference},${due!.amount},${today},FAWRY`,
        ].join('\r\n'),
      ),
    });
    await page.getByRole('button', { name: 'Apply 1 row' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Apply' }).click();
    // Held: the batch now shows who asked and when in place of its Apply button.
    const waiting = page
      .getByRole('status')
      .filter({ hasText: /^Waiting for a second approval: asked by admin@\S+ on / });
    await expect(waiting).toBeVisible();
    await expect(page.getByRole('button', { name: 'Apply 1 row' })).toHaveCount(0);
    approvalHref = await page.getByRole('link', { name: 'Open in Approvals' }).getAttribute('href');
    expect(approvalHref).toMatch(/^\/app\/approvals\?approval=\d+$/);
    await shot(page, 'bulk-waiting-en');
    await switchLanguage(page, 'العربية');
    await expect(
      page.getByRole('status').filter({ hasText: /^بانتظار موافقة شخص ثانٍ: طلبه admin@/ }),
    ).toBeVisible();
    await shot(page, 'bulk-waiting-ar');
  } finally {
    const approvalId = approvalHref?.split('=')[1];
    if (approvalId) await request.post(`${API}/approvals/${approvalId}/withdraw`, { headers });
    await setApprovalPolicy(request, 'bulk.apply', { enabled: false });
  }
});

test('a checker the maker had made cannot approve: the Approvals screen says who made the account, when and for whom, in English and Arabic', async ({
  page,
  request,
}) => {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  // The admin asks for the account: the second administrator approves it, so it is tied to the admin.
  const puppet = await createStaff(request, ['manage-cmt']);
  // The admin loosens a policy (a higher threshold for credit limit raises): held for a second administrator.
  const held = await request.put(`${API}/approvals/policies/credit-line.change-limit`, {
    headers,
    data: { enabled: true, thresholdPiastres: 100 },
  });
  expect(held.status(), await held.text()).toBe(202);
  const { approvalId } = (await held.json()) as { approvalId: number };
  try {
    const refused = await request.post(`${API}/approvals/${approvalId}/approve`, {
      headers: { authorization: `Bearer ${await tokenOf(request, puppet.email, puppet.password)}` },
    });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { code: string }).code).toBe('CHECKER_TIED_TO_MAKER');

    await signIn(page, puppet.email, puppet.password);
    await page.goto(`/app/approvals?approval=${approvalId}`);
    const card = page.getByTestId(`approval-${approvalId}`);
    const tied = card.getByTestId('tied-to-maker');
    await expect(tied).toContainText(`You cannot approve this: a recent change ties you to ${ADMIN_EMAIL}`);
    await expect(tied).toContainText(`${SECOND_ADMIN_EMAIL} created the account ${puppet.email} on `);
    await expect(tied).toContainText(`(asked by ${ADMIN_EMAIL})`);
    await expect(card.getByRole('button', { name: 'Approve' })).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Reject' })).toBeVisible();
    await shot(page, 'tied-en');
    await switchLanguage(page, 'العربية');
    await expect(tied).toContainText(`لا يمكنك الموافقة على هذا: تغيير حديث يربطك بـ ${ADMIN_EMAIL}`);
    await expect(tied).toContainText(`أنشأ ${SECOND_ADMIN_EMAIL} الحساب ${puppet.email}`);
    await shot(page, 'tied-ar');
  } finally {
    await request.post(`${API}/approvals/${approvalId}/withdraw`, { headers });
  }
});

test('an account disabled while its request waits: its page lists the request as no longer approvable, and approving cancels it, in English and Arabic', async ({
  page,
  request,
}) => {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const maker = await createStaff(request, ['manage-cmt']);
  const held = await request.put(`${API}/approvals/policies/credit-line.change-limit`, {
    headers: { authorization: `Bearer ${await tokenOf(request, maker.email, maker.password)}` },
    data: { enabled: true, thresholdPiastres: 200 },
  });
  expect(held.status(), await held.text()).toBe(202);
  const { approvalId } = (await held.json()) as { approvalId: number };
  const list = await request.get(`${API}/local-users?q=${encodeURIComponent(maker.email)}`, { headers });
  const [account] = ((await list.json()) as { items: { id: number }[] }).items;
  const disabled = await request.put(`${API}/local-users/${account!.id}`, {
    headers,
    data: { name: 'E2E Staff', permissions: ['manage-cmt'], isActive: false },
  });
  expect(disabled.status(), await disabled.text()).toBe(200);

  await signIn(page);
  await page.goto(`/app/general/local-users/manage?q=${encodeURIComponent(maker.email)}`);
  const row = page.getByRole('row').filter({ hasText: maker.email });
  await row.getByRole('button', { name: `Edit ${maker.email}` }).click();
  const panel = page.getByRole('dialog').getByTestId('maker-requests');
  await expect(panel).toContainText(`Requests ${maker.email} asked for that wait for a second person`);
  await expect(panel).toContainText(`#${approvalId} · Loosen a four-eyes policy · asked on`);
  await expect(panel).toContainText(
    'Can no longer be approved: this account is disabled or no longer holds manage-cmt',
  );
  await expect(page.locator('.MuiDialog-container')).toHaveCSS('opacity', '1');
  await shot(page, 'maker-requests-en');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await switchLanguage(page, 'العربية');
  await page
    .getByRole('row')
    .filter({ hasText: maker.email })
    .getByRole('button', { name: `تعديل ${maker.email}` })
    .click();
  await expect(page.getByRole('dialog').getByTestId('maker-requests')).toContainText(
    'لم تعد الموافقة عليه ممكنة',
  );
  await expect(page.locator('.MuiDialog-container')).toHaveCSS('opacity', '1');
  await shot(page, 'maker-requests-ar');

  // A checker's approval cancels it: nothing applied, and it is no longer waiting.
  const approved = await request.post(`${API}/approvals/${approvalId}/approve`, {
    headers: { authorization: `Bearer ${await secondAdminToken(request)}` },
  });
  expect(approved.status()).toBe(409);
  expect(((await approved.json()) as { code: string }).code).toBe('MAKER_NO_LONGER_ENTITLED');
  const after = await request.get(`${API}/approvals/${approvalId}`, { headers });
  expect(((await after.json()) as { status: string }).status).toBe('CANCELLED');
});
