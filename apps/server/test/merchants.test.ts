import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { V2 } from '@cmt/contract/endpoint';
import { errorMessages } from '@cmt/contract/messages';
import { branches, merchants } from '../src/db/schema.ts';
import { seedCatalogue } from '../src/seed/catalogue-data.ts';
import { createRandom } from '../src/seed/random.ts';
import { PNG_1X1, createTestApp, multipartFile, type TestApp } from './helpers.ts';

const MERCHANTS = `${V2}/merchants`;

let t: TestApp;
let staff: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  await seedCatalogue(t.db, createRandom(3), {
    storage: t.app.storage,
    scale: 1,
    counts: { merchants: 45, branches: 90, offers: 200 },
  });
  staff = await t.signIn(['manage-merchant']);
});
afterAll(() => t?.close());

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: staff, ...(payload ? { payload } : {}) });

const branch = (input: Record<string, unknown> = {}) => ({
  nameEn: 'Cilantro Zamalek',
  nameAr: 'سيلانترو الزمالك',
  addressEn: '157 26th of July St, Zamalek, Cairo',
  addressAr: '157 شارع 26 يوليو، الزمالك، القاهرة',
  city: 'Zamalek',
  governorate: 'Cairo',
  latitude: 30.0626,
  longitude: 31.2197,
  phone: '0227359999',
  ...input,
});
const validMerchant = (input: Record<string, unknown> = {}) => ({
  nameEn: 'Cilantro',
  nameAr: 'سيلانترو',
  descriptionEn: 'Coffee and sandwiches',
  descriptionAr: 'قهوة وساندويتشات',
  categoryId: 1,
  website: 'https://www.cilantrocafe.net',
  hotline: '19069',
  isActive: true,
  branches: [branch()],
  ...input,
});

describe('merchants list', () => {
  it('gives 20 per page with totalCount and totalPages = ceil(totalCount / 20)', async () => {
    const response = await send('GET', `${MERCHANTS}/list?page=3&minOfferCount=0`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ totalCount: 45, total: 45, totalPages: 3, page: 3, pageSize: 20 });
    expect(body.items).toHaveLength(5);
    expect(body.items[0]).toMatchObject({ offerCount: expect.any(Number), branchCount: expect.any(Number) });
  });

  it('searches English and Arabic names and filters by offer count', async () => {
    const en = (await send('GET', `${MERCHANTS}/list?query=carre`)).json();
    expect(en.items.map((m: { nameEn: string }) => m.nameEn)).toContain('Carrefour');
    const ar = (await send('GET', `${MERCHANTS}/list?query=${encodeURIComponent('كارفور')}`)).json();
    expect(ar.totalCount).toBe(en.totalCount);
    const busy = (await send('GET', `${MERCHANTS}/list?minOfferCount=5`)).json();
    expect(busy.items.every((m: { offerCount: number }) => m.offerCount >= 5)).toBe(true);
    // 200 offers spread round-robin over 45 merchants: the first 20 have 5, the others 4.
    expect(busy.totalCount).toBe(20);
    expect((await send('GET', `${MERCHANTS}/list?minOfferCount=6`)).json().totalCount).toBe(0);
  });

  it('serves categories and name lookups', async () => {
    const categories = (await send('GET', `${MERCHANTS}/categories`)).json();
    expect(categories).toHaveLength(12);
    const lookup = (await send('GET', `${MERCHANTS}/lookup?query=talab`)).json();
    expect(lookup[0]).toEqual({ id: expect.any(Number), nameEn: 'Talabat', nameAr: 'طلبات' });
  });
});

