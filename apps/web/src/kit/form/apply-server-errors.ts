import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { fieldMessage, type FieldMessageKey, type FieldMessageParams } from '@cmt/contract/field-messages';
import { ApiError } from '../../lib/api-client';

interface Issue {
  path: (string | number)[];
  message: string;
  /** A contract field message: shown translated (useErrorText), not as the English text. */
  key?: FieldMessageKey;
  params?: FieldMessageParams;
}

const isIssue = (value: unknown): value is Issue =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as Issue).path) &&
  typeof (value as Issue).message === 'string';

export interface ServerErrorOptions<T extends FieldValues> {
  /** Form fields that may receive errors; issues on other paths are left to the caller. */
  fields: readonly FieldPath<T>[];
  /** Error codes without details that belong to one field, e.g. { DUPLICATE_KEY: { field: 'key', message } }. */
  codes?: Record<string, { field: FieldPath<T>; message: string }>;
}

/**
 * Puts a failed request's field errors on the form: 400 issues whose path starts with 'body'
 * (['body', 'link'] -> 'link', ['body', 'value', 2] -> 'value.2' shown on 'value'), and the known
 * error codes the caller maps. Returns true when at least one field error was set, so the caller
 * shows a generic snackbar only otherwise.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  { fields, codes = {} }: ServerErrorOptions<T>,
): boolean {
  if (!(error instanceof ApiError)) return false;
  const byCode = codes[error.code];
  if (byCode) {
    setError(byCode.field, { type: 'server', message: byCode.message }, { shouldFocus: true });
    return true;
  }
  if (!Array.isArray(error.details)) return false;
  let applied = false;
  for (const issue of error.details.filter(isIssue)) {
    const [where, ...rest] = issue.path;
    if (where !== 'body') continue;
    // Deepest declared field that prefixes the issue path ('value.2' falls back to 'value').
    const field = rest
      .map((_, index) => rest.slice(0, rest.length - index).join('.'))
      .find((candidate) => (fields as readonly string[]).includes(candidate)) as FieldPath<T> | undefined;
    if (!field) continue;
    const message = issue.key ? fieldMessage(issue.key, issue.params) : issue.message;
    setError(field, { type: 'server', message }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}
