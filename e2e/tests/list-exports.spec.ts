import fs from 'node:fs';
import { expect, test, adminToken, signIn, switchLanguage } from './fixtures.ts';

const BANNERS = '/api/v2/cmt-backend/offers/banners/list';

test('a filtered list exports exactly its rows as CSV; the button is there in Arabic too', async ({
  page,
  request,
}) => {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const listed = await request.get(`${BANNERS}?active=ACTIVE&pageSize=100`, { headers });
  const { items, total } = (await listed.json()) as { items: { id: number }[]; total: number };
  expect(total).toBeGreaterThan(0);

  await signIn(page);
  await page.goto('/app/offers/banners?active=ACTIVE');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^banners-\d{4}-\d{2}-\d{2}\.csv$/);
  await expect(page.getByText('Export downloaded')).toBeVisible();
  const lines = fs
    .readFileSync((await file.path())!, 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe('id,title,folder,link,position,is_active,image_url,created_at,updated_at');
  expect(lines).toHaveLength(total + 1);
  const ids = lines.slice(1).map((line) => Number(line.split(',')[0]));
  expect(ids.sort((a, b) => a - b)).toEqual(items.map((item) => item.id).sort((a, b) => a - b));
  for (const line of lines.slice(1)) expect(line).toMatch(/,yes,/);
  await page.screenshot({ path: 'test-results/list-export-en.png' });

  await switchLanguage(page, 'العربية');
  await expect(page.getByRole('button', { name: 'تصدير CSV' })).toBeVisible();
  await page.screenshot({ path: 'test-results/list-export-ar.png' });
});
