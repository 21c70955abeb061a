import { describe, expect, it } from 'vitest';
import { findUnstorableText, idField, idListField } from './fields.ts';

describe('idField', () => {
  it('takes whole numbers from 1 to 2147483647, as numbers or digit strings', () => {
    expect(idField().parse(16)).toBe(16);
    expect(idField().parse('16')).toBe(16);
    expect(idField().parse('2147483647')).toBe(2147483647);
  });

  it.each([true, null, '', ' 12 ', '0x10', '1e3', '2147483648', 0, -1, 1.5, '99999999999999999999'])(
    'refuses %j instead of coercing it',
    (value) => {
      const result = idField().safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toMatch(/whole number from 1 to 2147483647/);
    },
  );
});

describe('idListField', () => {
  it('takes a comma list of ids and refuses ids beyond the integer range', () => {
    expect(idListField().safeParse('1,2,3').success).toBe(true);
    expect(idListField().safeParse('1,99999999999999999999').success).toBe(false);
    expect(idListField().safeParse('1,2147483648').success).toBe(false);
    expect(idListField(2).safeParse('1,2,3').success).toBe(false);
  });
});

describe('findUnstorableText', () => {
  it('finds NUL characters and lone surrogates anywhere, with their path', () => {
    expect(findUnstorableText({ a: ['ok', 'x\u0000'] }, ['body'])?.path).toEqual(['body', 'a', 1]);
    expect(findUnstorableText({ a: { b: 'x\uD800y' } })?.path).toEqual(['a', 'b']);
    expect(findUnstorableText({ name: 'سارة 😀', n: 1 })).toBeNull();
  });
});
