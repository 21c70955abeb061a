import http from 'node:http';
import type { FastifyServerFactory } from 'fastify';

/** The answer of an API call (and any write) that comes before the app is ready. */
export const STARTING_MESSAGE = 'The server is starting: try again in a moment';

/**
 * The port, opened as soon as the configuration is read, before the database opens and the app's
 * modules load (a restart's first /healthz answers then). Until the app takes the port over
 * (`serverFactory`, then `app.listen()`): /livez and /healthz answer 200 (the process lives);
 * /readyz answers 503 `Starting` (no traffic yet); an API call or any write answers 503 `STARTING`
 * with Retry-After, reaching no handler; a page or a web file (GET or HEAD elsewhere) waits and is
 * served by the app once it is ready. The same server then serves the app: no moment when the port
 * is closed, and connections opened meanwhile stay open.
 */
export interface EarlyListener {
  /** The port it listens on (PORT, or the one the system chose for 0). */
  port: number;
  /** For Fastify's `serverFactory`: the app's server is this one, already listening. */
  serverFactory: FastifyServerFactory;
  /** Closes the port (the start failed before the app took it over). */
  close(): Promise<void>;
}

const send = (response: http.ServerResponse, status: number, body: object, extra: object = {}) => {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    ...extra,
  });
  response.end(text);
};

export async function listenEarly(options: { port: number; host: string }): Promise<EarlyListener> {
  let handler: http.RequestListener | null = null;
  const waiting: [http.IncomingMessage, http.ServerResponse][] = [];
  const early: http.RequestListener = (request, response) => {
    const path = (request.url ?? '/').split('?')[0]!.replace(/\/+$/, '') || '/';
    const method = request.method ?? 'GET';
    const read = method === 'GET' || method === 'HEAD';
    if (read && (path === '/livez' || path === '/healthz')) return send(response, 200, { status: 'ok' });
    if (read && path === '/readyz') return send(response, 503, { message: 'Starting', code: 'NOT_READY' });
    if (!read || path === '/api' || path.startsWith('/api/') || path === '/metrics')
      return send(response, 503, { message: STARTING_MESSAGE, code: 'STARTING' }, { 'retry-after': '1' });
    waiting.push([request, response]);
  };
  const server = http.createServer((request, response) => (handler ?? early)(request, response));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port: options.port, host: options.host }, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.address() as { port: number }).port,
    serverFactory: (fastifyHandler, fastifyOptions) => {
      // What Fastify sets on a server it creates itself.
      const options = fastifyOptions as {
        keepAliveTimeout?: number;
        requestTimeout?: number;
        connectionTimeout?: number;
        maxRequestsPerSocket?: number;
      };
      if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
      if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
      server.setTimeout(options.connectionTimeout ?? 0);
      if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
      // `app.listen()` runs once the app is ready: the port is open already, so it only hands the
      // requests over (to the app's routes, and the pages that waited).
      const listening = server.listen.bind(server);
      server.listen = ((...args: Parameters<typeof server.listen>) => {
        if (!server.listening) return listening(...args);
        handler = fastifyHandler as http.RequestListener;
        for (const [request, response] of waiting.splice(0)) handler(request, response);
        process.nextTick(() => server.emit('listening'));
        return server;
      }) as typeof server.listen;
      return server;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
