import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { catalog } from '@cmt/contract/catalog';
import type { Endpoint } from '@cmt/contract/endpoint';
import { imageFolders } from '@cmt/contract/files';
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

/** A 4xx answers in the one error shape `{ message, code, details? }`; nothing is ever a 5xx. */
function expectRefusedInShape(response: { statusCode: number; body: string }, label: string) {
  expect(response.statusCode, `${label}: ${response.body}`).toBeLessThan(500);
  if (response.statusCode < 400) return;
  const body = JSON.parse(response.body) as Record<string, unknown>;
  expect(
    Object.keys(body).filter((key) => !['message', 'code', 'details'].includes(key)),
    label,
  ).toEqual([]);
  expect(typeof body.message, label).toBe('string');
  expect(typeof body.code, label).toBe('string');
}

describe('routes outside the catalogue', () => {
  // Public stored files: no token needed, so anyone can send these.
  const badFilePaths = [
    '%00',
    'Banners/x%00.png',
    'Banners/%00',
    '%00/..',
    '..%2F..%2Fetc%2Fpasswd',
    'Banners/..%2F..%2F..%2Fetc%2Fpasswd',
    '..%5C..%5Cwindows',
    'Banners//x.png',
    `Banners/${'a'.repeat(5000)}.png`,
    `${'%41'.repeat(3000)}`,
    '%E0%A4%A',
    '%',
    'Banners/%ZZ.png',
    '%C0%AE%C0%AE/secret',
    '%ED%A0%80',
    'Banners/a%01b.png',
    'Banners/a%1Fb.png',
    'Banners/a%7Fb.png',
    'Banners/a%0D%0Ab.png',
    'Banners/%F0%9F%98%80.png',
  ];

  const shortened = (path: string) =>
    path.length > 60 ? `${path.slice(0, 30)}… (${path.length} chars)` : path;
  it.each(badFilePaths.map((path) => [shortened(path), path] as const))(
    'GET /files/%s is a 4xx in the error shape, never a 5xx',
    async (_, path) => {
      const response = await t.app.inject({ method: 'GET', url: `/files/${path}` });
      expectRefusedInShape(response, path);
      expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
    },
  );

  const uploads = catalog.filter((endpoint) => endpoint.upload);
  const boundary = '----sweepBoundary7MA4YWxkTrZu0gW';
  const part = (name: string, filename: string | null, data: string | Buffer) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${filename === null ? '' : `; filename="${filename}"`}\r\n` +
          (filename === null ? '\r\n' : 'Content-Type: image/png\r\n\r\n'),
      ),
      Buffer.from(data),
      Buffer.from('\r\n'),
    ]);
  const end = Buffer.from(`--${boundary}--\r\n`);
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
    'base64',
  );
  const whole = Buffer.concat([part('file', 'a.png', png), end]);
  const multipart = `multipart/form-data; boundary=${boundary}`;
  const bodies: [string, string, Buffer | string][] = [
    ['no boundary', 'multipart/form-data', whole],
    ['an empty boundary', 'multipart/form-data; boundary=', whole],
    ['a mismatched boundary', 'multipart/form-data; boundary=somethingElse', whole],
    ['a body cut in the part headers', multipart, whole.subarray(0, 50)],
    ['a body cut in the file', multipart, whole.subarray(0, whole.length - end.length - 20)],
    ['no closing boundary', multipart, part('file', 'a.png', png)],
    ['garbage', multipart, 'not multipart at all'],
    ['an empty body', multipart, ''],
    [
      'a malformed part header',
      multipart,
      `--${boundary}\r\nContent-Disposition\r\n\r\nx\r\n--${boundary}--\r\n`,
    ],
    ['no file field', multipart, Buffer.concat([part('other', 'a.png', png), end])],
    ['a text field named file', multipart, Buffer.concat([part('file', null, 'hello'), end])],
    ['two files', multipart, Buffer.concat([part('file', 'a.png', png), part('file', 'b.png', png), end])],
    ['JSON', 'application/json', '{"file":"a.png"}'],
    ['broken JSON', 'application/json', '{"file":'],
    ['text', 'text/plain', 'hello'],
    ['a form', 'application/x-www-form-urlencoded', 'file=a.png'],
    ['bytes', 'application/octet-stream', png],
  ];

  it.each(uploads.map((endpoint) => [`POST ${endpoint.path}`, endpoint] as const))(
    '%s: malformed, wrong or missing multipart bodies are 4xx in the error shape',
    async (_, endpoint) => {
      const { path, feature } = urlOf(endpoint, '1');
      // A folder the endpoint takes, so the body (not a missing query) is what gets refused.
      const folder = imageFolders.find((name) => endpoint.query?.safeParse({ folder: name }).success);
      const search = new URLSearchParams(feature);
      if (folder && shapeOf(endpoint.query).includes('folder')) search.set('folder', folder);
      for (const [label, contentType, payload] of bodies) {
        const response = await t.app.inject({
          method: 'POST',
          url: `${path}?${search}`,
          headers: { authorization, 'content-type': contentType },
          payload,
        });
        expectRefusedInShape(response, label);
        // Only the well-formed body with a file (the first of two) may be taken.
        if (label !== 'two files')
          expect(response.statusCode, `${label}: ${response.body}`).toBeGreaterThanOrEqual(400);
      }
    },
  );
});
