import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { V3 } from '@cmt/contract/endpoint';
import { auditLog, featureFlags } from '../src/db/schema.ts';
import { createTestApp, type TestApp } from './helpers.ts';

const FLAGS = `${V3}/configs/feature-flags`;

let t: TestApp;
let manager: { authorization: string; email: string };
let reader: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  manager = await t.signIn(['manage-feature-flags']);
  reader = await t.signIn(['manage-offers-banners']);
  await t.db.insert(featureFlags).values([
    { key: 'isABMLuckyOneCardsOffersEnabled', value: true, description: 'Lucky One card offers' },
    { key: 'isCardCaasEnabled', value: false },
    { key: 'caasOrganizations', value: ['ABM', 'Connect Money'] },
    { key: 'maxCashoutPiastres', value: 500000 },
    { key: 'supportHotline', value: '19677' },
  ]);
});
afterAll(() => t?.close());

type Payload = string | object;
const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Payload, headers = {}) =>
  t.app.inject({
    method,
    url,
    headers: { ...manager, ...headers },
    ...(payload === undefined ? {} : { payload }),
  });

async function createFlag(key: string, value: unknown = true, description = '') {
  const response = await send('POST', FLAGS, { key, value, description });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    id: number;
    key: string;
    value: unknown;
    description: string;
    updatedAt: string;
  };
}

describe('flag values for the app', () => {
  it('lists every flag as {key, value} for any signed-in user, values keeping their type', async () => {
    const response = await t.app.inject({ method: 'GET', url: FLAGS, headers: reader });

    expect(response.statusCode).toBe(200);
    const flags = response.json() as { key: string; value: unknown }[];
    expect(flags).toEqual(
      expect.arrayContaining([
        { key: 'isABMLuckyOneCardsOffersEnabled', value: true },
        { key: 'isCardCaasEnabled', value: false },
        { key: 'caasOrganizations', value: ['ABM', 'Connect Money'] },
        { key: 'maxCashoutPiastres', value: 500000 },
        { key: 'supportHotline', value: '19677' },
      ]),
    );
    for (const flag of flags) expect(Object.keys(flag).sort()).toEqual(['key', 'value']);
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: FLAGS })).statusCode).toBe(401);
  });
});

