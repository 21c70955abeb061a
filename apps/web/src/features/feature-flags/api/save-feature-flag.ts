import { createFeatureFlag, updateFeatureFlag } from '@cmt/contract/endpoints/feature-flags';
import { useSaveRecord } from '../../../kit/use-save-record';
import { useInvalidateFeatureFlags } from './invalidate-feature-flags';

/** Creates (id null) or edits a flag; every cached view of flags is refreshed after. */
export function useSaveFeatureFlag(id: number | null) {
  const invalidate = useInvalidateFeatureFlags();
  return useSaveRecord(createFeatureFlag, updateFeatureFlag, id, invalidate);
}
