import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CASE_ATTACHMENT_MAX_BYTES, uploadCaseAttachment } from '@cmt/contract/endpoints/cases';
import { ApiError, uploadFile } from '../../../lib/api-client';
import { caseChanged } from './move-case';

/** The largest file, in MB, as the server words its refusal ("The file is larger than 20 MB"). */
export const CASE_ATTACHMENT_MAX_MB = Math.round(CASE_ATTACHMENT_MAX_BYTES / 1024 / 1024);

/** Why a file is refused before it is sent: larger than the server takes. */
export const attachmentRefusal = (file: File): 'tooLarge' | null =>
  file.size > CASE_ATTACHMENT_MAX_BYTES ? 'tooLarge' : null;

/** Why the server refused a file: too large (413), its content not an accepted type (400/415). */
export function uploadRefusal(error: unknown): 'tooLarge' | 'wrongType' | 'mismatch' | 'empty' | 'failed' {
  if (!(error instanceof ApiError)) return 'failed';
  if (error.status === 413 || error.code === 'FILE_TOO_LARGE') return 'tooLarge';
  if (error.code === 'FILE_TYPE_MISMATCH') return 'mismatch';
  if (error.code === 'EMPTY_FILE') return 'empty';
  if (error.status === 400 || error.status === 415) return 'wrongType';
  return 'failed';
}

/**
 * Attaches a file to a case (multipart `file`), reporting progress (0..1). A file over 20 MB is
 * refused here, before any byte is sent (`tooLarge`), with the server's own words.
 */
export function useUploadCaseAttachment(id: number) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: async (file: File) => {
      setProgress(0);
      try {
        return await uploadFile(uploadCaseAttachment, file, { params: { id }, onProgress: setProgress });
      } finally {
        setProgress(null);
      }
    },
    onSuccess: () => caseChanged(queryClient, id),
  });
  return { ...mutation, progress };
}
