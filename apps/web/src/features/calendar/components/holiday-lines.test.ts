import { describe, expect, it } from 'vitest';
import { holidaysAsLines, parseHolidayLines } from './holiday-lines';

describe('reading a year’s holidays from lines', () => {
  it('reads date, name and the optional Arabic name; skips blank lines; sorts by date', () => {
    const text = '2026-07-23 Revolution Day | عيد ثورة 23 يوليو\n\n  2026-01-07   Coptic Christmas  \n';
    expect(parseHolidayLines(text, 2026)).toEqual({
      holidays: [
        { line: 3, date: '2026-01-07', name: 'Coptic Christmas', nameAr: null },
        { line: 1, date: '2026-07-23', name: 'Revolution Day', nameAr: 'عيد ثورة 23 يوليو' },
      ],
      problems: [],
    });
  });

  it('names each line’s problem: shape, a day that does not exist, another year, no name, twice', () => {
    const text = [
      '07/01/2026 Christmas',
      '2026-02-30 Nothing',
      '2027-01-07 Next year',
      '2026-05-01',
      '2026-05-01 Labour Day',
      '2026-05-01 Labour Day again',
      `2026-06-30 ${'x'.repeat(101)}`,
    ].join('\n');
    expect(parseHolidayLines(text, 2026).problems).toEqual([
      { line: 1, problem: 'format' },
      { line: 2, problem: 'date' },
      { line: 3, problem: 'otherYear', year: 2026 },
      { line: 4, problem: 'name' },
      { line: 6, problem: 'twice', firstLine: 5 },
      { line: 7, problem: 'long' },
    ]);
  });

  it('takes at most 60 holidays', () => {
    const days = Array.from({ length: 61 }, (_, i) => {
      const date = new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10);
      return `${date} Day ${i + 1}`;
    });
    const read = parseHolidayLines(days.join('\n'), 2026);
    expect(read.holidays).toHaveLength(60);
    expect(read.problems).toEqual([{ line: 61, problem: 'tooMany' }]);
  });

  it('writes saved holidays back as lines that read the same', () => {
    const list = [
      { date: '2026-01-07', name: 'Coptic Christmas', nameAr: 'عيد الميلاد المجيد' },
      { date: '2026-04-25', name: 'Sinai Liberation Day', nameAr: null },
    ];
    const read = parseHolidayLines(holidaysAsLines(list), 2026);
    expect(read.holidays.map(({ line: _line, ...h }) => h)).toEqual(list);
  });
});
