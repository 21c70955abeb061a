import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { V2 } from '@cmt/contract/endpoint';
import { customerApplications } from '../src/db/schema.ts';
import { seedApplications } from '../src/seed/applications-data.ts';
import { seedFinancing } from '../src/seed/financing-data.ts';
import { createRandom } from '../src/seed/random.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/**
 * CSV exports opened in a real spreadsheet: LibreOffice Calc converts the downloaded file as it
 * would open it (comma separated, UTF-8, numbers and special numbers detected, formulas evaluated)
 * and the cells it made are read back. CI installs it (.ci/run: libreoffice-calc-nogui); a machine
 * without it skips these tests, except under CI, where they fail instead.
 */
const soffice = ['soffice', 'libreoffice'].find(
  (command) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0,
);

interface Cell {
  /** office:value-type: 'string', 'float', 'date'… ('' for an empty cell). */
  type: string;
  text: string;
  formula: boolean;
}

const decode = (xml: string) =>
  xml
    .replace(/<text:tab\/>/g, '\t')
    .replace(/<text:s(?: text:c="(\d+)")?\/>/g, (_, n?: string) => ' '.repeat(Number(n ?? 1)))
    .replace(/<text:line-break\/>/g, '\n')
    .replace(/<\/text:p>\s*<text:p>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(
      /&(lt|gt|quot|apos|amp);/g,
      (_, e: string) => ({ lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' })[e]!,
    );

/** The first sheet of a flat ODF spreadsheet as rows of cells. */
function readFods(xml: string): Cell[][] {
  const table = xml.slice(xml.indexOf('<table:table '), xml.indexOf('</table:table>'));
  const rows: Cell[][] = [];
  for (const [, rowXml] of table.matchAll(/<table:table-row[^>]*>([\s\S]*?)<\/table:table-row>/g)) {
    const cells: Cell[] = [];
    for (const [, attributes = '', , content = ''] of rowXml!.matchAll(
      /<table:table-cell(\s[^>]*?)?(\/>|>([\s\S]*?)<\/table:table-cell>)/g,
    )) {
      const repeated = Number(/table:number-columns-repeated="(\d+)"/.exec(attributes)?.[1] ?? 1);
      const cell = {
        type: /office:value-type="(\w+)"/.exec(attributes)?.[1] ?? '',
        text: decode(content).replace(/^\s*\n\s*|\s*\n\s*$/g, ''),
        formula: attributes.includes('table:formula='),
      };
      // Trailing empty cells repeat to the sheet's edge: only those with content matter.
      for (let i = 0; i < Math.min(repeated, 64); i++) cells.push(cell);
    }
    rows.push(cells);
  }
  return rows;
}

/** Opens a CSV in LibreOffice Calc, as a person would, and answers its cells. */
async function openInCalc(csv: Buffer): Promise<Cell[][]> {
  if (!soffice)
    throw new Error('LibreOffice (soffice) is not installed: .ci/run installs libreoffice-calc-nogui');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cmt-calc-'));
  try {
    const file = path.join(dir, 'export.csv');
    fs.writeFileSync(file, csv);
    // Separator, quote, UTF-8, from line 1, no column types, English, quoted fields NOT forced to
    // text, special numbers detected, spaces not trimmed, formulas evaluated: the most eager reading.
    await promisify(execFile)(
      soffice,
      [
        `-env:UserInstallation=file://${path.join(dir, 'profile')}`,
        '--headless',
        '--infilter=CSV:44,34,76,1,,1033,false,true,,,false,,true',
        '--convert-to',
        'fods',
        '--outdir',
        dir,
        file,
      ],
      { timeout: 170_000 },
    );
    return readFods(fs.readFileSync(path.join(dir, 'export.fods'), 'utf8'));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe.skipIf(!soffice && !process.env.CI)('CSV exports opened in LibreOffice Calc', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedApplications(t.db, createRandom(7), { scale: 1 });
    await seedFinancing(t.db, createRandom(8), { productDomain: 'lucky.app' });
  });
  afterAll(() => t?.close());

  it('keeps every national id and mobile as text with its leading zero; amounts stay numbers; no formula runs', async () => {
    const customers = await t.db.select().from(customerApplications).orderBy(customerApplications.userId);
    const withId = customers.filter((c) => c.documentNumber?.length === 14 && c.phone?.startsWith('0'));
    expect(withId.length).toBeGreaterThan(10);
    // One name that a spreadsheet would run as a formula, and one national id with a leading zero.
    const [evil, zero] = withId;
    await t.db
      .update(customerApplications)
      .set({ firstName: '=HYPERLINK("http://evil")' })
      .where(eq(customerApplications.userId, evil!.userId));
    await t.db
      .update(customerApplications)
      .set({ documentNumber: `0${zero!.documentNumber!.slice(1)}` })
      .where(eq(customerApplications.userId, zero!.userId));

    const { authorization } = await t.signIn(['manage-financing-applications']);
    const response = await t.app.inject({
      method: 'GET',
      url: `${V2}/financing/export-applications`,
      headers: { authorization },
    });
    expect(response.statusCode).toBe(200);
    const [header, ...rows] = await openInCalc(response.rawPayload);
    const column = (name: string) => header!.findIndex((cell) => cell.text === name);
    const [userId, nationalId, phone, amount, fullName] = [
      'user_id',
      'national_id',
      'phone',
      'approved_amount_egp',
      'full_name',
    ].map(column);
    const byUser = new Map(rows.map((row) => [Number(row[userId!]!.text), row]));
    expect(byUser.size).toBe(customers.length);

    const expected = await t.db.select().from(customerApplications);
    for (const customer of expected.filter((c) => c.documentNumber && c.phone)) {
      const row = byUser.get(customer.userId)!;
      // What a person sees in the cell: the digits as stored, as text (left-aligned, not summed).
      expect(row[nationalId!], `national id of ${customer.userId}`).toMatchObject({ type: 'string' });
      expect(row[nationalId!]!.text.trim()).toBe(customer.documentNumber);
      expect(row[phone!], `mobile of ${customer.userId}`).toMatchObject({ type: 'string' });
      expect(row[phone!]!.text.trim()).toBe(customer.phone);
    }
    expect(byUser.get(zero!.userId)![nationalId!]!.text.trim()).toMatch(/^0\d{13}$/);

    const withAmount = rows.filter((row) => row[amount!]!.text !== '');
    expect(withAmount.length).toBeGreaterThan(0);
    for (const row of withAmount) expect(row[amount!]!.type).toBe('float');

    expect(rows.flat().some((cell) => cell.formula)).toBe(false);
    expect(byUser.get(evil!.userId)![fullName!]!.text).toContain('=HYPERLINK("http://evil")');
    // Arabic names arrive as written (UTF-8 with its byte-order mark).
    expect(rows.some((row) => /[\u0600-\u06FF]/.test(row[fullName!]!.text))).toBe(true);
  }, 240_000);
});
