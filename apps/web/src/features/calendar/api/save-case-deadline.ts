import { useMutation } from '@tanstack/react-query';
import type { CaseKind } from '@cmt/contract/endpoints/cases';
import { listCaseDeadlines, putCaseDeadline } from '@cmt/contract/endpoints/calendar';
import { useInvalidateEndpoints } from '../../../kit/list-query';
import { callApi } from '../../../lib/api-client';

/**
 * Sets a kind's business days (PUT /calendar/case-deadlines/:kind) with the version shown (If-Match):
 * someone else's save meanwhile is a 412. The list is read again on success; a 412's Reload reads it.
 */
export function useSaveCaseDeadline() {
  const invalidate = useInvalidateEndpoints(listCaseDeadlines);
  return useMutation({
    mutationFn: ({
      kind,
      businessDays,
      version,
    }: {
      kind: CaseKind;
      businessDays: number;
      version: number;
    }) => callApi(putCaseDeadline, { params: { kind }, body: { businessDays }, ifMatch: version }),
    onSuccess: invalidate,
  });
}
