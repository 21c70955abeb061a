import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { V2 } from '@cmt/contract/endpoint';
import { bulkMessages } from '@cmt/contract/bulk-messages';
import {
  bulkColumns,
  type BulkBatch,
  type BulkFeature,
  type BulkRowError,
} from '@cmt/contract/endpoints/bulk';
import {
  branches,
  bulkBatches,
  bulkRows,
  categories,
  catiTerminals,
  merchants,
  offers,
} from '../src/db/schema.ts';
import { applyBatch } from '../src/features/bulk/apply.ts';
import { csv, workbook, xlsx } from './bulk-files.ts';
import { createTestApp, multipartFile, PNG_1X1, type TestApp } from './helpers.ts';
import { batchSettled } from './settled.ts';

let t: TestApp;
let staff: { authorization: string; email: string };
let merchantId: number;
let otherMerchantId: number;
let branchId: number;
let categoryId: number;

beforeAll(async () => {
  t = await createTestApp();
  staff = await t.signIn([
    'manage-offers-offers-bulk',
    'manage-offers-branches-bulk',
    'manage-merchant-bulk',
    'manage-merchant-cati-bulk',
  ]);
  const [category] = await t.db.insert(categories).values({ nameEn: 'Food', nameAr: 'طعام' }).returning();
  categoryId = category!.id;
  const made = await t.db
    .insert(merchants)
    .values([
      { nameEn: 'Nile Bakery', nameAr: 'مخبز النيل', categoryId },
      { nameEn: 'Delta Shoes', nameAr: 'أحذية الدلتا', categoryId },
    ])
    .returning();
  [merchantId, otherMerchantId] = made.map((m) => m.id) as [number, number];
  const [branch] = await t.db
    .insert(branches)
    .values({
      merchantId,
      nameEn: 'Maadi',
      nameAr: 'المعادي',
      addressEn: '9 Road 9',
      addressAr: '٩ شارع ٩',
      city: 'Cairo',
      governorate: 'Cairo',
      latitude: '29.96',
      longitude: '31.25',
    })
    .returning();
  branchId = branch!.id;
});
afterAll(() => t?.close());

const header = (feature: BulkFeature) => bulkColumns[feature].map((c) => c.name);

function uploadFile(url: string, name: string, data: Buffer | string, authorization = staff.authorization) {
  const { payload, headers } = multipartFile(
    name,
    'text/csv',
    Buffer.isBuffer(data) ? data : Buffer.from(data),
  );
  return t.app.inject({ method: 'POST', url, headers: { ...headers, authorization }, payload });
}
const uploadAs = (feature: BulkFeature, name: string, data: Buffer | string, extra = '') =>
  uploadFile(`${V2}/files/bulk-upload?feature=${feature}${extra}`, name, data);
const get = (url: string) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: staff.authorization } });
const confirm = (batch: { id: number; feature: string }) =>
  t.app.inject({
    method: 'POST',
    url: `${V2}/files/bulk-upload/batches/${batch.id}/confirm?feature=${batch.feature}`,
    headers: { authorization: staff.authorization },
  });
const errorsOf = async (batch: BulkBatch) =>
  (
    await get(`${V2}/files/bulk-upload/batches/${batch.id}/errors?feature=${batch.feature}&pageSize=100`)
  ).json().items as BulkRowError[];
/** The row errors as staff read them in English: row, column and text. */
const reportOf = async (batch: BulkBatch) =>
  (await errorsOf(batch)).map(({ row, column, message }) => ({ row, column, message }));

/** The batch once the background apply job has finished with it. */
const settledBatch = (batch: BulkBatch) =>
  batchSettled(
    async () =>
      (await get(`${V2}/files/bulk-upload/batches/${batch.id}?feature=${batch.feature}`)).json() as BulkBatch,
  );

const liveOffers = async (kind = 'REGULAR') =>
  (await t.db.select({ value: count() }).from(offers).where(eq(offers.kind, kind)))[0]!.value;

