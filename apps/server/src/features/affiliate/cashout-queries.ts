import { eq, gte, lt, lte, sql } from 'drizzle-orm';
import type { ParsedQueryOf } from '@cmt/contract/endpoint';
import {
  readCustomerFilter,
  type CashoutDetail,
  type CashoutSummary,
  type listCashouts,
  type exportCashouts,
} from '@cmt/contract/endpoints/affiliate';
import { egpOf, piastresOf } from '@cmt/contract/money';
import type { DbOrTx } from '../../db/client.ts';
import {
  affiliateCashoutCounts,
  affiliateCashouts as c,
  appUsers,
  cashbackWallets,
} from '../../db/schema.ts';
import { pendingApprovalsFor } from '../../lib/approvals.ts';
import { cairoDayEnd, cairoDayStart } from '../../lib/cairo.ts';
import { bankAccountsOf, maskIban } from '../../domain/bank-accounts.ts';
import { notFound } from '../../lib/errors.ts';
import { claimOf, slaLight } from '../../lib/claims.ts';
import { listPage, defineList } from '../../lib/list-page.ts';
import { cashoutQueue } from './cashout-queue.ts';

export const cashoutNotFound = () => notFound('Cashout');

const summaryColumns = {
  id: c.id,
  userId: c.userId,
  customerName: appUsers.name,
  customerPhone: appUsers.phone,
  amountPiastres: c.amountPiastres,
  method: c.method,
  status: c.status,
  requestedAt: c.requestedAt,
  decidedAt: c.decidedAt,
  ...cashoutQueue.columns,
};

const toSummary =
  (viewer: Viewer) =>
  (row: {
    id: number;
    userId: number;
    customerName: string;
    customerPhone: string | null;
    amountPiastres: number;
    method: string;
    status: string;
    requestedAt: Date;
    decidedAt: Date | null;
    claimedBy: number | null;
    claimedUntil: Date | null;
    claimedByEmail: string | null;
  }): CashoutSummary => ({
    id: row.id,
    userId: row.userId,
    customerName: row.customerName,
    customerPhone: row.customerPhone,
    amount: egpOf(row.amountPiastres),
    method: row.method as CashoutSummary['method'],
    status: row.status as CashoutSummary['status'],
    requestedAt: row.requestedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    claim: row.status === 'PENDING' ? claimOf(row, viewer.id) : null,
    sla: row.status === 'PENDING' ? slaLight(row.requestedAt, viewer.slaHours) : null,
  });

/** Who reads the queue, and its SLA in hours. */
export interface Viewer {
  id: number;
  slaHours: number;
}

/**
 * A page of cashout requests, newest first by default. Filters by status, customer (an id, or a
 * mobile resolved through its unique index), Cairo request days and amount. The total comes from
 * the trigger-kept per-status counts when only the status filter is set (a million rows are not
 * counted), and from a filtered count otherwise.
 */
export function cashoutList(db: DbOrTx, query: ParsedQueryOf<typeof exportCashouts>, viewer: Viewer) {
  const customer = query.customer ? readCustomerFilter(query.customer) : null;
  const onlyStatus =
    !customer && !query.from && !query.to && !query.minAmount && !query.maxAmount && !query.claim;
  const counterTotal = db
    .select({ value: sql<number>`coalesce(sum(${affiliateCashoutCounts.total}), 0)::int` })
    .from(affiliateCashoutCounts)
    .where(query.status ? eq(affiliateCashoutCounts.status, query.status) : undefined);
  return defineList({
    rows: db
      .select({
        ...summaryColumns,
        // Status-only lists read their total from the counters in the same statement: one round trip.
        ...(onlyStatus ? { total: sql<number>`(${counterTotal})` } : {}),
      })
      .from(c)
      .innerJoin(appUsers, eq(appUsers.id, c.userId))
      .$dynamic(),
    count: onlyStatus
      ? // A page past the end has no row to carry the counter total: ask for it alone then.
        async (rows) => (rows[0] ? (rows[0].total ?? 0) : ((await counterTotal)[0]?.value ?? 0))
      : db
          .select({ value: sql<number>`count(*)::int` })
          .from(c)
          .$dynamic(),
    where: [
      query.status ? eq(c.status, query.status) : undefined,
      customer && 'userId' in customer ? eq(c.userId, customer.userId) : undefined,
      customer && 'phone' in customer
        ? sql`${c.userId} = (select ${appUsers.id} from ${appUsers} where ${appUsers.phone} = ${customer.phone})`
        : undefined,
      query.from ? gte(c.requestedAt, cairoDayStart(query.from)) : undefined,
      query.to ? lt(c.requestedAt, cairoDayEnd(query.to)) : undefined,
      query.minAmount ? gte(c.amountPiastres, piastresOf(query.minAmount)) : undefined,
      query.maxAmount ? lte(c.amountPiastres, piastresOf(query.maxAmount)) : undefined,
      cashoutQueue.filter(query.claim, viewer.id),
    ],
    sortColumns: { requestedAt: c.requestedAt, amount: c.amountPiastres },
    tiebreak: c.id,
    toItem: toSummary(viewer),
    key: c.id,
    // Status-only: the statement depends on the status, sort and order alone, so it is kept.
    ...(onlyStatus ? { kept: { db, name: `cashouts_${query.status ?? 'all'}` } } : {}),
  });
}

/** A page of cashout requests (`cashoutList`), with the merchant screens' page count. */
export async function listCashoutPage(db: DbOrTx, query: ParsedQueryOf<typeof listCashouts>, viewer: Viewer) {
  const page = await listPage(query, cashoutList(db, query, viewer));
  return { ...page, totalCount: page.total, totalPages: Math.ceil(page.total / query.pageSize) };
}

