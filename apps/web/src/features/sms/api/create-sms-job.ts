import { useMutation } from '@tanstack/react-query';
import { createSmsJob, getSmsSettings, listSmsJobs, type SmsInput } from '@cmt/contract/endpoints/sms';
import { useInvalidateEndpoints } from '../../../kit/list-query';
import { useIdempotencyKey } from '../../../kit/use-idempotency-key';
import { callApi } from '../../../lib/api-client';

/** Queues a sending; a double click or a retry with the same content queues it once. */
export function useCreateSmsJob() {
  const idempotency = useIdempotencyKey();
  const invalidate = useInvalidateEndpoints(listSmsJobs, getSmsSettings);
  return useMutation({
    mutationFn: (body: SmsInput) => callApi(createSmsJob, { body, idempotencyKey: idempotency.keyFor(body) }),
    onSuccess: async () => {
      idempotency.renew();
      await invalidate();
    },
  });
}
