import { useMutation } from '@tanstack/react-query';
import {
  assignPartner,
  listFinancingApplications,
  listFinancingPartners,
  type AssignPartnerBody,
} from '@cmt/contract/endpoints/financing';
import { useIdempotencyKey } from '../../../kit/use-idempotency-key';
import { useInvalidateEndpoints } from '../../../kit/list-query';
import { callApi } from '../../../lib/api-client';

/** Opens the credit lines (one Idempotency-Key per content: a retry or double click replays). */
export function useAssignPartner() {
  const idempotency = useIdempotencyKey();
  const invalidate = useInvalidateEndpoints(listFinancingApplications, listFinancingPartners);
  return useMutation({
    mutationFn: (body: AssignPartnerBody) =>
      callApi(assignPartner, { body, idempotencyKey: idempotency.keyFor(body) }),
    onSuccess: async () => {
      idempotency.renew();
      await invalidate();
    },
  });
}
