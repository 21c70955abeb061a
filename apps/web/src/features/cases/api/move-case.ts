import type { BodyOf } from '@cmt/contract/endpoint';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  getCase,
  getCaseTimeline,
  listCases,
  moveCase,
  type CaseDetail,
  type CaseMove,
} from '@cmt/contract/endpoints/cases';
import { callApi } from '../../../lib/api-client';

/** A move as the endpoint takes it (the contract's body), with the move and the version the page shows (a newer one on the server is a 412). */
export type CaseMoveInput = BodyOf<typeof moveCase> & { move: CaseMove; version: number };

/** Reads again what a change of the case touches: the case, its timeline, the lists. */
export const caseChanged = (queryClient: ReturnType<typeof useQueryClient>, id: number) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: [getCase.path, id] }),
    queryClient.invalidateQueries({ queryKey: [getCaseTimeline.path, id] }),
    queryClient.invalidateQueries({ queryKey: [listCases.path] }),
  ]);

/** Moves a case (start, resolve…) with If-Match; the answer replaces the cached case. */
export function useMoveCase(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ move, version, outcome, summary }: CaseMoveInput) =>
      callApi(moveCase, {
        params: { id, move },
        body: outcome === undefined ? {} : { outcome, summary },
        ifMatch: version,
      }),
    onSuccess: async (saved: CaseDetail) => {
      queryClient.setQueryData([getCase.path, id], saved);
      await caseChanged(queryClient, id);
    },
  });
}
