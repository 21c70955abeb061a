import { describe, expect, it } from 'vitest';
import { firstColumn, parseRecipients } from './parse-recipients';

describe('pasted SMS numbers', () => {
  it('reads numbers one per line or comma-separated, in the usual Egyptian forms, each once', () => {
    expect(parseRecipients('0101 234 5678\n+201012345678, 00201123456789;01223456789')).toEqual({
      valid: ['01012345678', '01123456789', '01223456789'],
      duplicates: 1,
      invalid: [],
    });
  });

  it('names what is not an Egyptian mobile by its position, and skips a header line', () => {
    expect(parseRecipients('phone\n01012345678\n12345\n0231234567')).toEqual({
      valid: ['01012345678'],
      duplicates: 0,
      invalid: [
        { position: 3, text: '12345' },
        { position: 4, text: '0231234567' },
      ],
    });
  });

  it('takes the first column of a CSV file', () => {
    expect(firstColumn('\uFEFFphone,name\r\n01012345678,Sara\r\n01123456789;Omar\r\n')).toEqual([
      'phone',
      '01012345678',
      '01123456789',
    ]);
  });
});
