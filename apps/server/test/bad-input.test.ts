import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { V2, V3 } from '@cmt/contract/endpoint';
import { auditLog, featureFlags, staffUsers } from '../src/db/schema.ts';
import { createTestApp, multipartFile, type TestApp } from './helpers.ts';

let t: TestApp;
let admin: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn([
    'manage-cmt',
    'manage-feature-flags',
    'manage-offers-banners',
    'manage-offers-banners-create',
  ]);
});
afterAll(() => t?.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (
  method: Method,
  url: string,
  payload?: string | object | Buffer,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url,
    headers: { ...admin, ...headers },
    ...(payload === undefined ? {} : { payload }),
  });

/** The one error shape: message and code, details only where they help (validation). */
function expectErrorShape(response: { json(): unknown; headers: Record<string, unknown> }) {
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = response.json() as Record<string, unknown>;
  expect(typeof body.message).toBe('string');
  expect((body.message as string).length).toBeGreaterThan(0);
  expect(typeof body.code).toBe('string');
  expect(Object.keys(body).every((key) => ['message', 'code', 'details'].includes(key))).toBe(true);
  return body as { message: string; code: string; details?: unknown };
}

describe('malformed requests', () => {
  it.each([
    [`${V2}/local-users`, '{"email": "a@lucky.app", '],
    [`${V3}/configs/feature-flags`, "{'key': 'single quotes'}"],
    [`${V2}/offers/banners`, 'undefined'],
    [`${V2}/auth/local-login`, '{"email":"a@lucky.app","password":"x"}}'],
  ])('refuses malformed JSON sent to %s with 400, writing nothing', async (url, body) => {
    const audit = await t.countRows(auditLog);
    const response = await call('POST', url, body, { 'content-type': 'application/json' });
    expect(response.statusCode).toBe(400);
    expect(expectErrorShape(response).message).toMatch(/JSON/);
    expect(await t.countRows(auditLog)).toBe(audit);
  });

  it('refuses an empty JSON body with 400', async () => {
    const response = await call('POST', `${V2}/local-users`, '', { 'content-type': 'application/json' });
    expect(response.statusCode).toBe(400);
    expectErrorShape(response);
  });

  it.each([
    [
      'a number as name',
      'POST',
      `${V2}/local-users`,
      { email: 'x@lucky.app', name: 42, permissions: [], password: 'long enough password' },
      'body.name',
    ],
    [
      'a string as permissions',
      'POST',
      `${V2}/local-users`,
      { email: 'x@lucky.app', name: 'X', permissions: 'manage-cmt', password: 'long enough password' },
      'body.permissions',
    ],
    ['a string as isActive', 'PUT', `${V2}/offers/banners/1`, { isActive: 'false' }, 'body.isActive'],
    [
      'a string as position',
      'POST',
      `${V2}/offers/banners`,
      { title: 'T', imageKey: 'Banners/abc.png', position: 'first' },
      'body.position',
    ],
    ['a body that is a list', 'PUT', `${V3}/configs/feature-flags/1`, [{ key: 'a', value: true }], 'body'],
  ] as const)('refuses %s with 400 naming the field', async (_, method, url, payload, field) => {
    const rows = [await t.countRows(staffUsers), await t.countRows(featureFlags)];
    const response = await call(method, url, payload);
    expect(response.statusCode).toBe(400);
    const body = expectErrorShape(response);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.message.startsWith(`${field}:`)).toBe(true);
    expect(body.details).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: field.split('.') })]),
    );
    expect([await t.countRows(staffUsers), await t.countRows(featureFlags)]).toEqual(rows);
  });

  it.each([
    ['a zero page', `${V2}/local-users?page=0`, 'querystring.page'],
    ['a page size over 100', `${V2}/audit-log?pageSize=101`, 'querystring.pageSize'],
    ['a text page', `${V2}/offers/banners/list?page=two`, 'querystring.page'],
    ['an id that is not a number', `${V2}/local-users/abc`, 'params.id'],
    ['a negative id', `${V2}/offers/banners/-3`, 'params.id'],
    ['a fractional id', `${V3}/configs/feature-flags/1.5`, 'params.id'],
  ])('refuses %s with 400 naming the parameter', async (_, url, field) => {
    const response = await call('GET', url);
    expect(response.statusCode).toBe(400);
    expect(expectErrorShape(response).message.startsWith(`${field}:`)).toBe(true);
  });

  it('refuses a multipart form sent to a JSON endpoint with 400', async () => {
    const flags = await t.countRows(featureFlags);
    const { payload, headers } = multipartFile(
      'flag.json',
      'application/json',
      Buffer.from('{"key":"formFlag","value":true}'),
    );
    const response = await call('POST', `${V3}/configs/feature-flags`, payload, headers);
    expect(response.statusCode).toBe(400);
    expect(expectErrorShape(response).message).toMatch(/^body/);
    expect(await t.countRows(featureFlags)).toBe(flags);
  });

  it('drops fields the contract does not know instead of storing them', async () => {
    const response = await call('POST', `${V3}/configs/feature-flags`, {
      key: 'strippedFlag',
      value: true,
      id: 424242,
      updatedAt: '1999-01-01T00:00:00Z',
      isAdmin: true,
    });
    expect(response.statusCode).toBe(200);
    const flag = response.json();
    expect(flag.id).not.toBe(424242);
    expect(flag.updatedAt).not.toMatch(/^1999/);
    expect(flag).not.toHaveProperty('isAdmin');
  });

  it('refuses a body over 1 MB with 413 and writes nothing', async () => {
    const flags = await t.countRows(featureFlags);
    const response = await call('POST', `${V3}/configs/feature-flags`, {
      key: 'hugeFlag',
      value: 'x'.repeat(1024 * 1024 + 10),
    });
    expect(response.statusCode).toBe(413);
    expectErrorShape(response);
    expect(await t.countRows(featureFlags)).toBe(flags);
  });
});

