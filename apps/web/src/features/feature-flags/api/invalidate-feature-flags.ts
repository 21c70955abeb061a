import { useQueryClient } from '@tanstack/react-query';
import { getFeatureFlag, listFeatureFlags } from '@cmt/contract/endpoints/feature-flags';
import { useInvalidateEndpoints } from '../../../kit/list-query';
import { featureFlagValuesQueryKey } from '../../../lib/feature-flags';

/** Every cached view of flags: the manage list, single flags and the app-wide values loaded at start. */
export function useInvalidateFeatureFlags() {
  const queryClient = useQueryClient();
  const invalidateLists = useInvalidateEndpoints(listFeatureFlags, getFeatureFlag);
  return () =>
    Promise.all([
      invalidateLists(),
      queryClient.invalidateQueries({ queryKey: featureFlagValuesQueryKey }),
    ]).then(() => undefined);
}
