import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { catalog } from '@cmt/contract/catalog';
import type { Endpoint } from '@cmt/contract/endpoint';
import { permissionKeys } from '@cmt/contract/permissions';
import { auditLog, banners, merchants, offers, staffUsers } from '../src/db/schema.ts';
import { seedCatalogue } from '../src/seed/catalogue-data.ts';
import { createRandom } from '../src/seed/random.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/**
 * Every catalog endpoint, called by a holder of every permission with the inputs that used to reach
 * the database and come back as 500s: ids beyond PostgreSQL's integer, hex, booleans, NUL characters,
 * lone surrogates, 20-digit numbers. Each must be answered below 500, and nothing may be written.
 */
let t: TestApp;
let authorization: string;
beforeAll(async () => {
  t = await createTestApp();
  // Row 1 of each table is what `:id` = 1 points at; the sweeping account must not be it (a valid
  // password reset of itself would end its own session halfway).
  await t.createAccount({ email: 'target@lucky.app', password: 'a long enough password' });
  authorization = (await t.signIn(permissionKeys)).authorization;
});
afterAll(() => t?.close());

const badIds = ['2147483648', '0x10', 'true', '-1', '1e3', '%20', '99999999999999999999'];
// '0000-03-05': a well-formed day in a year PostgreSQL does not have (a date filter answered 500).
const badValues: unknown[] = [
  'a\u0000b',
  '\uD800',
  2147483648,
  true,
  null,
  '99999999999999999999',
  -1,
  '0000-03-05',
];
// Lists of ids (branchIds) reached the database unchecked while a lone 2147483648 was refused.
const badBodyValues: unknown[] = [...badValues, [2147483648], [0], ['0x10'], ['a\u0000b']];
const shapeOf = (schema: z.ZodType | undefined): string[] =>
  schema && 'shape' in schema ? Object.keys((schema as unknown as { shape: object }).shape) : [];

const tables = [offers, merchants, banners, staffUsers];
const counts = () => Promise.all(tables.map((table) => t.countRows(table)));

function urlOf(endpoint: Endpoint, id: string) {
  const path = endpoint.path.replace(/:(\w+)/g, (_, name: string) => (name === 'id' ? id : 'x'));
  const access = endpoint.access;
  const feature = typeof access === 'object' ? `${access.query}=${Object.keys(access.permissions)[0]}` : '';
  return { path, feature };
}

describe('bad input never reaches the database as a 500', () => {
  it.each(catalog.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
    '%s',
    async (_, endpoint) => {
      const before = await counts();
      const auditBefore = await t.countRows(auditLog);
      const calls: { url: string; payload?: unknown }[] = [];
      const hasBody = endpoint.method === 'POST' || endpoint.method === 'PUT';
      if (endpoint.path.includes(':')) {
        for (const id of badIds) {
          const { path, feature } = urlOf(endpoint, id);
          calls.push({ url: `${path}${feature ? `?${feature}` : ''}`, payload: hasBody ? {} : undefined });
        }
      }
      const { path, feature } = urlOf(endpoint, '1');
      for (const key of shapeOf(endpoint.query)) {
        for (const value of badValues) {
          const search = new URLSearchParams(feature);
          search.set(key, String(value));
          calls.push({ url: `${path}?${search}`, payload: hasBody ? {} : undefined });
        }
      }
      for (const key of shapeOf(endpoint.body)) {
        for (const value of badBodyValues) {
          calls.push({ url: `${path}${feature ? `?${feature}` : ''}`, payload: { [key]: value } });
        }
      }
      let accepted = false;
      for (const { url, payload } of calls) {
        const response = await t.app.inject({
          method: endpoint.method,
          url,
          headers: { authorization },
          ...(payload === undefined ? {} : { payload: payload as object }),
        });
        expect(
          response.statusCode,
          `${endpoint.method} ${url} ${JSON.stringify(payload)}: ${response.body}`,
        ).toBeLessThan(500);
        accepted ||= response.statusCode < 300;
      }
      // A refused call writes nothing (sign-in failures are audited, and some odd values are valid
      // input, such as a 20-digit password: only when every call was refused is nothing expected).
      if (!accepted) {
        expect(await counts()).toEqual(before);
        if (!endpoint.path.includes('/auth/')) expect(await t.countRows(auditLog)).toBe(auditBefore);
      }
    },
  );
});

describe('ids are ids', () => {
  it('refuses /offers/0x10, /offers/2147483648 and merchantId 2147483648 with a 400 naming the field', async () => {
    for (const id of ['0x10', '2147483648', 'true', ' 16']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v2/cmt-backend/offers/${encodeURIComponent(id)}`,
        headers: { authorization },
      });
      expect(response.statusCode, id).toBe(400);
      expect(response.json().message).toMatch(/^params\.id: Use a whole number/);
    }
    const create = await t.app.inject({
      method: 'POST',
      url: '/api/v2/cmt-backend/offers',
      headers: { authorization },
      payload: { merchantId: 2147483648 },
    });
    expect(create.statusCode).toBe(400);
    expect(JSON.stringify(create.json().details)).toContain('merchantId');
  });

  it('names the field holding a NUL character, even deep in a body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v2/cmt-backend/offers',
      headers: { authorization },
      payload: { titleEn: 'Half price', tags: ['ok', 'bad\u0000tag'] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^body\.tags\.1: Remove the invisible NUL/);
  });

  describe('with offers to find', () => {
    beforeAll(async () => {
      await seedCatalogue(t.db, createRandom(7), {
        storage: t.app.storage,
        scale: 1,
        counts: { merchants: 3, branches: 6, offers: 20 },
      });
    });
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { authorization } });

    it('reads /offers/16 as offer 16, where /offers/0x10 was refused', async () => {
      const response = await get('/api/v2/cmt-backend/offers/16');
      expect(response.statusCode).toBe(200);
      expect(response.json().id).toBe(16);
    });

    it('refuses branch ids beyond the integer range with a 400 naming branchIds, writing nothing', async () => {
      const before = await t.countRows(offers);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v2/cmt-backend/offers',
        headers: { authorization },
        payload: {
          titleEn: 'Half price',
          titleAr: 'نصف السعر',
          merchantId: 1,
          discountType: 'PERCENTAGE',
          discountValue: 50,
          startsAt: '2026-12-01',
          endsAt: '2026-12-31',
          branchIds: [2147483648],
        },
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(JSON.stringify(response.json().details)).toContain('branchIds');
      expect(await t.countRows(offers)).toBe(before);
    });

    it.each(['0x10', '1e1', 'true', ' 2', '100001'])(
      'refuses page=%s instead of coercing it',
      async (page) => {
        const response = await get(`/api/v2/cmt-backend/offers/regular/all?page=${encodeURIComponent(page)}`);
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json().message).toMatch(/page/);
      },
    );

    it('still takes page=2 and pageSize=5', async () => {
      const response = await get('/api/v2/cmt-backend/offers/regular/all?page=2&pageSize=5');
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ page: 2, pageSize: 5 });
    });
  });
});
