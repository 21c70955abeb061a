import { describe, expect, it } from 'vitest';
import { parseOfferIds } from './offer-ids';

describe('parseOfferIds', () => {
  it('reads ids separated by commas, spaces, semicolons and new lines, each once', () => {
    expect(parseOfferIds(' 12, 7\n\n3;12 ،9\t40 ')).toEqual({ ids: [12, 7, 3, 9, 40], invalid: [] });
  });

  it('reads Arabic-Indic digits', () => {
    expect(parseOfferIds('١٢، ۳')).toEqual({ ids: [12, 3], invalid: [] });
  });

  it('names the parts that are not offer ids', () => {
    expect(parseOfferIds('5, abc, 0, -3, 2.5, 99999999999, 2147483648, 6')).toEqual({
      ids: [5, 6],
      invalid: ['abc', '0', '-3', '2.5', '99999999999', '2147483648'],
    });
  });

  it('reads nothing from blank text', () => {
    expect(parseOfferIds(' \n ,, ')).toEqual({ ids: [], invalid: [] });
  });
});
