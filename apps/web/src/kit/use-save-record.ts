import { useMutation } from '@tanstack/react-query';
import type { BodyOf, Endpoint, ParamsOf, ResponseOf } from '@cmt/contract/endpoint';
import { callApi } from '../lib/api-client';
import { useIdempotencyKey } from './use-idempotency-key';

export interface SaveRecordInput<B> {
  body: B;
  /** Edits: the version the form opened (`useRecordScreen` passes it). */
  ifMatch?: number | undefined;
}

/**
 * Saves a record of a manage page: creates it (id null) with an Idempotency-Key, or edits it with
 * If-Match, then marks its cached views stale. Its `mutateAsync` is the `save` of `useRecordScreen`.
 *
 *   const invalidate = useInvalidateEndpoints(listMerchants, getMerchant);
 *   const save = useSaveRecord(createMerchant, updateMerchant, id, invalidate);
 *   useRecordScreen({ query, isNew: id === null, save: save.mutateAsync, messages });
 */
export function useSaveRecord<C extends Endpoint, U extends Endpoint>(
  create: C,
  update: U,
  id: number | null,
  /** Marks the cached views of the record stale (`useInvalidateEndpoints(list, get)`). */
  invalidate: () => Promise<unknown>,
) {
  const idempotency = useIdempotencyKey();
  return useMutation<ResponseOf<U>, Error, SaveRecordInput<BodyOf<U>>>({
    // A create answers the same record shape as an edit.
    mutationFn: ({ body, ifMatch }) =>
      id === null
        ? (callApi(create, {
            body: body as unknown as BodyOf<C>,
            idempotencyKey: idempotency.keyFor(body),
          }) as unknown as Promise<ResponseOf<U>>)
        : callApi(update, { params: { id } as ParamsOf<U>, body, ifMatch }),
    onSuccess: async () => {
      idempotency.renew();
      await invalidate();
    },
  });
}
