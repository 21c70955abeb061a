import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { V2 } from '@cmt/contract/endpoint';
import { createDatabase } from './database.ts';
import { startInstance, type Instance } from './instance.ts';

/**
 * OpenTelemetry traces sent to an OTLP receiver (a stand-in here: OTLP/HTTP protobuf on
 * POST /v1/traces), from the real server process with OTEL_EXPORTER_OTLP_ENDPOINT set. Span names and
 * attributes are plain UTF-8 inside the protobuf, enough to find them without decoding it.
 */
const received: Buffer[] = [];
let receiver: http.Server;
let server: Instance;
let drop = async () => {};
const postgres = Boolean(process.env.TEST_DATABASE_URL);

beforeAll(async () => {
  receiver = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method === 'POST' && request.url === '/v1/traces') {
        expect(request.headers['content-type']).toBe('application/x-protobuf');
        received.push(Buffer.concat(chunks));
      }
      response.writeHead(200, { 'content-type': 'application/x-protobuf' }).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const env: Record<string, string> = {
    OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`,
    OTEL_BSP_SCHEDULE_DELAY: '200',
    OTEL_SERVICE_NAME: 'cmt-tracing-test',
  };
  if (postgres) {
    const database = await createDatabase(process.env.TEST_DATABASE_URL!);
    env.DATABASE_URL = database.url;
    drop = database.drop;
  }
  server = await startInstance(env);
});
afterAll(async () => {
  await server?.stop();
  await drop();
  await new Promise((resolve) => receiver?.close(resolve));
});

const sent = () => Buffer.concat(received).toString('latin1');

describe('tracing', () => {
  it('exports a span per request, named by its route template, with PostgreSQL spans inside', async () => {
    const response = await fetch(`${server.url}${V2}/auth/local-login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@lucky.app', password: 'Not-The-Password-000' }),
    });
    expect(response.status).toBe(401);
    await expect.poll(sent, { timeout: 20_000 }).toContain(`POST ${V2}/auth/local-login`);
    expect(sent()).toContain('cmt-tracing-test');
    expect(sent()).toContain('http.route');
    if (postgres) {
      // instrumentation-pg names a query's span `pg.query:<VERB> <database>` and keeps the statement.
      await expect.poll(sent, { timeout: 20_000 }).toContain('pg.query:');
      expect(sent()).toContain('staff_users');
    }
    // Probes are left out of the traces.
    expect(sent()).not.toContain('/readyz');
  });
});
