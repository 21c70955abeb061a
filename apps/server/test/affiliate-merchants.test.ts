import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { V2 } from '@cmt/contract/endpoint';
import { errorMessages } from '@cmt/contract/messages';
import {
  affiliateCategories,
  affiliateMerchants,
  affiliateTransactions,
  popularAffiliateMerchants,
} from '../src/db/schema.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { affiliatePermissions, makeCustomers, uploadImage } from './affiliate-fixtures.ts';

const MERCHANTS = `${V2}/merchants/affiliate`;
const CATEGORIES = `${V2}/merchants/categories/affiliate`;

let t: TestApp;
let staff: { authorization: string };
let categoryId: number;
let logoKey: string;

beforeAll(async () => {
  t = await createTestApp();
  staff = await t.signIn([...affiliatePermissions]);
  await makeCustomers(t, [500001, 500002]);
  const created = await send('POST', CATEGORIES, {
    nameEn: 'Electronics',
    nameAr: 'إلكترونيات',
    position: 2,
  });
  categoryId = created.json().id;
  logoKey = await uploadImage(
    t,
    `${MERCHANTS}/logos?folder=Affiliate%20Merchant%20Logos`,
    staff.authorization,
  );
});
afterAll(() => t?.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const send = (method: Method, url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers: { ...staff, ...headers }, ...(payload ? { payload } : {}) });

const merchantBody = (input: Record<string, unknown> = {}) => ({
  nameEn: 'Noon',
  nameAr: 'نون',
  descriptionEn: 'Everything online',
  descriptionAr: 'كل شيء أونلاين',
  logoKey,
  aggregatorId: 1,
  categoryId,
  trackingUrl: 'https://ad.admitad.com/g/noon?subid={userId}',
  cashbackType: 'PERCENTAGE',
  cashbackValue: '4.5',
  isActive: true,
  ...input,
});

describe('aggregators', () => {
  it('lists the affiliate networks to any signed-in staff member (names only)', async () => {
    const someone = await t.signIn([]);
    const response = await t.app.inject({ method: 'GET', url: `${MERCHANTS}/aggregators`, headers: someone });
    expect(response.statusCode).toBe(200);
    const names = response.json().map((a: { name: string }) => a.name);
    expect(names).toContain('Admitad');
    expect(names).toContain('Direct partnership');
    expect(Object.keys(response.json()[0]).sort()).toEqual(['code', 'id', 'isActive', 'name']);
  });
});

