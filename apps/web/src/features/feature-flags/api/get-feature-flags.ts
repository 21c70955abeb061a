import { useQuery } from '@tanstack/react-query';
import type { QueryOf } from '@cmt/contract/endpoint';
import { listFeatureFlags } from '@cmt/contract/endpoints/feature-flags';
import { listQueryOptions } from '../../../components/list-query';

export type FeatureFlagsQuery = QueryOf<typeof listFeatureFlags>;

export const featureFlagsQueryOptions = (query: FeatureFlagsQuery) =>
  listQueryOptions(listFeatureFlags, query);

export const useFeatureFlags = (query: FeatureFlagsQuery) => useQuery(featureFlagsQueryOptions(query));
