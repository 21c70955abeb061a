import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { type APIRequestContext } from '@playwright/test';
import { expect, test, adminToken } from './fixtures.ts';
import { API, applicationOf, customerWithLine } from './contracts-helpers.ts';

/**
 * The server's PDF archive of each print, read back with poppler (pdftotext, pdfinfo, pdftoppm):
 * the Arabic text layer reads correctly, the 14 national-id digits come out in order, the terms of
 * the card request start on page 2. PNGs of every page are left in .artifacts/contracts-pdf to look at.
 */
const out = path.resolve(import.meta.dirname, '../.artifacts/contracts-pdf');
/** A customer with an active credit line: the instalment contracts print its limit (without one they refuse to print). */
let USER = 0;

// Bidi controls that pdftotext puts around runs; they are not part of the printed text.
const plain = (text: string) => text.replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '');
const pdftotext = (file: string, ...args: string[]) =>
  plain(execFileSync('pdftotext', ['-layout', ...args, file, '-'], { encoding: 'utf8' }));

async function archivedPdf(
  request: APIRequestContext,
  kind: 'debit' | 'credit' | 'connect',
): Promise<string> {
  const authorization = `Bearer ${await adminToken(request)}`;
  const printed = await request.post(`${API}/contracts/${kind}/audit`, {
    headers: { authorization },
    data: { applicationUserId: USER },
  });
  expect(printed.status()).toBe(200);
  const eventId = ((await printed.json()) as { event: { id: number } }).event.id;

  let event: { pdfStatus: string | null; pdfSha256: string | null } | undefined;
  await expect
    .poll(
      async () => {
        event = (await applicationOf(request, USER)).history.find((e) => e.id === eventId);
        return event?.pdfStatus;
      },
      { timeout: 45_000 },
    )
    .toBe('stored');

  const download = await request.get(`${API}/contracts/${eventId}/pdf`, { headers: { authorization } });
  expect(download.status()).toBe(200);
  expect(download.headers()['content-type']).toBe('application/pdf');
  const pdf = await download.body();
  expect(createHash('sha256').update(pdf).digest('hex')).toBe(event!.pdfSha256);
  fs.mkdirSync(out, { recursive: true });
  const file = path.join(out, `${kind}.pdf`);
  fs.writeFileSync(file, pdf);
  execFileSync('pdftoppm', ['-r', '80', '-png', file, path.join(out, kind)]);
  return file;
}

const pages = (file: string) =>
  Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))![1]);

test.describe.configure({ timeout: 120_000 });
test.beforeAll(async ({ request }) => {
  USER = await customerWithLine(request, true, 4);
});

test('the archived card request reads right: Arabic phrases, the 14 digits in order, the terms on page 2', async ({
  request,
}) => {
  const { application } = await applicationOf(request, USER);
  const file = await archivedPdf(request, 'debit');
  expect(pages(file)).toBe(2);
  const page1 = pdftotext(file, '-f', '1', '-l', '1');
  const page2 = pdftotext(file, '-f', '2', '-l', '2');
  expect(page1).toContain('طلب إصدار بطاقة مسبقة الدفع');
  expect(page1).toContain('بيانات العميل');
  expect(page1).toContain('إقرارات العميل');
  expect(page1).toContain('خاص بالبنك');
  expect(page1).toContain(application.firstName!);
  const idLine = page1.split('\n').find((line) => line.includes('الرقم القومي') && !line.includes('تاريخ'))!;
  expect(idLine.replace(/\D/g, '')).toBe(application.documentNumber);
  expect(page1).not.toContain('تعريف الأشخاص ذوي المخاطر السياسية');
  expect(page1).not.toContain('في حدود الرصيد المتاح');
  expect(page2).toContain('الشروط والأحكام العامة للبطاقات مسبقة الدفع');
  expect(page2).toContain('تعريف الأشخاص ذوي المخاطر السياسية');
  expect(page2).toContain('في حدود الرصيد المتاح');
  expect(page2).toMatch(/15\s*يوم عمل/);
  // The legal text docs/requirements.md §P2 asks of the debit request too (issue 19 item 6): the 30-day window from each
  // purchase, confidentiality, notices and the general provisions.
  expect(page2).toContain('مهلة ثلاثين');
  expect(page2).toContain('من تاريخ كل عملية شراء');
  expect(page2).toContain('30');
  expect(page2).toContain('السرية');
  expect(page2).toContain('الإخطارات');
  expect(page2).toContain('حوالة حقوقه');
  expect(page2).toContain('القانون المصري');
  expect(page2).toContain('المحاكم المصرية');
  expect(page2).toContain('تكون جميع الإخطارات بين الطرفين');
  expect(page2).toContain('بإخطار البنك');
  expect(page2).toContain('بأي تغيير في عنوانه أو رقم هاتفه أو بريده الإلكتروني');
  for (const text of [page1, page2]) expect(text).not.toMatch(/undefined|null|NaN/);
  expect(fs.statSync(path.join(out, 'debit-1.png')).size).toBeGreaterThan(20_000);
});

test('the archived instalment contracts carry the company, the customer and the figures of docs/requirements.md §P9', async ({
  request,
}) => {
  const { application } = await applicationOf(request, USER);
  for (const kind of ['credit', 'connect'] as const) {
    const file = await archivedPdf(request, kind);
    const text = pdftotext(file);
    expect(text).toContain('عقد تقديم خدمة التقسيط');
    expect(text).toContain(
      kind === 'connect' ? 'شركة كونكت موني للتمويل الاستهلاكي' : 'شركة لاكي لخدمات الدفع الإلكتروني',
    );
    expect(text).toContain(application.familyName!);
    expect(text).toContain(application.phone!);
    expect(text).toContain('تستحق الأقساط في اليوم الخامس');
    expect(text).toContain('تقل عن ستة');
    // pdftotext moves the brackets of an isolated number inside an Arabic line ("( )30"): check the digits.
    for (const figure of ['19677', '131', '1948', '194', '2020', '30', '14']) expect(text).toContain(figure);
    expect(text).toContain('السرية');
    expect(text).toContain('المحاكم المصرية');
    expect(text).toContain('حوالة حقوقها');
    expect(text).not.toMatch(/undefined|null|NaN/);
  }
});
