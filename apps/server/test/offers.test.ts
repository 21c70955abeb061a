import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { V2 } from '@cmt/contract/endpoint';
import { errorMessages } from '@cmt/contract/messages';
import { cairoDate } from '@cmt/contract/cairo-time';
import { offerStatuses } from '@cmt/contract/offer-status';
import { branches, offers, onboardingOffers, popularOffers } from '../src/db/schema.ts';
import { seedCatalogue } from '../src/seed/catalogue-data.ts';
import { createRandom } from '../src/seed/random.ts';
import { PNG_1X1, createTestApp, multipartFile, type TestApp } from './helpers.ts';

const OFFERS = `${V2}/offers`;

let t: TestApp;
let admin: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  await seedCatalogue(t.db, createRandom(7), {
    storage: t.app.storage,
    scale: 1,
    counts: { merchants: 6, branches: 18, offers: 120 },
  });
  admin = await t.signIn([
    'manage-offers-offers',
    'manage-offers-offers-create',
    'manage-offers-offers-manage-id',
    'manege-offers-popular-offers',
    'manege-offers-onboarding-offers',
    'manage-offers-custom-category-offers',
    'manage-cmt',
  ]);
});
afterAll(() => t?.close());

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: admin, ...(payload ? { payload } : {}) });

async function uploadImage(data = PNG_1X1, type = 'image/png', name = 'offer.png') {
  const { payload, headers } = multipartFile(name, type, data);
  return t.app.inject({
    method: 'POST',
    url: `${OFFERS}/images`,
    headers: { ...headers, ...admin },
    payload,
  });
}

const [firstBranch] = [1];
const validOffer = (input: Record<string, unknown> = {}) => ({
  titleEn: '20% off the weekly basket at Carrefour',
  titleAr: 'خصم 20٪ على سلة المشتريات الأسبوعية من كارفور',
  descriptionEn: 'Pay with Lucky.',
  descriptionAr: 'ادفع بلاكي.',
  termsEn: 'Once a day.',
  termsAr: 'مرة يوميا.',
  merchantId: 1,
  categoryId: 1,
  discountType: 'PERCENTAGE',
  discountValue: 20,
  startsAt: '2026-12-01',
  endsAt: '2026-12-31',
  status: 'ACTIVE',
  tags: ['Ramadan'],
  branchIds: [firstBranch],
  ...input,
});

