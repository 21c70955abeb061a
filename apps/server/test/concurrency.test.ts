import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { catalog } from '@cmt/contract/catalog';
import { V2, V3, type Endpoint } from '@cmt/contract/endpoint';
import { updateAffiliateCategory, updateAffiliateMerchant } from '@cmt/contract/endpoints/affiliate';
import { updateBanner } from '@cmt/contract/endpoints/banners';
import { updateFeatureFlag } from '@cmt/contract/endpoints/feature-flags';
import { updateStaffUser } from '@cmt/contract/endpoints/local-users';
import { updateMerchant } from '@cmt/contract/endpoints/merchants';
import { updateCardOffer, updateCustomCategory, updateOffer } from '@cmt/contract/endpoints/offers';
import { auditLog, banners, branches, featureFlags, idempotencyKeys, offers } from '../src/db/schema.ts';
import { seedCatalogue } from '../src/seed/catalogue-data.ts';
import { createRandom } from '../src/seed/random.ts';
import { offerBody as sharedOfferBody } from './offer-body.ts';
import { PNG_1X1, createTestApp, multipartFile, type TestApp } from './helpers.ts';

/**
 * Lost updates and duplicate creates (issue 8, #5): every edit takes an If-Match (the ETag of the
 * record's GET) and refuses a stale one with 412; every create takes an Idempotency-Key and replays
 * its first answer.
 */

let t: TestApp;
let admin: { authorization: string };
let other: { authorization: string };
let firstBranch: number;

const everything = [
  'manage-offers-offers',
  'manage-offers-offers-create',
  'manage-offers-offers-manage-id',
  'manage-offers-custom-category-offers',
  'manege-offers-popular-offers',
  'manege-offers-onboarding-offers',
  'manage-offers-banners',
  'manage-offers-banners-create',
  'manage-merchant',
  'manage-feature-flags',
  'manage-cmt',
  'manage-affiliate-merchants',
  'manage-affiliate-merchants-id',
  'manage-affiliate-categories',
] as const;

beforeAll(async () => {
  t = await createTestApp();
  await seedCatalogue(t.db, createRandom(11), {
    storage: t.app.storage,
    scale: 1,
    counts: { merchants: 4, branches: 8, offers: 30 },
  });
  admin = await t.signIn([...everything]);
  other = await t.signIn([...everything]);
  const [branch] = await t.db.select().from(branches).where(eq(branches.merchantId, 1)).limit(1);
  firstBranch = branch!.id;
});
afterAll(() => t?.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const send = (method: Method, url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers: { ...admin, ...headers }, ...(payload ? { payload } : {}) });

const offerBody = (titleEn?: string) => sharedOfferBody(firstBranch, titleEn);

const merchantBody = (nameEn = 'Cilantro') => ({
  nameEn,
  nameAr: 'سيلانترو',
  descriptionEn: 'Coffee',
  descriptionAr: 'قهوة',
  categoryId: 1,
  website: 'https://www.cilantrocafe.net',
  hotline: '19069',
  isActive: true,
  branches: [],
});

async function bannerImageKey(): Promise<string> {
  const { payload, headers } = multipartFile('banner.png', 'image/png', PNG_1X1);
  const response = await t.app.inject({
    method: 'POST',
    url: `${V2}/offers/banners/images`,
    headers: { ...headers, ...admin },
    payload,
  });
  return response.json().key;
}

const affiliateCategoryBody = (nameEn = 'Fashion') => ({ nameEn, nameAr: 'أزياء', position: 1 });

async function affiliateCategoryId(): Promise<number> {
  const created = await send('POST', `${V2}/merchants/categories/affiliate`, affiliateCategoryBody('Shops'));
  return created.json().id;
}

const affiliateMerchantBody = (categoryId: number, nameEn = 'Noon') => ({
  nameEn,
  nameAr: 'نون',
  aggregatorId: 1,
  categoryId,
  trackingUrl: 'https://ad.admitad.com/g/noon',
  cashbackType: 'PERCENTAGE',
  cashbackValue: '4.5',
});

/**
 * Each versioned resource: how to create one, read it, and edit it. `edit(n)` makes the n-th
 * distinct change; `read` returns what the edit changed, to check a refused edit changed nothing.
 * `update` is its edit endpoint in the contract: a DELETE of the same record is found from it.
 */
interface Resource {
  name: string;
  update: Endpoint;
  create: () => Promise<{ url: string; body: object }>;
  get: (id: number) => string;
  put: (id: number) => { method: Method; url: string };
  edit: (n: number) => object;
  read: (body: Record<string, unknown>) => unknown;
}

