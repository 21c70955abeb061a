import {
  formatFieldMessage,
  readFieldMessage,
  type FieldMessageKey,
  type FieldMessageParams,
} from '@cmt/contract/field-messages';

/**
 * A domain error with the HTTP status and code it maps to; the error handler turns it into JSON and
 * sends its `headers` with it (e.g. Retry-After on a 503).
 */
export class AppError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details?: unknown;
  readonly headers?: Record<string, string>;

  constructor(
    status: number,
    code: string,
    message: string,
    details?: unknown,
    headers?: Record<string, string>,
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details;
    this.headers = headers;
  }
}

export const badRequest = (message: string, code = 'BAD_REQUEST', details?: unknown) =>
  new AppError(400, code, message, details);
export const unauthorized = (message = 'Sign in to continue', code = 'UNAUTHORIZED') =>
  new AppError(401, code, message);
export const forbidden = (message = 'You do not have permission for this action') =>
  new AppError(403, 'FORBIDDEN', message);
export const notFound = (what: string) => new AppError(404, 'NOT_FOUND', `${what} was not found`);
export const conflict = (message: string, code = 'CONFLICT') => new AppError(409, code, message);
/** 429: too many attempts; `retryAfterSeconds` goes out as Retry-After (when the window that refused it ends). */
export const tooManyRequests = (message: string, retryAfterSeconds?: number) =>
  new AppError(
    429,
    'TOO_MANY_REQUESTS',
    message,
    undefined,
    retryAfterSeconds === undefined ? undefined : { 'retry-after': String(retryAfterSeconds) },
  );
/** An edit sent with an If-Match that is no longer the record's version: someone else saved first. */
export const staleRecord = () =>
  new AppError(
    412,
    'STALE_RECORD',
    'Someone else changed this record after you opened it. Reload it to see their changes, then edit again.',
  );

/** One field's problem as the 400's `details` carry it: where, the English text, and its key and params. */
export interface FieldIssue {
  path: (string | number)[];
  message: string;
  key?: FieldMessageKey;
  params?: FieldMessageParams;
}

/** A message as staff read it: a field message (`fieldMessage`) becomes its key, params and English text. */
export function fieldIssue(path: (string | number)[], message: string): FieldIssue {
  const known = readFieldMessage(message);
  return known ? { path, message: known.text, key: known.key, params: known.params } : { path, message };
}

/** 400 VALIDATION_FAILED on these fields, the first one named in the message. */
export function invalidFields(issues: FieldIssue[]): AppError {
  const first = issues[0];
  const message = first ? `${first.path.join('.')}: ${first.message}` : 'Invalid request';
  return badRequest(message, 'VALIDATION_FAILED', issues);
}

/** 400 on one field of the body found wrong by domain code (`['branches', 2, 'id']`), by message key. */
export const fieldError = (
  path: (string | number)[],
  key: FieldMessageKey,
  params: FieldMessageParams = {},
): AppError =>
  invalidFields([{ path: ['body', ...path], message: formatFieldMessage(key, params), key, params }]);