describe('offer search (GET /offers/regular/all)', () => {
  it('pages through live regular offers with totalPages = ceil(total / pageSize)', async () => {
    const regular = (await t.db.select().from(offers).where(eq(offers.kind, 'REGULAR'))).length;
    const response = await send('GET', `${OFFERS}/regular/all?page=2&pageSize=7`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.total).toBe(regular);
    expect(body.totalPages).toBe(Math.ceil(regular / 7));
    expect(body.page).toBe(2);
    expect(body.hits).toHaveLength(7);
    expect(body.hits.every((hit: { kind: string }) => hit.kind === 'REGULAR')).toBe(true);
    const ids = body.hits.map((hit: { id: number }) => hit.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('still gives the total on a page past the end', async () => {
    const all = (await send('GET', `${OFFERS}/regular/all`)).json();
    const past = (await send('GET', `${OFFERS}/regular/all?page=999`)).json();
    expect(past).toMatchObject({ hits: [], total: all.total, totalPages: all.totalPages, page: 999 });
    const draft = (await send('GET', `${OFFERS}/regular/all?status=DRAFT&pageSize=100`)).json();
    expect(draft.total).toBe(draft.hits.length);
  });

  it("gives a text search its total on every page and past the end, counted in the page's own scan", async () => {
    const q = `query=${encodeURIComponent('cashback')}`;
    const all = (await send('GET', `${OFFERS}/regular/all?${q}&pageSize=100`)).json();
    expect(all.total).toBeGreaterThan(2);
    expect(all.total).toBe(all.hits.length);
    const seen: number[] = [];
    for (let page = 1; page <= Math.ceil(all.total / 2); page++) {
      const body = (
        await send('GET', `${OFFERS}/regular/all?${q}&pageSize=2&page=${page}&sort=id&order=asc`)
      ).json();
      expect(body.total, `page ${page}`).toBe(all.total);
      seen.push(...body.hits.map((hit: { id: number }) => hit.id));
    }
    expect(seen).toEqual(all.hits.map((hit: { id: number }) => hit.id).sort((a: number, b: number) => a - b));
    const past = (await send('GET', `${OFFERS}/regular/all?${q}&page=999`)).json();
    expect(past).toMatchObject({ hits: [], total: all.total, page: 999 });
  });

  it('finds offers by English or Arabic title text and by status, and counts only matches', async () => {
    const en = (await send('GET', `${OFFERS}/regular/all?query=${encodeURIComponent('cashback')}`)).json();
    expect(en.total).toBeGreaterThan(0);
    expect(en.hits.every((hit: { titleEn: string }) => /cashback/i.test(hit.titleEn))).toBe(true);
    const ar = (
      await send('GET', `${OFFERS}/regular/all?query=${encodeURIComponent('استرداد نقدي')}&pageSize=100`)
    ).json();
    expect(ar.total).toBe(en.total);
    // Arabic has no case: it is matched with LIKE (lib/sql.ts containsText), finding what ILIKE finds.
    const byIlike = await t.db
      .select({ id: offers.id })
      .from(offers)
      .where(
        and(
          eq(offers.kind, 'REGULAR'),
          eq(offers.isDeleted, false),
          sql`(${offers.titleEn} ilike ${'%استرداد نقدي%'} or ${offers.titleAr} ilike ${'%استرداد نقدي%'})`,
        ),
      );
    expect(ar.hits.map((hit: { id: number }) => hit.id).sort()).toEqual(byIlike.map((row) => row.id).sort());
    const upper = (await send('GET', `${OFFERS}/regular/all?query=CASHBACK`)).json();
    expect(upper.total).toBe(en.total);
    const active = (await send('GET', `${OFFERS}/regular/all?status=ACTIVE&pageSize=100`)).json();
    expect(active.hits.every((hit: { status: string }) => hit.status === 'ACTIVE')).toBe(true);
    const none = (
      await send('GET', `${OFFERS}/regular/all?query=${encodeURIComponent('100%_no such offer')}`)
    ).json();
    expect(none).toMatchObject({ hits: [], total: 0, totalPages: 0 });
  });

  it('drops query and status when ids are given, and ignores empty query and status (docs/requirements.md §P5)', async () => {
    const [a, b] = (await send('GET', `${OFFERS}/regular/all?pageSize=2`)).json().hits;
    const byIds = (
      await send('GET', `${OFFERS}/regular/all?ids=${a.id},${b.id}&query=zzzz&status=DRAFT`)
    ).json();
    expect(byIds.hits.map((hit: { id: number }) => hit.id).sort()).toEqual([a.id, b.id].sort());
    const empty = (await send('GET', `${OFFERS}/regular/all?query=&status=&ids=`)).json();
    const all = (await send('GET', `${OFFERS}/regular/all`)).json();
    expect(empty.total).toBe(all.total);
  });

  it('sorts by title ascending', async () => {
    const { hits } = (await send('GET', `${OFFERS}/regular/all?sort=titleEn&order=asc&pageSize=10`)).json();
    const titles = hits.map((hit: { titleEn: string }) => hit.titleEn);
    expect(titles).toEqual([...titles].sort((x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0)));
  });

  it('refuses an unknown status or a malformed ids list', async () => {
    expect((await send('GET', `${OFFERS}/regular/all?status=GONE`)).statusCode).toBe(400);
    const bad = await send('GET', `${OFFERS}/regular/all?ids=1,x`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/ids/);
  });
});

describe('offer create, read, update and delete', () => {
  it('creates an offer with an uploaded image in both languages and reads it back', async () => {
    const image = (await uploadImage()).json();
    expect(image.key).toMatch(/^Offer Logo\//);
    const response = await send('POST', OFFERS, validOffer({ imageKey: image.key }));
    expect(response.statusCode, response.body).toBe(200);
    const created = response.json();
    expect(created).toMatchObject({
      kind: 'REGULAR',
      titleAr: 'خصم 20٪ على سلة المشتريات الأسبوعية من كارفور',
      discountValue: 20,
      imageUrl: image.url,
      branchIds: [1],
      tags: ['Ramadan'],
    });
    const read = await send('GET', `${OFFERS}/${created.id}`);
    expect(read.json()).toEqual(created);
    expect((await send('GET', `${OFFERS}/regular/${created.id}`)).json().id).toBe(created.id);
    expect(await t.auditOf('offer.create')).toHaveLength(1);
  });

  it('answers 404 with the spec message for an unknown offer', async () => {
    for (const url of [`${OFFERS}/999999`, `${OFFERS}/regular/999999`, `${OFFERS}/lucky-one-card/999999`]) {
      const response = await send('GET', url);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(errorMessages.offerNotFound);
    }
    const update = await send('PUT', `${OFFERS}/999999`, validOffer());
    expect(update.json().message).toBe(errorMessages.offerNotFound);
  });

  it.each([
    [{ endsAt: '2026-11-01' }, 'endsAt', /before the start/],
    [{ discountValue: 120 }, 'discountValue', /at most 100/],
    [{ discountValue: 0 }, 'discountValue', /above 0/],
    [{ discountType: 'CASHBACK', discountValue: 150 }, 'discountValue', /at most 100/],
    [{ discountType: 'FIXED_AMOUNT', discountValue: 2_000_000 }, 'discountValue', /1,000,000/],
    [{ discountType: 'FIXED_AMOUNT', discountValue: -5 }, 'discountValue', /above 0/],
    // Amounts are decimals with at most two decimals, never coerced or rounded (issue 18 #7).
    [{ discountValue: 0.001 }, 'discountValue', /at most two decimals/],
    [{ discountValue: 5e-324 }, 'discountValue', /at most two decimals/],
    [{ discountValue: '0x64' }, 'discountValue', /at most two decimals/],
    [{ discountValue: true }, 'discountValue', /at most two decimals/],
    [{ discountValue: ['100'] }, 'discountValue', /at most two decimals/],
    [{ discountValue: '1e5' }, 'discountValue', /at most two decimals/],
    [{ discountValue: 1e21 }, 'discountValue', /at most two decimals/],
    [{ discountValue: 100.125 }, 'discountValue', /at most two decimals/],
    [{ discountValue: '12.345' }, 'discountValue', /at most two decimals/],
    [{ discountValue: '' }, 'discountValue', /at most two decimals/],
    [{ discountValue: null }, 'discountValue', /at most two decimals/],
    [{ discountValue: '1 0' }, 'discountValue', /at most two decimals/],
    [{ discountType: 'FIXED_AMOUNT', discountValue: 100.125 }, 'discountValue', /at most two decimals/],
    [{ discountType: 'FIXED_AMOUNT', discountValue: '0x64' }, 'discountValue', /at most two decimals/],
    [{ discountType: 'FIXED_AMOUNT', discountValue: 0.001 }, 'discountValue', /at most two decimals/],
    [{ discountType: 'FIXED_AMOUNT', discountValue: '0.00' }, 'discountValue', /above 0/],
    [{ discountValue: '100.01' }, 'discountValue', /at most 100/],
    [{ titleAr: '  ' }, 'titleAr', /Arabic title/],
    [{ titleEn: '' }, 'titleEn', /English title/],
    [{ merchantId: 99999 }, 'merchantId', /existing merchant/],
    [{ branchIds: [9999] }, 'branchIds', /branches/],
    [{ imageKey: 'Banners/0a1b2c3d-0000-4000-8000-000000000000.png' }, 'imageKey', /Offer Logo/],
  ])('refuses %o with 400 on the field and writes nothing', async (change, field, message) => {
    const before = await t.countRows(offers);
    const response = await send('POST', OFFERS, validOffer(change));
    expect(response.statusCode, response.body).toBe(400);
    const details = response.json().details as { path: string[]; message: string }[];
    expect(details).toContainEqual(
      expect.objectContaining({ path: ['body', field], message: expect.stringMatching(message) }),
    );
    expect(await t.countRows(offers)).toBe(before);
  });

  it.each([
    ['12.5', 'PERCENTAGE', 12.5, '12.50'],
    [' 15 ', 'CASHBACK', 15, '15.00'],
    [99.99, 'PERCENTAGE', 99.99, '99.99'],
    [0.01, 'PERCENTAGE', 0.01, '0.01'],
    ['100', 'PERCENTAGE', 100, '100.00'],
    [1_000_000, 'FIXED_AMOUNT', 1_000_000, '1000000.00'],
    ['250.05', 'FIXED_AMOUNT', 250.05, '250.05'],
  ])('takes the discount %o (%s) exactly as typed', async (discountValue, discountType, shown, stored) => {
    const response = await send('POST', OFFERS, validOffer({ discountType, discountValue }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().discountValue).toBe(shown);
    const [row] = await t.db.select().from(offers).where(eq(offers.id, response.json().id));
    expect(row!.discountValue).toBe(stored);
  });

  it('refuses a non-image upload', async () => {
    const response = await uploadImage(Buffer.from('name,amount\nA,1\n'), 'image/png', 'offers.png');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('UNSUPPORTED_FILE_TYPE');
  });

  it('updates an offer, keeping the audit trail of before and after', async () => {
    const created = (await send('POST', OFFERS, validOffer())).json();
    const response = await send(
      'PUT',
      `${OFFERS}/${created.id}`,
      validOffer({ titleEn: 'Renamed', status: 'INACTIVE', branchIds: [] }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ titleEn: 'Renamed', status: 'INACTIVE', branchIds: [] });
    const [entry] = (await t.auditOf('offer.update')).slice(-1);
    expect(entry).toMatchObject({
      targetId: String(created.id),
      before: { titleEn: created.titleEn },
      after: { titleEn: 'Renamed' },
    });
  });

  it('soft-deletes (hidden from search and the popular list, kept in the table) and hard-deletes', async () => {
    const created = (await send('POST', OFFERS, validOffer({ titleEn: 'Soft delete me' }))).json();
    await send('PUT', `${OFFERS}/popular/priority`, { offerIds: [created.id] });
    const soft = await send('DELETE', `${OFFERS}/${created.id}?isSoftDeleted=true`);
    expect(soft.statusCode).toBe(204);
    const search = (await send('GET', `${OFFERS}/regular/all?query=Soft%20delete%20me`)).json();
    expect(search.total).toBe(0);
    expect(await t.db.select().from(popularOffers).where(eq(popularOffers.offerId, created.id))).toHaveLength(
      0,
    );
    const [row] = await t.db.select().from(offers).where(eq(offers.id, created.id));
    expect(row).toMatchObject({ isDeleted: true });
    expect((await send('DELETE', `${OFFERS}/${created.id}?isSoftDeleted=true`)).statusCode).toBe(404);

    const hard = await send('DELETE', `${OFFERS}/${created.id}?isSoftDeleted=false`);
    expect(hard.statusCode).toBe(204);
    expect(await t.db.select().from(offers).where(eq(offers.id, created.id))).toHaveLength(0);
    expect((await t.auditOf('offer.soft-delete')).length).toBe(1);
    expect((await t.auditOf('offer.delete')).length).toBe(1);
  });

  it('keeps the list total right after creates and deletes', async () => {
    const before = (await send('GET', `${OFFERS}/regular/all`)).json().total;
    const created = (await send('POST', OFFERS, validOffer())).json();
    expect((await send('GET', `${OFFERS}/regular/all`)).json().total).toBe(before + 1);
    await send('DELETE', `${OFFERS}/${created.id}`);
    expect((await send('GET', `${OFFERS}/regular/all`)).json().total).toBe(before);
  });
});

describe('settings, tags and lookup', () => {
  it('gives the form its choices', async () => {
    const settings = (await send('GET', `${OFFERS}/settings`)).json();
    expect(settings.statuses).toEqual(['DRAFT', 'ACTIVE', 'INACTIVE']);
    expect(settings.discountTypes).toContain('CASHBACK');
    expect(settings.categories).toContainEqual({
      id: expect.any(Number),
      nameEn: 'Groceries',
      nameAr: 'سوبر ماركت',
    });
    const tags = (await send('GET', `${OFFERS}/tags/list`)).json();
    expect(tags).toContainEqual({ id: expect.any(Number), nameEn: 'Ramadan', nameAr: 'رمضان' });
    const lookup = (await send('GET', `${OFFERS}/lookup?query=${encodeURIComponent('كارفور')}`)).json();
    expect(lookup.length).toBeGreaterThan(0);
    expect(lookup.every((hit: { titleAr: string }) => hit.titleAr.includes('كارفور'))).toBe(true);
  });
});

describe('Lucky One card offers', () => {
  it('creates, reads, updates and deletes a CARD offer, which the regular list never shows', async () => {
    const created = (
      await send('POST', `${OFFERS}/lucky-one-card`, validOffer({ titleEn: 'Card only deal' }))
    ).json();
    expect(created.kind).toBe('CARD');
    expect((await send('GET', `${OFFERS}/lucky-one-card/${created.id}`)).json().id).toBe(created.id);
    expect((await send('GET', `${OFFERS}/regular/${created.id}`)).statusCode).toBe(404);
    expect((await send('GET', `${OFFERS}/regular/all?query=Card%20only%20deal`)).json().total).toBe(0);
    const updated = await send(
      'PUT',
      `${OFFERS}/lucky-one-card/${created.id}`,
      validOffer({ titleEn: 'Card deal 2' }),
    );
    expect(updated.json()).toMatchObject({ kind: 'CARD', titleEn: 'Card deal 2' });
    const regularId = (await send('GET', `${OFFERS}/regular/all?pageSize=1`)).json().hits[0].id;
    expect((await send('PUT', `${OFFERS}/lucky-one-card/${regularId}`, validOffer())).statusCode).toBe(404);
    expect((await send('DELETE', `${OFFERS}/lucky-one-card/${created.id}`)).statusCode).toBe(204);
    expect((await send('GET', `${OFFERS}/lucky-one-card/${created.id}`)).json().message).toBe(
      errorMessages.offerNotFound,
    );
  });
});

describe('the card offers list (GET /offers/lucky-one-card/all)', () => {
  it('finds live card offers by English or Arabic title and status, never a regular or deleted one', async () => {
    const make = async (input: Record<string, unknown>) =>
      (await send('POST', `${OFFERS}/lucky-one-card`, validOffer(input))).json() as {
        id: number;
        version: number;
      };
    const today = cairoDate();
    const gold = await make({ titleEn: 'Zircon gold card cashback', titleAr: 'استرداد زركون الذهبي' });
    const ended = await make({
      titleEn: 'Zircon card ended',
      titleAr: 'زركون منتهي',
      startsAt: '2025-01-01',
      endsAt: '2025-01-31',
    });
    const gone = await make({ titleEn: 'Zircon card deleted', titleAr: 'زركون محذوف' });
    await send('POST', OFFERS, validOffer({ titleEn: 'Zircon regular deal' }));
    expect((await send('DELETE', `${OFFERS}/lucky-one-card/${gone.id}`)).statusCode).toBe(204);

    const list = async (query: string) => {
      const response = await send('GET', `${OFFERS}/lucky-one-card/all?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { items: { id: number; kind: string; status: string }[]; total: number };
    };
    const zircon = await list('query=zircon&sort=id&order=asc');
    expect(zircon.items.map((hit) => hit.id)).toEqual([gold.id, ended.id]);
    expect(zircon.total).toBe(2);
    expect(zircon.items.every((hit) => hit.kind === 'CARD')).toBe(true);
    expect((await list(`query=${encodeURIComponent('الذهبي')}`)).items.map((hit) => hit.id)).toEqual([
      gold.id,
    ]);
    const expired = await list('query=zircon&status=EXPIRED');
    expect(expired.items.map((hit) => [hit.id, hit.status])).toEqual([[ended.id, 'EXPIRED']]);
    expect(today > '2025-01-31').toBe(true);

    const all = await list('pageSize=1');
    expect(all.items).toHaveLength(1);
    const cards = await t.db
      .select({ id: offers.id })
      .from(offers)
      .where(and(eq(offers.kind, 'CARD'), eq(offers.isDeleted, false)));
    expect(all.total).toBe(cards.length);
    expect(cards.map((card) => card.id)).not.toContain(gone.id);
  });

  it('needs manage-cmt, as every card offer call, and refuses a bad filter with 400', async () => {
    const listOnly = await t.signIn(['manage-offers-offers']);
    const refused = await t.app.inject({
      method: 'GET',
      url: `${OFFERS}/lucky-one-card/all`,
      headers: listOnly,
    });
    expect(refused.statusCode).toBe(403);
    expect((await send('GET', `${OFFERS}/lucky-one-card/all?status=GONE`)).statusCode).toBe(400);
    expect((await send('GET', `${OFFERS}/lucky-one-card/all?sort=merchant`)).statusCode).toBe(400);
  });
});

describe('popular and onboarding offers', () => {
  it('saves popular offers in the given order and reads them back by priority', async () => {
    const ids = (await send('GET', `${OFFERS}/regular/all?pageSize=3`))
      .json()
      .hits.map((hit: { id: number }) => hit.id);
    const order = [ids[2], ids[0], ids[1]];
    const saved = await send('PUT', `${OFFERS}/popular/priority`, { offerIds: order });
    expect(saved.statusCode, saved.body).toBe(200);
    const read = (await send('GET', `${OFFERS}/popular/priority`)).json();
    expect(
      read.map((entry: { priority: number; offer: { id: number } }) => [entry.priority, entry.offer.id]),
    ).toEqual([
      [1, order[0]],
      [2, order[1]],
      [3, order[2]],
    ]);
    expect((await t.auditOf('popular-offers.save')).slice(-1)[0]).toMatchObject({
      after: { offerIds: order },
    });
  });

  it('refuses unknown or repeated offers and keeps the saved list', async () => {
    const before = await t.db.select().from(popularOffers);
    const unknown = await send('PUT', `${OFFERS}/popular/priority`, { offerIds: [999999] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details).toContainEqual({
      path: ['body', 'offerIds'],
      message: expect.stringMatching(/999999/),
      key: 'noLiveOffer',
      params: { ids: '999999' },
    });
    expect((await send('PUT', `${OFFERS}/popular/priority`, { offerIds: [1, 1] })).statusCode).toBe(400);
    expect(await t.db.select().from(popularOffers)).toEqual(before);
  });

  it('saves onboarding offers in order', async () => {
    const ids = (await send('GET', `${OFFERS}/regular/all?pageSize=2&order=asc`))
      .json()
      .hits.map((hit: { id: number }) => hit.id);
    const saved = await send('PUT', `${OFFERS}/onboarding`, { offerIds: [ids[1], ids[0]] });
    expect(saved.statusCode, saved.body).toBe(200);
    const read = (await send('GET', `${OFFERS}/onboarding`)).json();
    expect(read.map((entry: { offer: { id: number } }) => entry.offer.id)).toEqual([ids[1], ids[0]]);
    expect(await t.db.select().from(onboardingOffers)).toHaveLength(2);
    expect((await send('PUT', `${OFFERS}/onboarding`, { offerIds: [0] })).statusCode).toBe(400);
  });
});

describe('customized category', () => {
  it('creates, reads the last one and updates it', async () => {
    const ids = (await send('GET', `${OFFERS}/regular/all?pageSize=2`))
      .json()
      .hits.map((hit: { id: number }) => hit.id);
    const created = await send('POST', `${OFFERS}/custom-category/new`, {
      nameEn: 'Eid picks',
      nameAr: 'اختيارات العيد',
      offerIds: ids,
    });
    expect(created.statusCode, created.body).toBe(200);
    const category = created.json();
    expect(category.offers.map((o: { id: number }) => o.id)).toEqual(ids);
    expect((await send('GET', `${OFFERS}/custom-category/last`)).json().id).toBe(category.id);
    const updated = await send('PUT', `${OFFERS}/custom-category/${category.id}`, {
      nameEn: 'Eid deals',
      nameAr: 'عروض العيد',
      offerIds: [ids[1]],
    });
    expect(updated.json()).toMatchObject({ nameEn: 'Eid deals', offers: [{ id: ids[1] }] });
    expect((await send('GET', `${OFFERS}/custom-category/${category.id}`)).json().nameAr).toBe('عروض العيد');
    expect(
      (await send('PUT', `${OFFERS}/custom-category/99999`, { nameEn: 'x', nameAr: 'س', offerIds: [] }))
        .statusCode,
    ).toBe(404);
    const missing = await send('POST', `${OFFERS}/custom-category/new`, {
      nameEn: 'x',
      nameAr: '',
      offerIds: [],
    });
    expect(missing.json().details).toContainEqual({
      path: ['body', 'nameAr'],
      message: 'Enter the Arabic name',
      key: 'enterArabicName',
      params: {},
    });
  });
});

describe('offer branches follow their merchant', () => {
  it('offers a branch of another merchant as a field error', async () => {
    const [other] = await t.db.select().from(branches).where(eq(branches.merchantId, 2)).limit(1);
    const response = await send('POST', OFFERS, validOffer({ branchIds: [other!.id] }));
    expect(response.statusCode).toBe(400);
  });
});

describe('offer status follows the dates, in Africa/Cairo days', () => {
  const today = cairoDate();
  const day = (offset: number) => {
    const date = new Date(`${today}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() + offset);
    return date.toISOString().slice(0, 10);
  };
  const stamp = `Dated ${Date.now()}`;
  const made: Record<string, { id: number; status: string }> = {};
  const create = async (name: string, status: string, startsAt: string, endsAt: string) => {
    const response = await send(
      'POST',
      OFFERS,
      validOffer({ titleEn: `${stamp} ${name}`, status, startsAt, endsAt, branchIds: [] }),
    );
    expect(response.statusCode, response.body).toBe(200);
    made[name] = response.json();
    return response.json();
  };

  beforeAll(async () => {
    await create('ended active', 'ACTIVE', day(-30), day(-1));
    await create('ended draft', 'DRAFT', day(-30), day(-1));
    await create('coming active', 'ACTIVE', day(1), day(30));
    await create('running active', 'ACTIVE', day(-5), today);
    await create('running inactive', 'INACTIVE', day(-5), day(5));
    await create('coming draft', 'DRAFT', day(3), day(9));
  });

  it('shows an ended offer as EXPIRED and an active one not started yet as SCHEDULED', async () => {
    expect(Object.fromEntries(Object.entries(made).map(([name, offer]) => [name, offer.status]))).toEqual({
      'ended active': 'EXPIRED',
      'ended draft': 'EXPIRED',
      'coming active': 'SCHEDULED',
      'running active': 'ACTIVE',
      'running inactive': 'INACTIVE',
      'coming draft': 'DRAFT',
    });
    const listed = (await send('GET', `${OFFERS}/regular/all?query=${encodeURIComponent(stamp)}`)).json();
    expect(
      Object.fromEntries(
        listed.hits.map((hit: { titleEn: string; status: string }) => [hit.titleEn, hit.status]),
      ),
    ).toMatchObject({ [`${stamp} ended active`]: 'EXPIRED', [`${stamp} coming active`]: 'SCHEDULED' });
    // The form still edits what staff chose.
    const read = (await send('GET', `${OFFERS}/${made['ended active']!.id}`)).json();
    expect(read).toMatchObject({ status: 'EXPIRED', chosenStatus: 'ACTIVE' });
  });

  it('filters by the status shown, with totals that agree with the rows, after edits too', async () => {
    // Editing the dates moves an offer between statuses (the counters follow the update).
    const moved = await send(
      'PUT',
      `${OFFERS}/${made['running active']!.id}`,
      validOffer({ titleEn: `${stamp} running active`, startsAt: day(-5), endsAt: day(-2), branchIds: [] }),
    );
    expect(moved.json().status).toBe('EXPIRED');
    const all = (await send('GET', `${OFFERS}/regular/all?pageSize=100`)).json();
    let seen = 0;
    for (const status of offerStatuses) {
      const page = (await send('GET', `${OFFERS}/regular/all?status=${status}&pageSize=100`)).json();
      expect(page.hits.length, status).toBeLessThan(100);
      expect(page.total, status).toBe(page.hits.length);
      expect(
        page.hits.every((hit: { status: string }) => hit.status === status),
        status,
      ).toBe(true);
      seen += page.total;
    }
    expect(seen).toBe(all.total);
    const expired = (await send('GET', `${OFFERS}/regular/all?status=EXPIRED&pageSize=100`)).json();
    expect(expired.hits.every((hit: { endsAt: string }) => hit.endsAt < today)).toBe(true);
    const scheduled = (await send('GET', `${OFFERS}/regular/all?status=SCHEDULED&pageSize=100`)).json();
    expect(scheduled.hits.map((hit: { id: number }) => hit.id)).toContain(made['coming active']!.id);
  });

  it('the pickers (lookup) never offer an ended offer', async () => {
    const found = (await send('GET', `${OFFERS}/lookup?query=${encodeURIComponent(stamp)}`)).json();
    expect(found.map((hit: { titleEn: string }) => hit.titleEn.slice(stamp.length + 1)).sort()).toEqual([
      'coming active',
      'coming draft',
      'running inactive',
    ]);
    const any = (await send('GET', `${OFFERS}/lookup`)).json();
    expect(any.length).toBeGreaterThan(0);
    expect(any.every((hit: { endsAt: string; status: string }) => hit.endsAt >= today)).toBe(true);
  });

  it('EXPIRED and SCHEDULED are not chosen: the dates make them', async () => {
    for (const status of ['EXPIRED', 'SCHEDULED']) {
      const response = await send('POST', OFFERS, validOffer({ status }));
      expect(response.statusCode).toBe(400);
      expect(response.json().details).toContainEqual(expect.objectContaining({ path: ['body', 'status'] }));
    }
  });
});