let affiliateCategoryOfMerchants = 0;

const resources: Resource[] = [
  {
    name: 'offer',
    update: updateOffer,
    create: async () => ({ url: `${V2}/offers`, body: offerBody() }),
    get: (id) => `${V2}/offers/${id}`,
    put: (id) => ({ method: 'PUT', url: `${V2}/offers/${id}` }),
    edit: (n) => offerBody(`Edit number ${n}`),
    read: (body) => body.titleEn,
  },
  {
    name: 'card offer',
    update: updateCardOffer,
    create: async () => ({ url: `${V2}/offers/lucky-one-card`, body: offerBody() }),
    get: (id) => `${V2}/offers/lucky-one-card/${id}`,
    put: (id) => ({ method: 'PUT', url: `${V2}/offers/lucky-one-card/${id}` }),
    edit: (n) => offerBody(`Card edit ${n}`),
    read: (body) => body.titleEn,
  },
  {
    name: 'merchant',
    update: updateMerchant,
    create: async () => ({ url: `${V2}/merchants/create`, body: merchantBody() }),
    get: (id) => `${V2}/merchants/get/${id}`,
    put: (id) => ({ method: 'POST', url: `${V2}/merchants/update/${id}` }),
    edit: (n) => merchantBody(`Cilantro ${n}`),
    read: (body) => body.nameEn,
  },
  {
    name: 'banner',
    update: updateBanner,
    create: async () => ({
      url: `${V2}/offers/banners`,
      body: { title: 'Summer', imageKey: await bannerImageKey() },
    }),
    get: (id) => `${V2}/offers/banners/${id}`,
    put: (id) => ({ method: 'PUT', url: `${V2}/offers/banners/${id}` }),
    edit: (n) => ({ isActive: n % 2 === 0 }),
    read: (body) => body.isActive,
  },
  {
    name: 'feature flag',
    update: updateFeatureFlag,
    create: async () => ({
      url: `${V3}/configs/feature-flags`,
      body: { key: `flag${Math.random().toString(36).slice(2, 8)}`, value: true },
    }),
    get: (id) => `${V3}/configs/feature-flags/${id}`,
    put: (id) => ({ method: 'PUT', url: `${V3}/configs/feature-flags/${id}` }),
    edit: (n) => ({ key: `edited${n}x${Math.random().toString(36).slice(2, 6)}`, value: n }),
    read: (body) => body.value,
  },
  {
    name: 'staff account',
    update: updateStaffUser,
    create: async () => ({
      url: `${V2}/local-users`,
      body: {
        email: `new.${Math.random().toString(36).slice(2, 8)}@lucky.app`,
        name: 'New colleague',
        // Without permissions: giving access is four-eyes (held, 202; four-eyes-ties.test.ts), not this file's subject.
        permissions: [],
        password: 'a long enough password',
      },
    }),
    get: (id) => `${V2}/local-users/${id}`,
    put: (id) => ({ method: 'PUT', url: `${V2}/local-users/${id}` }),
    edit: (n) => ({ name: `Colleague ${n}`, permissions: [], isActive: true }),
    read: (body) => body.name,
  },
  {
    name: 'custom category',
    update: updateCustomCategory,
    create: async () => ({
      url: `${V2}/offers/custom-category/new`,
      body: { nameEn: 'Eid picks', nameAr: 'اختيارات العيد', offerIds: [] },
    }),
    get: (id) => `${V2}/offers/custom-category/${id}`,
    put: (id) => ({ method: 'PUT', url: `${V2}/offers/custom-category/${id}` }),
    edit: (n) => ({ nameEn: `Eid picks ${n}`, nameAr: 'اختيارات العيد', offerIds: [] }),
    read: (body) => body.nameEn,
  },
  {
    name: 'affiliate category',
    update: updateAffiliateCategory,
    create: async () => ({ url: `${V2}/merchants/categories/affiliate`, body: affiliateCategoryBody() }),
    get: (id) => `${V2}/merchants/categories/affiliate/${id}`,
    put: (id) => ({ method: 'PUT', url: `${V2}/merchants/categories/affiliate/${id}` }),
    edit: (n) => affiliateCategoryBody(`Fashion ${n}`),
    read: (body) => body.nameEn,
  },
  {
    name: 'affiliate merchant',
    update: updateAffiliateMerchant,
    create: async () => {
      affiliateCategoryOfMerchants ||= await affiliateCategoryId();
      return { url: `${V2}/merchants/affiliate`, body: affiliateMerchantBody(affiliateCategoryOfMerchants) };
    },
    get: (id) => `${V2}/merchants/affiliate/${id}`,
    put: (id) => ({ method: 'PUT', url: `${V2}/merchants/affiliate/${id}` }),
    edit: (n) => affiliateMerchantBody(affiliateCategoryOfMerchants, `Noon ${n}`),
    read: (body) => body.nameEn,
  },
];

