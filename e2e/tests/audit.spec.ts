import fs from 'node:fs';
import { type APIRequestContext } from '@playwright/test';
import { expect, test, adminToken, signIn, switchLanguage } from './fixtures.ts';

const API = '/api/v2/cmt-backend';

/** A feature flag created, then its description changed, through the API: two audit entries with a diff. */
async function flagWithHistory(request: APIRequestContext) {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const key = `e2eAudited${Date.now()}`;
  const created = await request.post('/api/v3/cmt-backend/configs/feature-flags', {
    headers,
    data: { key, value: true, description: 'Before the audit test' },
  });
  expect(created.status()).toBe(200);
  const { id } = (await created.json()) as { id: number };
  const updated = await request.put(`/api/v3/cmt-backend/configs/feature-flags/${id}`, {
    headers,
    data: { key, value: true, description: 'After the audit test' },
  });
  expect(updated.status()).toBe(200);
  return { id, key };
}

/** A reviewer's view of a national id image, with its reason and reference: a read of personal data. */
async function readAnIdImage(request: APIRequestContext, reference: string) {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const list = await request.get(`${API}/applications/profile-validations?pageSize=1`, { headers });
  const [profile] = ((await list.json()) as { items: { id: number }[] }).items;
  const image = await request.get(
    `${API}/applications/profile-validations/${profile!.id}/images/front?reason=INTERNAL_AUDIT&reference=${reference}`,
    { headers },
  );
  expect(image.status()).toBe(200);
}

test('the audit trail filters by record and kind, shows the diff and the stated reason, exports and verifies', async ({
  page,
  request,
}) => {
  const flag = await flagWithHistory(request);
  const reference = `AUD-E2E-${Date.now()}`;
  await readAnIdImage(request, reference);
  await signIn(page);

  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Menu (e2e)' }).getByRole('link', { name: 'Audit trail' }).click();
  await expect(page).toHaveURL(/\/app\/general\/audit$/);
  await expect(page.getByRole('heading', { name: 'Audit trail' })).toBeVisible();

  await page.getByLabel('Record type').fill('featureFlag');
  await page.getByLabel('Record id').fill(String(flag.id));
  // The entries' rows (each holds a table of its own: the diff).
  const rows = page.getByRole('table', { name: 'Audit entries' }).locator(':scope > tbody > tr');
  await expect(rows).toHaveCount(2);
  const update = rows.filter({ hasText: 'featureFlag.update' });
  const diff = update.getByRole('table', { name: 'What changed' });
  // Fields by their label, internals (id, version, updatedAt) left out.
  await expect(diff.getByRole('row', { name: /Description/ })).toContainText('Before the audit test');
  await expect(diff.getByRole('row', { name: /Description/ })).toContainText('After the audit test');
  await expect(diff.getByRole('rowheader', { name: 'version', exact: true })).toHaveCount(0);
  await expect(update).toContainText('admin');
  await page.screenshot({ path: 'test-results/audit-trail-en.png', fullPage: true });

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  const csv = fs.readFileSync((await file.path())!, 'utf8');
  expect(file.suggestedFilename()).toBe('audit-log.csv');
  const lines = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe(
    'id,at_cairo,actor,kind,action,target_type,target_id,reason,before,after,ip,asked_by,approval_id',
  );
  expect(lines.slice(1).map((line) => line.split(',')[4])).toEqual([
    'featureFlag.update',
    'featureFlag.create',
  ]);

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await page.getByLabel('Kind').click();
  await page.getByRole('option', { name: 'Personal data read' }).click();
  const read = rows.filter({ hasText: reference });
  await expect(read).toContainText('kyc-image.view');
  await expect(read.getByTestId('audit-reason')).toContainText('Internal audit');
  await read.screenshot({ path: 'test-results/audit-read-en.png' });

  await page.getByRole('button', { name: 'Verify the chain' }).click();
  const report = page.getByTestId('chain-report');
  await expect(report).toContainText('The chain holds');
  await expect(report).toContainText('Anchored outside the database through');
  await expect(report).toContainText('Entries never sealed');
  await expect(report).toContainText('Entries unsealed for over 10 s');

  // The full pass: a job whose progress, then report, shows on the screen.
  await page.getByRole('button', { name: 'Full pass' }).click();
  const fullPass = page.getByTestId('full-pass');
  await expect(fullPass).toContainText('Last full pass, finished', { timeout: 30_000 });
  await expect(fullPass.getByTestId('full-pass-report')).toContainText('The chain holds');
  await expect(fullPass.getByTestId('full-pass-report')).toContainText('the whole chain');
  await page.screenshot({ path: 'test-results/audit-verify-en.png', fullPage: true });

  // The flag's own History panel, on its edit page.
  await page.goto(`/app/feature-flags/manage/${flag.id}`);
  const panel = page.getByTestId('history-panel');
  await panel.getByRole('button', { name: /History/ }).click();
  await expect(panel.getByTestId('history-entry')).toHaveCount(2);
  await expect(panel.getByTestId('history-entry').first()).toContainText('featureFlag.update');
  await panel.screenshot({ path: 'test-results/history-panel-en.png' });
});

test('a record shows its History panel on its edit page, and the trail reads in Arabic', async ({
  page,
  request,
}) => {
  const flag = await flagWithHistory(request);
  await signIn(page);
  await switchLanguage(page, 'العربية');
  await page.goto(`/app/feature-flags/manage/${flag.id}`);

  const panel = page.getByTestId('history-panel');
  await panel.getByRole('button', { name: /السجل/ }).click();
  const entries = panel.getByTestId('history-entry');
  await expect(entries).toHaveCount(2);
  // Newest first: the change of the description, before and after.
  await expect(entries.first()).toContainText('featureFlag.update');
  await expect(entries.first().getByRole('table', { name: 'ما الذي تغير' })).toContainText(
    'After the audit test',
  );
  await expect(entries.last()).toContainText('featureFlag.create');
  await panel.screenshot({ path: 'test-results/history-panel-ar.png' });

  await panel.getByRole('link', { name: 'فتح في سجل التدقيق' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/app/general/audit\\?targetType=featureFlag&targetId=${flag.id}$`),
  );
  await expect(page.getByRole('heading', { name: 'سجل التدقيق' })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'إدخالات التدقيق' }).locator(':scope > tbody > tr'),
  ).toHaveCount(2);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button', { name: 'التحقق من السلسلة' }).click();
  await expect(page.getByTestId('chain-report')).toContainText('السلسلة سليمة');
  await expect(page.getByTestId('chain-report')).toContainText('مثبتة خارج قاعدة البيانات حتى');
  await page.screenshot({ path: 'test-results/audit-trail-ar.png', fullPage: true });
});
