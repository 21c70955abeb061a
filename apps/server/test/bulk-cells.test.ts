import { describe, expect, it } from 'vitest';
import {
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
