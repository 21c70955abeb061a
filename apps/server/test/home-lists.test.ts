import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { V2 } from '@cmt/contract/endpoint';
import { cairoDate } from '@cmt/contract/cairo-time';
import type { HomeCard } from '@cmt/contract/endpoints/home';
import { bulkBatches, categories, merchants, offers } from '../src/db/schema.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/*
 * The lists the home's cards open already filtered (issue 21): the offers ending within N days
 * (`endingWithin`) and a kind's bulk files waiting (`status=VALID,FAILED`), with the same rows
 * the card counts. Bad filters are 400, never 5xx.
 */

let t: TestApp;
let staff: { authorization: string };

/** The Cairo day `days` after today, YYYY-MM-DD. */
function day(days: number): string {
  const date = new Date(`${cairoDate()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: staff });
const titlesOf = (body: { hits: { titleEn: string }[] }) => body.hits.map((hit) => hit.titleEn).sort();

beforeAll(async () => {
  t = await createTestApp();
  staff = await t.signIn(['manage-offers-offers', 'manage-merchant-bulk', 'manage-offers-offers-bulk']);
  const [category] = await t.db
    .insert(categories)
    .values({ nameEn: 'Food', nameAr: 'طعام' })
    .returning({ id: categories.id });
  const [merchant] = await t.db
    .insert(merchants)
    .values({ nameEn: 'Ending Co', nameAr: 'شركة', categoryId: category!.id })
    .returning({ id: merchants.id });
  const offer = (titleEn: string, startsAt: string, endsAt: string, extra: object = {}) => ({
    titleEn,
    titleAr: titleEn,
    merchantId: merchant!.id,
    discountType: 'PERCENTAGE',
    discountValue: '10',
    startsAt,
    endsAt,
    status: 'ACTIVE',
    ...extra,
  });
  await t.db
    .insert(offers)
    .values([
      offer('ends today', day(-10), day(0)),
      offer('ends in 6 days', day(-1), day(6)),
      offer('ends in 7 days', day(-1), day(7)),
      offer('ended yesterday', day(-20), day(-1)),
      offer('ends in 3 days, draft', day(-1), day(3), { status: 'DRAFT' }),
      offer('ends in 2 days, deleted', day(-1), day(2), { isDeleted: true }),
      offer('ends in 4 days, card', day(-1), day(4), { kind: 'CARD' }),
      offer('starts tomorrow, ends in 5 days', day(1), day(5)),
    ]);
  await t.db.insert(bulkBatches).values([
    { feature: 'MerchantStrategy', fileName: 'valid.csv', sha256: 'a', status: 'VALID' },
    { feature: 'MerchantStrategy', fileName: 'failed.csv', sha256: 'b', status: 'FAILED' },
    { feature: 'MerchantStrategy', fileName: 'applied.csv', sha256: 'c', status: 'APPLIED' },
    { feature: 'MerchantStrategy', fileName: 'invalid.csv', sha256: 'd', status: 'INVALID' },
    { feature: 'OfferStrategy', fileName: 'offers.csv', sha256: 'e', status: 'VALID' },
    // A kind this staff member may not upload: neither on the card nor in their lists.
    { feature: 'CATIStrategy', fileName: 'cati.csv', sha256: 'f', status: 'FAILED' },
  ]);
});
afterAll(() => t?.close());

const cardsOf = async () =>
  Object.fromEntries(
    ((await get(`${V2}/home`)).json().cards as HomeCard[]).map((card) => [card.key, card]),
  ) as Record<string, HomeCard>;

describe('offers ending within N days (GET /offers/regular/all?endingWithin=)', () => {
  it('keeps the live regular offers not ended whose last day is within N days, today included', async () => {
    const week = await get(`${V2}/offers/regular/all?endingWithin=7&pageSize=50`);
    expect(week.statusCode, week.body).toBe(200);
    expect(titlesOf(week.json())).toEqual([
      'ends in 3 days, draft',
      'ends in 6 days',
      'ends today',
      'starts tomorrow, ends in 5 days',
    ]);
    expect(week.json().total).toBe(4);
    const one = await get(`${V2}/offers/regular/all?endingWithin=1`);
    expect(titlesOf(one.json())).toEqual(['ends today']);
    const eight = await get(`${V2}/offers/regular/all?endingWithin=8&sort=endsAt&order=desc`);
    expect(eight.json().hits[0].titleEn).toBe('ends in 7 days');
  });

  it('with status=ACTIVE it is what the home card counts, and the card says so', async () => {
    const list = await get(`${V2}/offers/regular/all?status=ACTIVE&endingWithin=7`);
    expect(titlesOf(list.json())).toEqual(['ends in 6 days', 'ends today']);
    expect((await cardsOf()).offersEnding).toMatchObject({ count: list.json().total });
  });

  it('refuses a bad number of days with 400', async () => {
    for (const bad of ['0', '-1', 'abc', '1.5', '367', '0x10', '1e1'])
      expect((await get(`${V2}/offers/regular/all?endingWithin=${bad}`)).statusCode, bad).toBe(400);
  });
});

describe('bulk files waiting (GET /files/bulk-upload/batches?status=)', () => {
  const BATCHES = `${V2}/files/bulk-upload/batches`;

  it('keeps the statuses asked for, of the kind asked for', async () => {
    const waiting = await get(`${BATCHES}?feature=MerchantStrategy&status=VALID,FAILED`);
    expect(waiting.statusCode, waiting.body).toBe(200);
    const names = (waiting.json().items as { fileName: string }[]).map((b) => b.fileName).sort();
    expect(names).toEqual(['failed.csv', 'valid.csv']);
    expect(waiting.json().total).toBe(2);
    const all = await get(`${BATCHES}?feature=MerchantStrategy`);
    expect(all.json().total).toBe(4);
  });

  it('the home card counts them per kind the caller may upload', async () => {
    const card = (await cardsOf()).bulkBatches!;
    expect(card.count).toBe(3);
    expect(card.kinds).toEqual([
      { kind: 'OfferStrategy', count: 1 },
      { kind: 'MerchantStrategy', count: 2 },
    ]);
  });

  it('refuses an unknown status with 400', async () => {
    for (const bad of ['WAITING', 'VALID,', 'valid', 'VALID;FAILED', ''])
      expect(
        (await get(`${BATCHES}?feature=MerchantStrategy&status=${encodeURIComponent(bad)}`)).statusCode,
        bad,
      ).toBe(400);
  });
});
