import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { V2 } from '@cmt/contract/endpoint';
import { plusPlans } from '../src/db/schema.ts';
import { createTestApp, type TestApp } from './helpers.ts';

const PLANS = `${V2}/plus/plans`;

let t: TestApp;
let staff: { authorization: string; email: string };

beforeAll(async () => {
  t = await createTestApp();
  staff = await t.signIn(['manage-general-plus']);
});
afterAll(() => t?.close());

const send = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: staff.authorization, ...headers },
    ...(payload ? { payload } : {}),
  });

const plan = (input: Record<string, unknown> = {}) => ({
  nameEn: 'Plus Monthly',
  nameAr: 'بلس الشهري',
  price: '49.5',
  period: 'MONTHLY',
  benefits: [
    { en: 'Double cashback', ar: 'ضعف الكاش باك' },
    { en: 'Weekend offers', ar: 'عروض نهاية الأسبوع' },
  ],
  isActive: true,
  position: 2,
  ...input,
});

describe('Plus plans', () => {
  it('creates a plan with its price in piastres-exact EGP and bilingual benefits, once per Idempotency-Key', async () => {
    const headers = { 'idempotency-key': 'plus-create-0001' };
    const created = await send('POST', PLANS, plan(), headers);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({
      nameEn: 'Plus Monthly',
      price: '49.50',
      period: 'MONTHLY',
      benefits: [
        { en: 'Double cashback', ar: 'ضعف الكاش باك' },
        { en: 'Weekend offers', ar: 'عروض نهاية الأسبوع' },
      ],
      isActive: true,
      version: 1,
    });
    const replay = await send('POST', PLANS, plan(), headers);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(await t.countRows(plusPlans)).toBe(1);
    expect((await t.auditOf('plus-plan.create')).at(-1)).toMatchObject({ actorEmail: staff.email });
  });

  it('refuses a bad price, a missing Arabic benefit, no benefits and an unknown period, naming the field', async () => {
    const cases: [Record<string, unknown>, (string | number)[], string][] = [
      [{ price: '0' }, ['body', 'price'], 'priceRange'],
      [{ price: '49.999' }, ['body', 'price'], 'priceRange'],
      [{ price: 1e9 }, ['body', 'price'], 'priceRange'],
      [{ benefits: [{ en: 'Cashback', ar: ' ' }] }, ['body', 'benefits', '0', 'ar'], 'enterArabicBenefit'],
      [{ benefits: [] }, ['body', 'benefits'], 'benefitsCount'],
    ];
    for (const [input, path, key] of cases) {
      const response = await send('POST', PLANS, plan(input));
      expect(response.statusCode, JSON.stringify(input)).toBe(400);
      expect(response.json().details[0]).toMatchObject({ path, key });
    }
    expect((await send('POST', PLANS, plan({ period: 'WEEKLY' }))).statusCode).toBe(400);
    expect(await t.countRows(plusPlans)).toBe(1);
  });

  it('edits with If-Match (a stale save is 412), deactivates, and lists active plans in app order', async () => {
    const second = (
      await send('POST', PLANS, plan({ nameEn: 'Plus Yearly', price: 449, period: 'YEARLY', position: 1 }))
    ).json();
    const edited = await send(
      'PUT',
      `${PLANS}/${second.id}`,
      plan({ nameEn: 'Plus Yearly', price: '399.00', period: 'YEARLY', position: 1 }),
      {
        'if-match': `"${second.version}"`,
      },
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ price: '399.00', version: 2 });
    const stale = await send('PUT', `${PLANS}/${second.id}`, plan({ nameEn: 'Lost edit' }), {
      'if-match': '"1"',
    });
    expect(stale.statusCode).toBe(412);

    const ordered = (await send('GET', `${PLANS}?active=ACTIVE`)).json();
    expect(ordered.items.map((p: { nameEn: string }) => p.nameEn)).toEqual(['Plus Yearly', 'Plus Monthly']);

    const off = await send('PUT', `${PLANS}/${second.id}/active`, { isActive: false }, { 'if-match': '"2"' });
    expect(off.json()).toMatchObject({ isActive: false, version: 3 });
    expect(
      (await send('GET', `${PLANS}?active=ACTIVE`)).json().items.map((p: { nameEn: string }) => p.nameEn),
    ).toEqual(['Plus Monthly']);
    expect((await t.auditOf('plus-plan.deactivate')).at(-1)).toMatchObject({
      targetId: String(second.id),
      before: { isActive: true },
      after: { isActive: false },
    });
    expect((await send('GET', `${PLANS}/999999`)).statusCode).toBe(404);
  });
});
