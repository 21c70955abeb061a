/**
 * The lines of "enter the year's holidays in one go": `YYYY-MM-DD name | Arabic name` each (the Arabic
 * name optional), read into the list `putYearHolidays` takes, with each line's problem by key (the
 * dialog words it) so nothing is sent until every line reads. Blank lines are skipped.
 */

export interface HolidayLine {
  line: number;
  date: string;
  name: string;
  nameAr: string | null;
}

export type HolidayLineProblem =
  | { line: number; problem: 'format' | 'date' | 'name' | 'long' | 'tooMany' }
  | { line: number; problem: 'otherYear'; year: number }
  | { line: number; problem: 'twice'; firstLine: number };

/** The most holidays a year takes (the contract's `.max(60)`). */
export const MAX_YEAR_HOLIDAYS = 60;
const MAX_NAME = 100;

const realDay = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
};

export function parseHolidayLines(
  text: string,
  year: number,
): { holidays: HolidayLine[]; problems: HolidayLineProblem[] } {
  const holidays: HolidayLine[] = [];
  const problems: HolidayLineProblem[] = [];
  const seen = new Map<string, number>();
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1;
    const trimmed = raw.trim();
    if (trimmed === '') return;
    const match = /^(\d{4}-\d{2}-\d{2})(?:\s+(.*))?$/u.exec(trimmed);
    if (!match) return problems.push({ line, problem: 'format' });
    const date = match[1]!;
    const [namePart = '', ...rest] = (match[2] ?? '').split('|');
    const name = namePart.trim();
    const nameAr = rest.join('|').trim();
    if (!realDay(date)) return problems.push({ line, problem: 'date' });
    if (Number(date.slice(0, 4)) !== year) return problems.push({ line, problem: 'otherYear', year });
    if (name === '') return problems.push({ line, problem: 'name' });
    if (name.length > MAX_NAME || nameAr.length > MAX_NAME) return problems.push({ line, problem: 'long' });
    const firstLine = seen.get(date);
    if (firstLine !== undefined) return problems.push({ line, problem: 'twice', firstLine });
    seen.set(date, line);
    if (holidays.length >= MAX_YEAR_HOLIDAYS) return problems.push({ line, problem: 'tooMany' });
    holidays.push({ line, date, name, nameAr: nameAr === '' ? null : nameAr });
  });
  holidays.sort((a, b) => a.date.localeCompare(b.date));
  return { holidays, problems };
}

/** A year's holidays as lines again, to start the dialog from what is saved. */
export const holidaysAsLines = (list: readonly { date: string; name: string; nameAr: string | null }[]) =>
  list.map((h) => `${h.date} ${h.name}${h.nameAr ? ` | ${h.nameAr}` : ''}`).join('\n');
