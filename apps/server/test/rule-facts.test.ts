import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { V2 } from '@cmt/contract/endpoint';
import { cairoDate } from '@cmt/contract/cairo-time';
import {
  factCatalogue,
  factLanguages,
  ruleSubjects,
  type FactDefinition,
} from '@cmt/contract/endpoints/rules';
import {
  affiliateCashouts,
  amlBlacklist,
  appUsers,
  applicationFinancingPartners as afp,
  cashbackWallets,
  customerApplications,
  customerBankAccounts,
  financingInstalments,
  financingPartners,
} from '../src/db/schema.ts';
import { factsOf } from '../src/features/rules/fact-queries.ts';
import { createTestApp, type TestApp } from './helpers.ts';

const FACTS = `${V2}/rules/facts`;
type Who = { authorization: string };

let t: TestApp;
let ruler: Who;
let outsider: Who;

const DAY = 86_400_000;
const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms);
const get = (who: Who, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: who.authorization } });

/** Whole Cairo days between two moments, as the server counts days since sign-up. */
const cairoDaysSince = (then: Date) =>
  Math.round((Date.parse(cairoDate(new Date())) - Date.parse(cairoDate(then))) / DAY);

/**
 * pg_trgm's similarity, by hand: each word (letters and digits, lower case) padded with two spaces
 * before and one after gives its trigrams; shared trigrams over all distinct trigrams of both.
 */
function trigrams(text: string): Set<string> {
  const set = new Set<string>();
  for (const word of text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)) {
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i += 1) set.add(padded.slice(i, i + 3));
  }
  return set;
}
function similarity(a: string, b: string): string {
  const x = trigrams(a);
  const y = trigrams(b);
  const shared = [...x].filter((g) => y.has(g)).length;
  return (shared / (x.size + y.size - shared)).toFixed(4);
}

const B = 971001; // the customer whose cashout is evaluated
const C = 971002; // shares B's IBAN through a bank account and a cashout
const D = 971003; // shares B's IBAN through a cashout
const E = 971004; // another IBAN altogether
const F = 971005; // shares B's wallet number
const G = 971006; // a credit line under review
const H = 971007; // no application, no wallet: the empties
const IBAN = 'EG380019000500000000263180002';
const OTHER_IBAN = 'EG800002000156789012345180002';
const WALLET = '01000971001';
const B_NAME = 'Mohamed Ahmed Elsayed';
const CLOSE_NAME = 'Mohamed Ahmad Elsayyed';
const FAR_NAME = 'Karim Nabil Fathy';

async function customer(id: number, createdAt: Date, name?: [string, string, string]) {
  await t.db
    .insert(appUsers)
    .values({ id, phone: `0103${String(id).padStart(7, '0')}`, name: `Customer ${id}`, createdAt });
  if (name)
    await t.db.insert(customerApplications).values({
      userId: id,
      firstName: name[0],
      secondName: name[1],
      familyName: name[2],
      documentNumber: `2900101010${String(id % 10000).padStart(4, '0')}`,
    });
}

const bank = (userId: number, amountPiastres: number, at: Date, status = 'PENDING', iban = IBAN) => ({
  userId,
  amountPiastres,
  method: 'BANK',
  bankName: 'CIB',
  iban,
  accountHolder: 'Holder',
  balanceAtRequestPiastres: 10_000_000,
  requestedAt: at,
  status,
});

let cashoutId: number;
let walletCashoutId: number;
let lineId: number;
const signedUp = ago(12 * DAY);
const lineOpened = ago(15 * DAY);

