import { describe, expect, it } from 'vitest';
import { searchAppUsers } from './endpoints/app-users.ts';
import { getUserCredit } from './endpoints/applications.ts';
import { globalSearch } from './endpoints/customers.ts';
import { searchRegularOffers } from './endpoints/offers.ts';
import {
  dayField,
  findUnstorableText,
  idField,
  idListField,
  nationalIdField,
  pageField,
  searchField,
  textField,
  wholeNumber,
} from './fields.ts';
import { egpAmountField } from './money.ts';
import { normalizeEgyptianMobile } from './sms.ts';
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

  it('refuses an empty form field with its message on each way in: a form’s resolver shows one of them', () => {
    const [issue] = idField().safeParse('').error?.issues ?? [];
    const branches = issue?.code === 'invalid_union' ? issue.errors.flat() : [];
    expect(branches).toHaveLength(2);
    for (const branch of branches)
      expect(textOf(branch.message)).toMatch(/whole number from 1 to 2147483647/);
  });
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

describe('digits as staff type them', () => {
  // The same number in Arabic-Indic, Eastern Arabic-Indic (Persian) and mixed digits.
  const forms = (latin: string) => {
    const arabic = latin.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
    const eastern = latin.replace(/\d/g, (d) => String.fromCharCode(0x06f0 + Number(d)));
    const mixed = [...latin].map((d, i) => (i % 2 ? arabic[i] : i % 3 ? eastern[i] : d)).join('');
    return [arabic, eastern, mixed];
  };

  it.each(forms('01092387485'))('reads the search %s as Latin digits', (typed) => {
    expect(searchField(100).parse(` ${typed} `)).toBe('01092387485');
    expect(searchAppUsers.query.parse({ q: typed }).q).toBe('01092387485');
    expect(globalSearch.query.parse({ q: typed }).q).toBe('01092387485');
    expect(normalizeEgyptianMobile(`+٢٠ ${typed.slice(1)}`)).toBe('01092387485');
  });

  it.each(forms('29001011234567'))('reads the national id %s', (typed) => {
    expect(nationalIdField().parse(typed)).toBe('29001011234567');
    expect(getUserCredit.body!.parse({ IDCardNumber: typed }).IDCardNumber).toBe('29001011234567');
  });

  it.each(forms('1234'))('reads the id %s, its lists and whole numbers', (typed) => {
    expect(idField().parse(typed)).toBe(1234);
    expect(wholeNumber(1, 5000).parse(typed)).toBe(1234);
    expect(idListField().parse(`${typed},٧,۸`)).toBe('1234,7,8');
    expect(searchRegularOffers.query.parse({ ids: `${typed},٥` }).ids).toBe('1234,5');
  });

  it('reads days and amounts, and still refuses what is not a number', () => {
    expect(dayField().parse('٢٠٢٦-۰۳-05')).toBe('2026-03-05');
    expect(egpAmountField('amount').parse('١٢٥٠.٥')).toBe('1250.50');
    expect(idField().safeParse('١٢a').success).toBe(false);
    expect(nationalIdField().safeParse('٢٩٠٠١٠١١٢٣٤٥٦').success).toBe(false);
    expect(idListField().safeParse('١,,٢').success).toBe(false);
  });
});
