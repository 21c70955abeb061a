import {
  bulkMessages,
  formatBulkMessage,
  type BulkMessageKey,
  type BulkMessageParams,
} from '@cmt/contract/bulk-messages';
import type { BulkRowError } from '@cmt/contract/endpoints/bulk';

/*
 * Bulk messages travel as a key and params (the web app translates them) plus their English text.
 * Zod carries only a message string, so a cell schema's message is the key and params encoded by
 * `cellMessage`, read back by `rowErrorOf` when the row is reported.
 */

const MARK = '\u0001bulk:';

/** A zod message that stands for a bulk message key and its params. */
export const cellMessage = (key: BulkMessageKey, params: BulkMessageParams = {}): string =>
  MARK + JSON.stringify([key, params]);

export const rowError = (
  row: number,
  column: string | null,
  key: BulkMessageKey,
  params: BulkMessageParams = {},
): BulkRowError => ({ row, column, key, params, message: formatBulkMessage(key, params) });

/** A zod issue's message as a row error: an encoded bulk message, or zod's own text under 'invalid'. */
export function rowErrorOf(row: number, column: string | null, message: string): BulkRowError {
  if (message.startsWith(MARK)) {
    const [key, params] = JSON.parse(message.slice(MARK.length)) as [BulkMessageKey, BulkMessageParams];
    if (key in bulkMessages) return rowError(row, column, key, params);
  }
  return { row, column, key: 'invalid', params: {}, message };
}
