import { formatBulkMessage, type BulkMessageKey, type BulkMessageParams } from '@cmt/contract/bulk-messages';
import { AppError } from '../../lib/errors.ts';

/**
 * A whole-file problem (not a row's): wrong kind of file, encoding, header, size. Answered 400 with
 * the English text as `message` and the bulk message (key and params) as `details`, for translation.
 */
export class BulkFileError extends AppError {
  readonly key: BulkMessageKey;
  readonly params: BulkMessageParams;

  constructor(
    key: BulkMessageKey,
    params: BulkMessageParams,
    code = 'BULK_FILE_INVALID',
    status = 400,
    headers?: Record<string, string>,
  ) {
    super(status, code, formatBulkMessage(key, params), { key, params }, headers);
    this.key = key;
    this.params = params;
  }
}
