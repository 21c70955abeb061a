import { type APIRequestContext } from '@playwright/test';
import { expect, test, adminToken, createStaff, signIn, switchLanguage, tokenOf } from './fixtures.ts';

const API = '/api/v2/cmt-backend';
const KYC_PERMISSIONS = [
  'manage-applications-profile-validation',
  'manage-applications-profile-validation-id',
];

/** A pending KYC profile of the demo data. */
async function pendingProfileId(request: APIRequestContext): Promise<number> {
  const response = await request.get(`${API}/applications/profile-validations?status=PENDING&pageSize=5`, {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { items: { id: number }[] }).items[0]!.id;
}

const claim = async (request: APIRequestContext, token: string, id: number) => {
  const response = await request.post(`${API}/applications/profile-validations/${id}/claim`, {
    headers: { authorization: `Bearer ${token}` },
    data: { takeover: true },
  });
  expect(response.status(), await response.text()).toBe(200);
};

test('the bell: an item I claimed taken over shows live, worded in English and in Arabic, marked read', async ({
  page,
  request,
}) => {
  const ann = await createStaff(request, KYC_PERMISSIONS);
  const ben = await createStaff(request, KYC_PERMISSIONS);
  const annToken = await tokenOf(request, ann.email, ann.password);
  const benToken = await tokenOf(request, ben.email, ben.password);
  const id = await pendingProfileId(request);
  await claim(request, annToken, id);

  await signIn(page, ann.email, ann.password);
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toHaveAccessibleName('Notifications: 0 unread');

  // Ben takes it over: Ann's bell counts it without a reload (the Server-Sent Events stream).
  await claim(request, benToken, id);
  await expect(bell).toHaveAccessibleName('Notifications: 1 unread');
  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByText(`${ben.email} took over the KYC profile #${id} you had taken`)).toBeVisible();
  await page.mouse.move(300, 500);
  await page.screenshot({ path: '/tmp/notifications-en.png', animations: 'disabled' });
  await panel.getByRole('button', { name: 'Mark read' }).click();
  await expect(panel.getByRole('button', { name: 'Mark read' })).toHaveCount(0);
  await page.getByRole('dialog').press('Escape');
  await expect(bell).toHaveAccessibleName('Notifications: 0 unread');

  // In Arabic: the next takeover, worded in Arabic, then all marked read.
  await switchLanguage(page, 'العربية');
  await claim(request, annToken, id);
  await claim(request, benToken, id);
  await expect(bell).toHaveAccessibleName('الإشعارات غير المقروءة: 1');
  await bell.click();
  const arabic = page.getByRole('dialog', { name: 'الإشعارات' });
  await expect(
    arabic.getByText(`تولّى ${ben.email} ملف التحقق من الهوية رقم ${id} الذي كنت قد أخذته`),
  ).toHaveCount(2);
  await page.mouse.move(300, 500);
  await page.screenshot({ path: '/tmp/notifications-ar.png', animations: 'disabled' });
  await arabic.getByRole('button', { name: 'تعليم الكل كمقروء' }).click();
  await expect(arabic.getByRole('button', { name: 'تعليم كمقروء' })).toHaveCount(0);
  await page.getByRole('dialog').press('Escape');
  await expect(bell).toHaveAccessibleName('الإشعارات غير المقروءة: 0');
});
