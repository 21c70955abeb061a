import { describe, expect, it } from 'vitest';
import { formatEgp, formatPercent } from './money';

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
