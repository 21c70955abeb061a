import { describe, expect, it } from 'vitest';
import { parseNationalId } from './national-id.ts';

describe('what a national id says', () => {
  it('reads the birth date, the gender digit and the governorate', () => {
    expect(parseNationalId('29005120101237')).toEqual({
      birthdate: '1990-05-12',
      gender: 'MALE',
      governorate: '01',
    });
    expect(parseNationalId('30102282101242')).toEqual({
      birthdate: '2001-02-28',
      gender: 'FEMALE',
      governorate: '21',
    });
  });

  it('refuses a wrong length, an impossible or future date, an unknown governorate', () => {
    const today = new Date('2026-11-23T00:00:00Z');
    expect(parseNationalId('2900512010123', today)).toBeNull();
    expect(parseNationalId('29002300101237', today)).toBeNull();
    expect(parseNationalId('32701010101237', today)).toBeNull();
    expect(parseNationalId('29005129901237', today)).toBeNull();
    expect(parseNationalId('19005120101237', today)).toBeNull();
  });
});
