import Fastify, { type FastifyInstance } from 'fastify';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';

/** Headers of the throwaway answer that are Fastify's own, not helmet's. */
const notHelmets = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * Helmet's security headers, worked out once at start. @fastify/helmet builds helmet's middleware
 * again on every request (parsing the CSP directives each time: 2-3% of a list request's CPU), yet
 * no route sets options of its own, so every answer gets the same headers: a throwaway instance with
 * the same options answers one request, and each request here gets exactly what helmet set there,
 * on the raw response as helmet does (so a hijacked stream carries them too).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: FastifyHelmetOptions,
): Promise<Readonly<Record<string, string>>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, options);
  probe.get('/', async () => 'ok');
  const answer = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  const headers = Object.entries(answer.headers).flatMap(([name, value]) =>
    notHelmets.has(name) || value === undefined ? [] : [[name, String(value)] as const],
  );
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
  return Object.fromEntries(headers);
}