/** A record's address whatever verb it carries: `/merchants/update/:id` and `/merchants/delete/:id` are one. */
const recordPath = (path: string) => path.replace(/\/(?:get|update|delete)\/:id$/, '/:id');
const urlOf = (endpoint: Endpoint, id: number) => endpoint.path.replace(':id', String(id));

/** If-Match values that name no version: per RFC 9110 they match nothing, so 412 (not 400). */
const unmatchableTags = ['garbage', 'W/"x"', '"abc"', '"0"', '"99999999999"', '"1', 'yesterday'];

async function createOne(resource: Resource): Promise<{ id: number; version: number }> {
  const { url, body } = await resource.create();
  const created = await send('POST', url, body);
  expect(created.statusCode, created.body).toBe(200);
  return created.json();
}

describe.each(resources)('$name', (resource) => {
  it('creates once per Idempotency-Key: a retry replays the first answer', async () => {
    const { url, body } = await resource.create();
    const key = `create-${resource.name.replace(' ', '-')}-${Date.now()}`;
    const first = await send('POST', url, body, { 'idempotency-key': key });
    expect(first.statusCode, first.body).toBe(200);
    const again = await send('POST', url, body, { 'idempotency-key': key });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(again.headers.etag).toBe('"1"');
  });

  it('gives an ETag; an edit with a stale If-Match is 412 and changes nothing', async () => {
    const { url, body } = await resource.create();
    const created = (await send('POST', url, body)).json();
    const read = await send('GET', resource.get(created.id));
    expect(read.statusCode, read.body).toBe(200);
    expect(read.headers.etag).toBe('"1"');
    expect(read.json().version).toBe(1);

    const { method, url: putUrl } = resource.put(created.id);
    const saved = await send(method, putUrl, resource.edit(1), { 'if-match': read.headers.etag as string });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.headers.etag).toBe('"2"');
    expect(saved.json().version).toBe(2);

    const stale = await send(method, putUrl, resource.edit(2), { 'if-match': '"1"' });
    expect(stale.statusCode, stale.body).toBe(412);
    expect(stale.json()).toMatchObject({
      code: 'STALE_RECORD',
      message: expect.stringMatching(/someone else/i),
    });
    const after = (await send('GET', resource.get(created.id))).json();
    expect(resource.read(after)).toEqual(resource.read(saved.json()));
    expect(after.version).toBe(2);

    // Without If-Match (other API clients), the edit applies and still moves the version on.
    const blind = await send(method, putUrl, resource.edit(3));
    expect(blind.statusCode, blind.body).toBe(200);
    expect(blind.json().version).toBe(3);
  });

  it('an If-Match naming no version is a tag that does not match: 412, nothing written', async () => {
    const created = await createOne(resource);
    const { method, url } = resource.put(created.id);
    const before = (await send('GET', resource.get(created.id))).json();
    for (const tag of unmatchableTags) {
      const refused = await send(method, url, resource.edit(9), { 'if-match': tag });
      expect(refused.statusCode, `${tag}: ${refused.body}`).toBe(412);
      expect(refused.json(), tag).toMatchObject({ code: 'STALE_RECORD' });
    }
    const after = (await send('GET', resource.get(created.id))).json();
    expect(resource.read(after)).toEqual(resource.read(before));
    expect(after.version).toBe(1);
  });
});

/**
 * Every DELETE the contract declares with If-Match, found from the catalog: a stale or unparseable
 * tag is 412 and the record is still there; its current version deletes; no If-Match deletes too.
 */
const versionedDeletes = catalog.filter((endpoint) => endpoint.method === 'DELETE' && endpoint.ifMatch);

