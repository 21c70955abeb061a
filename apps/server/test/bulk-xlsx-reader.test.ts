import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isDateFormatCode, readXlsx, resolveTarget, serialToDate } from '../src/features/bulk/read-xlsx.ts';
import { workbook, xlsx, zip } from './bulk-files.ts';

/** The XLSX reader on its own: which sheet it reads and what a date cell becomes. */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cmt-xlsx-reader-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

let n = 0;
async function rowsOf(file: Buffer): Promise<string[][]> {
  const name = path.join(dir, `book-${n++}.xlsx`);
  fs.writeFileSync(name, file);
  const rows: string[][] = [];
  for await (const row of readXlsx(name)) rows.push(row.cells);
  return rows;
}

// 5 March 2026 is day 46086 in the 1900 date system and day 44624 in the 1904 one.
const MARCH_5_1900 = 46086;
const MARCH_5_1904 = 44624;

describe('the first sheet', () => {
  it('is the first tab in workbook order, found through its relationship, not the part named sheet1.xml', async () => {
    const book = workbook([
      { name: 'Offers', part: 'sheet2.xml', rows: [['title_en'], ['From the first tab']] },
      { name: 'Notes', part: 'sheet1.xml', rows: [['Read me'], ['not data']] },
    ]);
    expect(await rowsOf(book)).toEqual([['title_en'], ['From the first tab']]);
  });

  it('follows a relationship target given from the package root', async () => {
    const ns = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
    const relNs = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
    const sheet = (text: string) =>
      `<worksheet xmlns="${ns}"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>${text}</t></is></c></row></sheetData></worksheet>`;
    const book = zip({
      'xl/workbook.xml': `<workbook xmlns="${ns}" xmlns:r="${relNs}"><sheets><sheet name="B" sheetId="2" r:id="rId7"/><sheet name="A" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      'xl/_rels/workbook.xml.rels': `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${relNs}/worksheet" Target="/xl/worksheets/sheet1.xml"/><Relationship Id="rId7" Type="${relNs}/worksheet" Target="/xl/worksheets/data.xml"/></Relationships>`,
      'xl/worksheets/sheet1.xml': sheet('second tab'),
      'xl/worksheets/data.xml': sheet('first tab'),
    });
    expect(await rowsOf(book)).toEqual([['first tab']]);
  });

  it('without workbook relationships, is sheet1.xml, else the lowest-numbered sheet (10 after 2)', async () => {
    expect(await rowsOf(xlsx([['only sheet']]))).toEqual([['only sheet']]);
    const ns = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
    const sheet = (text: string) =>
      `<worksheet xmlns="${ns}"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>${text}</t></is></c></row></sheetData></worksheet>`;
    const book = zip({ 'xl/worksheets/sheet10.xml': sheet('ten'), 'xl/worksheets/sheet2.xml': sheet('two') });
    expect(await rowsOf(book)).toEqual([['two']]);
  });

  it('resolves relationship targets relative to the workbook part', () => {
    expect(resolveTarget('xl/workbook.xml', 'worksheets/sheet2.xml')).toBe('xl/worksheets/sheet2.xml');
    expect(resolveTarget('xl/workbook.xml', '/xl/worksheets/sheet2.xml')).toBe('xl/worksheets/sheet2.xml');
    expect(resolveTarget('xl/workbook.xml', '../customXml/item1.xml')).toBe('customXml/item1.xml');
  });
});

describe('date cells', () => {
  it('a serial shown as a date is read as that calendar day in the 1900 date system', async () => {
    const book = workbook([
      {
        name: 'Offers',
        part: 'sheet1.xml',
        rows: [[{ serial: MARCH_5_1900 }, { serial: MARCH_5_1900, style: 'custom' }, MARCH_5_1900, 'x']],
      },
    ]);
    // A plain number (no date style) stays a number: it may be an amount.
    expect(await rowsOf(book)).toEqual([['2026-03-05', '2026-03-05', String(MARCH_5_1900), 'x']]);
  });

  it('honours the 1904 date system of old Mac workbooks (<workbookPr date1904="1"/>)', async () => {
    const book = workbook(
      [
        {
          name: 'Offers',
          part: 'sheet1.xml',
          rows: [[{ serial: MARCH_5_1904 }, { serial: 0, style: 'custom' }]],
        },
      ],
      { date1904: true },
    );
    expect(await rowsOf(book)).toEqual([['2026-03-05', '1904-01-01']]);
  });

  it('converts serials by the rules of each system, times of day included', () => {
    expect(serialToDate(1, false)).toBe('1900-01-01');
    expect(serialToDate(59, false)).toBe('1900-02-28');
    expect(serialToDate(61, false)).toBe('1900-03-01');
    expect(serialToDate(MARCH_5_1900, false)).toBe('2026-03-05');
    expect(serialToDate(MARCH_5_1904, true)).toBe('2026-03-05');
    expect(serialToDate(MARCH_5_1900 + 0.5, false)).toBe('2026-03-05 12:00:00');
    expect(serialToDate(-1, false)).toBeNull();
  });

  it('tells date formats from number and time formats', () => {
    for (const code of ['dd/mm/yyyy', 'yyyy-mm-dd', '[$-409]d-mmm-yy;@', 'd"th" mmmm'])
      expect(isDateFormatCode(code), code).toBe(true);
    for (const code of ['0.00', '#,##0 "EGP"', 'h:mm:ss', '[h]:mm', '"day"0', '0\\d'])
      expect(isDateFormatCode(code), code).toBe(false);
  });
});
