import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isDateFormatCode, readXlsx, resolveTarget, serialToDate } from '../src/features/bulk/read-xlsx.ts';
import { SharedStrings } from '../src/features/bulk/shared-strings.ts';
import { packedRepeat, workbook, xlsx, zip } from './bulk-files.ts';

/** The XLSX reader on its own: which sheet it reads and what a date cell becomes. */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cmt-xlsx-reader-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

let n = 0;
function writeBook(file: Buffer): string {
  const name = path.join(dir, `book-${n++}.xlsx`);
  fs.writeFileSync(name, file);
  return name;
}

async function rowsOf(file: Buffer): Promise<string[][]> {
  const rows: string[][] = [];
  for await (const row of readXlsx(writeBook(file))) rows.push(row.cells);
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

describe('cells far to the right', () => {
  const ns = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  const sheetOf = (rows: string) =>
    zip({
      'xl/worksheets/sheet1.xml': `<worksheet xmlns="${ns}"><sheetData>${rows}</sheetData></worksheet>`,
    });

  it('are read up to column IV (the 256th); beyond, a row is not padded out to them', async () => {
    const rows = await rowsOf(
      sheetOf(
        '<row r="1"><c r="A1" t="inlineStr"><is><t>a</t></is></c><c r="IV1"><v>7</v></c><c r="XFD1"><v>8</v></c></row>' +
          '<row r="2"><c r="C2"><v>3</v></c><c r="E2"/></row>',
      ),
    );
    expect(rows[0]).toHaveLength(256);
    expect([rows[0]![0], rows[0]![1], rows[0]![255]]).toEqual(['a', '', '7']);
    expect(rows[1]).toEqual(['', '', '3']);
  });

  it('cost nothing: 200,000 rows with a value at column XFD (a 20 KB file) are read in moments', async () => {
    // Each row was padded to 16,384 cells: 2,000 such rows took 13 s and 125 MB.
    const far = await packedRepeat(
      `<worksheet xmlns="${ns}"><sheetData>`,
      '<row><c r="A1"><v>1</v></c><c r="XFD1"><v>1</v></c></row>'.repeat(1000),
      200,
      '</sheetData></worksheet>',
    );
    const started = performance.now();
    let count = 0;
    let widest = 0;
    for await (const row of readXlsx(writeBook(zip({ 'xl/worksheets/sheet1.xml': far })))) {
      count++;
      widest = Math.max(widest, row.cells.length);
    }
    expect(count).toBe(200_000);
    expect(widest).toBe(1);
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it('a reference past any real column (ZZZZZZZ1) does not make billions of cells', async () => {
    expect(await rowsOf(sheetOf('<row><c r="A1"><v>1</v></c><c r="ZZZZZZZ1"><v>2</v></c></row>'))).toEqual([
      ['1'],
    ]);
  });
});

describe('the shared-strings table', () => {
  it('gives back every entry as written: empty, Arabic, emoji, across the 1 MiB slabs', () => {
    const table = new SharedStrings({ maxEntries: 10_000, maxBytes: 64 * 1024 * 1024 });
    const written: string[] = [];
    for (let i = 0; i < 3000; i++) {
      const text =
        i % 7 === 0
          ? ''
          : i % 5 === 0
            ? `مخبز النيل ${i} 😀`.repeat(200)
            : `${i}`.padEnd(1 + (i % 1200), 'x');
      written.push(text);
      table.add(text);
    }
    expect(table.size).toBe(3000);
    for (let i = 0; i < written.length; i++) expect(table.get(i), `entry ${i}`).toBe(written[i]);
    for (const index of [-1, 3000, 1.5, Number.NaN]) expect(table.get(index)).toBe('');
  });

  it('fills a slab to its last byte and starts the next one right', () => {
    const table = new SharedStrings({ maxEntries: 10, maxBytes: 64 * 1024 * 1024 });
    const exact = 'a'.repeat(1 << 19);
    for (const text of [exact, exact, '', 'b', exact]) table.add(text);
    expect([0, 1, 2, 3, 4].map((i) => table.get(i))).toEqual([exact, exact, '', 'b', exact]);
  });

  it('refuses the entry after its limits, empty entries counted', () => {
    const table = new SharedStrings({ maxEntries: 3, maxBytes: 10 });
    table.add('');
    table.add('');
    table.add('');
    expect(() => table.add('')).toThrow(
      expect.objectContaining({ status: 413, key: 'fileXlsxSharedStrings' }),
    );
    const small = new SharedStrings({ maxEntries: 100, maxBytes: 10 });
    small.add('12345');
    expect(() => small.add('ééé')).toThrow(expect.objectContaining({ key: 'fileXlsxSharedStrings' }));
  });
});
