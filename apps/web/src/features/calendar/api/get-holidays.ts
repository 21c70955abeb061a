import { useQuery } from '@tanstack/react-query';
import { listHolidays } from '@cmt/contract/endpoints/calendar';
import { listQueryOptions } from '../../../kit/list-query';

/** A year's public holidays, by date (GET /calendar/holidays?year=); a failure says so in the snackbar. */
export const useHolidays = (year: number, loadError: string) =>
  useQuery({ ...listQueryOptions(listHolidays, { year }), meta: { loadError } });
