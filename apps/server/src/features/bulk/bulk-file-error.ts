import { AppError } from '../../lib/errors.ts';

/** A whole-file problem (not a row's): wrong kind of file, encoding, header, size. Answered 400. */
export class BulkFileError extends AppError {
  constructor(message: string, code = 'BULK_FILE_INVALID', status = 400) {
    super(status, code, message);
  }
}
