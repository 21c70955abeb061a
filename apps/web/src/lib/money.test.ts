import { describe, expect, it } from 'vitest';
import { formatAmount } from './money';

describe('EGP amounts in every language', () => {
  it('shows two decimals and the language’s separators, exactly', () => {
    expect(formatAmount('en', '1234567.5')).toBe('1,234,567.50');
    expect(formatAmount('en', '25000')).toBe('25,000.00');
    expect(formatAmount('ar', '1234567.05')).toBe('1,234,567.05');
    expect(formatAmount('fr', '1234567.50')).toBe('1\u202f234\u202f567,50');
    expect(formatAmount('ar-MA', '1234567.50')).toBe('1.234.567,50');
  });

  it('keeps amounts beyond what a float holds exactly', () => {
    expect(formatAmount('en', '999999999999.99')).toBe('999,999,999,999.99');
    expect(formatAmount('en', '90071992547409.93')).toBe('90,071,992,547,409.93');
  });

  it('shows a missing amount as empty and anything else as it came', () => {
    expect(formatAmount('en', null)).toBe('');
    expect(formatAmount('en', 'n/a')).toBe('n/a');
  });
});