describe.each(versionedDeletes.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
  '%s',
  (label, endpoint) => {
    const resource = resources.find((r) => recordPath(r.update.path) === recordPath(endpoint.path));

    it('is one of the versioned resources of this test', () => {
      expect(resource, `add the record of ${label} to \`resources\``).toBeDefined();
    });

    it('a stale or unparseable If-Match is 412 and the record is still there', async () => {
      const created = await createOne(resource!);
      const url = urlOf(endpoint, created.id);
      for (const tag of ['"999"', ...unmatchableTags]) {
        const refused = await send('DELETE', url, undefined, { 'if-match': tag });
        expect(refused.statusCode, `${tag}: ${refused.body}`).toBe(412);
        expect(refused.json(), tag).toMatchObject({ code: 'STALE_RECORD', message: expect.any(String) });
      }
      // Edited by someone else after this screen read version 1: deleting version 1 is refused too.
      const { method, url: putUrl } = resource!.put(created.id);
      expect((await send(method, putUrl, resource!.edit(1))).statusCode).toBe(200);
      const stale = await send('DELETE', url, undefined, { 'if-match': '"1"' });
      expect(stale.statusCode, stale.body).toBe(412);
      const still = await send('GET', resource!.get(created.id));
      expect(still.statusCode, still.body).toBe(200);
      expect(still.json()).toMatchObject({ version: 2 });
      expect(still.json().isDeleted ?? false).toBe(false);

      const removed = await send('DELETE', url, undefined, { 'if-match': still.headers.etag as string });
      expect(removed.statusCode, removed.body).toBe(204);
      const gone = await send('GET', resource!.get(created.id));
      // An offer's default delete hides it (kept, isDeleted); the others are gone.
      if (gone.statusCode === 200) expect(gone.json().isDeleted).toBe(true);
      else expect(gone.statusCode).toBe(404);
    });

    it('deletes without If-Match (other API clients); an unknown id is 404 with one', async () => {
      const created = await createOne(resource!);
      const removed = await send('DELETE', urlOf(endpoint, created.id));
      expect(removed.statusCode, removed.body).toBe(204);
      const unknown = await send('DELETE', urlOf(endpoint, 999999), undefined, { 'if-match': '"1"' });
      expect(unknown.statusCode, unknown.body).toBe(404);
    });
  },
);

describe('parallel edits of one offer', () => {
  it('20 saves from the same version: one lands, 19 are told someone else saved first', async () => {
    const created = (await send('POST', `${V2}/offers`, offerBody())).json();
    const audits = async () =>
      (
        await t.db
          .select({ n: count() })
          .from(auditLog)
          .where(eq(auditLog.targetId, String(created.id)))
      )[0]!.n;
    const auditsBefore = await audits();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        send('PUT', `${V2}/offers/${created.id}`, offerBody(`Parallel edit ${n}`), { 'if-match': '"1"' }),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 412)).toHaveLength(19);
    const winner = answers.find((answer) => answer.statusCode === 200)!.json();
    const [row] = await t.db.select().from(offers).where(eq(offers.id, created.id));
    expect(row!.titleEn).toBe(winner.titleEn);
    expect(row!.version).toBe(2);
    expect(await audits()).toBe(auditsBefore + 1);
  });
});

