import { timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { defineQueue } from '../lib/claims.ts';
import { httpRequestDuration, observePool, observeSlaBreaches, registry } from '../lib/metrics.ts';

/** The OpenTelemetry trace API, loaded only when traces are sent (lib/tracing.ts, OTEL_EXPORTER_OTLP_ENDPOINT). */
const tracing = process.env.OTEL_EXPORTER_OTLP_ENDPOINT ? (await import('@opentelemetry/api')).trace : null;

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Observability at the HTTP edge: every answer's duration by route template and status (the
 * registry is lib/metrics.ts), the route template on the request's trace span, and /metrics:
 * - `METRICS_PORT` set: served on that port only (any path answers the metrics; keep the port
 *   internal), and `/metrics` on the app's port is 404;
 * - else `METRICS_TOKEN` set: `GET /metrics` with `Authorization: Bearer <token>`; without it 401;
 * - neither: 404, as for any unknown path.
 */
export function registerMetrics(app: FastifyInstance): void {
  const { METRICS_PORT: port, METRICS_TOKEN: token } = app.config;

  // A span named by its route template, as tracing backends group requests; only with tracing on
  // (server.ts has loaded the OpenTelemetry API by then; without it, its hundred modules stay unread).
  const trace = tracing;
  if (trace)
    app.addHook('onRequest', async (request) => {
      const route = request.routeOptions.url;
      if (!route) return;
      const span = trace.getActiveSpan();
      if (span) span.updateName(`${request.method} ${route}`).setAttribute('http.route', route);
    });
  app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
    httpRequestDuration.observe(
      {
        method: request.method,
        // Never the raw path: unmatched paths (scanners, typos) would each make a new series.
        route: request.routeOptions.url ?? 'unmatched',
        status_code: reply.statusCode,
      },
      reply.elapsedTime / 1000,
    );
  });

  const stopPool = observePool(() => app.database.poolStats?.() ?? null);
  app.addHook('onClose', async () => stopPool());

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (port !== undefined || !token) {
      return reply.code(404).send({ message: 'No route for GET /metrics', code: 'NOT_FOUND' });
    }
    const given = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
    if (!sameSecret(given, token)) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .send({ message: 'The metrics need METRICS_TOKEN as a bearer token', code: 'UNAUTHORIZED' });
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });

  if (port !== undefined) {
    const server = http.createServer((request, response) => {
      const given = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
      if (token && !sameSecret(given, token)) {
        response.writeHead(401, { 'www-authenticate': 'Bearer' }).end();
        return;
      }
      registry.metrics().then(
        (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
        (error: unknown) => {
          app.log.error({ err: error }, 'metrics could not be read');
          response.writeHead(500).end();
        },
      );
    });
    app.addHook(
      'onReady',
      () =>
        new Promise<void>((resolve, reject) => {
          server.once('error', reject);
          server.listen(port, app.config.HOST, resolve);
        }),
    );
    app.addHook('onClose', () => new Promise<void>((resolve) => server.close(() => resolve())));
  }
}

/**
 * `cmt_queue_sla_breaches{queue}`: each claimable queue's items waiting past its SLA (SLA_HOURS_*, the
 * red light of the lists, docs/queues-and-home.md), counted when /metrics is scraped; docs/ops/alerts.yml
 * alerts on it.
 */
export function registerSlaMetrics(
  app: FastifyInstance,
  queues: readonly (readonly [name: string, queue: ReturnType<typeof defineQueue>, slaHours: number])[],
): void {
  const stop = observeSlaBreaches(async () => {
    const counts = await Promise.all(queues.map(([, queue, hours]) => queue.pastSla(app.db, hours)));
    return Object.fromEntries(queues.map(([name], i) => [name, counts[i] ?? 0]));
  });
  app.addHook('onClose', async () => stop());
}
