import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { V2 } from '@cmt/contract/endpoint';
import { applicationFinancingPartners, customerApplications, financingPartners } from '../src/db/schema.ts';
import { nationalIdCheckDigit, seedApplications } from '../src/seed/applications-data.ts';
import { createRandom } from '../src/seed/random.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let lucky: { authorization: string };
let connect: { authorization: string };
let rows: (typeof customerApplications.$inferSelect)[];

beforeAll(async () => {
  t = await createTestApp({ CHROMIUM_PATH: '/nonexistent/chromium' });
  await seedApplications(t.db, createRandom(7), { scale: 1 });
  rows = await t.db.select().from(customerApplications).orderBy(customerApplications.userId);
  lucky = await t.signIn(['manage-applacations-prefill-contract']);
  connect = await t.signIn(['manage-applacations-prefill-connect-contract']);
});
afterAll(() => t.close());

const get = (url: string, auth: { authorization: string }) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: auth.authorization } });

describe('demo customers', () => {
  it('have 14-digit national ids with a valid structure, matching birth date and gender', () => {
    const valid = rows.filter((r) => r.documentNumber?.length === 14);
    expect(valid.length).toBeGreaterThan(30);
    for (const r of valid) {
      const id = r.documentNumber!;
      expect(id).toMatch(/^[23]\d{13}$/);
      const birth =
        r.birthdate ?? `${id[0] === '2' ? '19' : '20'}${id.slice(1, 3)}-${id.slice(3, 5)}-${id.slice(5, 7)}`;
      expect(`${id.slice(1, 3)}${id.slice(3, 5)}${id.slice(5, 7)}`).toBe(birth.slice(2).replaceAll('-', ''));
      if (r.gender) expect(Number(id[12]) % 2).toBe(r.gender === 1 ? 1 : 0);
      expect(Number(id[13])).toBe(nationalIdCheckDigit(id.slice(0, 13)));
      expect(r.phone).toMatch(/^01[0125]\d{8}$/);
    }
  });

  it('include the bad captures: missing fields, no national id and a 13-digit one', () => {
    expect(rows.some((r) => r.birthdate === null && r.street === null)).toBe(true);
    expect(rows.some((r) => r.documentNumber === null)).toBe(true);
    expect(rows.some((r) => r.documentNumber?.length === 13)).toBe(true);
  });
});

describe('contract customer search', () => {
  it('finds by national id, phone and name, and masks the national id in the list', async () => {
    const c = rows[0]!;
    for (const q of [c.documentNumber!, c.phone!, `+2${c.phone!}`, c.firstName!]) {
      const response = await get(
        `${V2}/applications/contracts/lucky/search?q=${encodeURIComponent(q)}`,
        lucky,
      );
      expect(response.statusCode, q).toBe(200);
      const items = response.json().items as { userId: number; documentNumberMasked: string }[];
      expect(items.map((i) => i.userId)).toContain(c.userId);
      expect(response.body).not.toContain(c.documentNumber!);
    }
  });

  it('answers an empty list for nobody and 400 for a too-short query', async () => {
    const none = await get(`${V2}/applications/contracts/connect/search?q=zzzzqq`, connect);
    expect(none.json()).toEqual({ items: [] });
    const short = await get(`${V2}/applications/contracts/connect/search?q=a`, connect);
    expect(short.statusCode).toBe(400);
  });

  it('keeps each screen behind its own permission', async () => {
    expect((await get(`${V2}/applications/contracts/lucky/search?q=أحمد`, connect)).statusCode).toBe(403);
    expect((await get(`${V2}/applications/contracts/connect/${rows[0]!.userId}`, lucky)).statusCode).toBe(
      403,
    );
  });
});

describe('application with contract history', () => {
  it('gives the application with its partner entries, the company details and the archiving state', async () => {
    const c = rows[0]!;
    const response = await get(`${V2}/applications/contracts/connect/${c.userId}`, connect);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.application).toMatchObject({
      userId: c.userId,
      documentNumber: c.documentNumber,
      disctrict: c.disctrict,
    });
    expect(body.history).toEqual([]);
    expect(body.settings.archiving).toBe(false);
    expect(body.settings.company.hotline).toBe('19677');
    expect(body.settings.company.legalName).toContain('لاكي');
  });

  it('prints nulls for missing fields, never an absent key', async () => {
    const missing = rows.find((r) => r.birthdate === null)!;
    const body = (await get(`${V2}/applications/contracts/lucky/${missing.userId}`, lucky)).json();
    expect(body.application.birthdate).toBeNull();
    expect(body.application.street).toBeNull();
  });

  it('answers 404 with a clear message for an unknown customer', async () => {
    const response = await get(`${V2}/applications/contracts/lucky/999999`, lucky);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Customer application was not found' });
  });
});

describe('POST /financing/users/{id}/credit', () => {
  const credit = (id: number, body: object, auth = lucky) =>
    t.app.inject({
      method: 'POST',
      url: `${V2}/financing/users/${id}/credit`,
      headers: { authorization: auth.authorization },
      payload: body,
    });

  it('gives the active financing partner entry (status 1 or 2) when the card matches', async () => {
    const partners = await t.db
      .select({
        userId: applicationFinancingPartners.userId,
        partnerName: financingPartners.name,
        creditLineStatus: applicationFinancingPartners.creditLineStatus,
        approvedAmount: applicationFinancingPartners.approvedAmount,
      })
      .from(applicationFinancingPartners)
      .innerJoin(financingPartners, eq(financingPartners.id, applicationFinancingPartners.partnerId))
      .orderBy(applicationFinancingPartners.id);
    const isActive = (p: (typeof partners)[number]) => [1, 2].includes(p.creditLineStatus);
    // A customer with a well-formed national id and an active entry (the seed has many).
    const c = rows.find(
      (r) => r.documentNumber?.length === 14 && partners.some((p) => p.userId === r.userId && isActive(p)),
    )!;
    expect(c).toBeDefined();
    const first = partners.find((p) => p.userId === c.userId && isActive(p))!;
    const response = await credit(c.userId, { IDCardNumber: c.documentNumber });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      userId: c.userId,
      activePartner: {
        partnerName: first.partnerName,
        creditLineStatus: first.creditLineStatus,
        approvedAmount: first.approvedAmount,
      },
    });
  });

  it('refuses a national id that is not 14 digits or not the customer’s, and an unknown customer', async () => {
    const c = rows[0]!;
    const malformed = await credit(c.userId, { IDCardNumber: '12345' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body).toContain('14 digits');
    const other = await credit(c.userId, { IDCardNumber: rows[1]!.documentNumber });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ code: 'ID_CARD_MISMATCH' });
    expect((await credit(999999, { IDCardNumber: c.documentNumber })).statusCode).toBe(404);
    expect((await credit(c.userId, { IDCardNumber: c.documentNumber }, connect)).statusCode).toBe(403);
  });
});
