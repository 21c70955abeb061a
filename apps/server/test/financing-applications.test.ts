import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { V2 } from '@cmt/contract/endpoint';
import type { ApplicationListItem, FinancingApplication } from '@cmt/contract/endpoints/financing';
import {
  amlBlacklist,
  applicationFinancingPartners,
  appUsers,
  customerApplications,
  financingPartners,
  financingReviews,
} from '../src/db/schema.ts';
import { seedApplications } from '../src/seed/applications-data.ts';
import { seedFinancing } from '../src/seed/financing-data.ts';
import { createRandom } from '../src/seed/random.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
const lines: string[] = [];
let officer: { authorization: string; email: string };
let customers: (typeof customerApplications.$inferSelect)[];

beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => void lines.push(line) } });
  await seedApplications(t.db, createRandom(7), { scale: 1 });
  await seedFinancing(t.db, createRandom(8), { productDomain: 'lucky.app' });
  customers = await t.db.select().from(customerApplications).orderBy(customerApplications.userId);
  officer = await t.signIn(['manage-financing-applications']);
});
afterAll(() => t?.close());

const get = (url: string, auth = officer) =>
  t.app.inject({ method: 'GET', url: `${V2}${url}`, headers: { authorization: auth.authorization } });
const list = async (search: string) => {
  const response = await get(`/financing/applications?${search}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { items: ApplicationListItem[]; total: number; page: number; pageSize: number };
};
const withId = () => customers.find((c) => c.documentNumber?.length === 14 && c.userId > 100010)!;

describe('GET /financing/applications', () => {
  it('pages the applications newest first, each with its current credit line and partner', async () => {
    const page = await list('pageSize=10');
    expect(page.total).toBe(customers.length);
    expect(page.items).toHaveLength(10);
    const applied = page.items.map((item) => item.appliedAt);
    expect([...applied].sort().reverse()).toEqual(applied);
    const withLine = page.items.find((item) => item.creditLine)!;
    const [current] = await t.db
      .select({ status: applicationFinancingPartners.creditLineStatus, partner: financingPartners.name })
      .from(applicationFinancingPartners)
      .innerJoin(financingPartners, eq(financingPartners.id, applicationFinancingPartners.partnerId))
      .where(
        sql`${applicationFinancingPartners.userId} = ${withLine.userId} and ${applicationFinancingPartners.isCurrent}`,
      );
    expect(withLine.creditLine).toMatchObject({
      creditLineStatus: current!.status,
      partnerName: current!.partner,
    });
    expect(withLine.creditLine!.approvedAmount).toMatch(/^\d+\.\d{2}$/);
  });

  it('finds a customer by national id prefix, by phone and by a part of the Arabic name', async () => {
    const c = withId();
    const byId = await list(`q=${c.documentNumber!.slice(0, 10)}`);
    expect(byId.items.map((i) => i.userId)).toContain(c.userId);
    expect(byId.items.every((i) => i.documentNumber!.startsWith(c.documentNumber!.slice(0, 10)))).toBe(true);
    const byPhone = await list(`q=${c.phone}`);
    expect(byPhone.items.map((i) => i.userId)).toEqual([c.userId]);
    const part = `${c.secondName} ${c.thirdName}`;
    const byName = await list(`q=${encodeURIComponent(part)}&pageSize=100`);
    expect(byName.items.map((i) => i.userId)).toContain(c.userId);
    expect(byName.items.every((i) => i.fullName.includes(part))).toBe(true);
  });

  it('filters by credit line status (1 and 2 as active), partner, no line, and applied dates', async () => {
    const active = await list('status=ANY_ACTIVE&pageSize=100');
    expect(active.total).toBeGreaterThan(0);
    expect(active.items.every((i) => [1, 2].includes(i.creditLine!.creditLineStatus))).toBe(true);
    const none = await list('status=NONE&pageSize=100');
    expect(none.items.every((i) => i.creditLine === null)).toBe(true);
    const pending = await list('status=PENDING&pageSize=100');
    expect(pending.items.every((i) => i.creditLine!.creditLineStatus === 0)).toBe(true);
    expect(active.total + none.total + pending.total).toBeLessThanOrEqual(customers.length);

    const [connect] = await t.db
      .select()
      .from(financingPartners)
      .where(eq(financingPartners.name, 'Connect Money'));
    const ofConnect = await list(`partnerId=${connect!.id}&pageSize=100`);
    expect(ofConnect.items.every((i) => i.creditLine?.partnerName === 'Connect Money')).toBe(true);

    const newest = (await list('pageSize=1')).items[0]!;
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' }).format(
      new Date(newest.appliedAt),
    );
    const thatDay = await list(`from=${day}&to=${day}&pageSize=100`);
    expect(thatDay.items.map((i) => i.userId)).toContain(newest.userId);
    expect(
      thatDay.items.every(
        (i) =>
          new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' }).format(new Date(i.appliedAt)) ===
          day,
      ),
    ).toBe(true);
  });

  it('flags blacklisted and blocked customers and filters on them', async () => {
    const blacklisted = await list('flag=BLACKLISTED');
    expect(blacklisted.total).toBe(await t.countRows(amlBlacklist));
    expect(blacklisted.items.every((i) => i.blacklisted)).toBe(true);
    const blocked = await list('flag=BLOCKED&pageSize=100');
    expect(blocked.total).toBeGreaterThan(0);
    expect(blocked.items.every((i) => i.blockedFromFinancing)).toBe(true);
  });

  it('refuses a one-character search and a date range that ends before it starts, naming the field', async () => {
    const short = await get('/financing/applications?q=7');
    expect(short.statusCode).toBe(400);
    expect(short.json().details[0]).toMatchObject({ path: ['query', 'q'], key: 'customerSearch' });
    const backwards = await get('/financing/applications?from=2026-05-02&to=2026-05-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().details[0]).toMatchObject({ path: ['query', 'to'], key: 'endsBeforeStart' });
    expect((await get('/financing/applications?status=ALMOST')).statusCode).toBe(400);
  });
});

describe('GET /financing/export-applications', () => {
  it('streams the filtered applications as CSV with a BOM, whole ids, and formula cells escaped', async () => {
    const [row] = await t.db
      .select()
      .from(customerApplications)
      .where(eq(customerApplications.userId, 100013));
    await t.db
      .update(customerApplications)
      .set({ firstName: '=HYPERLINK("http://evil")' })
      .where(eq(customerApplications.userId, row!.userId));
    const response = await get(`/financing/export-applications?q=${row!.phone}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(
      /attachment; filename="applications-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const body = response.body;
    expect(body.startsWith('\uFEFFuser_id,full_name,national_id,phone,')).toBe(true);
    const records = body.trim().split('\r\n');
    expect(records).toHaveLength(2);
    expect(records[1]).toContain(`${row!.userId},"'=HYPERLINK(""http://evil"")`);
    expect(records[1]).toContain(row!.documentNumber);
  });

  it('exports every matching application, page after page, and records who exported what (id masked)', async () => {
    const all = await get('/financing/export-applications?status=ANY_ACTIVE');
    const rows = all.body.trim().split('\r\n').slice(1);
    expect(rows).toHaveLength((await list('status=ANY_ACTIVE')).total);
    const c = withId();
    await get(`/financing/export-applications?q=${c.documentNumber}`);
    const audits = await t.auditOf('financing.applications.export');
    expect(audits.at(-2)!.after).toEqual({ filters: { status: 'ANY_ACTIVE' } });
    expect(JSON.stringify(audits.at(-1)!.after)).not.toContain(c.documentNumber!);
    expect(JSON.stringify(audits.at(-1)!.after)).toContain(c.documentNumber!.slice(-4));
    expect(audits.at(-1)!.actorEmail).toBe(officer.email);
  });

  it('refuses bad filters before writing anything', async () => {
    const before = (await t.auditOf('financing.applications.export')).length;
    expect((await get('/financing/export-applications?from=2026-05-02&to=2026-05-01')).statusCode).toBe(400);
    expect((await t.auditOf('financing.applications.export')).length).toBe(before);
  });
});

