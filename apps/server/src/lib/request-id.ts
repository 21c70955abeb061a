import { randomUUID } from 'node:crypto';

/** What a proxy's request id may look like to be kept: short, no spaces or quotes (it goes into every log line). */
const SAFE_ID = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

/**
 * A request's id: the `x-request-id` the proxy in front set, when the request came straight from a
 * proxy TRUST_PROXY believes and the id is safe to log; otherwise a new UUID (a client must not
 * choose the id its lines are filed under).
 */
export function requestIdOf(header: string | string[] | undefined, fromTrustedProxy: boolean): string {
  const given = Array.isArray(header) ? header[0] : header;
  return fromTrustedProxy && given && SAFE_ID.test(given) ? given : randomUUID();
}
