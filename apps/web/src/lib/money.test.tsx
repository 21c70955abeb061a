import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { i18n } from './i18n';
import { formatEgp, formatPercent, messageParams, NO_AMOUNT, useMoney, withGroupedAmounts } from './money';

describe('the one EGP display', () => {
  it('shows two decimals and the thousands separators of each language, with the same currency words', () => {
    expect(formatEgp('en', '1234567.5')).toBe('EGP\u00a01,234,567.50');
    expect(formatEgp('en', '25000')).toBe('EGP\u00a025,000.00');
    expect(formatEgp('fr', '1234567.50')).toBe('1\u202f234\u202f567,50\u00a0EGP');
    // Arabic: the engine's digits (Latin in current data, Arabic-Indic in older), grouped either way.
    expect(formatEgp('ar', '1234567.05')).toMatch(/^\u200f?(1,234,567\.05|١٬٢٣٤٬٥٦٧٫٠٥)\u00a0ج\.م\.\u200f$/);
    expect(formatEgp('ar-MA', '1234567.50')).toMatch(/^\u200f?1\.234\.567,50\u00a0ج\.م\.\u200f$/);
  });

  it('never goes through a float: the exact decimal text reaches Intl, so large amounts stay exact', () => {
    // What each formatting is handed (`format` is a getter giving a bound function).
    const handed: unknown[] = [];
    const prototype = Intl.NumberFormat.prototype;
    const original = Object.getOwnPropertyDescriptor(prototype, 'format')!;
    Object.defineProperty(prototype, 'format', {
      ...original,
      get(this: Intl.NumberFormat) {
        const format = original.get!.call(this) as (value: unknown) => string;
        return (value: unknown) => {
          handed.push(value);
          return format(value);
        };
      },
    });
    onTestFinished(() => {
      Object.defineProperty(prototype, 'format', original);
    });
    expect(formatEgp('en', '90071992547409.99')).toBe('EGP\u00a090,071,992,547,409.99');
    expect(formatEgp('en', '999999999999.99')).toBe('EGP\u00a0999,999,999,999.99');
    expect(formatEgp('en', '0.10')).toBe('EGP\u00a00.10');
    expect(formatEgp('en', '-20.5')).toBe('-EGP\u00a020.50');
    expect(handed).toEqual(['90071992547409.99', '999999999999.99', '0.10', '-20.5']);
    // As a float, the first would have come out .98.
    expect(Number('90071992547409.99').toFixed(2)).not.toBe('90071992547409.99');
  });

  it('shows a missing amount as a dash and anything else as it came', () => {
    expect(formatEgp('en', null)).toBe(NO_AMOUNT);
    expect(formatEgp('en', undefined)).toBe(NO_AMOUNT);
    expect(formatEgp('en', '')).toBe(NO_AMOUNT);
    expect(formatEgp('en', 'n/a')).toBe('n/a');
    expect(formatEgp('en', '1.234')).toBe('1.234');
  });

  it('shows cashback rates as percentages', () => {
    expect(formatPercent('en', '4.50')).toBe('4.5%');
  });
});

describe('useMoney', () => {
  it('shows amounts and rates in the UI language, following a switch', async () => {
    const { result } = renderHook(() => useMoney());
    expect(result.current.egp('1250.5')).toBe('EGP\u00a01,250.50');
    expect(result.current.egp(null)).toBe(NO_AMOUNT);
    expect(result.current.percent('4.50')).toBe('4.5%');
    await act(() => i18n.changeLanguage('fr'));
    expect(result.current.egp('1250.5')).toBe('1\u202f250,50\u00a0EGP');
    expect(result.current.percent('4.50')).toMatch(/^4,5\s%$/);
    await act(() => i18n.changeLanguage('ar-MA'));
    expect(result.current.egp('1250.5')).toMatch(/^\u200f?1\.250,50\u00a0ج\.م\.\u200f$/);
  });

  it('keeps the same functions while the language stays, so memoised tables do not redraw', () => {
    const { result, rerender } = renderHook(() => useMoney());
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
  });
});

describe('amounts inside messages', () => {
  it('groups the params the English text writes after EGP, in the UI language', () => {
    const english = '{{partner}} gives limits from EGP {{min}} to EGP {{max}}';
    const params = { partner: 'Connect Money', min: '1000', max: 50000 };
    expect(withGroupedAmounts('en', english, params)).toEqual({
      partner: 'Connect Money',
      min: '1,000',
      max: '50,000',
    });
    expect(withGroupedAmounts('fr', english, params).max).toMatch(/^50\s000$/);
    expect(withGroupedAmounts('en', 'More than the EGP {{due}} left', { due: '12500.5' })).toEqual({
      due: '12,500.5',
    });
  });

  it('leaves messages without amounts, and params that are not amounts, as they are', () => {
    const params = { max: 50000 };
    expect(withGroupedAmounts('en', 'At most {{max}} characters', params)).toBe(params);
    expect(withGroupedAmounts('en', 'At most EGP {{max}}', { max: 'lots' })).toEqual({ max: 'lots' });
  });
});

describe('names inside messages', () => {
  it('takes the partner in the UI language when the server sends both names', () => {
    const english = '{{partner}} gives limits from EGP {{min}} to EGP {{max}}';
    const params = { partner: 'Connect Money', partnerAr: 'كونكت موني', min: '1000', max: '50000' };
    expect(messageParams('ar', english, params)).toMatchObject({ partner: 'كونكت موني', max: '50,000' });
    expect(messageParams('ar-MA', english, params).partner).toBe('كونكت موني');
    expect(messageParams('en', english, params)).toMatchObject({ partner: 'Connect Money', min: '1,000' });
    expect(messageParams('ar', english, { partner: 'Connect Money', min: '1', max: '2' }).partner).toBe(
      'Connect Money',
    );
  });
});
