import { and, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import { WAITING_BATCH_STATUSES, bulkFeatures, bulkPermissions } from '@cmt/contract/endpoints/bulk';
import { openCaseStatuses } from '@cmt/contract/endpoints/cases';
import { creditLineStatus } from '@cmt/contract/endpoints/financing';
import { OFFERS_ENDING_DAYS, type HomeCard, type HomeCardKey } from '@cmt/contract/endpoints/home';
import type { PermissionKey } from '@cmt/contract/permissions';
import type { DbOrTx } from '../../db/client.ts';
import {
  affiliateCashoutCounts as cashoutCounts,
  affiliateCashouts as cashouts,
  applicationFinancingPartners as afp,
  approvals,
  bulkBatches,
  cases,
  creditLineReviewCounts as reviewCounts,
  offers,
  profileValidations as pv,
  smsJobs,
} from '../../db/schema.ts';
import { CAIRO, cairoDate } from '../../lib/cairo.ts';
import { keptStatement } from '../../lib/kept-statements.ts';
import type { Staff } from '../../lib/staff.ts';

type Viewer = Pick<Staff, 'id' | 'permissions'>;

/**
 * How many rows wait and since when, read from one partial index range (migration 0021 and earlier).
 * Each card's statement depends only on the card: it is built once, named `home_<card>`, and kept
 * (lib/kept-statements.ts); what changes between viewers and days (`values`) are its placeholders.
 */
async function waiting(
  db: DbOrTx,
  card: string,
  table: PgTable,
  where: SQL | undefined,
  since: SQL | null,
  values: Record<string, unknown> = {},
): Promise<Omit<HomeCard, 'key'>> {
  const [row] = await keptStatement(db, `home_${card}`, (name) =>
    db
      .select({
        count: sql<number>`count(*)::int`,
        oldestAt: since ? sql<string | null>`min(${since})::text` : sql<null>`null`,
      })
      .from(table)
      .where(where)
      .prepare(name),
  ).execute(values);
  return {
    count: Number(row?.count ?? 0),
    oldestAt: row?.oldestAt ? new Date(row.oldestAt).toISOString() : null,
  };
}

/**
 * A card whose count (and amount) the triggers keep (`affiliate_cashout_counts`, `credit_line_review_counts`,
 * migration 0027): at a million rows 100,000 waiting items would otherwise be counted on every visit.
 * The oldest is the first entry of the waiting rows' partial index.
 */
async function kept(
  db: DbOrTx,
  card: string,
  count: SQL,
  oldest: SQL,
  amount?: SQL,
): Promise<Omit<HomeCard, 'key'>> {
  const [row] = await keptStatement(db, `home_${card}`, (name) =>
    db
      .select({
        count: sql<number>`(${count})::int`,
        oldestAt: sql<string | null>`(${oldest})::text`,
        amount: amount ? sql<string>`(${amount})::text` : sql<null>`null`,
      })
      .from(sql`(select 1) as one`)
      .prepare(name),
  ).execute();
  return {
    count: Number(row?.count ?? 0),
    oldestAt: row?.oldestAt ? new Date(row.oldestAt).toISOString() : null,
    ...(amount ? { amountPiastres: Number(row?.amount ?? 0) } : {}),
  };
}

/** The day `days` after a Cairo day (YYYY-MM-DD), by the calendar. */
function dayAfter(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The home's cards: each kind of waiting work whose list the viewer may open (the list's own
 * permission), counted from the indexes that hold only the waiting rows.
 */
export async function homeCards(db: DbOrTx, viewer: Viewer): Promise<HomeCard[]> {
  const holds = (permission: PermissionKey) => viewer.permissions.includes(permission);
  const cards: Partial<Record<HomeCardKey, Promise<Omit<HomeCard, 'key'>>>> = {};

  if (holds('manage-applications-profile-validation'))
    cards.profileValidations = waiting(
      db,
      'profile_validations',
      pv,
      eq(pv.status, 'PENDING'),
      sql`${pv.submittedAt}`,
    );
  if (holds('manage-affiliate-cashout'))
    cards.cashouts = kept(
      db,
      'cashouts',
      sql`select coalesce(sum(${cashoutCounts.total}), 0) from ${cashoutCounts} where ${cashoutCounts.status} = 'PENDING'`,
      sql`select min(${cashouts.requestedAt}) from ${cashouts} where ${cashouts.status} = 'PENDING'`,
      sql`select coalesce(sum(${cashoutCounts.amountPiastres}), 0) from ${cashoutCounts} where ${cashoutCounts.status} = 'PENDING'`,
    );
  if (holds('manage-financing-applications'))
    cards.applicationReviews = kept(
      db,
      'application_reviews',
      sql`select coalesce(sum(${reviewCounts.total}), 0) from ${reviewCounts}`,
      sql`select min(${afp.createdAt}) from ${afp} where ${and(eq(afp.isCurrent, true), eq(afp.creditLineStatus, creditLineStatus.PENDING))}`,
    );
  // Held requests the viewer may decide: the action's permission, not the maker, not yet expired.
  if (viewer.permissions.length > 0)
    cards.approvals = waiting(
      db,
      'approvals',
      approvals,
      and(
        eq(approvals.status, 'PENDING'),
        sql`${approvals.permission} = any(${sql.placeholder('permissions')}::text[])`,
        ne(approvals.makerId, sql.placeholder('viewer')),
        sql`${approvals.expiresAt} > now()`,
      ),
      sql`${approvals.requestedAt}`,
      { permissions: viewer.permissions, viewer: viewer.id },
    );
  const bulkKinds = bulkFeatures.filter((feature) => holds(bulkPermissions[feature]));
  if (bulkKinds.length > 0) {
    const where = and(
      inArray(bulkBatches.status, [...WAITING_BATCH_STATUSES]),
      sql`${bulkBatches.feature} = any(${sql.placeholder('kinds')}::text[])`,
    );
    // Each kind's count too: the card opens each kind's upload screen filtered to its waiting files.
    cards.bulkBatches = Promise.all([
      waiting(db, 'bulk_batches', bulkBatches, where, sql`${bulkBatches.uploadedAt}`, { kinds: bulkKinds }),
      keptStatement(db, 'home_bulk_batch_kinds', (name) =>
        db
          .select({ kind: bulkBatches.feature, count: sql<number>`count(*)::int` })
          .from(bulkBatches)
          .where(where)
          .groupBy(bulkBatches.feature)
          .prepare(name),
      ).execute({ kinds: bulkKinds }),
    ]).then(([card, kinds]) => ({
      ...card,
      kinds: bulkFeatures
        .map((kind) => ({ kind, count: Number(kinds.find((row) => row.kind === kind)?.count ?? 0) }))
        .filter((row) => row.count > 0),
    }));
  }
  if (holds('manage-general'))
    cards.smsSendings = waiting(
      db,
      'sms_sendings',
      smsJobs,
      inArray(smsJobs.status, ['QUEUED', 'SENDING']),
      sql`${smsJobs.createdAt}`,
    );
  if (holds('manage-offers-offers')) {
    const today = cairoDate();
    cards.offersEnding = waiting(
      db,
      'offers_ending',
      offers,
      and(
        eq(offers.kind, 'REGULAR'),
        eq(offers.isDeleted, false),
        // Shown ACTIVE (started, not ended) as the offers list's status=ACTIVE&endingWithin=7 reads it.
        eq(offers.status, 'ACTIVE'),
        lte(offers.startsAt, sql`${sql.placeholder('today')}::date`),
        gte(offers.endsAt, sql`${sql.placeholder('today')}::date`),
        lte(offers.endsAt, sql`${sql.placeholder('lastDay')}::date`),
      ),
      null,
      { today, lastDay: dayAfter(today, OFFERS_ENDING_DAYS - 1) },
    );
  }
  if (holds('manage-cases-read')) {
    // The partial index of open cases by due day (cases_open_due_idx): its predicate written as the
    // index's, literally, so the kept statement's plan uses it.
    const open = sql.raw(`status in (${openCaseStatuses.map((status) => `'${status}'`).join(', ')})`);
    const dueStart = sql`(${cases.dueOn})::timestamp at time zone ${sql.raw(`'${CAIRO}'`)}`;
    const today = { today: cairoDate() };
    cards.casesDueToday = waiting(
      db,
      'cases_due_today',
      cases,
      and(open, eq(cases.dueOn, sql`${sql.placeholder('today')}::date`)),
      dueStart,
      today,
    );
    cards.casesPastDue = waiting(
      db,
      'cases_past_due',
      cases,
      and(open, sql`${cases.dueOn} < ${sql.placeholder('today')}::date`),
      dueStart,
      today,
    );
  }
  const entries = Object.entries(cards) as [HomeCardKey, Promise<Omit<HomeCard, 'key'>>][];
  const counted = await Promise.all(entries.map(async ([key, card]) => ({ key, ...(await card) })));
  return counted;
}