describe.each([
  { name: 'popular offers', url: `${V2}/offers/popular/priority`, action: 'popular-offers.save' },
  { name: 'onboarding offers', url: `${V2}/offers/onboarding`, action: 'onboarding-offers.save' },
])('whole-list saves of the $name', ({ url, action }) => {
  const idsOf = (entries: { offer: { id: number } }[]) => entries.map((entry) => entry.offer.id);
  const liveIds = async () =>
    (await send('GET', `${V2}/offers/regular/all?pageSize=6&order=asc`))
      .json()
      .hits.map((hit: { id: number }) => hit.id) as number[];

  it('two parallel saves from one version: one lands, the other is told someone else saved first', async () => {
    const ids = await liveIds();
    const read = await send('GET', url);
    expect(read.statusCode, read.body).toBe(200);
    const etag = read.headers.etag as string;
    expect(etag).toMatch(/^"\d+"$/);
    const audits = async () => (await t.auditOf(action)).length;
    const auditsBefore = await audits();
    const mine = [ids[0]!, ids[1]!, ids[2]!];
    const theirs = [ids[3]!, ids[4]!];
    const answers = await Promise.all([
      send('PUT', url, { offerIds: mine }, { 'if-match': etag }),
      send('PUT', url, { offerIds: theirs }, { 'if-match': etag }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 412]);
    const winner = answers.find((answer) => answer.statusCode === 200)!;
    const loser = answers.find((answer) => answer.statusCode === 412)!;
    expect(loser.json()).toMatchObject({ code: 'STALE_RECORD' });
    const next = `"${Number(etag.slice(1, -1)) + 1}"`;
    expect(winner.headers.etag).toBe(next);
    const after = await send('GET', url);
    expect(after.headers.etag).toBe(next);
    expect(idsOf(after.json())).toEqual(idsOf(winner.json()));
    expect(await audits()).toBe(auditsBefore + 1);

    // The stale version again: refused, nothing changes; without If-Match (other clients) it applies.
    const stale = await send('PUT', url, { offerIds: [ids[5]!] }, { 'if-match': etag });
    expect(stale.statusCode).toBe(412);
    expect(idsOf((await send('GET', url)).json())).toEqual(idsOf(winner.json()));
    const blind = await send('PUT', url, { offerIds: [ids[5]!] });
    expect(blind.statusCode, blind.body).toBe(200);
    expect(blind.headers.etag).toBe(`"${Number(etag.slice(1, -1)) + 2}"`);
  });

  it('an offer hidden meanwhile takes it out of the list and moves the version on', async () => {
    const [id] = await liveIds();
    const created = (await send('POST', `${V2}/offers`, offerBody('Hidden while listed'))).json();
    const saved = await send('PUT', url, { offerIds: [id!, created.id] });
    expect(saved.statusCode, saved.body).toBe(200);
    const etag = saved.headers.etag as string;
    expect((await send('DELETE', `${V2}/offers/${created.id}?isSoftDeleted=true`)).statusCode).toBe(204);
    const read = await send('GET', url);
    expect(idsOf(read.json())).toEqual([id]);
    expect(read.headers.etag).not.toBe(etag);
    expect((await send('PUT', url, { offerIds: [id!] }, { 'if-match': etag })).statusCode).toBe(412);
  });
});

describe('the customized category', () => {
  it('two parallel saves from one version: one lands, the other gets 412', async () => {
    const ids = (await send('GET', `${V2}/offers/regular/all?pageSize=3`))
      .json()
      .hits.map((hit: { id: number }) => hit.id) as number[];
    const created = (
      await send('POST', `${V2}/offers/custom-category/new`, {
        nameEn: 'Eid',
        nameAr: 'العيد',
        offerIds: ids,
      })
    ).json();
    const read = await send('GET', `${V2}/offers/custom-category/${created.id}`);
    const etag = read.headers.etag as string;
    const answers = await Promise.all(
      [ids.slice(0, 1), ids.slice(1)].map((offerIds) =>
        send(
          'PUT',
          `${V2}/offers/custom-category/${created.id}`,
          { nameEn: 'Eid', nameAr: 'العيد', offerIds },
          { 'if-match': etag },
        ),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 412]);
    const winner = answers.find((answer) => answer.statusCode === 200)!.json();
    const after = (await send('GET', `${V2}/offers/custom-category/${created.id}`)).json();
    expect(after.offers.map((offer: { id: number }) => offer.id)).toEqual(
      winner.offers.map((offer: { id: number }) => offer.id),
    );
  });
});

describe('If-Match and Idempotency-Key rules', () => {
  it('accepts W/"n", n and * (an If-Match naming no version is a 412, above)', async () => {
    const created = (await send('POST', `${V2}/offers`, offerBody())).json();
    const url = `${V2}/offers/${created.id}`;
    expect((await send('PUT', url, offerBody(), { 'if-match': 'W/"1"' })).statusCode).toBe(200);
    expect((await send('PUT', url, offerBody(), { 'if-match': '2' })).statusCode).toBe(200);
    expect((await send('PUT', url, offerBody(), { 'if-match': '*' })).statusCode).toBe(200);
    expect((await send('GET', url)).json().version).toBe(4);
  });

  it('an unknown id is still a 404 with an If-Match', async () => {
    const response = await send('PUT', `${V2}/offers/999999`, offerBody(), { 'if-match': '"1"' });
    expect(response.statusCode).toBe(404);
  });

  it('the same key with other content is a 422 and creates nothing', async () => {
    const key = `reuse-${Date.now()}`;
    const before = (await t.db.select({ n: count() }).from(offers))[0]!.n;
    expect(
      (await send('POST', `${V2}/offers`, offerBody('First'), { 'idempotency-key': key })).statusCode,
    ).toBe(200);
    const reused = await send('POST', `${V2}/offers`, offerBody('Second'), { 'idempotency-key': key });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect((await t.db.select({ n: count() }).from(offers))[0]!.n).toBe(before + 1);
  });

  it('10 parallel creates with one key make one row and all get its answer', async () => {
    const key = `parallel-${Date.now()}`;
    const before = (await t.db.select({ n: count() }).from(banners))[0]!.n;
    const body = { title: 'Parallel', imageKey: await bannerImageKey() };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        send('POST', `${V2}/offers/banners`, body, { 'idempotency-key': key }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((answer) => answer.json().id)).size).toBe(1);
    expect((await t.db.select({ n: count() }).from(banners))[0]!.n).toBe(before + 1);
  });

  it('keys belong to one staff member: the same key from a colleague is their own create', async () => {
    const key = `shared-${Date.now()}`;
    const body = { key: `sharedKey${Date.now()}`, value: 1 };
    const mine = await send('POST', `${V3}/configs/feature-flags`, body, { 'idempotency-key': key });
    expect(mine.statusCode).toBe(200);
    const theirs = await t.app.inject({
      method: 'POST',
      url: `${V3}/configs/feature-flags`,
      headers: { ...other, 'idempotency-key': key },
      payload: body,
    });
    // Their create runs (and finds the flag name taken), it does not see my answer.
    expect(theirs.statusCode).toBe(409);
  });

  it('a failed create lets go of its key, so the corrected retry runs', async () => {
    const key = `retry-${Date.now()}`;
    const name = `taken${Date.now()}`;
    await t.db.insert(featureFlags).values({ key: name, value: true });
    const failed = await send(
      'POST',
      `${V3}/configs/feature-flags`,
      { key: name, value: 1 },
      { 'idempotency-key': key },
    );
    expect(failed.statusCode).toBe(409);
    const fixed = await send(
      'POST',
      `${V3}/configs/feature-flags`,
      { key: `${name}Two`, value: 1 },
      { 'idempotency-key': key },
    );
    expect(fixed.statusCode, fixed.body).toBe(200);
  });

  it('refuses a malformed key with 400; a key older than 24 hours no longer replays', async () => {
    const bad = await send(
      'POST',
      `${V3}/configs/feature-flags`,
      { key: 'shortKey', value: 1 },
      { 'idempotency-key': 'x' },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/Idempotency-Key/);

    const key = `old-${Date.now()}`;
    const body = { key: `oldKey${Date.now()}`, value: 1 };
    expect(
      (await send('POST', `${V3}/configs/feature-flags`, body, { 'idempotency-key': key })).statusCode,
    ).toBe(200);
    await t.db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(idempotencyKeys.key, key));
    // Expired: the create runs again (and finds its flag name taken) instead of replaying.
    expect(
      (await send('POST', `${V3}/configs/feature-flags`, body, { 'idempotency-key': key })).statusCode,
    ).toBe(409);
  });
});

