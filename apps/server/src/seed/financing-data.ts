import { and, asc, inArray, sql } from 'drizzle-orm';
import { creditLineStatus } from '@cmt/contract/endpoints/financing';
import { fromPiastres, toPiastres } from '@cmt/contract/money';
import type { DbOrTx } from '../db/client.ts';
import {
  amlBlacklist,
  applicationFinancingPartners as afp,
  creditPromotionUsers,
  creditPromotions,
  customerApplications,
  financingBlocks,
  financingInstalments,
  financingRepayments,
  financingReviews,
} from '../db/schema.ts';
import { cairoDate } from '../lib/cairo.ts';
import { ensureFinancingPartners } from './financing-partners.ts';
import type { Random } from './random.ts';

/** Purchases split into instalments, as customers make them at the merchant network. */
const purchases = [
  'B.TECH – Samsung Galaxy A55',
  'B.TECH – LG washing machine 8 kg',
  'Raya Shop – iPhone 15',
  '2B – Lenovo IdeaPad laptop',
  'El Araby – Tornado air conditioner 1.5 HP',
  'Dream 2000 – Sharp refrigerator',
  'IKEA Egypt – bedroom set',
  'Jumia – Xiaomi Redmi Note 13',
  'Noon – PlayStation 5',
  'Kiriazi – gas cooker',
  'Homzmart – sofa and armchairs',
  'Tradeline – Apple Watch',
];
const channels = ['FAWRY', 'BANK_TRANSFER', 'CARD', 'WALLET', 'CASH'] as const;

const approveReasons = [
  'Salary certificate and HR letter verified',
  'Utility bill matches the address; income confirmed by bank statement',
  'Good repayment history with the partner',
  'Employer on the approved list; I-Score 720',
];
const rejectReasons = [
  'Debt burden above 50% of the declared income',
  'I-Score below the partner threshold',
  'Could not verify employment',
];
const suspendReasons = [
  'Two consecutive instalments unpaid',
  'Partner asked to hold the line pending a review',
];

/** Adds `months` to the Cairo day `day` (YYYY-MM-DD), on the 5th (instalments are due on the 5th, docs/requirements.md §P9). */
const fifthOf = (day: string, months: number): string => {
  const [year, month] = day.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, month - 1 + months, 5));
  return date.toISOString().slice(0, 10);
};

/**
 * The financing back office's demo data, for the customers `seedApplications` made: review history
 * of their lines, instalments and repayments on active lines (some overdue), customers blocked from
 * financing and two on the AML blacklist, and credit promotions with eligible customers. Dates are
 * relative to Cairo's today, so "overdue" and "scheduled" stay true whenever the demo starts.
 */
