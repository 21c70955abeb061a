import { useState } from 'react';
import type { BulkFeature } from '@cmt/contract/endpoints/bulk';
import { useUrlParam } from '../../../kit/use-url-param';
import { useConfirmBulkBatch } from '../api/confirm-bulk-batch';
import { useBulkBatch } from '../api/get-bulk-batch';
import { useUploadBulkFile } from '../api/upload-bulk-file';

export type Encoding = 'utf-8' | 'windows-1256';

/**
 * The logic of the upload-and-confirm pattern: upload with progress, the batch it produced (kept in
 * the URL as `?batch=`, so a reload finds the report or the apply progress again), confirm.
 */
export function useBulkUpload(feature: BulkFeature) {
  const [batchId, openBatch] = useUrlParam('batch');
  const [encoding, setEncoding] = useState<Encoding>('utf-8');
  const [uploadProgress, setUploadProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<Error | null>(null);
  const upload = useUploadBulkFile(feature);
  const batch = useBulkBatch(feature, batchId);
  const confirm = useConfirmBulkBatch(feature);

  const send = (file: File) => {
    setUploadError(null);
    setUploadProgress(0);
    upload.mutate(
      { file, encoding, onProgress: setUploadProgress },
      {
        onSuccess: (created) => openBatch(created.id),
        onError: (error) => {
          openBatch(null);
          setUploadError(error);
        },
        onSettled: () => setUploadProgress(null),
      },
    );
  };

  return {
    feature,
    encoding,
    setEncoding,
    send,
    uploading: upload.isPending,
    uploadProgress,
    uploadError,
    batch: batchId === null ? undefined : batch.data,
    batchLoading: batchId !== null && batch.isPending,
    openBatch,
    confirm: (id: number) => confirm.mutateAsync(id),
    confirming: confirm.isPending,
  };
}

export type BulkUploadState = ReturnType<typeof useBulkUpload>;
