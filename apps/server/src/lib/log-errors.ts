export interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

/**
 * The pino `err` serializer. Drizzle puts the parameters of a failed query (search text such as a
 * national id, emails, password hashes) in the error's message, stack and `params`; the driver's error
 * adds `detail`, which may quote a whole row. Logged here: the type, the SQL text, the driver's reason
 * and code, the stack: what an operator needs, without the values.
 */
export function logSafeError(error: Error): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const { code, statusCode, cause } = error as Error & Record<string, unknown>;
  // Drizzle's DrizzleQueryError: `Failed query: <sql>\nparams: <values>`.
  const message = error.message.replace(/\nparams: [\s\S]*$/, '');
  const logged: LoggedError = {
    type: error.constructor.name,
    message,
    stack: (error.stack ?? '').replace(error.message, message),
  };
  if (code !== undefined) logged.code = code;
  if (statusCode !== undefined) logged.statusCode = statusCode;
  // A cause that is not an Error may be any value (a row, a request body): it is left out.
  if (cause instanceof Error) logged.cause = logSafeError(cause);
  return logged;
}