describe('GET /financing/applications/{documentNumber}', () => {
  it('gives the whole application, its lines, reviews, instalments and contracts, and records the view', async () => {
    const withLines = await t.db
      .select({ userId: applicationFinancingPartners.userId })
      .from(applicationFinancingPartners)
      .where(eq(applicationFinancingPartners.creditLineStatus, 2));
    const c = customers.find(
      (x) => x.documentNumber?.length === 14 && withLines.some((l) => l.userId === x.userId),
    )!;
    const response = await get(`/financing/applications/${c.documentNumber}`);
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json() as FinancingApplication;
    expect(detail.application).toMatchObject({
      userId: c.userId,
      firstName: c.firstName,
      documentNumber: c.documentNumber,
      disctrict: c.disctrict,
    });
    expect(detail.creditLines.filter((l) => l.isCurrent)).toHaveLength(1);
    expect(detail.application.financingPartner).toHaveLength(detail.creditLines.length);
    expect(detail.reviews.length).toBeGreaterThan(0);
    expect(detail.instalments.length).toBeGreaterThan(0);
    expect(detail.instalments.every((i) => /^INS-\d+-\d-\d$/.test(i.reference))).toBe(true);
    const audits = await t.auditOf('financing.application.view');
    expect(audits.at(-1)).toMatchObject({ targetId: String(c.userId), actorEmail: officer.email });
    expect(JSON.stringify(audits.at(-1))).not.toContain(c.documentNumber!);
  });

  it('shows the AML listing and the financing block of a customer', async () => {
    const [listing] = await t.db.select().from(amlBlacklist).limit(1);
    const detail = (
      await get(`/financing/applications/${listing!.nationalId}`)
    ).json() as FinancingApplication;
    expect(detail.blacklist).toMatchObject({ sourceList: listing!.sourceList, reason: listing!.reason });
    const blocked = (await list('flag=BLOCKED')).items.find((i) => i.documentNumber)!;
    const withBlock = (
      await get(`/financing/applications/${blocked.documentNumber}`)
    ).json() as FinancingApplication;
    expect(withBlock.block?.reason).toBeDefined();
  });

  it('answers 404 for an unknown national id and 400 for one that is not digits, without logging it', async () => {
    const missing = await get('/financing/applications/29912319999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Customer application was not found');
    expect((await get('/financing/applications/2990abc')).statusCode).toBe(400);
    const c = withId();
    await get(`/financing/applications/${c.documentNumber}`);
    const log = lines.join('');
    expect(log).toContain('/financing/applications/');
    expect(log).not.toContain('29912319999999');
    expect(log).not.toContain(c.documentNumber!);
  });

  it('names the other customers captured with the same national id', async () => {
    const first = customers.find((c) => c.documentNumber?.length === 14);
    await t.db.insert(appUsers).values({ id: 990001, name: 'Duplicate capture' });
    await t.db.insert(customerApplications).values({ userId: 990001, documentNumber: first!.documentNumber });
    const detail = (
      await get(`/financing/applications/${first!.documentNumber}`)
    ).json() as FinancingApplication;
    expect(detail.application.userId).toBe(first!.userId);
    expect(detail.sameDocumentUserIds).toEqual([990001]);
  });
});

