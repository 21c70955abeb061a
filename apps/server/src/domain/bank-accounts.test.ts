import { describe, expect, it } from 'vitest';
import { isEgyptianIban, maskIban } from './bank-accounts.ts';

describe('Egyptian IBANs', () => {
  it('accepts a well-formed one, with or without spaces', () => {
    expect(isEgyptianIban('EG380019000500000000263180002')).toBe(true);
    expect(isEgyptianIban('EG38 0019 0005 0000 0000 2631 8000 2')).toBe(true);
  });

  it('refuses a wrong check, a wrong length and another country', () => {
    expect(isEgyptianIban('EG390019000500000000263180002')).toBe(false);
    expect(isEgyptianIban('EG38001900050000000026318000')).toBe(false);
    expect(isEgyptianIban('DE89370400440532013000')).toBe(false);
  });

  it('masks all but the country and the last four characters', () => {
    expect(maskIban('EG380019000500000000263180002')).toBe('EG•• •••• 0002');
  });
});
