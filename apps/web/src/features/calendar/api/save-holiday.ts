import { useMutation } from '@tanstack/react-query';
import type { BodyOf } from '@cmt/contract/endpoint';
import { getBusinessDays, listHolidays, putHoliday } from '@cmt/contract/endpoints/calendar';
import { useInvalidateEndpoints } from '../../../kit/list-query';
import { callApi } from '../../../lib/api-client';

/** Adds or renames one holiday (PUT /calendar/holidays/:date); the holidays and the counts are read again. */
export function useSaveHoliday() {
  const invalidate = useInvalidateEndpoints(listHolidays, getBusinessDays);
  return useMutation({
    mutationFn: ({ date, body }: { date: string; body: BodyOf<typeof putHoliday> }) =>
      callApi(putHoliday, { params: { date }, body }),
    onSuccess: invalidate,
  });
}
