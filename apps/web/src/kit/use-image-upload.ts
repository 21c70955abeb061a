import { useEffect, useRef, useState } from 'react';
import type { Endpoint, QueryOf, ResponseOf } from '@cmt/contract/endpoint';
import { IMAGE_MAX_BYTES, imageTypes } from '@cmt/contract/files';
import { ApiError, uploadFile } from '../lib/api-client';

export type UploadProblem = 'wrongType' | 'tooBig' | 'failed';

export interface ImageUploadState<R> {
  status: 'idle' | 'uploading' | 'done' | 'error';
  /** 0..1 while uploading. */
  progress: number;
  problem: UploadProblem | null;
  /** Local object URL of the chosen file, for the preview; null again once the upload is refused. */
  previewUrl: string | null;
  fileName: string | null;
  result: R | null;
  upload: (file: File) => void;
  clear: () => void;
}

/** The server re-checks what the browser claimed; its verdicts map to the same messages. */
function problemOf(error: unknown): UploadProblem {
  if (error instanceof ApiError && error.status === 413) return 'tooBig';
  if (error instanceof ApiError && error.code === 'UNSUPPORTED_FILE_TYPE') return 'wrongType';
  return 'failed';
}

export const isAcceptedImage = (file: File) => (imageTypes as readonly string[]).includes(file.type);

/**
 * Uploads one image to an upload endpoint after checking its type and size on the client (the
 * server sniffs content again). A new file or clear() aborts an upload still running.
 */
export function useImageUpload<E extends Endpoint>(
  endpoint: E,
  { query, onChange }: { query?: QueryOf<E>; onChange?: (result: ResponseOf<E> | null) => void },
): ImageUploadState<ResponseOf<E>> {
  type R = ResponseOf<E>;
  const [status, setStatus] = useState<ImageUploadState<R>['status']>('idle');
  const [progress, setProgress] = useState(0);
  const [problem, setProblem] = useState<UploadProblem | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const [result, setResult] = useState<R | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);
  useEffect(() => () => void (previewUrl && URL.revokeObjectURL(previewUrl)), [previewUrl]);

  const reset = () => {
    controller.current?.abort();
    controller.current = null;
    setProgress(0);
    setProblem(null);
    setResult(null);
    setPreviewUrl(null);
    setFileName(null);
    onChange?.(null);
  };

  const upload = (file: File) => {
    reset();
    setFileName(file.name);
    if (!isAcceptedImage(file) || file.size > IMAGE_MAX_BYTES) {
      setProblem(isAcceptedImage(file) ? 'tooBig' : 'wrongType');
      setStatus('error');
      return;
    }
    const abort = new AbortController();
    controller.current = abort;
    setPreviewUrl(URL.createObjectURL(file));
    setStatus('uploading');
    uploadFile(endpoint, file, { query, onProgress: setProgress, signal: abort.signal }).then(
      (uploaded) => {
        if (abort.signal.aborted) return;
        setResult(() => uploaded);
        setStatus('done');
        onChange?.(uploaded);
      },
      (error: unknown) => {
        if (abort.signal.aborted) return;
        // Refused (not an image, too large) or failed: the error replaces the preview, which for a
        // file that is no image would be a broken picture.
        setPreviewUrl(null);
        setProblem(problemOf(error));
        setStatus('error');
      },
    );
  };

  const clear = () => {
    reset();
    setStatus('idle');
  };

  return { status, progress, problem, previewUrl, fileName, result, upload, clear };
}