beforeAll(async () => {
  t = await createTestApp();
  ruler = await t.signIn(['manage-rules']);
  outsider = await t.signIn(['manage-affiliate-cashout', 'manage-affiliate-cashout-id']);

  await customer(B, signedUp, ['Mohamed', 'Ahmed', 'Elsayed']);
  for (const id of [C, D, E, F]) await customer(id, ago(100 * DAY), ['Someone', 'Else', `N${id}`]);
  await customer(G, ago(300 * DAY), ['Laila', 'Samir', 'Hosny']);
  await customer(H, ago(2 * DAY));
  await t.db.insert(cashbackWallets).values({ userId: B, availablePiastres: 500_000 });

  // B's cashouts: the one evaluated (300.00, an hour ago), one after it, and earlier ones.
  const [evaluated] = await t.db
    .insert(affiliateCashouts)
    .values(bank(B, 30_000, ago(HOUR)))
    .returning({ id: affiliateCashouts.id });
  cashoutId = evaluated!.id;
  await t.db.insert(affiliateCashouts).values([
    bank(B, 100_000, ago(30 * 60_000), 'APPROVED'), // after the evaluated one: not "usual"
    bank(B, 10_000, ago(10 * HOUR), 'APPROVED'),
    bank(B, 20_000, ago(3 * DAY), 'REJECTED'),
    bank(B, 5_000, ago(20 * DAY), 'APPROVED'),
    bank(B, 15_000, ago(40 * DAY), 'APPROVED'),
    // Others on B's IBAN: C twice (a cashout and a bank account), D once; E elsewhere.
    bank(C, 7_000, ago(50 * DAY), 'APPROVED'),
    bank(D, 7_000, ago(5 * DAY), 'REJECTED'),
    bank(E, 7_000, ago(5 * DAY), 'APPROVED', OTHER_IBAN),
    // F's cashout to the wallet number that B's wallet cashout uses.
    {
      userId: F,
      amountPiastres: 9_000,
      method: 'WALLET',
      walletProvider: 'Vodafone Cash',
      walletNumber: WALLET,
      balanceAtRequestPiastres: 9_000,
      requestedAt: ago(60 * DAY),
      status: 'APPROVED',
    },
  ]);
  await t.db.insert(customerBankAccounts).values([
    { userId: C, bankName: 'CIB', iban: IBAN, accountHolder: 'C' },
    { userId: B, bankName: 'CIB', iban: IBAN, accountHolder: 'B' },
  ]);
  const [walletCashout] = await t.db
    .insert(affiliateCashouts)
    .values({
      userId: B,
      amountPiastres: 1_250,
      method: 'WALLET',
      walletProvider: 'Vodafone Cash',
      walletNumber: WALLET,
      balanceAtRequestPiastres: 500_000,
      requestedAt: ago(45 * DAY),
      status: 'REJECTED',
    })
    .returning({ id: affiliateCashouts.id });
  walletCashoutId = walletCashout!.id;

  // The blacklist: a name close to B's, one far from it, neither on B's national id.
  await t.db.insert(amlBlacklist).values([
    {
      nationalId: '28001010100001',
      name: CLOSE_NAME,
      reason: 'FRAUD',
      sourceList: 'FIU',
      listedOn: '2026-01-10',
    },
    {
      nationalId: '28001010100002',
      name: FAR_NAME,
      reason: 'FRAUD',
      sourceList: 'FIU',
      listedOn: '2026-01-10',
    },
  ]);

  // G's line: ACTIVE, limit 20,000.00, an overdue unpaid instalment, an overdue paid one, a future one.
  const [partner] = await t.db
    .insert(financingPartners)
    .values({ name: 'Facts Bank', nameAr: 'بنك', minLimit: '1000.00', maxLimit: '50000.00' })
    .returning();
  const [line] = await t.db
    .insert(afp)
    .values({
      userId: G,
      partnerId: partner!.id,
      creditLineStatus: 2,
      approvedAmount: '20000.00',
      isCurrent: true,
      createdAt: lineOpened,
    })
    .returning();
  lineId = line!.id;
  const instalment = (n: number, dueDate: string, amount: string, paidAmount: string, status: string) => ({
    reference: `INS-${G}-${n}`,
    userId: G,
    creditLineId: lineId,
    purchase: 'Fridge',
    number: n,
    count: 3,
    dueDate,
    amount,
    paidAmount,
    status,
  });
  await t.db
    .insert(financingInstalments)
    .values([
      instalment(1, '2026-01-05', '1000.00', '1000.00', 'PAID'),
      instalment(2, '2026-02-05', '1000.00', '400.00', 'PARTIAL'),
      instalment(3, '2099-03-05', '1000.00', '0', 'DUE'),
    ]);
});
afterAll(() => t?.close());

describe('GET /rules/facts: the catalogue', () => {
  it('answers each subject its own facts, then its customer’s, each described in the four languages, keys unique', async () => {
    for (const subject of ruleSubjects) {
      const response = await get(ruler, `${FACTS}?subject=${subject}`);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json<{ subject: string; facts: FactDefinition[] }>();
      expect(body.subject).toBe(subject);
      const keys = body.facts.map((fact) => fact.key);
      expect(new Set(keys).size).toBe(keys.length);
      expect(keys.length).toBeGreaterThan(0);
      for (const fact of body.facts) {
        expect(fact.key.startsWith(`${fact.subject}.`), fact.key).toBe(true);
        expect([subject, 'customer']).toContain(fact.subject);
        for (const language of factLanguages)
          expect(fact.description[language].trim(), `${fact.key} ${language}`).not.toBe('');
        // Arabic descriptions are in Arabic script, not a copy of the English one.
        expect(fact.description.ar).toMatch(/[\u0600-\u06FF]/);
        expect(fact.description['ar-MA']).toMatch(/[\u0600-\u06FF]/);
        expect(fact.description.fr).not.toBe(fact.description.en);
      }
      expect(keys.filter((key) => key.startsWith('customer.'))).toEqual(
        factCatalogue.customer.map((f) => f.key),
      );
    }
    const cashout = (await get(ruler, `${FACTS}?subject=cashout`)).json<{ facts: FactDefinition[] }>().facts;
    expect(cashout.map((f) => f.key)).toEqual(
      expect.arrayContaining([
        'cashout.amount',
        'cashout.method',
        'cashout.amountToUsual',
        'cashout.customersSharingDestination',
        'customer.availableCashback',
        'customer.cashouts24hCount',
        'customer.cashouts30dTotal',
        'customer.blacklistNameSimilarity',
      ]),
    );
  });

  it('needs manage-rules (403 otherwise, 401 without a session)', async () => {
    expect((await get(outsider, `${FACTS}?subject=cashout`)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `${FACTS}?subject=cashout` })).statusCode).toBe(401);
  });

  it('refuses a subject it does not know, or none, with a 400', async () => {
    for (const search of ['?subject=loan', '?subject=', '', '?subject=CASHOUT', '?subject[]=cashout']) {
      const response = await get(ruler, `${FACTS}${search}`);
      expect(response.statusCode, search).toBe(400);
    }
  });
});

