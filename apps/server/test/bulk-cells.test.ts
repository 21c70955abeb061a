import type { BulkFeature } from '@cmt/contract/endpoints/bulk';
import { describe, expect, it } from 'vitest';
import {
  isCalendarDay,
  day,
  egpAmount,
  isFormulaCell,
  isNationalId,
  nationalId,
  latitude,
  longitude,
  mobile,
  phone,
} from '../src/features/bulk/cells.ts';
import { strategies } from '../src/features/bulk/strategies/registry.ts';
import { csvStream } from '../src/lib/csv.ts';

const ok = (schema: { safeParse(v: unknown): { success: boolean } }, value: string) =>
  schema.safeParse(value).success;

describe('bulk cell rules (Egyptian formats)', () => {
  it('mobile: 01 then 0, 1, 2 or 5, then 8 digits', () => {
    expect(['01012345678', '01112345678', '01212345678', '01512345678'].every((v) => ok(mobile, v))).toBe(
      true,
    );
    expect(['01312345678', '0101234567', '+201012345678', '1012345678'].some((v) => ok(mobile, v))).toBe(
      false,
    );
  });

  it('phone: a mobile, a landline with its area code, or a 5-digit hotline', () => {
    expect(['01012345678', '0223456789', '19677'].every((v) => ok(phone, v))).toBe(true);
    expect(ok(phone, '123')).toBe(false);
  });

  it('national id: 14 digits with a real birth date and governorate code', () => {
    expect(isNationalId('29001010100015')).toBe(true); // born 1990-01-01 in Cairo (01)
    expect(isNationalId('30512312101234')).toBe(true); // born 2005-12-31 in Giza (21)
    expect(isNationalId('29002300100015')).toBe(false); // 30 February
    expect(isNationalId('29001019900015')).toBe(false); // no governorate 99
    expect(isNationalId('2900101010001')).toBe(false); // 13 digits
    expect(isNationalId('49001010100015')).toBe(false); // century digit 4
    const refused = nationalId.safeParse('29002300100015');
    expect(refused.success).toBe(false);
    expect(JSON.stringify(refused.error?.issues)).not.toContain('29002300100015');
  });

  it('EGP amounts: positive, at most two decimals, no currency sign', () => {
    expect(['150', '99.5', '99.50'].every((v) => ok(egpAmount, v))).toBe(true);
    expect(['0', '-5', '1,000', 'EGP 10', '1.234'].some((v) => ok(egpAmount, v))).toBe(false);
  });

  it('coordinates inside Egypt', () => {
    expect(ok(latitude, '30.0444') && ok(longitude, '31.2357')).toBe(true);
    expect(ok(latitude, '48.85')).toBe(false);
    expect(ok(longitude, '2.35')).toBe(false);
  });

  it('dates: ISO, day/month/year, or an Excel serial; never an impossible day', () => {
    expect(day.parse('2026-01-31')).toBe('2026-01-31');
    expect(day.parse('5/3/2026')).toBe('2026-03-05');
    expect(day.parse('46023')).toBe('2026-01-01');
    expect(ok(day, '2026-02-30')).toBe(false);
    expect(ok(day, '31-12-2026')).toBe(false);
  });

  it('tells a real day as a Date round trip does, without making one', () => {
    const byDate = (iso: string) => {
      const date = new Date(`${iso}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso;
    };
    const two = (n: number) => String(n).padStart(2, '0');
    let checked = 0;
    for (const year of [0, 1, 4, 99, 100, 400, 1600, 1900, 2000, 2023, 2024, 2100, 2400, 9999])
      for (let month = 0; month <= 13; month++)
        for (let dayOf = 0; dayOf <= 32; dayOf++) {
          const iso = `${String(year).padStart(4, '0')}-${two(month)}-${two(dayOf)}`;
          expect(isCalendarDay(iso), iso).toBe(byDate(iso));
          checked++;
        }
    expect(checked).toBe(14 * 14 * 33);
    expect(day.parse('29/2/2024')).toBe('2024-02-29');
    expect(ok(day, '29/2/2023')).toBe(false);
    expect(ok(day, '29/2/1900')).toBe(false);
    expect(day.parse('29/2/2000')).toBe('2000-02-29');
  });

  it('formula cells are recognised, plain signed numbers are not', () => {
    for (const cell of ['=cmd|/C calc!A0', '@SUM(A1)', '+cmd', '-2+3+cmd', '\t=1'])
      expect(isFormulaCell(cell)).toBe(true);
    for (const cell of ['-5', '+201012345678', 'Nile Bakery', 'a=b']) expect(isFormulaCell(cell)).toBe(false);
  });

  it('CSV output escapes formula cells and quotes what needs quoting', async () => {
    let text = '';
    for await (const chunk of csvStream(['a', 'b', 'c', 'd'], [['=HYPERLINK("x")', '-1', 'a,b', 'plain']]))
      text += String(chunk);
    expect(text.split('\r\n')[1]).toBe(`"'=HYPERLINK(""x"")",'-1,"a,b",plain`);
  });
});

describe('the sure path (rows taken without zod)', () => {
  /** A valid row of each kind whose cells are all sure, as a file gives it (cell texts). */
  const valid: Partial<Record<BulkFeature, Record<string, string>>> = {
    OfferStrategy: {
      title_en: 'Offer 1 at Cairo Festival City',
      title_ar: 'عرض رقم 1',
      merchant_id: '2',
      discount_type: 'PERCENTAGE',
      discount_value: '10',
      starts_at: '2026-01-01',
      ends_at: '2026-12-31',
      category_id: '',
      description_en: 'Discount on all items',
      description_ar: 'خصم على كل المنتجات',
      terms_en: 'Once per customer',
      terms_ar: 'مرة واحدة لكل عميل',
      status: 'ACTIVE',
      tags: 'fashion|weekend',
    },
    BranchStrategy: {
      merchant_id: '2',
      name_en: 'Branch 1',
      name_ar: 'فرع 1',
      address_en: '1 Road 9 Maadi',
      address_ar: '1 شارع ٩ المعادي',
      city: 'Cairo',
      governorate: 'Cairo',
      latitude: '29.900100',
      longitude: '31.200100',
      phone: '01000000001',
    },
    CATIStrategy: { terminal_id: 'T0000001', merchant_id: '2', branch_id: '2' },
    CreditPromotionStrategy: { promotion_id: '1', user_id: '2' },
  };
  /** Cell texts of every shape the schemas tell apart: valid, invalid, blank, padded, too long. */
  const texts = [
    '',
    '   ',
    '\t',
    '0',
    '1',
    ' 42 ',
    '007',
    '123456789',
    '1234567890',
    '-5',
    '+5',
    '1.5',
    '12.50',
    '12.505',
    '100',
    '100.01',
    '101',
    '1000000',
    '1000001',
    ' 1,000 ',
    'abc',
    ' Nile Bakery ',
    'فرع المعادي',
    ' عرض ',
    'x'.repeat(200),
    `${'x'.repeat(200)} `,
    'x'.repeat(201),
    'ع'.repeat(201),
    '2026-01-01',
    ' 2026-12-31 ',
    '2025-12-31',
    '5/3/2026',
    '31/12/2025',
    '46023',
    '2026-02-30',
    '31-12-2026',
    'percentage',
    'PERCENTAGE',
    ' fixed_amount ',
    'FIXED_AMOUNT',
    'cashback',
    'ACTIVE',
    'draft',
    'Inactive',
    'fashion|weekend',
    'a| |b',
    '|',
    Array(20).fill('t').join('|'),
    Array(21).fill('t').join('|'),
    'x'.repeat(51),
    'x'.repeat(50),
    '30.0444',
    '31.2357',
    '48.85',
    '2.35',
    '22',
    '35.9',
    '29.912300',
    '29.9123001',
    '01012345678',
    '01312345678',
    '0223456789',
    '19677',
    '123',
    'T0000001',
    ' t000000x ',
    'T00000011',
    'ABC',
    '29001011234567',
    '30012311234567',
    'https://m.example',
    'ftp://x',
  ];
  const pick = <T>(items: readonly T[], random: () => number) => items[Math.floor(random() * items.length)]!;

  it('gives exactly what zod gives, and only for rows zod accepts', () => {
    let seed = 22;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (const [feature, strategy] of Object.entries(strategies)) {
      const base = valid[feature as BulkFeature];
      if (base) expect(strategy.sureRow, feature).toBeDefined();
      if (!strategy.sureRow) continue;
      const names = strategy.columns.map((column) => column.name);
      let sure = 0;
      for (let i = 0; i < 4000; i++) {
        const record: Record<string, string> = base
          ? { ...base }
          : Object.fromEntries(names.map((name) => [name, pick(texts, random)]));
        for (let changes = Math.floor(random() * 3); changes > 0; changes--) {
          const name = pick(names, random);
          if (random() < 0.1) delete record[name];
          else record[name] = pick(texts, random);
        }
        const row = strategy.sureRow(record);
        if (row === undefined) continue;
        sure++;
        const parsed = strategy.row.safeParse(record);
        expect(parsed.success, `${feature} ${JSON.stringify(record)}`).toBe(true);
        expect(row, `${feature} ${JSON.stringify(record)}`).toEqual(parsed.data);
      }
      if (base) expect(sure, feature).toBeGreaterThan(100);
    }
  });
});
