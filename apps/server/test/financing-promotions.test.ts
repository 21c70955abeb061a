import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { V2 } from '@cmt/contract/endpoint';
import type { CreditPromotion } from '@cmt/contract/endpoints/financing';
import { creditPromotions, financingPartners } from '../src/db/schema.ts';
import { cairoDate } from '../src/lib/cairo.ts';
import { seedApplications } from '../src/seed/applications-data.ts';
import { seedFinancing } from '../src/seed/financing-data.ts';
import { createRandom } from '../src/seed/random.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let staff: { authorization: string; email: string };

beforeAll(async () => {
  t = await createTestApp();
  await seedApplications(t.db, createRandom(41), { scale: 1 });
  await seedFinancing(t.db, createRandom(42), { productDomain: 'lucky.app' });
  staff = await t.signIn(['manage-financing-credit-promotion']);
});
afterAll(() => t?.close());

const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url: `${V2}${url}`,
    headers: { authorization: staff.authorization, ...headers },
    ...(payload ? { payload } : {}),
  });
const day = (offset: number) => {
  const date = new Date(`${cairoDate()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
};
const listed = async (search = '') =>
  (await call('GET', `/financing/credit-promotions?pageSize=100${search}`)).json().items as CreditPromotion[];

describe('credit promotions', () => {
  it('lists promotions by status on Cairo’s calendar: running, scheduled, and ended (by staff or by date)', async () => {
    const all = await listed();
    expect(all.map((p) => p.id)).toEqual([...all.map((p) => p.id)].sort((a, b) => b - a));
    const byName = Object.fromEntries(all.map((p) => [p.nameEn, p.status]));
    expect(byName).toMatchObject({
      'Ramadan limit boost': 'ACTIVE',
      'Back to school: 3 months interest-free': 'SCHEDULED',
      'White Friday fee waiver': 'ENDED',
      'Summer in Sahel boost': 'ENDED',
    });
    expect((await listed('&status=ENDED')).map((p) => p.nameEn).sort()).toEqual([
      'Summer in Sahel boost',
      'White Friday fee waiver',
    ]);
    expect((await listed('&status=SCHEDULED')).map((p) => p.nameEn)).toEqual([
      'Back to school: 3 months interest-free',
    ]);
    const running = (await listed('&status=ACTIVE'))[0]!;
    expect(running).toMatchObject({ kind: 'LIMIT_INCREASE', limitIncrease: '5000.00' });
    expect(running.eligibleUsers).toBeGreaterThan(0);
  });

  it('creates a promotion once per Idempotency-Key, keeping only the value of its kind', async () => {
    const [connect] = await t.db
      .select()
      .from(financingPartners)
      .where(eq(financingPartners.name, 'Connect Money'));
    const body = {
      nameEn: 'Eid: 4 months interest-free',
      nameAr: 'العيد: ٤ شهور بدون فوائد',
      kind: 'INTEREST_FREE',
      interestFreeMonths: 4,
      limitIncrease: '2000',
      partnerId: connect!.id,
      startsOn: day(0),
      endsOn: day(10),
    };
    const created = await call('POST', '/financing/credit-promotions', body, {
      'idempotency-key': 'eid-promotion-1',
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({
      nameEn: 'Eid: 4 months interest-free',
      interestFreeMonths: 4,
      limitIncrease: null,
      partnerName: 'Connect Money',
      status: 'ACTIVE',
      eligibleUsers: 0,
      createdBy: staff.email,
    });
    const replay = await call('POST', '/financing/credit-promotions', body, {
      'idempotency-key': 'eid-promotion-1',
    });
    expect(replay.json().id).toBe(created.json().id);
    expect((await listed()).filter((p) => p.nameEn === body.nameEn)).toHaveLength(1);
    expect((await t.auditOf('credit-promotion.create')).at(-1)).toMatchObject({
      targetId: String(created.json().id),
      actorEmail: staff.email,
    });
  });

  it('names the field of a promotion that cannot be: dates backwards or past, a missing value, an unknown partner', async () => {
    const base = {
      nameEn: 'Boost',
      nameAr: 'زيادة',
      kind: 'LIMIT_INCREASE',
      limitIncrease: '1000',
      startsOn: day(1),
      endsOn: day(5),
    };
    const cases: [object, string, string][] = [
      [{ ...base, endsOn: day(0) }, 'endsOn', 'endsBeforeStart'],
      [{ ...base, startsOn: day(-9), endsOn: day(-2) }, 'endsOn', 'endsInPast'],
      [{ ...base, limitIncrease: null }, 'limitIncrease', 'limitIncreaseRequired'],
      [{ ...base, limitIncrease: '12.345' }, 'limitIncrease', 'egpAmount'],
      [{ ...base, kind: 'INTEREST_FREE', interestFreeMonths: 6 }, 'interestFreeMonths', 'interestFreeMonths'],
      [{ ...base, partnerId: 9999 }, 'partnerId', 'chooseExistingPartner'],
      [{ ...base, nameAr: '' }, 'nameAr', 'enterArabicName'],
    ];
    const before = await t.countRows(creditPromotions);
    for (const [body, field, key] of cases) {
      const response = await call('POST', '/financing/credit-promotions', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().details[0], JSON.stringify(body)).toMatchObject({ path: ['body', field], key });
    }
    expect(await t.countRows(creditPromotions)).toBe(before);
  });

  it('ends a running promotion with who and why; it stays listed as ended, and ending it again is a no-op', async () => {
    const running = (await listed('&status=ACTIVE')).find((p) => p.nameEn === 'Ramadan limit boost')!;
    const ended = await call('PUT', '/financing/credit-promotions/expire', {
      id: running.id,
      reason: 'Budget used up',
    });
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toMatchObject({
      id: running.id,
      status: 'ENDED',
      endedBy: staff.email,
      endReason: 'Budget used up',
    });
    expect((await listed('&status=ENDED')).map((p) => p.id)).toContain(running.id);
    expect((await listed('&status=ACTIVE')).map((p) => p.id)).not.toContain(running.id);
    const again = await call('PUT', '/financing/credit-promotions/expire', {
      id: running.id,
      reason: 'Twice',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ endReason: 'Budget used up' });
    expect((await t.auditOf('credit-promotion.expire')).map((a) => a.targetId)).toEqual([String(running.id)]);
    expect((await call('PUT', '/financing/credit-promotions/expire', { id: 99999 })).statusCode).toBe(404);
  });
});
