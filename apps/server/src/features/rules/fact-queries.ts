import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import {
  factCatalogue,
  type FactDefinition,
  type FactValues,
  type RuleSubject,
} from '@cmt/contract/endpoints/rules';
import { creditLineStatusName } from '@cmt/contract/endpoints/financing';
import { egpOf } from '@cmt/contract/money';
import type { DbOrTx } from '../../db/client.ts';
import { customerFigures, figuresOfRow, type FigureRow } from '../../lib/decisions.ts';
import { keptStatement } from '../../lib/kept-statements.ts';

/*
 * The facts a rule reads (issue 37 item 2, docs/rules.md): every fact of a subject in ONE statement
 * over primary keys and indexed columns. The customer's figures are the decision records' own SQL
 * (`customerFigures`, lib/decisions.ts), so a decision and a rule see the same numbers.
 */

/** The catalogue of a subject (its own facts, then its customer's). */
export const factsCatalogueOf = (subject: RuleSubject): readonly FactDefinition[] => factCatalogue[subject];

/**
 * The highest trigram similarity (0 to 1, 4 places) between the legal name on the customer's
 * application (`search_name`: its four parts) and a name on the AML blacklist, for the customer whose
 * id `userId` gives. The nearest name comes from the GiST trigram index (`aml_blacklist_name_trgm_idx`,
 * migration 0034: `order by name <-> …` is a nearest-neighbour search, exact, without reading the list).
 * Null without an application or a name on it; 0 on an empty blacklist.
 */
const nameSimilarity = (userId: SQL) => sql`(select case when ca.search_name = '' then null else coalesce(
      (select round(similarity(bl.name, ca.search_name)::numeric, 4)::text from aml_blacklist bl
        order by bl.name <-> ca.search_name limit 1), '0.0000') end
    from customer_applications ca where ca.user_id = ${userId})`;

interface SubjectRow extends FigureRow {
  similarity: string | null;
}

interface CashoutRow extends SubjectRow {
  cashout_amount: string;
  cashout_method: string;
  to_usual: string | null;
  sharing: number;
}

interface CreditLineRow extends SubjectRow {
  line_status: number;
  line_limit: string | null;
  line_days: number;
  overdue: number;
}

/**
 * The statement of each subject: the record by its key, its customer's figures and name similarity
 * beside it (laterals on the record's user id). No row when the record does not exist.
 */
const statements: Record<RuleSubject, (id: SQLWrapper | number) => SQL> = {
  // The cashout by its key. Its amount against the customer's usual: the average of their approved
  // cashouts requested before it (affiliate_cashouts_user_requested_idx, a row range). Others sharing
  // its destination: distinct other customers on its IBAN (cashouts, bank accounts) or wallet number
  // (cashouts), by affiliate_cashouts_iban_idx, customer_bank_accounts_iban_idx and
  // affiliate_cashouts_wallet_idx (0034), index-only.
  cashout: (id) => sql`select rc.amount_piastres::text as cashout_amount, rc.method as cashout_method,
      (select case when count(*) = 0 or sum(p.amount_piastres) <= 0 then null
          else round(rc.amount_piastres::numeric * count(*) / sum(p.amount_piastres), 4)::text end
        from affiliate_cashouts p
        where p.user_id = rc.user_id and p.status = 'APPROVED'
          and (p.requested_at, p.id) < (rc.requested_at, rc.id)) as to_usual,
      (select count(distinct s.user_id)::int from (
          select a.user_id from affiliate_cashouts a where a.iban = rc.iban
          union all select b.user_id from customer_bank_accounts b where b.iban = rc.iban
          union all select a.user_id from affiliate_cashouts a where a.wallet_number = rc.wallet_number
        ) s where s.user_id <> rc.user_id) as sharing,
      ${nameSimilarity(sql`rc.user_id`)} as similarity,
      f.*
    from affiliate_cashouts rc
    cross join lateral (${customerFigures(sql`rc.user_id`)}) f
    where rc.id = ${id}`,
  // The line by its key; overdue instalments by financing_instalments_line_idx.
  creditLineReview: (
    id,
  ) => sql`select l.credit_line_status as line_status, l.approved_amount::text as line_limit,
      ((now() at time zone 'Africa/Cairo')::date - (l.created_at at time zone 'Africa/Cairo')::date) as line_days,
      (select count(*)::int from financing_instalments i where i.credit_line_id = l.id and i.status <> 'PAID'
        and i.due_date < (now() at time zone 'Africa/Cairo')::date) as overdue,
      ${nameSimilarity(sql`l.user_id`)} as similarity,
      f.*
    from application_financing_partners l
    cross join lateral (${customerFigures(sql`l.user_id`)}) f
    where l.id = ${id}`,
  customer: (id) => sql`select ${nameSimilarity(sql`f.id`)} as similarity, f.*
    from (${customerFigures(sql`${id}`)}) f`,
};

