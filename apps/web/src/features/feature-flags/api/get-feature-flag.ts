import { useQuery } from '@tanstack/react-query';
import { getFeatureFlag } from '@cmt/contract/endpoints/feature-flags';
import { recordQueryOptions } from '../../../kit/list-query';

export const featureFlagQueryOptions = (id: number) => recordQueryOptions(getFeatureFlag, { id });

/** One flag for the edit form; disabled (nothing to load) on the create page. */
export const useFeatureFlag = (id: number | undefined) =>
  useQuery({ ...featureFlagQueryOptions(id ?? 0), enabled: id !== undefined });
