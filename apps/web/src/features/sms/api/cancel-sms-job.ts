import { useMutation } from '@tanstack/react-query';
import {
  cancelSmsJob,
  getSmsJob,
  getSmsSettings,
  listSmsJobs,
  listSmsRecipients,
} from '@cmt/contract/endpoints/sms';
import { useInvalidateEndpoints } from '../../../kit/list-query';
import { callApi } from '../../../lib/api-client';

/** Stops a sending: the numbers not sent yet are not sent. */
export function useCancelSmsJob() {
  const invalidate = useInvalidateEndpoints(listSmsJobs, getSmsJob, listSmsRecipients, getSmsSettings);
  return useMutation({
    mutationFn: (id: number) => callApi(cancelSmsJob, { params: { id } }),
    onSettled: invalidate,
  });
}