const offerRow = (title: string, overrides: Record<string, string | number> = {}) => {
  const values: Record<string, string | number> = {
    title_en: title,
    title_ar: `عرض ${title}`,
    merchant_id: merchantId,
    discount_type: 'PERCENTAGE',
    discount_value: '15',
    starts_at: '2026-01-01',
    ends_at: '2026-06-30',
    category_id: '',
    description_en: '',
    description_ar: '',
    terms_en: '',
    terms_ar: '',
    status: 'ACTIVE',
    tags: 'food|weekend',
    ...overrides,
  };
  return header('OfferStrategy').map((name) => values[name]!);
};

describe('offers file: validate, report, confirm, apply', () => {
  it('reports every bad row with its row number, column and message, and applies nothing', async () => {
    const file = csv([
      header('OfferStrategy'),
      offerRow('Good one'),
      offerRow('=cmd|/C calc!A0'),
      offerRow('Missing merchant', { merchant_id: 99999 }),
      offerRow('Bad date', { ends_at: '31-12-2026' }),
      offerRow('Ends first', { starts_at: '2026-05-01', ends_at: '2026-04-01' }),
      offerRow('Good one'),
      offerRow('Too much', { discount_value: '150' }),
      offerRow('No Arabic', { title_ar: 'Not arabic' }),
    ]);
    const response = await uploadFile(`${V2}/offers/bulk`, 'offers.csv', file);
    expect(response.statusCode).toBe(200);
    const batch = response.json() as BulkBatch;
    expect(batch).toMatchObject({
      status: 'INVALID',
      totalRows: 8,
      validRows: 1,
      invalidRows: 7,
      feature: 'OfferStrategy',
    });
    // Each error carries its message key and params (translated by the web app) and the English text.
    expect(await errorsOf(batch)).toEqual(
      expect.arrayContaining([
        {
          row: 3,
          column: 'title_en',
          key: 'formula',
          params: {},
          message: expect.stringMatching(/Formula cells are not accepted/),
        },
        {
          row: 4,
          column: 'merchant_id',
          key: 'merchantMissing',
          params: { id: 99999 },
          message: 'Merchant 99999 does not exist',
        },
        { row: 5, column: 'ends_at', key: 'date', params: {}, message: 'Use a date such as 2026-01-31' },
        {
          row: 6,
          column: 'ends_at',
          key: 'endsBeforeStart',
          params: {},
          message: 'Must be on or after starts_at',
        },
        { row: 7, column: 'title_en', key: 'duplicate', params: { row: 2 }, message: 'Duplicate of row 2' },
        {
          row: 8,
          column: 'discount_value',
          key: 'percentMax',
          params: {},
          message: 'A percentage is at most 100',
        },
        { row: 9, column: 'title_ar', key: 'arabic', params: {}, message: 'Write this in Arabic' },
      ]),
    );
    expect(await liveOffers()).toBe(0);
    expect(await t.db.select().from(bulkRows)).toHaveLength(0);

    const refused = await confirm(batch);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('BULK_INVALID');

    const download = await get(
      `${V2}/files/bulk-upload/batches/${batch.id}/errors.csv?feature=OfferStrategy`,
    );
    expect(download.headers['content-type']).toMatch(/text\/csv/);
    expect(download.body).toContain(`3,title_en,Formula cells are not accepted`);
    expect(download.body).toContain('4,merchant_id,Merchant 99999 does not exist');
  });

  it('applies a fixed file in the background, once, with a report and audit entries', async () => {
    const file = csv([
      header('OfferStrategy'),
      ...Array.from({ length: 30 }, (_, i) => offerRow(`Offer ${i + 1}`)),
    ]);
    const uploaded = (await uploadFile(`${V2}/offers/bulk`, 'offers-fixed.csv', file)).json() as BulkBatch;
    expect(uploaded).toMatchObject({
      status: 'VALID',
      totalRows: 30,
      validRows: 30,
      invalidRows: 0,
      alreadyAppliedBatchId: null,
    });
    expect(await liveOffers()).toBe(0);

    const confirmed = await confirm(uploaded);
    expect(confirmed.statusCode).toBe(200);
    expect(['QUEUED', 'APPLYING', 'APPLIED']).toContain(confirmed.json().status);
    const done = await settledBatch(uploaded);
    expect(done).toMatchObject({
      status: 'APPLIED',
      progress: 30,
      report: { inserted: 30, updated: 0 },
      appliedBy: staff.email,
    });
    expect(await liveOffers()).toBe(30);
    const [saved] = await t.db.select().from(offers).where(eq(offers.titleEn, 'Offer 7'));
    expect(saved).toMatchObject({
      titleAr: 'عرض Offer 7',
      discountType: 'PERCENTAGE',
      discountValue: '15.00',
      status: 'ACTIVE',
      tags: ['food', 'weekend'],
    });

    expect((await confirm(uploaded)).statusCode).toBe(409);
    const again = (await uploadFile(`${V2}/offers/bulk`, 'renamed-copy.csv', file)).json() as BulkBatch;
    expect(again).toMatchObject({ status: 'VALID', alreadyAppliedBatchId: uploaded.id });
    const twice = await confirm(again);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toMatch(/already applied in batch/);
    expect(await liveOffers()).toBe(30);

    expect((await t.auditOf('bulk.upload')).map((e) => e.targetId)).toContain(String(uploaded.id));
    expect(await t.auditOf('bulk.confirm')).toHaveLength(1);
    const [applied] = await t.auditOf('bulk.apply');
    expect(applied).toMatchObject({ actorEmail: staff.email, targetId: String(uploaded.id) });

    const history = (await get(`${V2}/files/bulk-upload/batches?feature=OfferStrategy`)).json();
    expect(history.items[0]).toMatchObject({ id: again.id, uploadedBy: staff.email });
    expect(history.items.find((b: BulkBatch) => b.id === uploaded.id)).toMatchObject({
      status: 'APPLIED',
      appliedBy: staff.email,
    });
  });

  it('stages rows in chunks and applies a file of several chunks in file order', async () => {
    const rows = 2_345;
    const file = csv([
      header('OfferStrategy'),
      ...Array.from({ length: rows }, (_, i) => offerRow(`Chunked ${String(i + 1).padStart(4, '0')}`)),
    ]);
    const uploaded = (await uploadFile(`${V2}/offers/bulk`, 'chunked.csv', file)).json() as BulkBatch;
    expect(uploaded).toMatchObject({ status: 'VALID', validRows: rows });
    const staged = await t.db.select().from(bulkRows).where(eq(bulkRows.batchId, uploaded.id));
    expect(staged.map((chunk) => [chunk.rowNo, chunk.rowCount])).toEqual([
      [2, 1000],
      [1002, 1000],
      [2002, 345],
    ]);
    expect((await confirm(uploaded)).statusCode).toBe(200);
    expect(await settledBatch(uploaded)).toMatchObject({ status: 'APPLIED', progress: rows });
    const titles = await t.db.execute<{ title: string }>(
      sql`select title_en as title from offers where title_en like 'Chunked %' order by id`,
    );
    expect(titles.rows.map((r) => r.title)).toEqual(
      Array.from({ length: rows }, (_, i) => `Chunked ${String(i + 1).padStart(4, '0')}`),
    );
    expect(await t.db.select().from(bulkRows).where(eq(bulkRows.batchId, uploaded.id))).toHaveLength(0);
  });

  it('refuses a second batch of the same content by the unique index, even without the check', async () => {
    const [applied] = await t.db.select().from(bulkBatches).where(eq(bulkBatches.status, 'APPLIED'));
    await expect(
      t.db
        .insert(bulkBatches)
        .values({ feature: applied!.feature, fileName: 'x', sha256: applied!.sha256, status: 'QUEUED' }),
    ).rejects.toThrow();
  });

  it('rolls back everything when applying fails halfway, and the batch can be applied again', async () => {
    const rows = Array.from({ length: 5500 }, (_, i) => offerRow(`Bulk ${i + 1}`, { status: 'DRAFT' }));
    const batch = (
      await uploadFile(`${V2}/offers/bulk`, 'big.csv', csv([header('OfferStrategy'), ...rows]))
    ).json() as BulkBatch;
    expect(batch.status).toBe('VALID');
    const before = await liveOffers();
    // The database refuses row 5400, after the first chunk of 5000 rows was written in the transaction.
    await t.db.execute(sql`create function refuse_row() returns trigger language plpgsql as $$
      begin if new.title_en = 'Bulk 5400' then raise exception 'disk full while writing'; end if; return new; end $$`);
    await t.db.execute(
      sql`create trigger refuse_row before insert on offers for each row execute function refuse_row()`,
    );
    expect((await confirm(batch)).statusCode).toBe(200);
    const failed = await settledBatch(batch);
    expect(failed).toMatchObject({
      status: 'FAILED',
      failureReason: 'disk full while writing',
      // The screen words a code, never this text (issue 19 item 11).
      failureMessage: { key: 'applyUnexpected', params: {} },
      progress: 0,
    });
    expect(await liveOffers()).toBe(before);
    expect(await t.auditOf('bulk.apply.failed')).toHaveLength(1);

    await t.db.execute(sql`drop trigger refuse_row on offers`);
    expect((await confirm(batch)).statusCode).toBe(200);
    expect(await settledBatch(batch)).toMatchObject({ status: 'APPLIED', report: { inserted: 5500 } });
    expect(await liveOffers()).toBe(before + 5500);
  });
});