describe('affiliate categories', () => {
  it('creates a category with a logo from the category folder and pages by 20', async () => {
    const logo = await uploadImage(
      t,
      `${CATEGORIES}/logos?folder=Affiliate%20Categories%20Logos`,
      staff.authorization,
    );
    const created = await send('POST', CATEGORIES, {
      nameEn: ' Travel ',
      nameAr: 'سفر',
      logoKey: logo,
      position: 1,
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ nameEn: 'Travel', logoKey: logo, version: 1, merchantCount: 0 });
    expect(created.json().logoUrl).toContain(logo.split('/')[1]);
    await t.db.insert(affiliateCategories).values(
      Array.from({ length: 21 }, (_, i) => ({
        nameEn: `Filler ${i}`,
        nameAr: `فئة ${i}`,
        position: 50 + i,
      })),
    );
    const page = (await send('GET', `${CATEGORIES}?page=2`)).json();
    expect(page).toMatchObject({ totalCount: 23, totalPages: 2, pageSize: 20, page: 2 });
    expect(page.items).toHaveLength(3);
    const first = (await send('GET', CATEGORIES)).json().items;
    expect(first.slice(0, 2).map((c: { nameEn: string }) => c.nameEn)).toEqual(['Travel', 'Electronics']);
  });

  it('refuses a logo from another folder and names the field, writing nothing', async () => {
    const before = await t.countRows(affiliateCategories);
    const response = await send('POST', CATEGORIES, { nameEn: 'Beauty', nameAr: 'تجميل', logoKey });
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0]).toMatchObject({ path: ['body', 'logoKey'], key: 'imageInFolder' });
    expect(await t.countRows(affiliateCategories)).toBe(before);
    const blank = await send('POST', CATEGORIES, { nameEn: '', nameAr: 'تجميل' });
    expect(blank.json().details[0]).toMatchObject({ path: ['body', 'nameEn'], key: 'enterEnglishName' });
  });

  it('edits with If-Match and refuses a stale save with 412', async () => {
    const created = (await send('POST', CATEGORIES, { nameEn: 'Home', nameAr: 'المنزل' })).json();
    const saved = await send(
      'PUT',
      `${CATEGORIES}/${created.id}`,
      { ...created, nameEn: 'Home and kitchen', logoKey: '' },
      {
        'if-match': '"1"',
      },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ nameEn: 'Home and kitchen', version: 2 });
    const stale = await send(
      'PUT',
      `${CATEGORIES}/${created.id}`,
      { nameEn: 'Late', nameAr: 'متأخر' },
      {
        'if-match': '"1"',
      },
    );
    expect(stale.statusCode).toBe(412);
    expect((await send('GET', `${CATEGORIES}/${created.id}`)).json().nameEn).toBe('Home and kitchen');
    expect((await send('GET', `${CATEGORIES}/999999`)).statusCode).toBe(404);
  });

  it('refuses to delete a category while merchants use it (409), then deletes it once empty', async () => {
    const category = (await send('POST', CATEGORIES, { nameEn: 'Toys', nameAr: 'ألعاب' })).json();
    const merchant = (
      await send('POST', MERCHANTS, merchantBody({ nameEn: 'Toys R Us', categoryId: category.id }))
    ).json();
    const refused = await send('DELETE', `${CATEGORIES}/${category.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'AFFILIATE_CATEGORY_IN_USE',
      message: expect.stringMatching(/1 merchant/),
    });
    expect((await send('GET', `${CATEGORIES}/${category.id}`)).json().merchantCount).toBe(1);
    expect((await send('DELETE', `${MERCHANTS}/${merchant.id}`)).statusCode).toBe(204);
    expect((await send('DELETE', `${CATEGORIES}/${category.id}`)).statusCode).toBe(204);
    expect((await send('GET', `${CATEGORIES}/${category.id}`)).statusCode).toBe(404);
    const [audit] = await t.auditOf('affiliate-category.delete');
    expect(audit).toMatchObject({
      targetId: String(category.id),
      before: expect.objectContaining({ nameEn: 'Toys' }),
    });
  });

  it('gives every signed-in screen the category names (lookup)', async () => {
    const someone = await t.signIn([]);
    const lookup = await t.app.inject({ method: 'GET', url: `${CATEGORIES}/lookup`, headers: someone });
    expect(lookup.statusCode).toBe(200);
    expect(lookup.json()).toContainEqual({
      id: expect.any(Number),
      nameEn: 'Travel',
      nameAr: 'سفر',
      isActive: true,
    });
    expect(Object.keys(lookup.json()[0]).sort()).toEqual(['id', 'isActive', 'nameAr', 'nameEn']);
  });
});

describe('affiliate merchants', () => {
  it('creates a merchant with its logo, and finds it in the list by English or Arabic name', async () => {
    const created = await send('POST', MERCHANTS, merchantBody());
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({
      nameEn: 'Noon',
      cashbackValue: '4.50',
      logoKey,
      version: 1,
      isPopular: false,
      orderCount: 0,
    });
    expect(created.headers.etag).toBe('"1"');
    for (const search of ['noo', encodeURIComponent('نون')]) {
      const list = (await send('GET', `${MERCHANTS}?query=${search}`)).json();
      expect(list.items.map((m: { nameEn: string }) => m.nameEn)).toContain('Noon');
      expect(list.items[0]).toMatchObject({ aggregatorName: 'Admitad', categoryNameAr: 'إلكترونيات' });
    }
  });

  it('filters by aggregator and active state, 20 per page with totalPages', async () => {
    await t.db.insert(affiliateMerchants).values(
      Array.from({ length: 25 }, (_, i) => ({
        nameEn: `Shop ${i}`,
        nameAr: `متجر ${i}`,
        aggregatorId: 2,
        categoryId,
        trackingUrl: 'https://track.example/x',
        cashbackType: 'FIXED',
        cashbackValue: '10.00',
        isActive: i % 5 !== 0,
      })),
    );
    const byAggregator = (await send('GET', `${MERCHANTS}?aggregatorId=2`)).json();
    expect(byAggregator).toMatchObject({ totalCount: 25, totalPages: 2, pageSize: 20 });
    expect(byAggregator.items).toHaveLength(20);
    const inactive = (await send('GET', `${MERCHANTS}?aggregatorId=2&active=INACTIVE`)).json();
    expect(inactive.totalCount).toBe(5);
    expect(inactive.items.every((m: { isActive: boolean }) => !m.isActive)).toBe(true);
  });

  it('finds an inactive merchant only for the back office (isSourceAdmin=true); unknown ids get the spec text', async () => {
    const [hidden] = await t.db
      .insert(affiliateMerchants)
      .values({
        nameEn: 'Paused shop',
        nameAr: 'متجر متوقف',
        aggregatorId: 1,
        categoryId,
        trackingUrl: 'https://track.example/p',
        cashbackType: 'PERCENTAGE',
        cashbackValue: '3',
        isActive: false,
      })
      .returning();
    expect((await send('GET', `${MERCHANTS}/${hidden!.id}?isSourceAdmin=true`)).json().nameEn).toBe(
      'Paused shop',
    );
    const asApp = await send('GET', `${MERCHANTS}/${hidden!.id}`);
    expect(asApp.statusCode).toBe(404);
    const unknown = await send('GET', `${MERCHANTS}/999999?isSourceAdmin=true`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(errorMessages.merchantNotFound);
  });

  it.each([
    [{ nameAr: '' }, 'nameAr', 'enterArabicName'],
    [{ trackingUrl: 'http://insecure.example/x' }, 'trackingUrl', 'enterTrackingUrl'],
    [{ trackingUrl: 'javascript:alert(1)' }, 'trackingUrl', 'enterTrackingUrl'],
    [{ cashbackValue: '120' }, 'cashbackValue', 'cashbackPercentRange'],
    [{ cashbackValue: '0' }, 'cashbackValue', 'cashbackPercentRange'],
    [{ cashbackType: 'FIXED', cashbackValue: '20000' }, 'cashbackValue', 'cashbackAmountRange'],
    [{ cashbackValue: '4.555' }, 'cashbackValue', 'egpAmount'],
    [{ cashbackValue: 'ten' }, 'cashbackValue', 'egpAmount'],
    [{ aggregatorId: 9999 }, 'aggregatorId', 'chooseExistingAggregator'],
    [{ categoryId: 9999 }, 'categoryId', 'chooseExistingCategory'],
    [{ logoKey: 'Banners/00000000-0000-4000-8000-000000000000.png' }, 'logoKey', 'imageInFolder'],
  ])('refuses %j with a 400 naming %s, writing nothing', async (change, field, key) => {
    const before = await t.countRows(affiliateMerchants);
    const response = await send('POST', MERCHANTS, merchantBody(change));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().details[0]).toMatchObject({ path: ['body', field], key });
    expect(await t.countRows(affiliateMerchants)).toBe(before);
  });

  it('edits with If-Match (412 when stale) and writes the audit entry with before and after', async () => {
    const created = (await send('POST', MERCHANTS, merchantBody({ nameEn: 'Jumia' }))).json();
    const saved = await send(
      'PUT',
      `${MERCHANTS}/${created.id}`,
      merchantBody({ nameEn: 'Jumia Egypt', cashbackValue: '6' }),
      {
        'if-match': '"1"',
      },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ nameEn: 'Jumia Egypt', cashbackValue: '6.00', version: 2 });
    const stale = await send('PUT', `${MERCHANTS}/${created.id}`, merchantBody({ nameEn: 'Late edit' }), {
      'if-match': '"1"',
    });
    expect(stale.statusCode).toBe(412);
    const audits = await t.auditOf('affiliate-merchant.update');
    expect(audits.at(-1)).toMatchObject({
      targetId: String(created.id),
      before: expect.objectContaining({ nameEn: 'Jumia' }),
      after: expect.objectContaining({ nameEn: 'Jumia Egypt' }),
    });
    expect((await send('PUT', `${MERCHANTS}/999999`, merchantBody())).json().message).toBe(
      errorMessages.merchantNotFound,
    );
  });

  it('creates once per Idempotency-Key', async () => {
    const before = await t.countRows(affiliateMerchants);
    const body = merchantBody({ nameEn: 'Agoda' });
    const first = await send('POST', MERCHANTS, body, { 'idempotency-key': 'agoda-create-0001' });
    const again = await send('POST', MERCHANTS, body, { 'idempotency-key': 'agoda-create-0001' });
    expect(again.json().id).toBe(first.json().id);
    expect(await t.countRows(affiliateMerchants)).toBe(before + 1);
  });

  it('refuses to delete a merchant whose orders were uploaded (409) and keeps it', async () => {
    const created = (await send('POST', MERCHANTS, merchantBody({ nameEn: 'Talabat' }))).json();
    await t.db.insert(affiliateTransactions).values({
      merchantId: created.id,
      orderId: 'T-1',
      userId: 500001,
      orderAmountPiastres: 25000,
      cashbackPiastres: 1500,
      status: 'CONFIRMED',
      orderedOn: '2026-01-10',
    });
    const refused = await send('DELETE', `${MERCHANTS}/${created.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('AFFILIATE_MERCHANT_HAS_ORDERS');
    expect((await send('GET', `${MERCHANTS}/${created.id}?isSourceAdmin=true`)).json().orderCount).toBe(1);
    expect((await send('DELETE', `${MERCHANTS}/999999`)).statusCode).toBe(404);
  });
});