describe('unknown things', () => {
  it.each([
    ['GET', `${V2}/local-users/999999`, 'Staff account was not found'],
    ['GET', `${V2}/offers/banners/999999`, 'Banner was not found'],
    ['DELETE', `${V2}/offers/banners/999999`, 'Banner was not found'],
    ['GET', `${V3}/configs/feature-flags/999999`, 'Feature flag was not found'],
    ['DELETE', `${V3}/configs/feature-flags/999999`, 'Feature flag was not found'],
  ] as const)('%s %s is 404 naming what is missing', async (method, url, message) => {
    const response = await call(method, url);
    expect(response.statusCode).toBe(404);
    expect(expectErrorShape(response)).toEqual({ message, code: 'NOT_FOUND' });
  });

  it.each([
    ['GET', `${V2}/no-such-thing`],
    ['POST', `${V2}/offers/banners/1/publish`],
    ['GET', '/api/v9/anything'],
    ['DELETE', `${V2}/local-users`],
    ['GET', '/files/'],
  ] as const)('an unknown API route %s %s is 404 JSON, even without a token', async (method, url) => {
    const response = await t.app.inject({ method, url });
    expect(response.statusCode).toBe(404);
    expect(expectErrorShape(response).code).toBe('NOT_FOUND');
  });

  it('does not echo the query string of an unknown route', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${V2}/nothing-here?nid=29001011234567` });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('29001011234567');
  });
});

describe('when the database is gone', () => {
  let broken: TestApp;
  let token: string;
  beforeAll(async () => {
    broken = await createTestApp();
    token = (await broken.signIn(['manage-cmt'])).authorization;
    expect((await broken.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    await broken.database.close();
  });
  afterAll(() => broken?.close());

  it('answers 500 without leaking a stack trace, SQL or driver details', async () => {
    const responses = [
      await broken.app.inject({ method: 'GET', url: `${V2}/local-users`, headers: { authorization: token } }),
      await broken.app.inject({
        method: 'POST',
        url: `${V2}/auth/local-login`,
        payload: { email: 'admin@lucky.app', password: 'whatever it is' },
      }),
    ];
    for (const response of responses) {
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ message: 'Internal server error', code: 'INTERNAL' });
      expect(response.body).not.toMatch(/\bat \w|\.ts:\d|node_modules|select|PGlite|pool|staff_users/i);
    }
  });

  it('keeps answering /livez and /healthz, while /readyz says 503', async () => {
    for (const url of ['/livez', '/healthz']) {
      const health = await broken.app.inject({ method: 'GET', url });
      expect(health.statusCode).toBe(200);
      expect(health.json()).toEqual({ status: 'ok' });
    }

    const ready = await broken.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ message: 'Database not reachable', code: 'NOT_READY' });
  });

  it('still serves the runtime config, which needs no database', async () => {
    expect((await broken.app.inject({ method: 'GET', url: '/config.json' })).statusCode).toBe(200);
  });
});
