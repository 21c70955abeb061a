import { z } from 'zod';
import { MAX_BUSINESS_DAYS } from '../business-days.ts';
import { fieldMessage as m } from '../field-messages.ts';
import { V2, defineEndpoint } from '../endpoint.ts';
import { dayField, textField, versionField, wholeNumber } from '../fields.ts';
import { caseKind, caseKinds } from './cases.ts';

/*
 * The Egyptian business-day calendar (issue 36 item 6): Friday and Saturday off (`business-days.ts`),
 * and public holidays kept here by holders of `manage-calendar` (Islamic holidays move every year, so
 * a year's list is entered in one go). Case deadlines are counted on it; the number of business days
 * per kind of case is a setting kept here too.
 */

/** Holidays are kept for these years only: anything else is a typing slip. */
export const CALENDAR_YEARS = { min: 2000, max: 2100 } as const;

const calendarDay = () =>
  dayField().refine(
    (day) => {
      const year = Number(day.slice(0, 4));
      return year >= CALENDAR_YEARS.min && year <= CALENDAR_YEARS.max;
    },
    m('calendarYear', { min: CALENDAR_YEARS.min, max: CALENDAR_YEARS.max }),
  );

const yearField = () => wholeNumber(CALENDAR_YEARS.min, CALENDAR_YEARS.max);

export const holiday = z.object({
  date: z.string(),
  name: z.string(),
  nameAr: z.string().nullable(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
});
export type Holiday = z.infer<typeof holiday>;

const holidayBody = z.object({
  name: textField(100, m('enterName')),
  nameAr: textField(100).nullable().default(null),
});

export const listHolidays = defineEndpoint({
  method: 'GET',
  path: `${V2}/calendar/holidays`,
  access: 'authenticated',
  summary: 'The public holidays of a year, by date (Friday and Saturday are always off and not listed)',
  query: z.object({ year: yearField() }),
  response: z.object({ year: z.number().int(), holidays: z.array(holiday) }),
});

export const putHoliday = defineEndpoint({
  method: 'PUT',
  path: `${V2}/calendar/holidays/:date`,
  access: 'manage-calendar',
  summary: 'Add or rename one public holiday (2000 to 2100); open cases’ due days are counted again',
  params: z.object({ date: calendarDay() }),
  body: holidayBody,
  response: holiday,
});

export const deleteHoliday = defineEndpoint({
  method: 'DELETE',
  path: `${V2}/calendar/holidays/:date`,
  access: 'manage-calendar',
  summary: 'Remove one public holiday; open cases’ due days are counted again',
  params: z.object({ date: calendarDay() }),
  response: null,
});

export const putYearHolidays = defineEndpoint({
  method: 'PUT',
  path: `${V2}/calendar/years/:year/holidays`,
  access: 'manage-calendar',
  summary:
    'Enter a year’s public holidays in one go: the list replaces that year’s (every date inside the year, each once)',
  params: z.object({ year: yearField() }),
  body: z.object({
    holidays: z
      .array(holidayBody.extend({ date: calendarDay() }))
      .max(60)
      .refine((list) => new Set(list.map((h) => h.date)).size === list.length, m('holidayTwice')),
  }),
  response: z.object({ year: z.number().int(), holidays: z.array(holiday) }),
});

export const businessDaysAnswer = z.object({
  from: z.string(),
  days: z.number().int(),
  /** The day `days` business days after `from` (counting starts the day after). */
  due: z.string(),
  /** The days skipped on the way: weekends and holidays. */
  skipped: z.array(
    z.object({ date: z.string(), reason: z.enum(['WEEKEND', 'HOLIDAY']), name: z.string().nullable() }),
  ),
});

export const getBusinessDays = defineEndpoint({
  method: 'GET',
  path: `${V2}/calendar/business-days`,
  access: 'authenticated',
  summary:
    'The due day a count of business days gives from a day (Friday, Saturday and public holidays skipped)',
  query: z.object({ from: calendarDay(), days: wholeNumber(0, MAX_BUSINESS_DAYS) }),
  response: businessDaysAnswer,
});

export const caseDeadline = z.object({
  kind: caseKind,
  businessDays: z.number().int(),
  version: versionField(),
});

export const listCaseDeadlines = defineEndpoint({
  method: 'GET',
  path: `${V2}/calendar/case-deadlines`,
  access: 'authenticated',
  summary: 'How many business days each kind of case has until it is due',
  response: z.object({ items: z.array(caseDeadline).length(caseKinds.length) }),
});

export const putCaseDeadline = defineEndpoint({
  method: 'PUT',
  path: `${V2}/calendar/case-deadlines/:kind`,
  access: 'manage-calendar',
  ifMatch: true,
  summary: 'Set the business days of a kind of case (1 to 60); applies to cases opened from now on',
  params: z.object({ kind: caseKind }),
  body: z.object({ businessDays: wholeNumber(1, 60) }),
  response: caseDeadline,
});