/** Where the customer asked the money to go: a wallet number, or a bank account shown masked. */
function destinationOf(row: typeof c.$inferSelect): CashoutDetail['destination'] {
  if (row.method === 'BANK') {
    return {
      method: 'BANK',
      bankName: row.bankName ?? '',
      maskedIban: row.iban ? maskIban(row.iban) : '',
      accountHolder: row.accountHolder ?? '',
    };
  }
  return { method: 'WALLET', provider: row.walletProvider ?? '', walletNumber: row.walletNumber ?? '' };
}

const compactIban = (iban: string | null) => (iban ?? '').replace(/\s+/g, '').toUpperCase();

/**
 * The customer's confirmed transactions this cashout is paid from. Confirmed cashback is used
 * oldest first: approved cashouts requested earlier took the first part, this one takes the next
 * `amount` (what it would take, while pending). A rejected cashout draws on nothing.
 */
async function drawnTransactions(
  db: DbOrTx,
  row: typeof c.$inferSelect,
): Promise<CashoutDetail['transactions']> {
  if (row.status === 'REJECTED') return [];
  const result = await db.execute<{
    id: number | string;
    order_id: string;
    merchant_id: number;
    name_en: string;
    name_ar: string;
    ordered_on: string | Date;
    order_amount: number | string;
    cashback: number | string;
    drawn: number | string;
  }>(sql`
    with earlier as (
      select coalesce(sum(o.amount_piastres), 0)::bigint as used from affiliate_cashouts o
      where o.user_id = ${row.userId} and o.status = 'APPROVED' and o.id <> ${row.id}
        and (o.requested_at, o.id) < (select requested_at, id from affiliate_cashouts where id = ${row.id})),
    confirmed as (
      select t.id, t.order_id, t.merchant_id, m.name_en, m.name_ar, t.ordered_on,
        t.order_amount_piastres, t.cashback_piastres,
        sum(t.cashback_piastres) over (order by t.ordered_on, t.id) - t.cashback_piastres as starts_at
      from affiliate_transactions t join affiliate_merchants m on m.id = t.merchant_id
      where t.user_id = ${row.userId} and t.status = 'CONFIRMED')
    select confirmed.id, order_id, merchant_id, name_en, name_ar, to_char(ordered_on, 'YYYY-MM-DD') as ordered_on,
      order_amount_piastres as order_amount, cashback_piastres as cashback,
      least(starts_at + cashback_piastres, earlier.used + ${row.amountPiastres})
        - greatest(starts_at, earlier.used) as drawn
    from confirmed, earlier
    where starts_at < earlier.used + ${row.amountPiastres} and starts_at + cashback_piastres > earlier.used
    order by ordered_on, confirmed.id
    limit 200`);
  return result.rows.map((t) => ({
    id: Number(t.id),
    orderId: t.order_id,
    merchantId: Number(t.merchant_id),
    merchantNameEn: t.name_en,
    merchantNameAr: t.name_ar,
    orderedOn: String(t.ordered_on),
    orderAmount: egpOf(t.order_amount),
    cashback: egpOf(t.cashback),
    drawn: egpOf(t.drawn),
  }));
}

/** One cashout with everything staff check before deciding it. */
export async function findCashout(db: DbOrTx, id: number, viewerId = 0): Promise<CashoutDetail> {
  const [found] = await db
    .select({
      row: c,
      customerName: appUsers.name,
      customerPhone: appUsers.phone,
      wallet: cashbackWallets,
      claimedByEmail: cashoutQueue.columns.claimedByEmail,
    })
    .from(c)
    .innerJoin(appUsers, eq(appUsers.id, c.userId))
    .leftJoin(cashbackWallets, eq(cashbackWallets.userId, c.userId))
    .where(eq(c.id, id));
  if (!found) throw cashoutNotFound();
  const { row, wallet } = found;
  const accounts = (await bankAccountsOf(db, [row.userId])).get(row.userId) ?? [];
  const history: CashoutDetail['history'] = [
    { at: row.requestedAt.toISOString(), action: 'REQUESTED', by: null, reason: null },
  ];
  if (row.status !== 'PENDING' && row.decidedAt) {
    history.push({
      at: row.decidedAt.toISOString(),
      action: row.status as 'APPROVED' | 'REJECTED',
      by: row.decidedBy,
      reason: row.reason,
    });
  }
  const {
    claim: _claim,
    sla: _sla,
    ...summary
  } = toSummary({ id: viewerId, slaHours: 1 })({
    ...row,
    customerName: found.customerName,
    customerPhone: found.customerPhone,
    claimedByEmail: found.claimedByEmail,
  });
  return {
    ...summary,
    claim:
      row.status === 'PENDING' ? claimOf({ ...row, claimedByEmail: found.claimedByEmail }, viewerId) : null,
    destination: destinationOf(row),
    balanceAtRequest: egpOf(row.balanceAtRequestPiastres),
    balance: {
      available: egpOf(wallet?.availablePiastres ?? 0),
      pending: egpOf(wallet?.pendingPiastres ?? 0),
      paidOut: egpOf(wallet?.paidOutPiastres ?? 0),
    },
    reason: row.reason,
    decidedBy: row.decidedBy,
    pendingApproval: (await pendingApprovalsFor(db, 'affiliate_cashout', [String(id)]))[0] ?? null,
    bankAccounts: accounts.map((account) => ({
      bankName: account.bankName,
      maskedIban: maskIban(compactIban(account.iban)),
      accountHolder: account.accountHolder,
      matches: row.method === 'BANK' && compactIban(account.iban) === compactIban(row.iban),
    })),
    transactions: await drawnTransactions(db, row),
    history,
  };
}
