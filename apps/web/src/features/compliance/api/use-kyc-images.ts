import { useCallback, useEffect, useRef, useState } from 'react';
import {
  getProfileValidationImage,
  type IdImageViewPurpose,
  type KycImageSide,
} from '@cmt/contract/endpoints/compliance';
import { ApiError, fetchFile } from '../../../lib/api-client';

/** One image as the screen shows it: its object URL once loaded, or that it could not be loaded. */
export interface KycImageState {
  url: string | null;
  failed: boolean;
}

/**
 * The national id images and selfie of a profile, fetched with the session's token (an `<img src>`
 * to the API would carry none) into object URLs that live only while the component does. Nothing is
 * fetched until `load` is called with why (a reason and a reference): each fetch is a recorded view.
 * `load` rejects with the ApiError when the server refuses the purpose itself (a 400, or 409
 * REFERENCE_IN_USE), so the one asking can say why and ask again; any other failure marks the image.
 */
export function useKycImages(validationId: number) {
  const [images, setImages] = useState<Partial<Record<KycImageSide, KycImageState>>>({});
  const live = useRef<{ controller: AbortController; urls: string[] }>({
    controller: new AbortController(),
    urls: [],
  });
  useEffect(() => {
    const current = { controller: new AbortController(), urls: [] as string[] };
    live.current = current;
    return () => {
      current.controller.abort();
      for (const url of current.urls) URL.revokeObjectURL(url);
    };
  }, [validationId]);

  const load = useCallback(
    async (sides: readonly KycImageSide[], purpose: IdImageViewPurpose) => {
      const current = live.current;
      const results = await Promise.allSettled(
        sides.map((side) =>
          fetchFile(getProfileValidationImage, {
            params: { id: validationId, side },
            query: purpose,
            signal: current.controller.signal,
          }),
        ),
      );
      if (current.controller.signal.aborted) return;
      const refusal = results.find(
        (result): result is PromiseRejectedResult =>
          result.status === 'rejected' &&
          result.reason instanceof ApiError &&
          (result.reason.status === 400 || result.reason.status === 409),
      );
      if (refusal) throw refusal.reason as ApiError;
      const next: Partial<Record<KycImageSide, KycImageState>> = {};
      sides.forEach((side, index) => {
        const result = results[index]!;
        if (result.status === 'fulfilled') {
          const url = URL.createObjectURL(result.value.blob);
          current.urls.push(url);
          next[side] = { url, failed: false };
        } else next[side] = { url: null, failed: true };
      });
      setImages((before) => ({ ...before, ...next }));
    },
    [validationId],
  );

  return { images, load };
}
