/**
 * What an Egyptian national id says about its holder: 14 digits, the century (2 = 1900s,
 * 3 = 2000s), the birth date (yymmdd), the governorate of birth (2 digits), a sequence whose last
 * digit is odd for men and even for women, and a check digit.
 */
export interface NationalIdFacts {
  /** YYYY-MM-DD */
  birthdate: string;
  gender: 'MALE' | 'FEMALE';
  governorate: string;
}

/** Governorate codes in use (digits 8-9); 88 is for those born abroad. */
const governorates = new Set([
  '01',
  '02',
  '03',
  '04',
  '11',
  '12',
  '13',
  '14',
  '15',
  '16',
  '17',
  '18',
  '19',
  '21',
  '22',
  '23',
  '24',
  '25',
  '26',
  '27',
  '28',
  '29',
  '31',
  '32',
  '33',
  '34',
  '35',
  '88',
]);

/** The facts of a well-formed national id (a real, past birth date and a known governorate), or null. */
export function parseNationalId(value: string, today: Date = new Date()): NationalIdFacts | null {
  const match = /^([23])(\d{2})(\d{2})(\d{2})(\d{2})\d{3}(\d)\d$/.exec(value);
  if (!match) return null;
  const [, century, yy, mm, dd, governorate, genderDigit] = match;
  const year = (century === '2' ? 1900 : 2000) + Number(yy);
  const date = new Date(Date.UTC(year, Number(mm) - 1, Number(dd)));
  const real = date.getUTCMonth() === Number(mm) - 1 && date.getUTCDate() === Number(dd);
  if (!real || date.getTime() > today.getTime() || !governorates.has(governorate!)) return null;
  return {
    birthdate: date.toISOString().slice(0, 10),
    gender: Number(genderDigit) % 2 === 1 ? 'MALE' : 'FEMALE',
    governorate: governorate!,
  };
}
