import { useMutation } from '@tanstack/react-query';
import { createFeatureFlag, type FeatureFlagInput } from '@cmt/contract/endpoints/feature-flags';
import { callApi } from '../../../lib/api-client';
import { useInvalidateFeatureFlags } from './invalidate-feature-flags';

export const postFeatureFlag = (body: FeatureFlagInput) => callApi(createFeatureFlag, { body });

export function useCreateFeatureFlag() {
  const invalidate = useInvalidateFeatureFlags();
  return useMutation({ mutationFn: postFeatureFlag, onSuccess: invalidate });
}
