import { useMutation } from '@tanstack/react-query';
import { deleteHoliday, getBusinessDays, listHolidays } from '@cmt/contract/endpoints/calendar';
import { useInvalidateEndpoints } from '../../../kit/list-query';
import { callApi } from '../../../lib/api-client';

/** Deletes one holiday (DELETE /calendar/holidays/:date); the list shows what is there afterwards. */
export function useDeleteHoliday() {
  const invalidate = useInvalidateEndpoints(listHolidays, getBusinessDays);
  return useMutation({
    mutationFn: (date: string) => callApi(deleteHoliday, { params: { date } }),
    onSettled: invalidate,
  });
}
