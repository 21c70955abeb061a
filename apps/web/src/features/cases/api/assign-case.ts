import { useMutation, useQueryClient } from '@tanstack/react-query';
import { assignCase, getCase } from '@cmt/contract/endpoints/cases';
import { callApi } from '../../../lib/api-client';
import { caseChanged } from './move-case';

/** Gives the case to a staff member (null: nobody), with If-Match. */
export function useAssignCase(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ assigneeId, version }: { assigneeId: number | null; version: number }) =>
      callApi(assignCase, { params: { id }, body: { assigneeId }, ifMatch: version }),
    onSuccess: async (saved) => {
      queryClient.setQueryData([getCase.path, id], saved);
      await caseChanged(queryClient, id);
    },
  });
}
