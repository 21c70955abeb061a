import { type APIRequestContext } from '@playwright/test';
import {
  expect,
  test,
  adminToken,
  secondAdminToken,
  setApprovalPolicy,
  signIn,
  switchLanguage,
} from './fixtures.ts';

const API = '/api/v2/cmt-backend';

/** The largest pending cashout over EGP 100 (the smaller ones are the approvals spec's). */
async function largePendingCashout(request: APIRequestContext): Promise<{ id: number; amount: string }> {
  const list = await request.get(
    `${API}/payment/affiliate/cashouts?status=PENDING&minAmount=100.01&pageSize=1&sort=amount&order=desc`,
    { headers: { authorization: `Bearer ${await adminToken(request)}` } },
  );
  expect(list.ok()).toBe(true);
  const [cashout] = ((await list.json()) as { items: { id: number; amount: string }[] }).items;
  expect(cashout, 'demo data has pending cashouts over EGP 100').toBeDefined();
  return cashout!;
}

/*
 * The fixtures sign the second administrator in through the API only (its password is theirs), so the
 * browser is the admin's: the second administrator asks, and the admin, who may decide it, is told.
 */
test('a held request tells the administrator who may decide it, live: the bell names the cashout and its amount and opens the approval', async ({
  page,
  request,
}) => {
  await setApprovalPolicy(request, 'cashout.approve', { enabled: true, thresholdPiastres: 10000 });
  const cashout = await largePendingCashout(request);
  const adminBearer = { authorization: `Bearer ${await adminToken(request)}` };
  const secondBearer = { authorization: `Bearer ${await secondAdminToken(request)}` };

  await signIn(page);
  // Earlier specs may have left the admin notifications: start from none unread.
  expect((await request.post(`${API}/notifications/read-all`, { headers: adminBearer })).status()).toBe(204);
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toHaveAccessibleName('Notifications: 0 unread');
  const toDecide = page.getByTestId('home-count-approvals');
  const before = Number(await toDecide.textContent());

  const held = await request.put(`${API}/payment/affiliate/cashouts/${cashout.id}/approve`, {
    headers: secondBearer,
  });
  expect(held.status(), await held.text()).toBe(202);
  const { approvalId } = (await held.json()) as { approvalId: number };

  try {
    await expect(bell).toHaveAccessibleName('Notifications: 1 unread');
    // The home's counts move with the bell, without a reload.
    await expect(toDecide).toHaveText(String(before + 1));
    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    const amount = new Intl.NumberFormat('en', {
      style: 'currency',
      currency: 'EGP',
      minimumFractionDigits: 2,
    }).format(cashout.amount as Intl.StringNumericLiteral);
    const link = panel.getByRole('link', {
      name: `Waiting for your decision — Approve a cashout: Cashout #${cashout.id}, ${amount}, asked by`,
    });
    await expect(link).toBeVisible();
    await page.mouse.move(300, 500);
    await page.screenshot({ path: '.artifacts/approval-notice-en.png', animations: 'disabled' });

    await link.click();
    await expect(page).toHaveURL(new RegExp(`/app/approvals\\?approval=${approvalId}$`));
    await expect(
      page.getByRole('article', { name: `Approve a cashout · Cashout #${cashout.id}` }).first(),
    ).toBeVisible();
    await expect(bell).toHaveAccessibleName('Notifications: 0 unread');

    await switchLanguage(page, 'العربية');
    await bell.click();
    const arabic = page.getByRole('dialog', { name: 'الإشعارات' });
    await expect(arabic.getByRole('link', { name: new RegExp(`طلب السحب رقم ${cashout.id}`) })).toBeVisible();
    await page.mouse.move(300, 500);
    await page.screenshot({ path: '.artifacts/approval-notice-ar.png', animations: 'disabled' });
    await page.getByRole('dialog').press('Escape');
    await switchLanguage(page, 'English');
  } finally {
    // The cashout stays for the other specs: the request is taken back.
    await request.post(`${API}/approvals/${approvalId}/withdraw`, { headers: secondBearer });
  }
});
