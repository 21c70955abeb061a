import { describe, expect, it } from 'vitest';
import { labelBefore } from './format';

describe('address labels on the printed contract', () => {
  it('leaves the label out when the stored value already starts with it', () => {
    expect(labelBefore('شارع', 'شارع التحرير')).toBe('');
    expect(labelBefore('حي', 'حي أول')).toBe('');
    expect(labelBefore('الدور/الشقة', 'الدور 3 - شقة 5')).toBe('');
  });

  it('keeps the label before a bare value and before a blank', () => {
    expect(labelBefore('شارع', 'التحرير')).toBe('شارع');
    expect(labelBefore('الدور/الشقة', '3 / 5')).toBe('الدور/الشقة');
    expect(labelBefore('مدينة', null)).toBe('مدينة');
    expect(labelBefore('مدينة', '')).toBe('مدينة');
  });
});
