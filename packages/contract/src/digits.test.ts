import { describe, expect, it } from 'vitest';
import { latinDigits } from './digits.ts';

describe('latinDigits', () => {
  it('reads Arabic-Indic and Eastern Arabic-Indic (Persian) digits as 0-9, leaving the rest', () => {
    expect(latinDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(latinDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(latinDigits('+٢٠ ١٠٩-۲۳۸ 7485')).toBe('+20 109-238 7485');
    expect(latinDigits('دريم abc')).toBe('دريم abc');
  });
});