describe('the contract', () => {
  const hasVersion = (schema: unknown) =>
    Boolean((schema as { shape?: Record<string, unknown> } | null)?.shape?.version);

  it('every edit of a record that carries a version takes If-Match, and only those', () => {
    for (const endpoint of catalog) {
      if (endpoint.method === 'DELETE') continue;
      const editsById = endpoint.method !== 'GET' && endpoint.path.endsWith('/:id');
      const label = `${endpoint.method} ${endpoint.path}`;
      if (editsById && hasVersion(endpoint.response)) expect(endpoint.ifMatch, label).toBe(true);
      // A whole-list save answers the list (an array); its version travels in the ETag header.
      const isList = endpoint.response instanceof z.ZodArray;
      if (endpoint.ifMatch) expect(hasVersion(endpoint.response) || isList, label).toBe(true);
    }
  });

  it('every DELETE of a versioned record takes If-Match, and only those', () => {
    const versioned = new Set(
      catalog
        .filter((endpoint) => endpoint.method !== 'DELETE' && endpoint.ifMatch)
        .map((endpoint) => recordPath(endpoint.path)),
    );
    for (const endpoint of catalog.filter((e) => e.method === 'DELETE')) {
      const label = `${endpoint.method} ${endpoint.path}`;
      expect(Boolean(endpoint.ifMatch), label).toBe(versioned.has(recordPath(endpoint.path)));
    }
    expect(versionedDeletes.length).toBeGreaterThanOrEqual(7);
  });

  it('every create of a versioned record takes an Idempotency-Key', () => {
    for (const endpoint of catalog) {
      const creates =
        endpoint.method === 'POST' && !endpoint.path.includes(':id') && hasVersion(endpoint.response);
      if (creates) expect(endpoint.idempotent, `${endpoint.method} ${endpoint.path}`).toBe(true);
    }
  });
});
