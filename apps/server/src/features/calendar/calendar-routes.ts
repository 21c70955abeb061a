import {
  deleteHoliday,
  getBusinessDays,
  listCaseDeadlines,
  listHolidays,
  putCaseDeadline,
  putHoliday,
  putYearHolidays,
} from '@cmt/contract/endpoints/calendar';
import { actorOf } from '../../lib/audit.ts';
import { implement } from '../../lib/endpoints.ts';
import { businessDaysFrom, caseDeadlineList, holidaysOfYear } from './calendar-queries.ts';
import { removeHoliday, saveCaseDeadline, saveHoliday, saveYearHolidays } from './calendar-writes.ts';

export const calendarRoutes = [
  implement(listHolidays, async ({ app, query }) => ({
    year: query.year,
    holidays: await holidaysOfYear(app.db, query.year),
  })),

  implement(putHoliday, async ({ app, request, params, body }) =>
    saveHoliday(app.db, actorOf(request), params.date, body),
  ),

  implement(deleteHoliday, async ({ app, request, params }) =>
    removeHoliday(app.db, actorOf(request), params.date),
  ),

  implement(putYearHolidays, async ({ app, request, params, body }) =>
    saveYearHolidays(app.db, actorOf(request), params.year, body.holidays),
  ),

  implement(getBusinessDays, async ({ app, query }) => businessDaysFrom(app.db, query.from, query.days)),

  implement(listCaseDeadlines, async ({ app }) => ({ items: await caseDeadlineList(app.db) })),

  implement(putCaseDeadline, async ({ app, request, params, body, ifMatch }) =>
    saveCaseDeadline(app.db, actorOf(request), params.kind, body.businessDays, ifMatch),
  ),
];
