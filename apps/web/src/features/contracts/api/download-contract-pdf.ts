import { downloadContractPdf } from '@cmt/contract/endpoints/contracts';
import { downloadFile } from '../../../lib/api-client';

/** Downloads an archived contract PDF and saves it. */
export const downloadArchivedPdf = (eventId: number): Promise<void> =>
  downloadFile(downloadContractPdf, { params: { id: eventId }, fallbackName: `contract-${eventId}.pdf` });
