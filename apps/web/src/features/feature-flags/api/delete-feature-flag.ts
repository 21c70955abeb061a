import { useMutation } from '@tanstack/react-query';
import { deleteFeatureFlag } from '@cmt/contract/endpoints/feature-flags';
import { callApi } from '../../../lib/api-client';
import { useInvalidateFeatureFlags } from './invalidate-feature-flags';

/** Deletes the flag as the row shows it (If-Match: its version); a newer version is a 412. */
export const removeFeatureFlag = ({ id, version }: { id: number; version: number }) =>
  callApi(deleteFeatureFlag, { params: { id }, ifMatch: version });

export function useDeleteFeatureFlag() {
  const invalidate = useInvalidateFeatureFlags();
  // Also after a refusal: someone else changed or deleted the flag, the list shows what is there now.
  return useMutation({ mutationFn: removeFeatureFlag, onSettled: invalidate });
}
