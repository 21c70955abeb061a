import http from 'node:http';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { listenEarly, STARTING_MESSAGE, type EarlyListener } from '../src/plugins/early-listener.ts';

/** One request over a connection of its own (no keep-alive pool), with its status, headers and body. */
function request(port: number, path: string, method = 'GET', agent?: http.Agent) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      const sent = http.request({ port, host: '127.0.0.1', path, method, agent }, (response) => {
        let body = '';
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body }));
      });
      sent.on('error', reject);
      sent.end();
    },
  );
}

describe('the port opened before the app is ready (plugins/early-listener.ts)', () => {
  let early: EarlyListener | undefined;
  let app: ReturnType<typeof Fastify> | undefined;
  afterEach(async () => {
    if (app) await app.close();
    else await early?.close();
    app = undefined;
    early = undefined;
  });

  const open = async () => {
    early = await listenEarly({ port: 0, host: '127.0.0.1' });
    return { port: early.port };
  };

  it('answers liveness at once, readiness 503, and an API call or a write 503 STARTING reaching no handler', async () => {
    const { port } = await open();
    for (const path of ['/healthz', '/livez', '/livez/']) {
      const live = await request(port, path);
      expect(live.status).toBe(200);
      expect(JSON.parse(live.body)).toEqual({ status: 'ok' });
    }
    const ready = await request(port, '/readyz');
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.body)).toEqual({ message: 'Starting', code: 'NOT_READY' });
    for (const [path, method] of [
      ['/api/v2/cmt-backend/offers/regular/all?page=1', 'GET'],
      ['/api', 'GET'],
      ['/app/offers', 'POST'],
      ['/metrics', 'GET'],
    ] as const) {
      const call = await request(port, path, method);
      expect(call.status, `${method} ${path}`).toBe(503);
      expect(call.headers['retry-after']).toBe('1');
      expect(call.headers['cache-control']).toBe('no-store');
      expect(JSON.parse(call.body)).toEqual({ message: STARTING_MESSAGE, code: 'STARTING' });
    }
  });

  it('hands the same port to the app: a page asked meanwhile waits and is served by it, then every path is the app', async () => {
    const { port } = await open();
    const page = request(port, '/app/offers');
    let answered = false;
    void page.then(() => (answered = true));
    // Still waiting while the early server alone holds the port (its own answers go through first).
    expect((await request(port, '/healthz')).status).toBe(200);
    expect(answered).toBe(false);

    // The real start: Fastify is given the open port (serverFactory), then `listen` hands it over.
    const { serverFactory } = early!;
    const fastify = Fastify({ serverFactory });
    app = fastify;
    fastify.get('/app/offers', async () => 'the page');
    fastify.get('/readyz', async () => ({ status: 'ready' }));
    fastify.get('/api/v2/ping', async () => ({ pong: true }));
    await fastify.listen({ port, host: '127.0.0.1' });
    expect(fastify.server.address()).toMatchObject({ port });

    const served = await page;
    expect(served.status).toBe(200);
    expect(served.body).toBe('the page');
    expect((await request(port, '/readyz')).status).toBe(200);
    expect(JSON.parse((await request(port, '/api/v2/ping')).body)).toEqual({ pong: true });
    // /healthz is now the app's: this app has none.
    expect((await request(port, '/healthz')).status).toBe(404);
  });

  it('says a port in use at once, before anything else starts', async () => {
    const { port } = await open();
    await expect(listenEarly({ port, host: '127.0.0.1' })).rejects.toMatchObject({ code: 'EADDRINUSE' });
  });
});
