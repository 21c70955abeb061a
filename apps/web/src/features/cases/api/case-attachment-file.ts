import { downloadCaseAttachment } from '@cmt/contract/endpoints/cases';
import { downloadFile, fetchFile } from '../../../lib/api-client';

/** The attachment's bytes for a preview in the page (inline), read with the session's token. */
export const fetchCaseAttachment = (caseId: number, attachmentId: number, signal?: AbortSignal) =>
  fetchFile(downloadCaseAttachment, {
    params: { id: caseId, attachmentId },
    query: { inline: 'true' },
    ...(signal ? { signal } : {}),
  });

/** Saves the attachment under its name (the server records the download). */
export const downloadCaseAttachmentFile = (caseId: number, attachmentId: number, fileName: string) =>
  downloadFile(downloadCaseAttachment, {
    params: { id: caseId, attachmentId },
    query: { inline: 'false' },
    fallbackName: fileName,
  });