export async function seedFinancing(
  db: DbOrTx,
  random: Random,
  options: { productDomain: string },
): Promise<Record<string, number>> {
  const officers = [`omar.finance@${options.productDomain}`, `heba.credit@${options.productDomain}`];
  const today = cairoDate();
  const lines = await db
    .select({
      id: afp.id,
      userId: afp.userId,
      status: afp.creditLineStatus,
      amount: afp.approvedAmount,
      isCurrent: afp.isCurrent,
      createdAt: afp.createdAt,
    })
    .from(afp)
    .orderBy(asc(afp.id));

  // Review history: how each line came to its status.
  const reviews: (typeof financingReviews.$inferInsert)[] = [];
  for (const line of lines) {
    if (line.status === creditLineStatus.PENDING) continue;
    // A few days after the application, and never in the future.
    const reviewedAt = new Date(
      Math.min(
        line.createdAt.getTime() + random.int(1, 5) * 86_400_000,
        Date.now() - random.int(1, 48) * 3_600_000,
      ),
    );
    const approved = [creditLineStatus.APPROVED, creditLineStatus.ACTIVE, creditLineStatus.CLOSED].includes(
      line.status as 1,
    );
    reviews.push({
      userId: line.userId,
      creditLineId: line.id,
      action: approved ? 'APPROVE' : 'REJECT',
      reason: random.pick(approved ? approveReasons : rejectReasons),
      fromStatus: creditLineStatus.PENDING,
      toStatus: approved ? creditLineStatus.APPROVED : creditLineStatus.REJECTED,
      oldLimit: null,
      newLimit: approved ? line.amount : null,
      reviewedBy: random.pick(officers),
      reviewedAt,
    });
  }

  // Instalments on spendable lines: one or two purchases each, 3 to 5 monthly instalments due on the
  // 5th. Most of those already due were paid (a few in part); the rest are overdue.
  const instalments: (typeof financingInstalments.$inferInsert)[] = [];
  const payments = new Map<string, { amount: string; paidOn: string; channel: (typeof channels)[number] }>();
  const overdueUsers = new Set<number>();
  const purchasesOf = new Map<number, number>();
  for (const line of lines.filter((l) => l.status === creditLineStatus.ACTIVE)) {
    for (let k = random.int(1, 2); k > 0; k--) {
      const p = (purchasesOf.get(line.userId) ?? 0) + 1;
      purchasesOf.set(line.userId, p);
      const months = random.int(3, 5);
      const limit = toPiastres(line.amount ?? '10000.00') ?? 1_000_000n;
      const wanted = BigInt(random.int(30, 400)) * 10_000n;
      const principal = wanted < limit ? wanted : limit;
      const each = principal / BigInt(months);
      const start = random.int(-5, 0);
      const purchase = random.pick(purchases);
      for (let n = 1; n <= months; n++) {
        const amount = fromPiastres(n === months ? principal - each * BigInt(months - 1) : each);
        const reference = `INS-${line.userId}-${p}-${n}`;
        const dueDate = fifthOf(today, start + n);
        const instalment: typeof financingInstalments.$inferInsert = {
          reference,
          userId: line.userId,
          creditLineId: line.id,
          purchase,
          number: n,
          count: months,
          dueDate,
          amount,
        };
        instalments.push(instalment);
        if (dueDate >= today) continue;
        const roll = random.next();
        if (roll < 0.12) {
          overdueUsers.add(line.userId);
          continue;
        }
        const paid = roll < 0.18 ? fromPiastres((toPiastres(amount) ?? 0n) / 2n) : amount;
        const paidOn = new Date(`${dueDate}T00:00:00Z`);
        paidOn.setUTCDate(paidOn.getUTCDate() - random.int(0, 4));
        Object.assign(instalment, {
          paidAmount: paid,
          status: paid === amount ? 'PAID' : 'PARTIAL',
          paidAt: paid === amount ? paidOn : null,
        });
        payments.set(reference, {
          amount: paid,
          paidOn: paidOn.toISOString().slice(0, 10),
          channel: random.pick(channels),
        });
      }
    }
  }
  const repayments: (typeof financingRepayments.$inferInsert)[] = [];
  for (let i = 0; i < instalments.length; i += 1000) {
    const created = await db
      .insert(financingInstalments)
      .values(instalments.slice(i, i + 1000))
      .returning({
        id: financingInstalments.id,
        userId: financingInstalments.userId,
        reference: financingInstalments.reference,
      });
    for (const row of created) {
      const payment = payments.get(row.reference);
      if (payment) repayments.push({ instalmentId: row.id, userId: row.userId, ...payment });
    }
  }
  for (let i = 0; i < repayments.length; i += 1000)
    await db.insert(financingRepayments).values(repayments.slice(i, i + 1000));

  // Blocked from financing: most customers with overdue instalments, one failed id check, one partner decision.
  const blocks: (typeof financingBlocks.$inferInsert)[] = [];
  for (const userId of [...overdueUsers].slice(0, Math.ceil(overdueUsers.size * 0.7))) {
    blocks.push({
      userId,
      reason: 'OVERDUE_INSTALMENTS',
      note: 'Instalment unpaid 30 days after its due date',
      blockedAt: new Date(Date.now() - random.int(2, 40) * 86_400_000),
      blockedBy: 'collections@system',
    });
  }
  const blockedIds = new Set(blocks.map((b) => b.userId));
  const others = lines
    .map((line) => line.userId)
    .filter((id, i, all) => all.indexOf(id) === i && !blockedIds.has(id));
  const extra: [number | undefined, string, string][] = [
    [100008, 'FAILED_ID_CHECK', 'National id on the application has 13 digits: the id check failed'],
    [
      others[3],
      'PARTNER_DECISION',
      'Connect Money asked to stop new credit until the customer updates the address',
    ],
    [others[9], 'FRAUD_REVIEW', 'Several applications from one device: under review by the fraud team'],
  ];
  for (const [userId, reason, note] of extra) {
    if (userId === undefined || blockedIds.has(userId)) continue;
    blockedIds.add(userId);
    blocks.push({
      userId,
      reason,
      note,
      blockedAt: new Date(Date.now() - random.int(1, 20) * 86_400_000),
      blockedBy: officers[1],
    });
  }
  if (blocks.length) await db.insert(financingBlocks).values(blocks).onConflictDoNothing();

  // Suspensions: a current active line of some blocked customers.
  const suspended = lines
    .filter(
      (line) => line.isCurrent && line.status === creditLineStatus.ACTIVE && blockedIds.has(line.userId),
    )
    .slice(0, 2);
  if (suspended.length) {
    await db
      .update(afp)
      .set({ creditLineStatus: creditLineStatus.SUSPENDED })
      .where(
        inArray(
          afp.id,
          suspended.map((line) => line.id),
        ),
      );
    for (const line of suspended) {
      reviews.push({
        userId: line.userId,
        creditLineId: line.id,
        action: 'SUSPEND',
        reason: random.pick(suspendReasons),
        fromStatus: creditLineStatus.ACTIVE,
        toStatus: creditLineStatus.SUSPENDED,
        oldLimit: line.amount,
        newLimit: line.amount,
        reviewedBy: officers[0],
        reviewedAt: new Date(Date.now() - random.int(1, 10) * 86_400_000),
      });
    }
  }
  for (let i = 0; i < reviews.length; i += 1000)
    await db.insert(financingReviews).values(reviews.slice(i, i + 1000));

  // Two customers on the AML blacklist (the compliance team's list; their files add the rest).
  const listedCustomers = await db
    .select({ documentNumber: customerApplications.documentNumber, name: customerApplications.searchName })
    .from(customerApplications)
    .where(
      and(
        inArray(customerApplications.userId, [100011, 100019]),
        sql`length(${customerApplications.documentNumber}) = 14`,
      ),
    );
  if (listedCustomers.length) {
    await db
      .insert(amlBlacklist)
      .values(
        listedCustomers.map((c, i) => ({
          nationalId: c.documentNumber!,
          name: c.name ?? '',
          reason:
            i === 0 ? 'Listed by the Egyptian Money Laundering Combating Unit' : 'Court order: frozen assets',
          sourceList: i === 0 ? 'EMLCU' : 'Court order',
          listedOn: fifthOf(today, -7),
        })),
      )
      .onConflictDoNothing();
  }

  // Promotions: one running, one starting soon, one ended by staff, one past its last day.
  const partners = await ensureFinancingPartners(db);
  const day = (offset: number) => {
    const date = new Date(`${today}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() + offset);
    return date.toISOString().slice(0, 10);
  };
  const promotions = await db
    .insert(creditPromotions)
    .values([
      {
        nameEn: 'Ramadan limit boost',
        nameAr: 'زيادة الحد في رمضان',
        kind: 'LIMIT_INCREASE',
        limitIncrease: '5000.00',
        startsOn: day(-10),
        endsOn: day(20),
        createdBy: officers[0],
      },
      {
        nameEn: 'Back to school: 3 months interest-free',
        nameAr: 'العودة للمدارس: ٣ شهور بدون فوائد',
        kind: 'INTEREST_FREE',
        interestFreeMonths: 3,
        partnerId: partners.get('Connect Money') ?? null,
        startsOn: day(15),
        endsOn: day(45),
        createdBy: officers[0],
      },
      {
        nameEn: 'White Friday fee waiver',
        nameAr: 'إعفاء من المصاريف في الجمعة البيضاء',
        kind: 'FEE_WAIVER',
        startsOn: day(-40),
        endsOn: day(30),
        status: 'ENDED',
        endedAt: new Date(Date.now() - 5 * 86_400_000),
        endedBy: officers[1],
        endReason: 'Partner budget for the campaign used up',
        createdBy: officers[1],
      },
      {
        nameEn: 'Summer in Sahel boost',
        nameAr: 'زيادة الحد لصيف الساحل',
        kind: 'LIMIT_INCREASE',
        limitIncrease: '3000.00',
        startsOn: day(-120),
        endsOn: day(-60),
        createdBy: officers[0],
      },
    ])
    .returning({ id: creditPromotions.id, status: creditPromotions.status });
  const eligible: (typeof creditPromotionUsers.$inferInsert)[] = [];
  const customers = [...new Set(lines.map((line) => line.userId))];
  for (const promotion of promotions) {
    for (const userId of customers)
      if (random.next() < 0.3) eligible.push({ promotionId: promotion.id, userId });
  }
  for (let i = 0; i < eligible.length; i += 1000)
    await db.insert(creditPromotionUsers).values(eligible.slice(i, i + 1000));

  return {
    'credit reviews': reviews.length,
    instalments: instalments.length,
    repayments: repayments.length,
    'customers blocked from financing': blocks.length,
    'credit promotions': promotions.length,
  };
}
