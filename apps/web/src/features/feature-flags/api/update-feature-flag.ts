import { useMutation } from '@tanstack/react-query';
import { updateFeatureFlag, type FeatureFlagInput } from '@cmt/contract/endpoints/feature-flags';
import { callApi } from '../../../lib/api-client';
import { useInvalidateFeatureFlags } from './invalidate-feature-flags';

export const putFeatureFlag = (id: number, body: FeatureFlagInput) =>
  callApi(updateFeatureFlag, { params: { id }, body });

export function useUpdateFeatureFlag(id: number) {
  const invalidate = useInvalidateFeatureFlags();
  return useMutation({
    mutationFn: (body: FeatureFlagInput) => putFeatureFlag(id, body),
    onSuccess: invalidate,
  });
}