describe('confirming a batch', () => {
  it('two confirms at once: one queues the batch with one entry, the other is told it is being applied', async () => {
    const file = csv([header('OfferStrategy'), offerRow('Twice clicked 1'), offerRow('Twice clicked 2')]);
    const batch = (await uploadFile(`${V2}/offers/bulk`, 'twice.csv', file)).json() as BulkBatch;
    const answers = await Promise.all([confirm(batch), confirm(batch)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().code).toBe('BULK_ALREADY_APPLIED');
    expect(await settledBatch(batch)).toMatchObject({ status: 'APPLIED', report: { inserted: 2 } });
    const entries = (await t.auditOf('bulk.confirm')).filter((e) => e.targetId === String(batch.id));
    expect(entries).toEqual([
      expect.objectContaining({
        actorEmail: staff.email,
        before: expect.objectContaining({ status: 'VALID' }),
        after: expect.objectContaining({ status: 'QUEUED', fileName: 'twice.csv', rows: 2 }),
      }),
    ]);
  });

  it('a batch whose job cannot be sent goes back to VALID, says so in the audit log, and can be confirmed again', async () => {
    const file = csv([header('OfferStrategy'), offerRow('Queue down 1')]);
    const batch = (await uploadFile(`${V2}/offers/bulk`, 'queue-down.csv', file)).json() as BulkBatch;
    const queue = t.app.bulkApplyQueue;
    const enqueue = queue.enqueue;
    queue.enqueue = async () => {
      throw new Error('job queue unavailable');
    };
    try {
      expect((await confirm(batch)).statusCode).toBe(500);
    } finally {
      queue.enqueue = enqueue;
    }
    const [stored] = await t.db.select().from(bulkBatches).where(eq(bulkBatches.id, batch.id));
    expect(stored).toMatchObject({ status: 'VALID', appliedBy: null });
    expect((await t.auditOf('bulk.unqueue')).filter((e) => e.targetId === String(batch.id))).toEqual([
      expect.objectContaining({
        after: expect.objectContaining({ status: 'VALID', reason: 'The apply job could not be queued' }),
      }),
    ]);
    expect((await confirm(batch)).statusCode).toBe(200);
    expect(await settledBatch(batch)).toMatchObject({ status: 'APPLIED' });
  });
});

const catiFile = (terminal: string) => csv([header('CATIStrategy'), [terminal, merchantId, branchId]]);

describe('a process that dies while applying', () => {
  it('leaves nothing written; the retried job applies the batch once, and a second run changes nothing', async () => {
    const file = csv([
      header('OfferStrategy'),
      ...Array.from({ length: 40 }, (_, i) => offerRow(`Crash ${i + 1}`)),
    ]);
    const batch = (await uploadFile(`${V2}/offers/bulk`, 'crash.csv', file)).json() as BulkBatch;
    const before = await liveOffers();
    // What a crash mid-apply leaves behind: the transaction never committed, the batch says APPLYING.
    await t.db
      .update(bulkBatches)
      .set({ status: 'APPLYING', appliedBy: staff.email })
      .where(eq(bulkBatches.id, batch.id));
    expect(await liveOffers()).toBe(before);
    expect((await confirm(batch)).statusCode).toBe(409);

    const job = { batchId: batch.id, actor: { id: null, email: staff.email, ip: null } };
    await applyBatch(t.database, job); // pg-boss retries the job after the process comes back
    expect(await settledBatch(batch)).toMatchObject({
      status: 'APPLIED',
      report: { inserted: 40, updated: 0 },
    });
    await applyBatch(t.database, job); // a duplicate delivery of the same job
    expect(await liveOffers()).toBe(before + 40);
  });
});

describe('file formats and bad files', () => {
  it('reads UTF-8 with a BOM and semicolons, and XLSX with shared strings and formulas', async () => {
    const semicolons = `\uFEFF${csv([header('MerchantStrategy'), ['Cairo Grill', 'مشويات القاهرة', categoryId, '', '', 'https://grill.example', '19677']], ';')}`;
    const fromCsv = (await uploadAs('MerchantStrategy', 'merchants.csv', semicolons)).json() as BulkBatch;
    expect(fromCsv).toMatchObject({ status: 'VALID', validRows: 1 });

    const workbook = xlsx([
      header('MerchantStrategy'),
      ['Alex Fish', 'أسماك الإسكندرية', categoryId, 'Fresh fish', 'سمك طازج', '', '01012345678'],
      [{ formula: 'HYPERLINK("http://evil")' }, 'اسم', categoryId],
    ]);
    const fromXlsx = await uploadAs('MerchantStrategy', 'merchants.xlsx', workbook);
    expect(fromXlsx.statusCode).toBe(200);
    const batch = fromXlsx.json() as BulkBatch;
    expect(batch).toMatchObject({ status: 'INVALID', totalRows: 2, validRows: 1, invalidRows: 1 });
    expect(await reportOf(batch)).toEqual([
      { row: 3, column: 'name_en', message: expect.stringMatching(/Formula cells/) },
    ]);
  });

  it('reads the first tab of a workbook (not sheet1.xml) and its dates in the 1904 date system', async () => {
    // A Mac workbook: dates are day numbers counted from 1904-01-01, shown with a date format;
    // its first tab is stored as sheet2.xml, and sheet1.xml is a notes tab after it.
    const row = offerRow('Mac workbook offer');
    const at = (name: string) => header('OfferStrategy').indexOf(name);
    const cells: (string | number | { serial: number })[] = row.map((value) => String(value));
    cells[at('starts_at')] = { serial: 44624 }; // 2026-03-05
    cells[at('ends_at')] = { serial: 44639 }; // 2026-03-20
    const book = workbook(
      [
        { name: 'Offers', part: 'sheet2.xml', rows: [header('OfferStrategy'), cells] },
        { name: 'Notes', part: 'sheet1.xml', rows: [['How to fill this file'], ['Dates as day/month/year']] },
      ],
      { date1904: true },
    );
    const response = await uploadFile(`${V2}/offers/bulk`, 'mac-offers.xlsx', book);
    expect(response.statusCode, response.body).toBe(200);
    const batch = response.json() as BulkBatch;
    expect(batch).toMatchObject({ status: 'VALID', totalRows: 1, validRows: 1 });
    expect((await confirm(batch)).statusCode).toBe(200);
    expect(await settledBatch(batch)).toMatchObject({ status: 'APPLIED' });
    const [saved] = await t.db.select().from(offers).where(eq(offers.titleEn, 'Mac workbook offer'));
    expect(saved).toMatchObject({ startsAt: '2026-03-05', endsAt: '2026-03-20' });
  });

  it('refuses Windows-1256 Arabic unless chosen, then reads it', async () => {
    // "فرع" in Windows-1256 bytes.
    const arabic = Buffer.from([0xe1, 0xd1, 0xda]);
    const line = (name: Buffer) =>
      Buffer.concat([
        Buffer.from(`${merchantId},Zamalek,`),
        name,
        Buffer.from(',1 Street,'),
        name,
        Buffer.from(',Cairo,Cairo,30.06,31.22,\r\n'),
      ]);
    const file = Buffer.concat([Buffer.from(`${header('BranchStrategy').join(',')}\r\n`), line(arabic)]);
    const refused = await uploadAs('BranchStrategy', 'branches.csv', file);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'BULK_FILE_ENCODING',
      message: expect.stringMatching(/not valid UTF-8.*line 2.*CSV UTF-8.*Windows-1256/),
    });
    const read = await uploadAs('BranchStrategy', 'branches.csv', file, '&encoding=windows-1256');
    expect(read.json()).toMatchObject({ status: 'VALID', validRows: 1 });
  });

  it.each([
    ['an empty file', Buffer.alloc(0), 'BULK_FILE_EMPTY', /empty/],
    ['a PNG named .csv', PNG_1X1, 'BULK_FILE_BINARY', /image, not a CSV or XLSX/],
    ['binary bytes', Buffer.from([0x41, 0x00, 0x42, 0x00, 0x0a]), 'BULK_FILE_BINARY', /binary/],
    [
      'a header only',
      Buffer.from(`${header('CATIStrategy').join(',')}\r\n`),
      'BULK_FILE_EMPTY',
      /no data rows/,
    ],
    [
      'wrong columns',
      Buffer.from('terminal,merchant\r\nT1,1\r\n'),
      'BULK_FILE_HEADER',
      /Missing columns: terminal_id, merchant_id, branch_id\. Unknown columns: terminal, merchant\./,
    ],
    [
      'a broken xlsx',
      Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(100)]),
      'BULK_FILE_UNREADABLE',
      /not a valid XLSX/,
    ],
  ])('answers 400 for %s and changes nothing', async (_, data, code, message) => {
    const before = await t.countRows(catiTerminals);
    const response = await uploadAs('CATIStrategy', 'file.csv', data);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code, message: expect.stringMatching(message) });
    // The web app translates the message from its key and params.
    expect(Object.keys(bulkMessages)).toContain(response.json().details.key);
    expect(await t.countRows(catiTerminals)).toBe(before);
  });

  it('refuses a file over 50 MB with 413', async () => {
    // Long rows, so the size limit is reached before the row limit.
    const line = `T1234567,1,1,${'x'.repeat(1000)}\r\n`;
    const big = Buffer.concat([
      Buffer.from(`${header('CATIStrategy').join(',')}\r\n`),
      Buffer.alloc(51 * 1024 * 1024, line),
    ]);
    const response = await uploadAs('CATIStrategy', 'huge.csv', big);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toMatch(/larger than 50 MB/);
  });

  it('needs the feature of the permission held', async () => {
    const cati = await t.signIn(['manage-merchant-cati-bulk']);
    const asCati = (feature: string) =>
      uploadFile(
        `${V2}/files/bulk-upload?feature=${feature}`,
        'x.csv',
        catiFile('T7777777'),
        cati.authorization,
      );
    expect((await asCati('CardOfferStrategy')).statusCode).toBe(403);
    expect((await asCati('CATIStrategy')).statusCode).toBe(200);
    expect((await asCati('Nope')).statusCode).toBe(400);
  });
});