describe('popular merchants', () => {
  it('saves an order and reads it back in that order', async () => {
    const made = await t.db
      .insert(affiliateMerchants)
      .values(
        ['Booking.com', 'SHEIN', 'IKEA'].map((nameEn) => ({
          nameEn,
          nameAr: nameEn,
          aggregatorId: 3,
          categoryId,
          trackingUrl: 'https://track.example/p',
          cashbackType: 'PERCENTAGE',
          cashbackValue: '5',
        })),
      )
      .returning();
    const ids = [made[2]!.id, made[0]!.id, made[1]!.id];
    const saved = await send('PUT', `${MERCHANTS}/popular`, { merchantIds: ids });
    expect(saved.statusCode, saved.body).toBe(200);
    const read = (await send('GET', `${MERCHANTS}/popular`)).json();
    expect(
      read.map((e: { priority: number; merchant: { id: number } }) => [e.priority, e.merchant.id]),
    ).toEqual([
      [1, ids[0]],
      [2, ids[1]],
      [3, ids[2]],
    ]);
    expect((await send('GET', `${MERCHANTS}/${ids[0]}?isSourceAdmin=true`)).json().isPopular).toBe(true);
    const [audit] = await t.auditOf('affiliate-popular-merchants.save');
    expect(audit!.after).toEqual({ merchantIds: ids });
    const lookup = (await send('GET', `${MERCHANTS}/lookup?query=ikea`)).json();
    expect(lookup[0]).toMatchObject({ id: ids[0], nameEn: 'IKEA' });
  });

  it('refuses an inactive or unknown merchant, and a repeat, changing nothing', async () => {
    const before = (await send('GET', `${MERCHANTS}/popular`)).json();
    const [inactive] = await t.db
      .insert(affiliateMerchants)
      .values({
        nameEn: 'Closed',
        nameAr: 'مغلق',
        aggregatorId: 1,
        categoryId,
        trackingUrl: 'https://track.example/c',
        cashbackType: 'FIXED',
        cashbackValue: '5',
        isActive: false,
      })
      .returning();
    const refused = await send('PUT', `${MERCHANTS}/popular`, { merchantIds: [inactive!.id, 999999] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details[0]).toMatchObject({
      path: ['body', 'merchantIds'],
      key: 'noActiveAffiliateMerchant',
      params: { ids: `${inactive!.id}, 999999` },
    });
    const twice = await send('PUT', `${MERCHANTS}/popular`, { merchantIds: [1, 1] });
    expect(twice.json().details[0]).toMatchObject({ key: 'merchantTwice' });
    expect((await send('GET', `${MERCHANTS}/popular`)).json()).toEqual(before);
    expect((await t.db.select({ n: count() }).from(popularAffiliateMerchants))[0]!.n).toBe(before.length);
  });
});

describe('orders CSV', () => {
  it('downloads <id>.csv with every order, page after page, formula cells escaped', async () => {
    const merchant = (await send('POST', MERCHANTS, merchantBody({ nameEn: 'Amazon' }))).json();
    await t.db.insert(affiliateTransactions).values(
      Array.from({ length: 2100 }, (_, i) => ({
        merchantId: merchant.id,
        orderId: i === 0 ? '=HYPERLINK("http://evil")' : `AMZ-${i}`,
        userId: i % 2 ? 500001 : 500002,
        orderAmountPiastres: 100000 + i,
        cashbackPiastres: 3500,
        status: i % 3 === 0 ? 'PENDING' : 'CONFIRMED',
        orderedOn: '2026-02-01',
      })),
    );
    const response = await send('GET', `${V2}/merchants/transactions/orders-csv?affiliateId=${merchant.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${merchant.id}.csv"`);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('order_id,customer_id,order_amount_egp,cashback_egp,status,order_date,updated_at');
    expect(lines).toHaveLength(2101);
    expect(lines[1]).toMatch(
      /^"'=HYPERLINK\(""http:\/\/evil""\)",500002,1000\.00,35\.00,PENDING,2026-02-01,/,
    );
    expect(lines[2]).toMatch(/^AMZ-1,500001,1000\.01,35\.00,CONFIRMED,/);
    expect((await send('GET', `${V2}/merchants/transactions/orders-csv?affiliateId=999999`)).statusCode).toBe(
      404,
    );
    expect((await send('GET', `${V2}/merchants/transactions/orders-csv`)).statusCode).toBe(400);
  });

  it('is refused to staff without the merchants list permission', async () => {
    const other = await t.signIn(['manage-affiliate-merchants-id']);
    const response = await t.app.inject({
      method: 'GET',
      url: `${V2}/merchants/transactions/orders-csv?affiliateId=1`,
      headers: other,
    });
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain('order_id');
  });
});
