import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Below this an answer is sent as it is: the saving would not pay for the work. */
const MIN_BYTES = 1024;

/**
 * Compresses JSON answers (lists, records, /config.json) for a browser that accepts it: brotli at a
 * fast quality, else gzip; a list page's 11 kB of JSON goes out as about 2 kB. Streams (downloads,
 * the notifications stream) and answers already encoded are left alone; the built assets come
 * precompressed (plugins/web.ts). Tokens travel in answers the browser cannot be made to echo
 * attacker text into (bearer, no cookies), so compression reveals nothing (BREACH).
 */
export function registerCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.hasHeader('content-encoding') || reply.hasHeader('content-length')) return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
    const size = Buffer.byteLength(payload);
    if (size < MIN_BYTES) return payload;
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
    const vary = String(reply.getHeader('vary') ?? '');
    if (!/accept-encoding/i.test(vary))
      reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
    if (!encoding) return payload;
    reply.header('content-encoding', encoding);
    return encoding === 'br'
      ? brotli(payload, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
          },
        })
      : gzip(payload, { level: 6 });
  });
}
