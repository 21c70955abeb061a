import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { V2 } from '@cmt/contract/endpoint';
import {
  affiliateCashouts,
  affiliateTransactions,
  auditLog,
  cashbackWallets,
  customerBankAccounts,
} from '../src/db/schema.ts';
import { egyptianIban } from '../src/seed/affiliate-data.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { makeCustomers, makeMerchant } from './affiliate-fixtures.ts';

const CASHOUTS = `${V2}/payment/affiliate/cashouts`;

let t: TestApp;
let staff: { authorization: string; email: string };
let merchantId: number;
const IBAN = egyptianIban('0010', '0123', '10000123456');

const MONA = 700001;
const NADER = 700002;
const OLA = 700003;

beforeAll(async () => {
  t = await createTestApp();
  staff = await t.signIn(['manage-affiliate-cashout', 'manage-affiliate-cashout-id']);
  await makeCustomers(t, [MONA, NADER, OLA]);
  ({ merchantId } = await makeMerchant(t));
});
afterAll(() => t?.close());

type Method = 'GET' | 'PUT';
const send = (method: Method, url: string) => t.app.inject({ method, url, headers: staff });

async function setWallet(userId: number, availablePiastres: number, pendingPiastres = 0) {
  await t.db
    .insert(cashbackWallets)
    .values({ userId, availablePiastres, pendingPiastres })
    .onConflictDoUpdate({ target: cashbackWallets.userId, set: { availablePiastres, pendingPiastres } });
}
const walletOf = async (userId: number) =>
  (await t.db.select().from(cashbackWallets).where(eq(cashbackWallets.userId, userId)))[0]!;

async function cashout(input: Partial<typeof affiliateCashouts.$inferInsert> & { userId: number }) {
  const [row] = await t.db
    .insert(affiliateCashouts)
    .values({
      amountPiastres: 50000,
      method: 'WALLET',
      walletProvider: 'Vodafone Cash',
      walletNumber: '01000700001',
      balanceAtRequestPiastres: 60000,
      ...input,
    })
    .returning();
  return row!;
}

