import fs from 'node:fs';
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { V2 } from '@cmt/contract/endpoint';
import { bulkBatches, bulkRows } from '../src/db/schema.ts';
import { packedRepeat, zip, type PackedEntry } from './bulk-files.ts';
import { createTestApp, multipartFile, type TestApp } from './helpers.ts';

/**
 * Hostile workbooks: a few megabytes that unpack to gigabytes, one enormous cell, entity tricks.
 * Each is refused with a clear 4xx, writes nothing, leaves no temp file, and keeps memory bounded.
 */
let t: TestApp;
let authorization: string;
beforeAll(async () => {
  t = await createTestApp();
  authorization = (await t.signIn(['manage-merchant-cati-bulk'])).authorization;
});
afterAll(() => t?.close());

const ns = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const sheet = (rows: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${ns}"><sheetData>${rows}</sheetData></worksheet>`;
const header = `<row r="1">${['terminal_id', 'merchant_id', 'branch_id']
  .map((name, i) => `<c r="${'ABC'[i]}1" t="inlineStr"><is><t>${name}</t></is></c>`)
  .join('')}</row>`;
const workbook = (parts: Record<string, string | PackedEntry>) =>
  zip({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    'xl/workbook.xml': `<?xml version="1.0"?><workbook xmlns="${ns}"><sheets><sheet name="S" sheetId="1"/></sheets></workbook>`,
    ...parts,
  });

const tempFiles = () => fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith('cmt-bulk-'));

async function upload(file: Buffer) {
  const { payload, headers } = multipartFile('hostile.xlsx', 'application/octet-stream', file);
  return t.app.inject({
    method: 'POST',
    url: `${V2}/files/bulk-upload?feature=CATIStrategy`,
    headers: { ...headers, authorization },
    payload,
  });
}

/** Batches that could still be applied: a refused file may only leave an INVALID one in the history. */
const usableBatches = async () =>
  (await t.db.select().from(bulkBatches)).filter((batch) => batch.status !== 'INVALID').length;

async function expectRefused(file: Buffer, status: number[], key: string) {
  const before = await usableBatches();
  const tempBefore = tempFiles().length;
  const response = await upload(file);
  expect(status, response.body).toContain(response.statusCode);
  expect(response.json().details).toMatchObject({ key });
  expect(await usableBatches()).toBe(before);
  expect(await t.countRows(bulkRows)).toBe(0);
  expect(tempFiles().length).toBeLessThanOrEqual(tempBefore);
  return response;
}

describe('hostile XLSX files', () => {
  it('refuses shared strings that unpack to gigabytes (honest header) at once, with 413', async () => {
    const bomb = await packedRepeat(
      `<?xml version="1.0"?><sst xmlns="${ns}">`,
      'a'.repeat(1 << 20),
      400,
      '</sst>',
    );
    expect(bomb.packed.length).toBeLessThan(2 * 1024 * 1024);
    await expectRefused(
      workbook({ 'xl/worksheets/sheet1.xml': sheet(header), 'xl/sharedStrings.xml': bomb }),
      [413],
      'fileXlsxTooBig',
    );
  });

  it('refuses a part whose header lies about its size, counting the bytes really inflated, with bounded memory', async () => {
    const bomb = await packedRepeat(
      `<?xml version="1.0"?><sst xmlns="${ns}">`,
      `<si><t>${'b'.repeat(30000)}</t></si>`,
      12000,
      '</sst>',
    );
    const lying = { ...bomb, size: 1000 };
    const rssBefore = process.memoryUsage().rss;
    const response = await upload(
      workbook({ 'xl/worksheets/sheet1.xml': sheet(header), 'xl/sharedStrings.xml': lying }),
    );
    expect([400, 413]).toContain(response.statusCode);
    expect(['fileXlsxTooBig', 'fileWorksheetUnreadable']).toContain(response.json().details.key);
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(300 * 1024 * 1024);
  });

  it('refuses a shared-strings table too large to hold, before memory runs out', async () => {
    const many = await packedRepeat(
      `<?xml version="1.0"?><sst xmlns="${ns}">`,
      `<si><t>${'c'.repeat(30000)}</t></si>`,
      1200,
      '</sst>',
    );
    const rssBefore = process.memoryUsage().rss;
    await expectRefused(
      workbook({ 'xl/worksheets/sheet1.xml': sheet(header), 'xl/sharedStrings.xml': many }),
      [413],
      'fileXlsxTooBig',
    );
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(300 * 1024 * 1024);
  });

  it('refuses a single cell longer than Excel allows', async () => {
    const huge = await packedRepeat(
      `<?xml version="1.0"?><worksheet xmlns="${ns}"><sheetData>${header}<row r="2"><c r="A2" t="inlineStr"><is><t>`,
      'x'.repeat(1 << 16),
      100,
      '</t></is></c></row></sheetData></worksheet>',
    );
    await expectRefused(workbook({ 'xl/worksheets/sheet1.xml': huge }), [400], 'fileXlsxCellTooLong');
  });

  it('refuses entity expansion (billion laughs) and external entities (XXE)', async () => {
    const laughs = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]><worksheet xmlns="${ns}"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>&lol2;</t></is></c></row></sheetData></worksheet>`;
    await expectRefused(workbook({ 'xl/worksheets/sheet1.xml': laughs }), [400], 'fileXlsxDoctype');
    const xxe = `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><sst xmlns="${ns}"><si><t>&e;</t></si></sst>`;
    const response = await expectRefused(
      workbook({ 'xl/worksheets/sheet1.xml': sheet(header), 'xl/sharedStrings.xml': xxe }),
      [400],
      'fileXlsxDoctype',
    );
    expect(response.body).not.toContain('root:');
  });

  it('answers broken XML inside a workbook with a 400 naming the problem, not a 500', async () => {
    await expectRefused(
      workbook({ 'xl/worksheets/sheet1.xml': `<worksheet><sheetData><row><c><v>1</c></row>` }),
      [400],
      'fileWorksheetUnreadable',
    );
  });
});
