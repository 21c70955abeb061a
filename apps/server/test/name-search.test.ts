import { and, asc, desc, eq, ilike, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { V2 } from '@cmt/contract/endpoint';
import type { ApplicationListItem } from '@cmt/contract/endpoints/financing';
import type { HomeCard } from '@cmt/contract/endpoints/home';
import {
  affiliateCashouts,
  appUsers,
  applicationFinancingPartners as afp,
  customerApplications as ca,
  financingPartners,
} from '../src/db/schema.ts';
import { nameSearchCondition } from '../src/domain/applications.ts';
import { escapeLike } from '../src/lib/sql.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/**
 * Issue 22 item 4: a name of two words or more is found through the pairs of adjacent words
 * (`name_pairs`, migration 0027) and the list counts a search in the page's own scan. What is found
 * must not change: every query below finds exactly the rows the plain ILIKE finds, in the same order,
 * with the same total. Issue 21: the home's cashouts and application reviews cards read kept counters.
 */
let t: TestApp;
let officer: { authorization: string };

const FIRST = 1_700_001;
/** Names that sit close to the searched ones: parts of words, other orders, cases, spacing, LIKE characters. */
const tricky: [string | null, string | null, string | null, string | null][] = [
  ['هشام', 'عمر', 'عبد الفتاح', 'الشربيني'],
  ['معمر', 'عبد الفتاحي', null, 'البنا'],
  ['عمر ', 'عبد الفتاح', 'رضوان', null],
  ['عبد الفتاح', 'عمر', 'عبد', 'الفتاح'],
  ['مريم', 'رضوان', 'علي', 'حسن'],
  ['مريم', null, null, 'رضوان'],
  ['Omar', 'ABDEL', 'Fattah', 'Hassan'],
  ['omar', 'abdel-fattah', null, 'ali'],
  ['OMARI', 'Abdelfattah', 'x', 'y'],
  ['x%y_z', 'ab', null, null],
  ["O'Brien", 'O\\Hara', null, null],
  ['tab\tname', 'here', null, null],
  [null, null, null, null],
  ['a'.repeat(300), 'عمر', 'عبد', 'الفتاح'],
  ['İstanbul', 'Ali', null, null],
];
const first = ['عمر', 'معمر', 'مريم', 'Omar', 'محمد', 'عبد الله'];
const middle = ['عبد', 'عبد الفتاح', 'الفتاح', 'رضوان', 'abdel', 'Fattah', 'علي'];
const family = ['الفتاح', 'الفتاحي', 'رضوان', 'Hassan', 'البنا', 'عمر'];

beforeAll(async () => {
  t = await createTestApp();
  officer = await t.signIn(['manage-financing-applications', 'manage-affiliate-cashout']);
  const names = [...tricky];
  for (let i = 0; i < 240; i++)
    names.push([first[i % 6]!, middle[(i * 5) % 7]!, middle[(i * 3 + 1) % 7]!, family[(i * 7) % 6]!]);
  await t.db
    .insert(appUsers)
    .values(names.map((_, i) => ({ id: FIRST + i, phone: `0155${String(i).padStart(7, '0')}`, name: 'C' })));
  await t.db.insert(ca).values(
    names.map(([firstName, secondName, thirdName, familyName], i) => ({
      userId: FIRST + i,
      firstName,
      secondName,
      thirdName,
      familyName,
      // Some share a moment, so the user id breaks ties as the list does.
      createdAt: new Date(Date.UTC(2026, 0, 1) + Math.floor(i / 3) * 60_000),
    })),
  );
});
afterAll(() => t?.close());

const queries = [
  'عمر عبد الفتاح',
  'مر عبد الفتا',
  'عمر عبد',
  'عبد الفتاح',
  'مريم رضوان',
  'ريم رضو',
  'عمر',
  'فتاح',
  'OMAR abdel',
  'mar abdel fat',
  'omar abdel-fattah',
  '  عمر   عبد  الفتاح ',
  'عبد الفتاح عمر عبد الفتاح',
  'x%y_z ab',
  "O'Brien O\\Hara",
  'ien o\\ha',
  'name here',
  `${'a'.repeat(10)} عمر عبد`,
  'istanbul ali',
  'ab cd',
];

/** The rows the plain ILIKE finds (the condition before issue 22), as the list orders them. */
const plain = (q: string) =>
  t.db
    .select({ userId: ca.userId })
    .from(ca)
    .where(ilike(ca.searchName, `%${escapeLike(q.replace(/\s+/g, ' '))}%`))
    .orderBy(desc(ca.createdAt), desc(ca.userId));

describe('name search through word pairs', () => {
  it.each(queries)('finds what the ILIKE finds: %s', async (q) => {
    const expected = (await plain(q)).map((row) => row.userId);
    const found = await t.db
      .select({ userId: ca.userId })
      .from(ca)
      .where(nameSearchCondition(q))
      .orderBy(desc(ca.createdAt), desc(ca.userId));
    expect(found.map((row) => row.userId)).toEqual(expected);
  });

  it('finds some rows for the searched names (the comparison is not empty)', async () => {
    expect((await plain('عمر عبد الفتاح')).length).toBeGreaterThan(10);
    expect((await plain('OMAR abdel')).length).toBeGreaterThan(0);
    expect((await plain("O'Brien O\\Hara")).length).toBe(1);
  });

  it('uses the pairs only when the first and last words have 3 characters', async () => {
    const explain = async (q: string) =>
      JSON.stringify(
        (await t.db.execute(sql`explain select 1 from ${ca} where ${nameSearchCondition(q)}`)).rows,
      );
    expect(await explain('عمر عبد الفتاح')).toContain('name_pairs');
    expect(await explain('مر عبد الفتا')).not.toContain('name_pairs');
    expect(await explain('عمر')).not.toContain('name_pairs');
  });
});

describe('GET /financing/applications?q= counted in the page', () => {
  const list = async (search: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${V2}/financing/applications?${search}`,
      headers: { authorization: officer.authorization },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { items: ApplicationListItem[]; total: number };
  };

  it.each(queries.filter((q) => q.trim().length >= 2))('same page and total: %s', async (q) => {
    const expected = (await plain(q.trim())).map((row) => row.userId);
    for (const page of [1, 2]) {
      const got = await list(`q=${encodeURIComponent(q)}&page=${page}&pageSize=10`);
      expect(got.total).toBe(expected.length);
      expect(got.items.map((item) => item.userId)).toEqual(expected.slice((page - 1) * 10, page * 10));
    }
  });

  it('gives the total on a page past the last, and sorted by user id', async () => {
    const expected = (await plain('عمر عبد')).map((row) => row.userId);
    const past = await list(`q=${encodeURIComponent('عمر عبد')}&page=99&pageSize=10`);
    expect(past).toMatchObject({ items: [], total: expected.length });
    const byId = await list(`q=${encodeURIComponent('عمر عبد')}&sort=userId&order=asc&pageSize=100`);
    expect(byId.items.map((item) => item.userId)).toEqual([...expected].sort((a, b) => a - b));
    expect(await list(`q=${encodeURIComponent('لا أحد بهذا الاسم')}`)).toMatchObject({ items: [], total: 0 });
  });
});

describe('home cards from kept counters', () => {
  const cards = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${V2}/home`,
      headers: { authorization: officer.authorization },
    });
    expect(response.statusCode, response.body).toBe(200);
    return Object.fromEntries((response.json().cards as HomeCard[]).map((card) => [card.key, card]));
  };
  const direct = async () => {
    const [cashouts] = await t.db
      .select({
        count: sql<number>`count(*)::int`,
        amount: sql<string>`coalesce(sum(${affiliateCashouts.amountPiastres}), 0)::text`,
      })
      .from(affiliateCashouts)
      .where(eq(affiliateCashouts.status, 'PENDING'));
    const [lines] = await t.db
      .select({ count: sql<number>`count(*)::int`, oldest: sql<string | null>`min(${afp.createdAt})::text` })
      .from(afp)
      .where(and(eq(afp.isCurrent, true), eq(afp.creditLineStatus, 0)));
    return { cashouts: cashouts!, lines: lines! };
  };
  const expectSame = async () => {
    const [card, count] = [await cards(), await direct()];
    expect(card.cashouts).toMatchObject({
      count: count.cashouts.count,
      amountPiastres: Number(count.cashouts.amount),
    });
    expect(card.applicationReviews).toMatchObject({
      count: count.lines.count,
      oldestAt: count.lines.oldest ? new Date(count.lines.oldest).toISOString() : null,
    });
  };

  it('counts what waits as the rows say, through inserts, moves and deletes', async () => {
    await expectSame();
    const [partner] = await t.db
      .insert(financingPartners)
      .values({ name: 'Counter Partner', nameAr: 'شريك', minLimit: '1000.00', maxLimit: '50000.00' })
      .returning({ id: financingPartners.id });
    const line = (i: number, status: number, isCurrent = true) => ({
      userId: FIRST + i,
      partnerId: partner!.id,
      creditLineStatus: status,
      isCurrent,
    });
    await t.db.insert(afp).values([line(0, 0), line(1, 0), line(2, 0), line(3, 1), line(4, 0, false)]);
    const cashout = { method: 'WALLET', walletNumber: '01000700001', balanceAtRequestPiastres: 1 };
    await t.db.insert(affiliateCashouts).values([
      { ...cashout, userId: FIRST, amountPiastres: 12_345 },
      { ...cashout, userId: FIRST + 1, amountPiastres: 50_000 },
      { ...cashout, userId: FIRST + 2, amountPiastres: 700, status: 'REJECTED' },
    ]);
    await expectSame();
    expect((await cards()).applicationReviews).toMatchObject({ count: 3 });
    expect((await cards()).cashouts).toMatchObject({ count: 2, amountPiastres: 62_345 });

    await t.db
      .update(afp)
      .set({ creditLineStatus: 1 })
      .where(eq(afp.userId, FIRST + 1));
    await t.db
      .update(afp)
      .set({ isCurrent: true })
      .where(eq(afp.userId, FIRST + 4));
    await t.db.delete(afp).where(eq(afp.userId, FIRST + 2));
    await t.db
      .update(affiliateCashouts)
      .set({ status: 'APPROVED' })
      .where(eq(affiliateCashouts.userId, FIRST + 1));
    await t.db
      .update(affiliateCashouts)
      .set({ amountPiastres: 345 })
      .where(eq(affiliateCashouts.userId, FIRST));
    await expectSame();
    expect((await cards()).applicationReviews).toMatchObject({ count: 2 });
    expect((await cards()).cashouts).toMatchObject({ count: 1, amountPiastres: 345 });

    await t.db.delete(affiliateCashouts);
    await t.db.delete(afp).where(eq(afp.partnerId, partner!.id));
    await expectSame();
    expect(await t.db.select().from(ca).orderBy(asc(ca.userId)).limit(1)).toHaveLength(1);
  });
});