describe('cashouts list', () => {
  beforeAll(async () => {
    // 25 requests of Ola's, one per day from 1 March 2026 (Cairo evening), EGP 100 to 2,500.
    await t.db.insert(affiliateCashouts).values(
      Array.from({ length: 25 }, (_, i) => ({
        userId: OLA,
        amountPiastres: (i + 1) * 10000,
        method: i % 2 ? 'BANK' : 'WALLET',
        bankName: i % 2 ? 'CIB' : null,
        iban: i % 2 ? IBAN : null,
        accountHolder: i % 2 ? 'Ola Samy' : null,
        walletProvider: i % 2 ? null : 'Orange Cash',
        walletNumber: i % 2 ? null : '01200700003',
        status: i % 5 === 0 ? 'REJECTED' : i % 5 === 1 ? 'APPROVED' : 'PENDING',
        balanceAtRequestPiastres: 300000,
        // 22:30 UTC is already 00:30 the next day in Cairo.
        requestedAt: new Date(Date.UTC(2026, 2, 1 + i, 22, 30)),
      })),
    );
  });

  it('pages by 20, newest first, with items and totalCount', async () => {
    const first = await send('GET', `${CASHOUTS}?customer=${OLA}`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ totalCount: 25, totalPages: 2, pageSize: 20 });
    expect(first.json().items).toHaveLength(20);
    expect(first.json().items[0]).toEqual({
      id: expect.any(Number),
      userId: OLA,
      customerName: `Customer ${OLA}`,
      customerPhone: '01000700003',
      amount: '2500.00',
      method: 'WALLET',
      status: 'PENDING',
      requestedAt: '2026-03-25T22:30:00.000Z',
      decidedAt: null,
      // Nobody holds it; requested months ago, past the 48 h SLA.
      claim: null,
      sla: 'RED',
    });
    // No bank account or wallet number in the list: only the detail's permission shows where money goes.
    expect(first.body).not.toContain(IBAN.slice(-8));
    expect(first.body).not.toContain('01200700003');
  });

  it('filters by status, with the total from the per-status counts', async () => {
    const all = (await send('GET', CASHOUTS)).json();
    const pending = (await send('GET', `${CASHOUTS}?status=PENDING`)).json();
    const [counted] = (
      await t.db.execute<{ n: number }>(
        sql`select count(*)::int as n from affiliate_cashouts where status = 'PENDING'`,
      )
    ).rows;
    expect(pending.totalCount).toBe(Number(counted!.n));
    expect(pending.items.every((c: { status: string }) => c.status === 'PENDING')).toBe(true);
    expect(all.totalCount).toBe(await t.countRows(affiliateCashouts));
    // A page past the end still says how many there are (no row carries the counter there).
    const beyond = (await send('GET', `${CASHOUTS}?status=PENDING&page=500`)).json();
    expect(beyond).toMatchObject({ items: [], totalCount: pending.totalCount, page: 500 });
  });

  it('finds a customer by id or by mobile in any usual form', async () => {
    for (const customer of [String(OLA), '01000700003', '+201000700003', '0100 070 0003']) {
      const found = (await send('GET', `${CASHOUTS}?customer=${encodeURIComponent(customer)}`)).json();
      expect(found.totalCount, customer).toBe(25);
    }
    expect((await send('GET', `${CASHOUTS}?customer=01099999999`)).json().totalCount).toBe(0);
  });

  it('filters by Cairo days and by amount', async () => {
    // Requested 1 March 22:30 UTC = 2 March in Cairo: 2 and 3 March (Cairo) hold the first two.
    const days = (
      await send('GET', `${CASHOUTS}?customer=${OLA}&from=2026-03-02&to=2026-03-03&sort=amount&order=asc`)
    ).json();
    expect(days.items.map((c: { amount: string }) => c.amount)).toEqual(['100.00', '200.00']);
    const amounts = (
      await send('GET', `${CASHOUTS}?customer=${OLA}&minAmount=1000&maxAmount=1200.50`)
    ).json();
    expect(amounts.items.map((c: { amount: string }) => c.amount).sort()).toEqual([
      '1000.00',
      '1100.00',
      '1200.00',
    ]);
  });

  it.each([
    ['customer=ali', 'customer', 'customerFilter'],
    ['from=2026-03-05&to=2026-03-01', 'to', 'endsBeforeStart'],
    ['minAmount=500&maxAmount=100', 'maxAmount', 'minAboveMax'],
    ['minAmount=12.345', 'minAmount', 'egpAmount'],
    ['status=PAID', 'status', undefined],
    ['from=2026-02-30', 'from', 'date'],
  ])('refuses %s with a 400 naming %s', async (search, field, key) => {
    const response = await send('GET', `${CASHOUTS}?${search}`);
    expect(response.statusCode).toBe(400);
    const issue = response.json().details[0];
    expect(issue.path).toEqual(['querystring', field]);
    if (key) expect(issue.key).toBe(key);
  });
});

