import { describe, expect, it } from 'vitest';
import { addDays, cairoDate, formatDate, formatDateTime } from './dates';

// 22:30 UTC on 22 November is already 00:30 on 23 November in Cairo.
const lateEvening = '2026-11-22T22:30:00Z';

describe('dates in Cairo, in the order of the UI language', () => {
  it('shows a timestamp in Cairo time, day first in Arabic and French', () => {
    expect(formatDateTime('en', lateEvening)).toBe('Nov 23, 2026, 12:30 AM');
    expect(formatDateTime('fr', lateEvening)).toBe('23 nov. 2026, 00:30');
    expect(formatDateTime('ar', lateEvening)).toMatch(/^23\u200f\/11\u200f\/2026/);
    expect(formatDateTime('ar-MA', lateEvening)).toMatch(/^23\u200f\/11\u200f\/2026/);
  });

  it('shows a calendar date as that day everywhere, never the day before', () => {
    expect(formatDate('en', '2026-12-01')).toBe('Dec 1, 2026');
    expect(formatDate('fr', '2026-12-01')).toBe('1 déc. 2026');
    expect(formatDate('ar', '2026-12-01')).toMatch(/^01\u200f\/12\u200f\/2026/);
  });

  it("takes today's date from Cairo, not from UTC", () => {
    expect(cairoDate(new Date(lateEvening))).toBe('2026-11-23');
    expect(cairoDate(new Date('2026-11-22T12:00:00Z'))).toBe('2026-11-22');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-11-23', 30)).toBe('2026-12-23');
  });
});
