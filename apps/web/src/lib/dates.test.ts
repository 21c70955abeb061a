import { describe, expect, it } from 'vitest';
import {
  addDays,
  cairoDate,
  dateFieldOrder,
  formatDate,
  formatDateField,
  formatDateTime,
  parseDateField,
} from './dates';

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

describe('date fields, in the order of the UI language', () => {
  it('put the day first in Arabic, French and Moroccan Arabic, the month first in English', () => {
    expect(dateFieldOrder('ar')).toEqual(['day', 'month', 'year']);
    expect(dateFieldOrder('fr')).toEqual(['day', 'month', 'year']);
    expect(dateFieldOrder('ar-MA')).toEqual(['day', 'month', 'year']);
    expect(dateFieldOrder('en')).toEqual(['month', 'day', 'year']);
  });

  it('show a calendar date in that order, in plain digits', () => {
    expect(formatDateField('ar', '2026-03-05')).toBe('05/03/2026');
    expect(formatDateField('ar-MA', '2026-03-05')).toBe('05/03/2026');
    expect(formatDateField('fr', '2026-03-05')).toBe('05/03/2026');
    expect(formatDateField('en', '2026-03-05')).toBe('03/05/2026');
  });

  it('read what was typed in that order, or as YYYY-MM-DD', () => {
    expect(parseDateField('ar', '5/3/2026')).toBe('2026-03-05');
    expect(parseDateField('fr', '05.03.2026')).toBe('2026-03-05');
    expect(parseDateField('ar', '\u0665/\u0663/\u0662\u0660\u0662\u0666')).toBe('2026-03-05');
    expect(parseDateField('ar', '05\u200f/03\u200f/2026')).toBe('2026-03-05');
    expect(parseDateField('en', '3/5/2026')).toBe('2026-03-05');
    expect(parseDateField('ar', '2026-03-05')).toBe('2026-03-05');
  });

  it('refuse a year before 1900, which the database would not take (year 0) or is a slip', () => {
    expect(parseDateField('ar', '05/03/0000')).toBeNull();
    expect(parseDateField('ar', '05/03/0026')).toBeNull();
    expect(parseDateField('ar', '0000-03-05')).toBeNull();
    expect(parseDateField('ar', '01/01/1900')).toBe('1900-01-01');
  });

  it('refuse what is not a real day', () => {
    expect(parseDateField('ar', '31/02/2026')).toBeNull();
    expect(parseDateField('en', '13/05/2026')).toBeNull();
    expect(parseDateField('fr', '05/03/26')).toBeNull();
    expect(parseDateField('fr', '05/03')).toBeNull();
    expect(parseDateField('fr', '')).toBeNull();
  });
});
