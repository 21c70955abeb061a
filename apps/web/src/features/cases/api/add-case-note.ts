import type { BodyOf } from '@cmt/contract/endpoint';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addCaseNote } from '@cmt/contract/endpoints/cases';
import { callApi } from '../../../lib/api-client';
import { useIdempotencyKey } from '../../../kit/use-idempotency-key';
import { caseChanged } from './move-case';

/** A note as the endpoint takes it (the contract's body). */
export type CaseNoteInput = BodyOf<typeof addCaseNote>;

/** Adds a note (a retry of the same note is answered once: Idempotency-Key). */
export function useAddCaseNote(id: number) {
  const queryClient = useQueryClient();
  const key = useIdempotencyKey();
  return useMutation({
    mutationFn: (body: CaseNoteInput) =>
      callApi(addCaseNote, { params: { id }, body, idempotencyKey: key.keyFor(body) }),
    onSuccess: async () => {
      key.renew();
      await caseChanged(queryClient, id);
    },
  });
}