describe('GET /financing/partners', () => {
  it('lists the partners with their limit bounds and active lines, to any signed-in staff', async () => {
    const anyone = await t.signIn([]);
    const response = await get('/financing/partners', anyone);
    expect(response.statusCode).toBe(200);
    const partners = response.json() as {
      name: string;
      minLimit: string;
      maxLimit: string;
      activeLines: number;
    }[];
    expect(partners.map((p) => p.name)).toEqual([
      'Connect Money',
      'Delta Consumer Finance',
      'Lucky Instalments',
    ]);
    expect(partners[0]).toMatchObject({ minLimit: '2500.00', maxLimit: '150000.00' });
    expect(partners.reduce((sum, p) => sum + p.activeLines, 0)).toBe(
      (
        await t.db
          .select()
          .from(applicationFinancingPartners)
          .where(sql`${applicationFinancingPartners.creditLineStatus} in (1, 2)`)
      ).length,
    );
  });
});

describe('the last decision of each listed customer', () => {
  it('is the newest review of their lines', async () => {
    const reviewed = (await list('pageSize=100')).items.filter((i) => i.lastReviewAt);
    expect(reviewed.length).toBeGreaterThan(0);
    const [latest] = await t.db
      .select({ at: sql<string>`max(${financingReviews.reviewedAt})::text` })
      .from(financingReviews)
      .where(eq(financingReviews.userId, reviewed[0]!.userId));
    expect(new Date(reviewed[0]!.lastReviewAt!).getTime()).toBe(new Date(latest!.at).getTime());
  });
});

describe('the unfiltered total', () => {
  it('is kept by the database as applications come and go, including deletes and truncates', async () => {
    const total = async () => (await list('pageSize=1')).total;
    const before = await total();
    expect(before).toBe(await t.countRows(customerApplications));
    await t.db.insert(appUsers).values([
      { id: 990101, name: 'New one' },
      { id: 990102, name: 'New two' },
    ]);
    await t.db.insert(customerApplications).values([{ userId: 990101 }, { userId: 990102 }]);
    expect(await total()).toBe(before + 2);
    await t.db.delete(appUsers).where(eq(appUsers.id, 990101));
    expect(await total()).toBe(before + 1);
    expect(await total()).toBe(await t.countRows(customerApplications));
  });
});
