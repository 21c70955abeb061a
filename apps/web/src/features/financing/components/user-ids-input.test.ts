import { describe, expect, it } from 'vitest';
import { parseUserIds } from './user-ids-input';

describe('user ids pasted or loaded from a file', () => {
  it('reads ids separated by commas, spaces, semicolons or lines, each once, in order', () => {
    expect(parseUserIds('100001, 100002\n100003;100001\t100004')).toEqual({
      ids: [100001, 100002, 100003, 100004],
      ignored: [],
    });
  });

  it('reads a CSV export with a header and quoted cells, reporting what is not an id', () => {
    expect(parseUserIds('user_id\r\n"100001"\r\n100002\r\nabc\r\n0\r\n99999999999')).toEqual({
      ids: [100001, 100002],
      ignored: ['user_id', 'abc', '0', '99999999999'],
    });
  });

  it('reads Arabic-Indic and Persian digits as 0-9, and the Arabic comma as a separator', () => {
    expect(parseUserIds('١٠٠٠٠١، ۱۰۰۰۰۲,100001')).toEqual({ ids: [100001, 100002], ignored: [] });
  });

  it('gives nothing for empty text', () => {
    expect(parseUserIds('  \n ')).toEqual({ ids: [], ignored: [] });
  });
});
