import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/errors.ts';
import { networkMatcher } from '../lib/networks.ts';

/**
 * ALLOWED_NETWORKS: the API (sign-in included) answers only addresses inside these ranges; any other
 * gets 403 NETWORK_NOT_ALLOWED before anything else runs. The address is the connection's, or with
 * TRUST_PROXY the rightmost X-Forwarded-For address that is not a trusted proxy (Fastify's
 * `trustProxy`; lib/networks.ts): without it the header is ignored.
 */
export function registerAllowedNetworks(app: FastifyInstance, ranges: readonly string[]): void {
  if (ranges.length === 0) return;
  const allowed = networkMatcher(ranges);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    if (!allowed(request.ip)) {
      throw new AppError(
        403,
        'NETWORK_NOT_ALLOWED',
        'This address may not use the back office: connect from the company network',
      );
    }
  });
}
