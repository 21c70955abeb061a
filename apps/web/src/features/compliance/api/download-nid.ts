import {
  downloadNidImage,
  downloadNidZip,
  type KycImageSide,
  type NidDownloadReason,
} from '@cmt/contract/endpoints/compliance';
import { downloadFile } from '../../../lib/api-client';

export interface DownloadPurpose {
  reason: NidDownloadReason;
  reference: string;
}

/** What is downloaded: one side of one customer, or every image of several customers as a zip. */
export type NidDownloadTarget =
  { kind: 'single'; userId: number; name: string; side: KycImageSide } | { kind: 'zip'; userIds: number[] };

export function downloadNid(
  target: NidDownloadTarget,
  purpose: DownloadPurpose,
  onProgress: (received: number) => void,
): Promise<void> {
  if (target.kind === 'single') {
    return downloadFile(downloadNidImage, {
      params: { id: target.userId, side: target.side },
      query: purpose,
      onProgress,
      fallbackName: `customer-${target.userId}-${target.side}.png`,
    });
  }
  return downloadFile(downloadNidZip, {
    query: { ...purpose, userIds: target.userIds.join(',') },
    onProgress,
    fallbackName: 'national-ids.zip',
  });
}
