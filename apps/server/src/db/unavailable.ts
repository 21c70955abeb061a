/** Socket-level failures: the database is down or unreachable, not the query's fault. */
const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  // 53300 too many connections; 57P01-57P03 admin shutdown, crash shutdown, cannot connect now.
  '53300',
  '57P01',
  '57P02',
  '57P03',
]);

/** What the driver and the pool say when a connection is lost, cannot be made, or stopped answering. */
const unavailableMessages =
  /Connection terminated|connection timeout|timeout expired|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Connection ended unexpectedly|Client was closed and is not queryable/i;

/**
 * Connection failures: the database is down, refuses connections, or stopped answering, so the
 * request may succeed later (503 DATABASE_UNAVAILABLE with Retry-After), as opposed to an error of
 * the query itself. Follows `cause` (Drizzle wraps the driver's error in "Failed query: …").
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; message?: unknown; cause?: unknown; query?: unknown } | undefined,
      depth = 0;
    e && depth < 5;
    e = e.cause as typeof e, depth++
  ) {
    const code = typeof e.code === 'string' ? e.code : '';
    const message = typeof e.message === 'string' ? e.message : '';
    // 08xxx: connection exceptions. 55000 is also "object not in prerequisite state" in general:
    // only the refusal of a database closed to connections (ALLOW_CONNECTIONS false) counts.
    if (unavailableCodes.has(code) || /^08/.test(code)) return true;
    if (code === '55000') return /not currently accepting connections/i.test(message);
    // A server's answer with any other SQLSTATE is the query's own error (a duplicate, a bad value).
    if (/^[0-9A-Z]{5}$/.test(code) && /\d/.test(code)) return false;
    // Drizzle's wrapper quotes the query and its parameters (user text): only its cause is read.
    if (e.query === undefined && !message.startsWith('Failed query') && unavailableMessages.test(message))
      return true;
  }
  return false;
}
