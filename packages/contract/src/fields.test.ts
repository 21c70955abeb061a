import { describe, expect, it } from 'vitest';
import { findUnstorableText, idField, idListField, pageField, textField, wholeNumber } from './fields.ts';
import { readFieldMessage } from './field-messages.ts';

/** The English text staff read for a zod message (field messages travel as keys). */
const textOf = (message: string | undefined) => (message && readFieldMessage(message)?.text) ?? message;

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
      expect(textOf(result.error?.issues[0]?.message)).toMatch(/whole number from 1 to 2147483647/);
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

describe('wholeNumber and pageField', () => {
  it('take decimal digits and JSON integers within bounds, with the default when absent', () => {
    expect(pageField().parse(undefined)).toBe(1);
    expect(pageField().parse('12')).toBe(12);
    expect(wholeNumber(0, 10).parse(0)).toBe(0);
  });

  it.each(['0x10', '1e1', ' 2', '', 'true', true, null, '100001', 0, 2.5])('refuse %j as a page', (value) => {
    expect(pageField().safeParse(value).success).toBe(false);
  });
});

describe('textField', () => {
  it('trims, and refuses NUL characters and lone surrogates with a message saying what to remove', () => {
    expect(textField(10, 'Enter a name').parse('  Sara ')).toBe('Sara');
    expect(textField(10, 'Enter a name').safeParse('  ').error?.issues[0]?.message).toBe('Enter a name');
    expect(textOf(textField(10).safeParse('a\u0000b').error?.issues[0]?.message)).toMatch(
      /Remove the invisible NUL/,
    );
    expect(textOf(textField(10).safeParse('a\uD800').error?.issues[0]?.message)).toMatch(
      /Remove the broken character/,
    );
    expect(textField(10).parse('😀 سارة')).toBe('😀 سارة');
  });
});
