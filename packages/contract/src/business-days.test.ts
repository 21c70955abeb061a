import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  addCalendarDays,
  businessDaysLeft,
  isBusinessDay,
  subtractBusinessDays,
} from './business-days.ts';

// 2026: Eid al-Fitr about 20-22 March, Eid al-Adha about 26-29 May; 6 October, 23 July.
const holidays2026 = new Set([
  '2026-01-07',
  '2026-01-25',
  '2026-03-20',
  '2026-03-21',
  '2026-03-22',
  '2026-04-12',
  '2026-04-13',
  '2026-04-25',
  '2026-05-01',
  '2026-05-26',
  '2026-05-27',
  '2026-05-28',
  '2026-05-29',
  '2026-06-16',
  '2026-06-30',
  '2026-07-23',
  '2026-08-25',
  '2026-10-06',
]);
const none = new Set<string>();

describe('business days on the Egyptian calendar', () => {
  it('skips Friday and Saturday: Thursday + 1 is Sunday', () => {
    expect(addBusinessDays('2026-11-26', 1, none)).toBe('2026-11-29');
    expect(isBusinessDay('2026-11-27', none)).toBe(false);
    expect(isBusinessDay('2026-11-28', none)).toBe(false);
    expect(isBusinessDay('2026-11-29', none)).toBe(true);
  });

  it('counts 15 business days as three working weeks (Sunday to Thursday) without holidays', () => {
    expect(addBusinessDays('2026-11-29', 15, none)).toBe('2026-12-20');
    expect(addBusinessDays('2026-11-29', 0, none)).toBe('2026-11-29');
  });

  it('skips holidays that fall on working days, not twice for one on a weekend', () => {
    // 2026-03-19 is a Thursday; Fri 20 and Sat 21 are weekend anyway, Sun 22 is a holiday.
    expect(addBusinessDays('2026-03-19', 1, holidays2026)).toBe('2026-03-23');
    expect(addBusinessDays('2026-03-19', 1, none)).toBe('2026-03-22');
  });

  it('over a whole year: 365 days hold 261 weekdays less the working-day holidays', () => {
    let worked = 0;
    for (let day = '2026-01-01'; day <= '2026-12-31'; day = addCalendarDays(day, 1))
      if (isBusinessDay(day, holidays2026)) worked += 1;
    const holidaysOnWorkingDays = [...holidays2026].filter((d) => isBusinessDay(d, none)).length;
    // 2026 starts on a Thursday: 52 weeks and one day (Thursday), so 52*5 + 1 weekdays.
    expect(worked).toBe(261 - holidaysOnWorkingDays);
    expect(addBusinessDays('2025-12-31', worked, holidays2026)).toBe('2026-12-31');
    expect(businessDaysLeft('2025-12-31', '2026-12-31', holidays2026)).toBe(worked);
  });

  it('counts down to the due day and below zero after it', () => {
    const due = addBusinessDays('2026-11-26', 15, holidays2026);
    expect(businessDaysLeft('2026-11-26', due, holidays2026)).toBe(15);
    expect(businessDaysLeft(due, due, holidays2026)).toBe(0);
    expect(businessDaysLeft(addBusinessDays(due, 2, holidays2026), due, holidays2026)).toBe(-2);
    // A weekend after the due day counts nothing.
    expect(businessDaysLeft('2026-11-28', '2026-11-26', none)).toBe(-1);
  });

  it('finds the reminder day two business days before the due day', () => {
    expect(subtractBusinessDays('2026-11-29', 2, none)).toBe('2026-11-25');
    expect(subtractBusinessDays('2026-03-23', 1, holidays2026)).toBe('2026-03-19');
  });
});
