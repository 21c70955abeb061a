import { useMutation } from '@tanstack/react-query';
import type { BodyOf } from '@cmt/contract/endpoint';
import { getBusinessDays, listHolidays, putYearHolidays } from '@cmt/contract/endpoints/calendar';
import { useInvalidateEndpoints } from '../../../kit/list-query';
import { callApi } from '../../../lib/api-client';

/** Replaces a year's holidays in one go (PUT /calendar/years/:year/holidays). */
export function useSaveYearHolidays() {
  const invalidate = useInvalidateEndpoints(listHolidays, getBusinessDays);
  return useMutation({
    mutationFn: ({
      year,
      holidays,
    }: {
      year: number;
      holidays: BodyOf<typeof putYearHolidays>['holidays'];
    }) => callApi(putYearHolidays, { params: { year }, body: { holidays } }),
    onSuccess: invalidate,
  });
}
