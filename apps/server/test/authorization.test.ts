import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalog } from '@cmt/contract/catalog';
import type { Endpoint } from '@cmt/contract/endpoint';
import { permissionKeys } from '@cmt/contract/permissions';
import { assertDeclaredAccess } from '../src/lib/endpoints.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A concrete URL for a route: `:id`-like params become 1, others a plain word. */
const urlOf = (path: string) => path.replace(/:(\w+)/g, (_, name: string) => (name === 'id' ? '1' : 'x'));

const call = (endpoint: Pick<Endpoint, 'method' | 'path'>, authorization?: string, search = '') =>
  t.app.inject({
    method: endpoint.method,
    url: urlOf(endpoint.path) + search,
    headers: authorization ? { authorization } : {},
    ...(endpoint.method === 'POST' || endpoint.method === 'PUT' ? { payload: {} } : {}),
  });

describe('authorization over every registered route', () => {
  it('registers every catalog endpoint', () => {
    for (const endpoint of catalog) {
      expect(
        t.app.hasRoute({ method: endpoint.method, url: endpoint.path }),
        `${endpoint.method} ${endpoint.path}`,
      ).toBe(true);
    }
  });

  it('refuses an API route declared outside the catalog', () => {
    expect(() => assertDeclaredAccess({ method: 'GET', url: '/api/v2/cmt-backend/sneaky' })).toThrow(
      /no access rule/,
    );
    expect(() =>
      assertDeclaredAccess({
        method: 'GET',
        url: '/api/v2/cmt-backend/ok',
        config: { access: 'manage-cmt' },
      }),
    ).not.toThrow();
    expect(() => assertDeclaredAccess({ method: 'GET', url: '/healthz' })).not.toThrow();
  });

  const protectedEndpoints = catalog.filter((e) => e.access !== 'public' && typeof e.access === 'string');
  /** Endpoints whose one permission depends on a query value (`?feature=`): every value is checked. */
  const byQuery = catalog.flatMap((e) => {
    const access = e.access;
    return typeof access === 'object'
      ? Object.entries(access.permissions).map(([value, permission]) => {
          const search = `?${access.query}=${value}`;
          return [`${e.method} ${e.path}${search}`, e, search, permission] as const;
        })
      : [];
  });

  it.each(byQuery)(
    '%s needs a token (401), its permission (403), and passes with only that permission',
    async (_, endpoint, search, permission) => {
      expect((await call(endpoint, undefined, search)).statusCode).toBe(401);
      const wrong = await t.signIn(permissionKeys.filter((p) => p !== permission));
      const denied = await call(endpoint, wrong.authorization, search);
      expect(denied.statusCode).toBe(403);
      expect(denied.json()).toMatchObject({ code: 'FORBIDDEN' });
      const right = await t.signIn([permission]);
      const allowed = await call(endpoint, right.authorization, search);
      expect([401, 403]).not.toContain(allowed.statusCode);
      expect(allowed.statusCode, allowed.body).toBeLessThan(500);
    },
  );

  it('refuses a query value outside the permission map, even to a holder of every permission', async () => {
    const all = await t.signIn(permissionKeys);
    for (const [, endpoint] of byQuery) {
      expect((await call(endpoint)).statusCode).toBe(401);
      const response = await call(endpoint, all.authorization, '?feature=NotAStrategy');
      expect(response.statusCode).toBe(400);
    }
  });

  it.each(protectedEndpoints.map((e) => [`${e.method} ${e.path}`, e] as const))(
    '%s needs a token (401), its permission (403), and passes with only that permission',
    async (_, endpoint) => {
      expect((await call(endpoint)).statusCode).toBe(401);
      expect((await call(endpoint, 'Bearer not-a-token')).statusCode).toBe(401);
      if (endpoint.access !== 'authenticated') {
        const others = permissionKeys.filter((p) => p !== endpoint.access);
        const wrong = await t.signIn(others);
        const denied = await call(endpoint, wrong.authorization);
        expect(denied.statusCode).toBe(403);
        expect(denied.json()).toMatchObject({ code: 'FORBIDDEN' });
      }
      const right = await t.signIn(endpoint.access === 'authenticated' ? [] : [endpoint.access as string]);
      const allowed = await call(endpoint, right.authorization);
      expect([401, 403]).not.toContain(allowed.statusCode);
      // Whatever the input (here an empty body and placeholder ids), never a 5xx.
      expect(allowed.statusCode, allowed.body).toBeLessThan(500);
    },
  );

  // Uploads: the token and permission are checked before the multipart body is read, so a malformed
  // body from someone without them is a 401/403 in the error shape, never the parser's failure.
  const uploads = catalog.filter((e) => e.upload);
  it.each(uploads.map((e) => [`${e.method} ${e.path}`, e] as const))(
    '%s: a malformed multipart body needs a token (401) and the permission (403) first',
    async (_, endpoint) => {
      const access = endpoint.access;
      const search =
        typeof access === 'object' ? `?${access.query}=${Object.keys(access.permissions)[0]}` : '';
      const needed = typeof access === 'object' ? Object.values(access.permissions)[0]! : access;
      const send = (authorization?: string) =>
        t.app.inject({
          method: 'POST',
          url: urlOf(endpoint.path) + search,
          headers: {
            'content-type': 'multipart/form-data; boundary=nothingLikeTheBody',
            ...(authorization ? { authorization } : {}),
          },
          payload: '--other\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nxx',
        });
      const anonymous = await send();
      expect(anonymous.statusCode, anonymous.body).toBe(401);
      expect(Object.keys(anonymous.json()).sort()).toEqual(['code', 'message']);
      const wrong = await t.signIn(permissionKeys.filter((p) => p !== needed));
      const denied = await send(wrong.authorization);
      expect(denied.statusCode, denied.body).toBe(403);
      const right = await t.signIn([needed as string]);
      const refused = await send(right.authorization);
      // A 400: the body (or, where the query has no default, the query first) is refused.
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json()).toMatchObject({
        code: expect.stringMatching(/MALFORMED_MULTIPART|VALIDATION_FAILED/),
      });
    },
  );

  it('leaves public endpoints open', async () => {
    for (const endpoint of catalog.filter((e) => e.access === 'public')) {
      const response = await call(endpoint);
      expect([401, 403]).not.toContain(response.statusCode);
      expect(response.statusCode).toBeLessThan(500);
    }
  });
});
