import { downloadContractPdf } from '@cmt/contract/endpoints/contracts';
import { ApiError, buildPath } from '../../../lib/api-client';
import { getAccessToken } from '../../../lib/session';

/** Downloads an archived contract PDF with the bearer token (a plain link would carry none) and saves it. */
export async function downloadArchivedPdf(eventId: number): Promise<void> {
  const token = getAccessToken();
  const response = await fetch(buildPath(downloadContractPdf.path, { id: eventId }), {
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), 'local-app-id': 'CMT' },
  });
  if (!response.ok) throw new ApiError(response.status, `HTTP_${response.status}`, response.statusText);
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
    `contract-${eventId}.pdf`;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