describe('factsOf: the values, in one statement', () => {
  it('a cashout’s facts match the hand-computed ones', async () => {
    const facts = await factsOf(t.db, 'cashout', cashoutId);
    expect(facts).not.toBeNull();
    expect(Object.keys(facts!).sort()).toEqual(factCatalogue.cashout.map((f) => f.key).sort());
    expect(facts).toEqual({
      'cashout.amount': '300.00',
      'cashout.method': 'BANK',
      // 300.00 against the average of 100.00, 50.00 and 150.00 (approved, requested before it).
      'cashout.amountToUsual': '3.0000',
      // C (a cashout and a bank account) and D; B's own do not count, E's IBAN differs.
      'cashout.customersSharingDestination': 2,
      'customer.availableCashback': '5000.00',
      // Any status, this one included: 300 + 1000 + 100 (24 h), + 200 (7 d), + 50 (30 d).
      'customer.cashouts24hCount': 3,
      'customer.cashouts24hTotal': '1400.00',
      'customer.cashouts7dCount': 4,
      'customer.cashouts7dTotal': '1600.00',
      'customer.cashouts30dCount': 5,
      'customer.cashouts30dTotal': '1650.00',
      'customer.daysSinceSignUp': cairoDaysSince(signedUp),
      'customer.accountStatus': 'ACTIVE',
      'customer.creditLimit': null,
      'customer.creditUsed': null,
      'customer.creditUtilisation': null,
      'customer.openLines': 0,
      'customer.financingBlocked': false,
      'customer.amlBlacklisted': false,
      'customer.blacklistNameSimilarity': similarity(B_NAME, CLOSE_NAME),
    });
    // The hand computation is not trivially 0 or 1, and the far name is further.
    expect(Number(similarity(B_NAME, CLOSE_NAME))).toBeGreaterThan(0.3);
    expect(Number(similarity(B_NAME, CLOSE_NAME))).toBeLessThan(1);
    expect(Number(similarity(B_NAME, FAR_NAME))).toBeLessThan(Number(similarity(B_NAME, CLOSE_NAME)));
  });

  it('a wallet cashout: others on its wallet number; no earlier approved cashout, no ratio', async () => {
    const facts = await factsOf(t.db, 'cashout', walletCashoutId);
    expect(facts).toMatchObject({
      'cashout.amount': '12.50',
      'cashout.method': 'WALLET',
      'cashout.amountToUsual': null,
      'cashout.customersSharingDestination': 1,
    });
  });

  it('a credit line under review, and its customer', async () => {
    const facts = await factsOf(t.db, 'creditLineReview', lineId);
    expect(Object.keys(facts!).sort()).toEqual(factCatalogue.creditLineReview.map((f) => f.key).sort());
    expect(facts).toMatchObject({
      'creditLineReview.status': 'ACTIVE',
      'creditLineReview.limit': '20000.00',
      'creditLineReview.daysOpen': cairoDaysSince(lineOpened),
      'creditLineReview.overdueInstalments': 1,
      'customer.creditLimit': '20000.00',
      // 600.00 + 1000.00 unpaid, over 20,000.00.
      'customer.creditUsed': '1600.00',
      'customer.creditUtilisation': '0.0800',
      'customer.openLines': 1,
      'customer.cashouts30dCount': 0,
      'customer.cashouts30dTotal': '0.00',
      'customer.availableCashback': '0.00',
      'customer.blacklistNameSimilarity':
        similarity('Laila Samir Hosny', CLOSE_NAME) > similarity('Laila Samir Hosny', FAR_NAME)
          ? similarity('Laila Samir Hosny', CLOSE_NAME)
          : similarity('Laila Samir Hosny', FAR_NAME),
    });
  });

  it('a customer alone: only the customer’s facts; no application, no similarity; nothing for a missing record', async () => {
    const facts = await factsOf(t.db, 'customer', H);
    expect(Object.keys(facts!).sort()).toEqual(factCatalogue.customer.map((f) => f.key).sort());
    expect(facts).toMatchObject({
      'customer.daysSinceSignUp': cairoDaysSince(ago(2 * DAY)),
      'customer.blacklistNameSimilarity': null,
      'customer.amlBlacklisted': false,
      'customer.cashouts24hCount': 0,
    });
    expect((await factsOf(t.db, 'customer', B))!['customer.blacklistNameSimilarity']).toBe(
      similarity(B_NAME, CLOSE_NAME),
    );
    expect(await factsOf(t.db, 'customer', 979999)).toBeNull();
    expect(await factsOf(t.db, 'cashout', 2_000_000_000)).toBeNull();
    expect(await factsOf(t.db, 'creditLineReview', 2_000_000_000)).toBeNull();
  });
});