describe('catalogue strategies', () => {
  it('skips rows whose cells are all blank (spaces, tabs, no-break spaces), keeping the file row numbers', async () => {
    const file = `${header('CATIStrategy').join(',')}\r\n,,\r\n \t, \u00a0,\u3000\r\nT0000100,${merchantId},${branchId}\r\nshort,${merchantId},${branchId}\r\n`;
    const batch = (await uploadAs('CATIStrategy', 'blank-rows.csv', file)).json() as BulkBatch;
    expect(batch).toMatchObject({ status: 'INVALID', totalRows: 2, validRows: 1, invalidRows: 1 });
    expect(await reportOf(batch)).toEqual([
      { row: 5, column: 'terminal_id', message: 'Use the 8-character terminal id, letters and digits only' },
    ]);
  });

  it('CATI: maps terminal ids to a branch of the merchant, moving an existing one', async () => {
    const bad = csv([
      header('CATIStrategy'),
      ['T0000001', merchantId, branchId],
      ['T0000001', merchantId, branchId],
      ['T0000002', otherMerchantId, branchId],
      ['T0000003', merchantId, 424242],
      ['short', merchantId, branchId],
    ]);
    const invalid = (await uploadAs('CATIStrategy', 'cati.csv', bad)).json() as BulkBatch;
    expect(await reportOf(invalid)).toEqual([
      { row: 3, column: 'terminal_id', message: 'Duplicate of row 2' },
      {
        row: 4,
        column: 'branch_id',
        message: `Branch ${branchId} belongs to merchant ${merchantId}, not ${otherMerchantId}`,
      },
      { row: 5, column: 'branch_id', message: 'Branch 424242 does not exist' },
      { row: 6, column: 'terminal_id', message: 'Use the 8-character terminal id, letters and digits only' },
    ]);
    const batch = (await uploadAs('CATIStrategy', 'cati.csv', catiFile('t0000001'))).json() as BulkBatch;
    await confirm(batch);
    expect(await settledBatch(batch)).toMatchObject({
      status: 'APPLIED',
      report: { inserted: 1, updated: 0 },
    });
    const again = (
      await uploadAs(
        'CATIStrategy',
        'cati2.csv',
        csv([header('CATIStrategy'), ['T0000001', merchantId, branchId], ['T0000009', merchantId, branchId]]),
      )
    ).json() as BulkBatch;
    await confirm(again);
    expect(await settledBatch(again)).toMatchObject({
      status: 'APPLIED',
      report: { inserted: 1, updated: 1 },
    });
    expect(await t.countRows(catiTerminals)).toBeGreaterThanOrEqual(2);
  });

  it('branches: Egyptian phone formats and coordinates inside Egypt', async () => {
    const row = (lat: string, lon: string, phone: string) => [
      merchantId,
      'Heliopolis',
      'مصر الجديدة',
      '5 Baghdad St',
      '٥ شارع بغداد',
      'Cairo',
      'Cairo',
      lat,
      lon,
      phone,
    ];
    const file = csv([
      header('BranchStrategy'),
      row('30.09', '31.32', '01212345678'),
      row('48.85', '2.35', '01312345678'),
      row('30.1', '31.3', '0223456789'),
    ]);
    const batch = (await uploadAs('BranchStrategy', 'b.csv', file)).json() as BulkBatch;
    expect(await reportOf(batch)).toEqual([
      { row: 3, column: 'latitude', message: 'Must be inside Egypt (22 to 31.7)' },
      { row: 3, column: 'longitude', message: 'Must be inside Egypt (24.7 to 36.9)' },
      {
        row: 3,
        column: 'phone',
        message: 'Use a mobile (01012345678), a landline (0223456789) or a hotline (19677)',
      },
      { row: 4, column: 'name_en', message: 'Duplicate of row 2' },
    ]);
    const branchFile = csv([header('BranchStrategy'), row('30.09', '31.32', '01212345678')]);
    const ok = (await uploadAs('BranchStrategy', 'b-ok.csv', branchFile)).json() as BulkBatch;
    await confirm(ok);
    expect(await settledBatch(ok)).toMatchObject({ status: 'APPLIED', report: { inserted: 1 } });
    const [saved] = await t.db.select().from(branches).where(eq(branches.nameEn, 'Heliopolis'));
    expect(saved).toMatchObject({ latitude: '30.090000', phone: '01212345678', merchantId });
  });

  it('merchants: refuses a name that already exists and a missing category', async () => {
    const file = csv([
      header('MerchantStrategy'),
      ['nile bakery', 'مخبز', categoryId],
      ['New One', 'جديد', 777],
    ]);
    const batch = (await uploadAs('MerchantStrategy', 'm.csv', file)).json() as BulkBatch;
    expect(await reportOf(batch)).toEqual([
      { row: 2, column: 'name_en', message: `A merchant with this name already exists (id ${merchantId})` },
      { row: 3, column: 'category_id', message: 'Category 777 does not exist' },
    ]);
  });

  it('card offers: applied as CARD offers', async () => {
    const file = csv([
      header('CardOfferStrategy'),
      offerRow('Card cashback', { discount_type: 'CASHBACK', discount_value: '5' }),
    ]);
    const batch = (await uploadAs('CardOfferStrategy', 'cards.csv', file)).json() as BulkBatch;
    await confirm(batch);
    expect(await settledBatch(batch)).toMatchObject({ status: 'APPLIED' });
    expect(await liveOffers('CARD')).toBe(1);
  });
});