describe('managing flags', () => {
  it('lists flags paged and sorted by key, with the total', async () => {
    const first = (await send('GET', `${FLAGS}/list?pageSize=2&sort=key&order=asc`)).json();
    const second = (await send('GET', `${FLAGS}/list?pageSize=2&page=2&sort=key&order=asc`)).json();

    expect(first).toMatchObject({ page: 1, pageSize: 2 });
    expect(first.total).toBeGreaterThanOrEqual(5);
    expect(first.items).toHaveLength(2);
    const keys = [...first.items, ...second.items].map((f: { key: string }) => f.key);
    expect(keys).toEqual([...keys].sort());
    expect(new Set(keys).size).toBe(4);
  });

  it('sorts descending', async () => {
    const { items } = (await send('GET', `${FLAGS}/list?sort=key&order=desc&pageSize=100`)).json();
    const keys = items.map((f: { key: string }) => f.key);
    expect(keys).toEqual([...keys].sort().reverse());
  });

  it('searches by part of the key, case-insensitively, treating % and _ literally', async () => {
    const found = (await send('GET', `${FLAGS}/list?q=CAAS`)).json();
    expect(found.items.map((f: { key: string }) => f.key).sort()).toEqual([
      'caasOrganizations',
      'isCardCaasEnabled',
    ]);
    expect(found.total).toBe(2);
    expect((await send('GET', `${FLAGS}/list?q=${encodeURIComponent('%')}`)).json().total).toBe(0);
  });

  it('creates a flag and records who did it', async () => {
    const flag = await createFlag('newCheckoutEnabled', false, '  New checkout flow  ');

    expect(flag).toMatchObject({ key: 'newCheckoutEnabled', value: false, description: 'New checkout flow' });
    expect(new Date(flag.updatedAt).toString()).not.toBe('Invalid Date');
    expect((await send('GET', `${FLAGS}/${flag.id}`)).json()).toEqual(flag);
    const [entry] = (await t.auditOf('featureFlag.create')).filter((e) => e.targetId === String(flag.id));
    expect(entry).toMatchObject({
      actorEmail: manager.email,
      targetType: 'featureFlag',
      before: null,
      after: flag,
    });
  });

  it.each(['19677', 'true', '[1]', '{"a":1}', '"quoted"'])(
    'keeps the string value %s a string, not what it looks like',
    async (value) => {
      const flag = await createFlag(`looksLike${Math.random().toString(36).slice(2, 8)}`, value);
      expect(flag.value).toBe(value);
      expect((await send('GET', `${FLAGS}/${flag.id}`)).json().value).toBe(value);
      const values = (await send('GET', FLAGS)).json() as { key: string; value: unknown }[];
      expect(values.find((f) => f.key === flag.key)?.value).toBe(value);
    },
  );

  it('updates a flag, changing the value type, with before and after in the audit log', async () => {
    const flag = await createFlag('bannerRotationSeconds', 5);

    const response = await send('PUT', `${FLAGS}/${flag.id}`, {
      key: 'bannerRotationSeconds',
      value: ['home', 'offers'],
      description: 'Pages that rotate banners',
    });

    expect(response.statusCode).toBe(200);
    const updated = response.json();
    expect(updated).toMatchObject({
      id: flag.id,
      value: ['home', 'offers'],
      description: 'Pages that rotate banners',
    });
    expect((await send('GET', `${FLAGS}/${flag.id}`)).json().value).toEqual(['home', 'offers']);
    const [entry] = (await t.auditOf('featureFlag.update')).filter((e) => e.targetId === String(flag.id));
    expect(entry!.before).toMatchObject({ value: 5 });
    expect(entry!.after).toMatchObject({ value: ['home', 'offers'] });
  });

  it('deletes a flag: it is gone from both lists and the audit log keeps what it was', async () => {
    const flag = await createFlag('temporaryFlag', 'on');

    const response = await send('DELETE', `${FLAGS}/${flag.id}`);

    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await send('GET', `${FLAGS}/${flag.id}`)).statusCode).toBe(404);
    const values = (await send('GET', FLAGS)).json() as { key: string }[];
    expect(values.map((f) => f.key)).not.toContain('temporaryFlag');
    const [entry] = (await t.auditOf('featureFlag.delete')).filter((e) => e.targetId === String(flag.id));
    expect(entry).toMatchObject({ before: { key: 'temporaryFlag', value: 'on' }, after: null });
  });

  it('refuses a duplicate key with 409, on create and on rename', async () => {
    const rowsBefore = await t.countRows(featureFlags);
    const duplicate = await send('POST', FLAGS, { key: 'isCardCaasEnabled', value: true });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({
      message: 'A feature flag named isCardCaasEnabled already exists',
      code: 'DUPLICATE_KEY',
    });
    expect(await t.countRows(featureFlags)).toBe(rowsBefore);

    const other = await createFlag('renameMe', true);
    const rename = await send('PUT', `${FLAGS}/${other.id}`, { key: 'isCardCaasEnabled', value: true });
    expect(rename.statusCode).toBe(409);
    expect((await send('GET', `${FLAGS}/${other.id}`)).json().key).toBe('renameMe');
  });

  it('refuses two simultaneous creates of the same key with one 409, not a server error', async () => {
    const responses = await Promise.all(
      [1, 2, 3].map(() => send('POST', FLAGS, { key: 'raceFlag', value: true })),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    for (const r of responses.filter((r) => r.statusCode === 409))
      expect(r.json().code).toBe('DUPLICATE_KEY');
  });

  it.each([
    ['GET', undefined],
    ['PUT', { key: 'whatever', value: true }],
    ['DELETE', undefined],
  ] as const)('answers 404 in the error shape for %s of an unknown id', async (method, payload) => {
    const response = await send(method, `${FLAGS}/987654`, payload);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Feature flag was not found', code: 'NOT_FOUND' });
  });

  it('refuses the manage endpoints to a user without manage-feature-flags', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${FLAGS}/list`, headers: reader });
    expect(response.statusCode).toBe(403);
  });
});

describe('bad input changes nothing', () => {
  const cases: [string, Payload, string | undefined, RegExp][] = [
    ['an object as value', { key: 'objectFlag', value: { nested: true } }, undefined, /^body\.value/],
    ['null as value', { key: 'nullFlag', value: null }, undefined, /^body\.value/],
    ['a list of numbers as value', { key: 'numbersFlag', value: [1, 2] }, undefined, /^body\.value/],
    ['a missing value', { key: 'noValueFlag' }, undefined, /^body\.value/],
    ['a key with spaces', { key: 'has spaces', value: true }, undefined, /^body\.key: Use 2-100 letters/],
    ['a key starting with a digit', { key: '1flag', value: true }, undefined, /^body\.key/],
    ['a one-letter key', { key: 'x', value: true }, undefined, /^body\.key/],
    [
      'a description over 500 characters',
      { key: 'longFlag', value: 1, description: 'x'.repeat(501) },
      undefined,
      /^body\.description/,
    ],
    ['malformed JSON', '{"key": "brokenFlag", "value": tru', 'application/json', /JSON/],
    ['a JSON array body', '[]', 'application/json', /^body/],
    ['a text body', 'key=textFlag&value=true', 'text/plain', /^body/],
  ];

  it.each(cases)('refuses %s with 400 naming the problem', async (_, payload, contentType, message) => {
    const flagsBefore = await t.countRows(featureFlags);
    const auditBefore = await t.countRows(auditLog);

    const response = await send('POST', FLAGS, payload, contentType ? { 'content-type': contentType } : {});

    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toEqual({
      message: expect.stringMatching(message),
      code: expect.any(String),
      ...(body.details ? { details: body.details } : {}),
    });
    expect(await t.countRows(featureFlags)).toBe(flagsBefore);
    expect(await t.countRows(auditLog)).toBe(auditBefore);
  });

  it('refuses a content type it cannot read with 415 and writes nothing', async () => {
    const flagsBefore = await t.countRows(featureFlags);
    const response = await send('POST', FLAGS, '<flag key="xmlFlag"/>', {
      'content-type': 'application/xml',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: expect.any(String), code: expect.any(String) });
    expect(await t.countRows(featureFlags)).toBe(flagsBefore);
  });

  it('refuses an invalid update and leaves the flag as it was', async () => {
    const flag = await createFlag('stableFlag', true);
    const response = await send('PUT', `${FLAGS}/${flag.id}`, {
      key: 'stableFlag',
      value: { not: 'allowed' },
    });
    expect(response.statusCode).toBe(400);
    expect((await send('GET', `${FLAGS}/${flag.id}`)).json()).toEqual(flag);
  });

  it('refuses a non-numeric id with 400 naming the parameter', async () => {
    const response = await send('GET', `${FLAGS}/abc`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^params\.id/);
  });

  it('refuses bad list parameters with 400 naming them', async () => {
    const pageSize = await send('GET', `${FLAGS}/list?pageSize=1000`);
    expect(pageSize.statusCode).toBe(400);
    expect(pageSize.json().message).toMatch(/^querystring\.pageSize/);
    const sort = await send('GET', `${FLAGS}/list?sort=value`);
    expect(sort.statusCode).toBe(400);
    expect(sort.json().message).toMatch(/^querystring\.sort/);
  });
});
