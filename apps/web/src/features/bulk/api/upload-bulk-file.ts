import { useMutation } from '@tanstack/react-query';
import { uploadBulkFile, uploadOffersBulk, type BulkFeature } from '@cmt/contract/endpoints/bulk';
import { useInvalidateEndpoints } from '../../../kit/list-query';
import { uploadFile } from '../../../lib/api-client';
import { listBulkBatches } from '@cmt/contract/endpoints/bulk';
import type { QueryOf } from '@cmt/contract/endpoint';

/** The file, its text encoding as the upload endpoint's query names it, and progress. */
export type UploadInput = {
  file: File;
  encoding: NonNullable<QueryOf<typeof uploadBulkFile>['encoding']>;
  onProgress: (fraction: number) => void;
};

/** Uploads and validates a bulk file: the offers file through POST /offers/bulk, others by feature. */
export function useUploadBulkFile(feature: BulkFeature) {
  const invalidate = useInvalidateEndpoints(listBulkBatches);
  return useMutation({
    mutationFn: ({ file, encoding, onProgress }: UploadInput) =>
      feature === 'OfferStrategy'
        ? uploadFile(uploadOffersBulk, file, { query: { encoding }, onProgress })
        : uploadFile(uploadBulkFile, file, { query: { feature, encoding }, onProgress }),
    onSettled: invalidate,
  });
}
