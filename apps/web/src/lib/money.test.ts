import { describe, expect, it } from 'vitest';
import { formatAmount, formatEgp, formatPercent } from './money';

describe('EGP amounts on screen', () => {
  it('always shows two decimals and thousands separators, in every language', () => {
    expect(formatEgp('en', '1250.5')).toMatch(/^EGP\s1,250\.50$/);
    expect(formatEgp('en', '1234567.05')).toMatch(/^EGP\s1,234,567\.05$/);
    expect(formatEgp('fr', '1250.50')).toMatch(/^1\s250,50\sEGP$/);
    // Arabic digits or Latin ones, by the engine's data: two decimals and grouping either way.
    expect(formatEgp('ar', '1250.50')).toMatch(/١٬٢٥٠٫٥٠|1,250\.50/);
    expect(formatEgp('ar-MA', '1250.50')).toMatch(/1\.250,50/);
  });

  it('keeps amounts a float would round wrongly', () => {
    expect(formatEgp('en', '90071992547409.99')).toMatch(/^EGP\s90,071,992,547,409\.99$/);
    expect(formatEgp('en', '0.10')).toMatch(/^EGP\s0\.10$/);
  });

  it('shows cashback rates as percentages', () => {
    expect(formatPercent('en', '4.50')).toBe('4.5%');
  });
});

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