describe('merchant create, read, update and delete', () => {
  it('creates a merchant with a logo and branches, and reads it back', async () => {
    const { payload, headers } = multipartFile('logo.png', 'image/png', PNG_1X1);
    const logo = (
      await t.app.inject({
        method: 'POST',
        url: `${MERCHANTS}/logos?folder=Merchant%20Logos%20Dev`,
        headers: { ...headers, ...staff },
        payload,
      })
    ).json();
    expect(logo.key).toMatch(/^Merchant Logos Dev\//);
    const response = await send('POST', `${MERCHANTS}/create`, validMerchant({ logoKey: logo.key }));
    expect(response.statusCode, response.body).toBe(200);
    const created = response.json();
    expect(created).toMatchObject({
      nameAr: 'سيلانترو',
      logoUrl: logo.url,
      branches: [{ city: 'Zamalek', latitude: 30.0626 }],
    });
    expect((await send('GET', `${MERCHANTS}/get/${created.id}`)).json()).toEqual(created);
    expect((await send('GET', `${MERCHANTS}/get/${created.id}/branches`)).json()).toEqual(created.branches);
    expect(await t.auditOf('merchant.create')).toHaveLength(1);
  });

  it('updates a merchant: keeps branches by id, changes them, drops missing ones, adds new ones', async () => {
    const created = (
      await send(
        'POST',
        `${MERCHANTS}/create`,
        validMerchant({ branches: [branch(), branch({ city: 'Maadi' })] }),
      )
    ).json();
    const [keep] = created.branches;
    const response = await send(
      'POST',
      `${MERCHANTS}/update/${created.id}`,
      validMerchant({
        nameEn: 'Cilantro Café',
        branches: [
          { ...keep, addressEn: '10 Road 9, Maadi' },
          branch({ city: 'Smouha', governorate: 'Alexandria' }),
        ],
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const updated = response.json();
    expect(updated.nameEn).toBe('Cilantro Café');
    expect(updated.branches).toHaveLength(2);
    expect(updated.branches[0]).toMatchObject({ id: keep.id, addressEn: '10 Road 9, Maadi' });
    expect(updated.branches[1]).toMatchObject({ city: 'Smouha' });
    expect(await t.db.select().from(branches).where(eq(branches.merchantId, created.id))).toHaveLength(2);
  });

  it('answers 404 with the spec message for an unknown merchant', async () => {
    for (const [method, url] of [
      ['GET', `${MERCHANTS}/get/99999`],
      ['DELETE', `${MERCHANTS}/delete/99999`],
      ['POST', `${MERCHANTS}/update/99999`],
    ] as const) {
      const response = await send(method, url, method === 'POST' ? validMerchant() : undefined);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(errorMessages.merchantNotFound);
    }
  });

  it.each([
    [{ nameAr: '' }, ['nameAr'], /Arabic name/],
    [{ nameEn: ' ' }, ['nameEn'], /English name/],
    [{ categoryId: 999 }, ['categoryId'], /existing category/],
    [{ branches: [branch({ latitude: 95 })] }, ['branches', '0', 'latitude'], /latitude inside Egypt/],
    // Paris: a real place, but not in Egypt; the bulk branch files refuse it with the same rule.
    [{ branches: [branch({ latitude: 48.8566 })] }, ['branches', '0', 'latitude'], /latitude inside Egypt/],
    [{ branches: [branch({ longitude: 2.3522 })] }, ['branches', '0', 'longitude'], /longitude inside Egypt/],
    [{ branches: [branch({ latitude: '' })] }, ['branches', '0', 'latitude'], /latitude inside Egypt/],
    [{ branches: [branch({ addressAr: '' })] }, ['branches', '0', 'addressAr'], /Arabic address/],
    [{ website: 'javascript:alert(1)' }, ['website'], /./],
    [{ logoKey: 'Offer Logo/0a1b2c3d-0000-4000-8000-000000000000.png' }, ['logoKey'], /Merchant Logos/],
  ])('refuses %o with 400 on the field and writes nothing', async (change, path, message) => {
    const before = [await t.countRows(merchants), await t.countRows(branches)];
    const response = await send('POST', `${MERCHANTS}/create`, validMerchant(change));
    expect(response.statusCode, response.body).toBe(400);
    const details = response.json().details as { path: string[]; message: string }[];
    expect(details.map((d) => ({ ...d, path: d.path.map(String) }))).toContainEqual(
      expect.objectContaining({ path: ['body', ...path], message: expect.stringMatching(message) }),
    );
    expect([await t.countRows(merchants), await t.countRows(branches)]).toEqual(before);
  });

  it('refuses to delete a merchant that still has offers, and deletes one without', async () => {
    const busy = await send('DELETE', `${MERCHANTS}/delete/1`);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().code).toBe('MERCHANT_HAS_OFFERS');
    const created = (await send('POST', `${MERCHANTS}/create`, validMerchant())).json();
    expect((await send('DELETE', `${MERCHANTS}/delete/${created.id}`)).statusCode).toBe(204);
    expect(await t.db.select().from(branches).where(eq(branches.merchantId, created.id))).toHaveLength(0);
    expect((await t.auditOf('merchant.delete')).length).toBe(1);
  });
});
