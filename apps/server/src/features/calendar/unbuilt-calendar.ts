// Answers 501 until built (issue 36, in progress): delete this file when its endpoints are implemented.
import {
  listHolidays,
  putHoliday,
  deleteHoliday,
  putYearHolidays,
  getBusinessDays,
  listCaseDeadlines,
  putCaseDeadline,
} from '@cmt/contract/endpoints/calendar';
import { AppError } from '../../lib/errors.ts';
import { implement } from '../../lib/endpoints.ts';

const unbuilt = async (): Promise<never> => {
  throw new AppError(501, 'NOT_BUILT', 'Not built yet');
};

export const unbuiltCalendar = [
  implement(listHolidays, unbuilt),
  implement(putHoliday, unbuilt),
  implement(deleteHoliday, unbuilt),
  implement(putYearHolidays, unbuilt),
  implement(getBusinessDays, unbuilt),
  implement(listCaseDeadlines, unbuilt),
  implement(putCaseDeadline, unbuilt),
];