/** The customer's facts from a row of any subject. */
function customerFactValues(row: SubjectRow): FactValues {
  const figures = figuresOfRow(Number(row.id), row);
  return {
    // Money from piastres is made EGP text by figuresOfRow; numeric(14, 2) columns are EGP text already.
    'customer.availableCashback': figures.availableCashback,
    'customer.cashouts24hCount': figures.cashouts.last24h.count,
    'customer.cashouts24hTotal': figures.cashouts.last24h.total,
    'customer.cashouts7dCount': figures.cashouts.last7d.count,
    'customer.cashouts7dTotal': figures.cashouts.last7d.total,
    'customer.cashouts30dCount': figures.cashouts.last30d.count,
    'customer.cashouts30dTotal': figures.cashouts.last30d.total,
    'customer.daysSinceSignUp': figures.daysSinceSignUp,
    'customer.accountStatus': figures.accountStatus,
    'customer.creditLimit': figures.creditLimit,
    'customer.creditUsed': figures.creditUsed,
    'customer.creditUtilisation': figures.creditUtilisation,
    'customer.openLines': figures.openLines,
    'customer.financingBlocked': figures.financingBlock !== null,
    'customer.amlBlacklisted': figures.blacklistHits.length > 0,
    'customer.blacklistNameSimilarity': row.similarity,
  };
}

const subjectValues: Record<RuleSubject, (row: Record<string, unknown>) => FactValues> = {
  cashout: (raw) => {
    const row = raw as CashoutRow;
    return {
      'cashout.amount': egpOf(row.cashout_amount),
      'cashout.method': row.cashout_method,
      'cashout.amountToUsual': row.to_usual,
      'cashout.customersSharingDestination': Number(row.sharing),
    };
  },
  creditLineReview: (raw) => {
    const row = raw as CreditLineRow;
    return {
      'creditLineReview.status': creditLineStatusName(Number(row.line_status)),
      'creditLineReview.limit': row.line_limit, // numeric(14, 2) as text: EGP already
      'creditLineReview.daysOpen': Number(row.line_days),
      'creditLineReview.overdueInstalments': Number(row.overdue),
    };
  },
  customer: () => ({}),
};

/** The SQL of a subject's facts, for one record (EXPLAIN it: docs/rules.md). */
export const factsStatement = (subject: RuleSubject, id: number): SQL => statements[subject](id);

/**
 * Every fact of a subject's catalogue for one record (a cashout, a credit line, a customer by id), read
 * in one statement at the transaction's `now()`: fact key → value (money as EGP text, ratios as text
 * with 4 places, null where there is none). Null when there is no such record. The statement is kept
 * per subject (`rule_facts_<subject>`, lib/kept-statements.ts): on PostgreSQL named, so a connection
 * plans it once (about 1 ms of its 4 at 1M cashouts); its row comes back as one jsonb object.
 */
export async function factsOf(db: DbOrTx, subject: RuleSubject, id: number): Promise<FactValues | null> {
  const [found] = await keptStatement(db, `rule_facts_${subject.toLowerCase()}`, (name) =>
    db
      .select({ row: sql<SubjectRow>`to_jsonb(subject_row)` })
      .from(sql`(${statements[subject](sql.placeholder('id'))}) as subject_row`)
      .prepare(name),
  ).execute({ id });
  if (!found) return null;
  const row = found.row;
  return { ...subjectValues[subject](row), ...customerFactValues(row) };
}