describe('one cashout', () => {
  it('shows the customer, the masked bank account, balances, the orders it draws on and its history', async () => {
    await t.db.insert(customerBankAccounts).values([
      { userId: MONA, bankName: 'CIB', iban: IBAN, accountHolder: 'Mona Adel' },
      {
        userId: MONA,
        bankName: 'Banque Misr',
        iban: egyptianIban('0002', '0001', '555'),
        accountHolder: 'Mona Adel',
      },
    ]);
    // Confirmed cashback EGP 100 (January), 150 (February), 80 (March); an earlier approved payout of EGP 120.
    await t.db.insert(affiliateTransactions).values(
      [
        ['M-1', 10000, '2026-01-10'],
        ['M-2', 15000, '2026-02-10'],
        ['M-3', 8000, '2026-03-10'],
      ].map(([orderId, cashback, day]) => ({
        merchantId,
        orderId: orderId as string,
        userId: MONA,
        orderAmountPiastres: 200000,
        cashbackPiastres: cashback as number,
        status: 'CONFIRMED',
        orderedOn: day as string,
      })),
    );
    await cashout({
      userId: MONA,
      amountPiastres: 12000,
      status: 'APPROVED',
      requestedAt: new Date('2026-03-01T10:00:00Z'),
    });
    await setWallet(MONA, 21000, 4500);
    const request = await cashout({
      userId: MONA,
      amountPiastres: 20000,
      method: 'BANK',
      walletProvider: null,
      walletNumber: null,
      bankName: 'CIB',
      iban: IBAN,
      accountHolder: 'Mona Adel',
      balanceAtRequestPiastres: 21000,
      requestedAt: new Date('2026-03-20T10:00:00Z'),
    });
    const response = await send('GET', `${CASHOUTS}/${request.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json();
    expect(detail).toMatchObject({
      userId: MONA,
      amount: '200.00',
      status: 'PENDING',
      destination: {
        method: 'BANK',
        bankName: 'CIB',
        maskedIban: `EG•• •••• ${IBAN.slice(-4)}`,
        accountHolder: 'Mona Adel',
      },
      balanceAtRequest: '210.00',
      balance: { available: '210.00', pending: '45.00', paidOut: '0.00' },
      history: [{ action: 'REQUESTED', at: '2026-03-20T10:00:00.000Z', by: null, reason: null }],
    });
    expect(response.body).not.toContain(IBAN);
    expect(
      detail.bankAccounts.map((a: { bankName: string; matches: boolean }) => [a.bankName, a.matches]),
    ).toEqual([
      ['CIB', true],
      ['Banque Misr', false],
    ]);
    // Oldest first: the earlier EGP 120 payout took M-1 (100) and 20 of M-2; this one takes the next 200.
    expect(
      detail.transactions.map((tx: { orderId: string; drawn: string }) => [tx.orderId, tx.drawn]),
    ).toEqual([
      ['M-2', '130.00'],
      ['M-3', '70.00'],
    ]);
    expect((await send('GET', `${CASHOUTS}/999999`)).statusCode).toBe(404);
  });

  it('is refused to staff who may only list cashouts', async () => {
    const lister = await t.signIn(['manage-affiliate-cashout']);
    const response = await t.app.inject({ method: 'GET', url: `${CASHOUTS}/1`, headers: lister });
    expect(response.statusCode).toBe(403);
  });
});

describe('approving and rejecting', () => {
  it('approves once: the balance is debited once even with 10 approves at the same time', async () => {
    await setWallet(NADER, 100000);
    const request = await cashout({ userId: NADER, amountPiastres: 30000 });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => send('PUT', `${CASHOUTS}/${request.id}/approve`)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(answers.every((a) => a.json().status === 'APPROVED')).toBe(true);
    expect(await walletOf(NADER)).toMatchObject({ availablePiastres: 70000, paidOutPiastres: 30000 });
    const audits = (await t.auditOf('affiliate-cashout.approve')).filter(
      (a) => a.targetId === String(request.id),
    );
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      actorEmail: staff.email,
      after: expect.objectContaining({ amount: '300.00' }),
    });
    const detail = answers[0]!.json();
    expect(detail.history.map((h: { action: string; by: string | null }) => [h.action, h.by])).toEqual([
      ['REQUESTED', null],
      ['APPROVED', staff.email],
    ]);
    // A later repeat: still 200, nothing moves.
    expect((await send('PUT', `${CASHOUTS}/${request.id}/approve`)).statusCode).toBe(200);
    expect((await walletOf(NADER)).availablePiastres).toBe(70000);
    // Rejecting it now is a conflicting move.
    const reject = await send('PUT', `${CASHOUTS}/${request.id}/reject?reason=changed+my+mind`);
    expect(reject.statusCode).toBe(409);
    expect(reject.json()).toMatchObject({
      code: 'INVALID_TRANSITION',
      message: 'This cashout is already approved',
    });
  });

  it('rejects with a reason and moves no money; the reason is required', async () => {
    await setWallet(NADER, 50000);
    const request = await cashout({ userId: NADER, amountPiastres: 20000 });
    const missing = await send('PUT', `${CASHOUTS}/${request.id}/reject`);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details[0]).toMatchObject({
      path: ['querystring', 'reason'],
      key: 'enterRejectReason',
    });
    const short = await send('PUT', `${CASHOUTS}/${request.id}/reject?reason=no`);
    expect(short.statusCode).toBe(400);
    const rejected = await send(
      'PUT',
      `${CASHOUTS}/${request.id}/reject?reason=${encodeURIComponent('The wallet is not the customer’s')}`,
    );
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({
      status: 'REJECTED',
      reason: 'The wallet is not the customer’s',
      transactions: [],
    });
    expect(await walletOf(NADER)).toMatchObject({ availablePiastres: 50000, paidOutPiastres: 30000 });
    const approve = await send('PUT', `${CASHOUTS}/${request.id}/approve`);
    expect(approve.statusCode).toBe(409);
    expect((await send('PUT', `${CASHOUTS}/${request.id}/reject?reason=again`)).statusCode).toBe(200);
    const [audit] = (await t.auditOf('affiliate-cashout.reject')).filter(
      (a) => a.targetId === String(request.id),
    );
    expect(audit!.after).toMatchObject({ reason: 'The wallet is not the customer’s' });
    expect((await send('PUT', `${CASHOUTS}/999999/approve`)).statusCode).toBe(404);
  });

  it('refuses to approve more than the customer has available (409) and changes nothing', async () => {
    await setWallet(NADER, 10000);
    const request = await cashout({ userId: NADER, amountPiastres: 25000 });
    const refused = await send('PUT', `${CASHOUTS}/${request.id}/approve`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'INSUFFICIENT_BALANCE',
      details: { available: '100.00', amount: '250.00' },
    });
    expect((await send('GET', `${CASHOUTS}/${request.id}`)).json().status).toBe('PENDING');
    expect((await walletOf(NADER)).availablePiastres).toBe(10000);
  });

  it('a failure while writing the approval leaves the cashout pending and the balance untouched', async () => {
    await setWallet(NADER, 90000);
    const request = await cashout({ userId: NADER, amountPiastres: 40000 });
    const auditsBefore = await t.countRows(auditLog);
    await t.db.execute(sql`create function refuse_audit() returns trigger language plpgsql as $$
      begin if new.action = 'affiliate-cashout.approve' then raise exception 'audit store unavailable'; end if; return new; end $$`);
    await t.db.execute(
      sql`create trigger refuse_audit before insert on audit_log for each row execute function refuse_audit()`,
    );
    const failed = await send('PUT', `${CASHOUTS}/${request.id}/approve`);
    await t.db.execute(sql`drop trigger refuse_audit on audit_log`);
    expect(failed.statusCode).toBe(500);
    expect(failed.body).not.toContain('audit store');
    expect((await send('GET', `${CASHOUTS}/${request.id}`)).json()).toMatchObject({
      status: 'PENDING',
      decidedAt: null,
    });
    expect((await walletOf(NADER)).availablePiastres).toBe(90000);
    expect(await t.countRows(auditLog)).toBe(auditsBefore);
    // Once the fault is gone, the same approve goes through, once.
    expect((await send('PUT', `${CASHOUTS}/${request.id}/approve`)).json().status).toBe('APPROVED');
    expect((await walletOf(NADER)).availablePiastres).toBe(50000);
  });
});
