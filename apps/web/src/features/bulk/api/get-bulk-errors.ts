import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listBulkErrors, type BulkFeature } from '@cmt/contract/endpoints/bulk';
import { callApi } from '../../../lib/api-client';

export function useBulkErrors(feature: BulkFeature, id: number | null, page: number, pageSize: number) {
  return useQuery({
    queryKey: [listBulkErrors.path, id, feature, page, pageSize],
    queryFn: ({ signal }) =>
      callApi(listBulkErrors, { params: { id: id! }, query: { feature, page, pageSize }, signal }),
    enabled: id !== null,
    placeholderData: keepPreviousData,
  });
}
