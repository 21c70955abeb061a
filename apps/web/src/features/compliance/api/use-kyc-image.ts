import { useEffect, useState } from 'react';
import { getProfileValidationImage, type KycImageSide } from '@cmt/contract/endpoints/compliance';
import { fetchFile } from '../../../lib/api-client';

/**
 * A national id image or selfie of a profile, fetched with the session's token (an `<img src>` to
 * the API would carry none) into an object URL that lives only while the component does. Each
 * fetch is a recorded view, so it happens once per screen, not on every re-render or refocus.
 */
export function useKycImage(validationId: number, side: KycImageSide, present: boolean) {
  const [state, setState] = useState<{ url: string | null; failed: boolean }>({ url: null, failed: false });
  useEffect(() => {
    if (!present) return;
    const controller = new AbortController();
    let url: string | null = null;
    fetchFile(getProfileValidationImage, {
      params: { id: validationId, side },
      signal: controller.signal,
    }).then(
      ({ blob }) => {
        url = URL.createObjectURL(blob);
        setState({ url, failed: false });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ url: null, failed: true });
        void error;
      },
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [validationId, side, present]);
  return state;
}
