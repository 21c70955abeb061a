import { useMutation } from '@tanstack/react-query';
import { deleteFeatureFlag } from '@cmt/contract/endpoints/feature-flags';
import { callApi } from '../../../lib/api-client';
import { useInvalidateFeatureFlags } from './invalidate-feature-flags';

export const removeFeatureFlag = (id: number) => callApi(deleteFeatureFlag, { params: { id } });

export function useDeleteFeatureFlag() {
  const invalidate = useInvalidateFeatureFlags();
  return useMutation({ mutationFn: removeFeatureFlag, onSuccess: invalidate });
}
