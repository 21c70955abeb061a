import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { reviewActions, reviewMoves, type ReviewAction } from '@cmt/contract/endpoints/financing';
import { creditStandingsOf, reviewRefusal, type ReviewRefusal } from '../../../domain/credit-lines.ts';
import { choice, egpAmount, id, optional, text } from '../cells.ts';
import { cellMessage as m, rowError } from '../messages.ts';
import { BulkFileError } from '../bulk-file-error.ts';
import { defineStrategy } from '../strategy.ts';
import { stagedRows } from '../write-staged.ts';

const REASON_MIN = 5;

const reviewRow = z.object({
  user_id: id,
  action: choice(reviewActions),
  credit_limit: optional(egpAmount),
  reason: text(500).refine((value) => value.length >= REASON_MIN, m('reasonShort', { min: REASON_MIN })),
});
type ReviewRow = z.output<typeof reviewRow>;

const columnOf: Record<ReviewRefusal['key'], string> = {
  noApplication: 'user_id',
  noCreditLine: 'user_id',
  reviewNotAllowed: 'action',
  limitRequired: 'credit_limit',
  limitNotForAction: 'credit_limit',
  limitBounds: 'credit_limit',
  customerBlacklisted: 'user_id',
  customerBlocked: 'user_id',
};

// The moves of the contract's `reviewMoves`, as SQL: which statuses each action starts from, where it leads.
const allowedMove = sql.join(
  reviewActions.map(
    (action) =>
      sql`(t.action = ${action} and cl.credit_line_status in (${sql.join(
        reviewMoves[action].from.map((status) => sql`${status}`),
        sql`, `,
      )}))`,
  ),
  sql` or `,
);
const nextStatus = sql`case t.action ${sql.join(
  reviewActions.map(
    (action: ReviewAction) =>
      sql`when ${action} then ${reviewMoves[action].to === undefined ? sql`cl.credit_line_status` : sql`${reviewMoves[action].to}::int`}`,
  ),
  sql` `,
)} end`;
const givingCredit = reviewActions.filter((action) => reviewMoves[action].givesCredit);

/**
 * Batch reviews (ApplicationReviewsStrategy): one decision per customer on their current credit line,
 * checked with the same rules as a review from the application screen (`reviewRefusal`). Applied by
 * POST /financing/application-reviews/process-batch/{id}: every line moves, with its review entry and
 * audit entry, or none does (a line that changed since the file was checked fails the batch).
 */
export const applicationReviewsStrategy = defineStrategy<ReviewRow>({
  feature: 'ApplicationReviewsStrategy',
  row: reviewRow,
  duplicateKey: { column: 'user_id', of: (row) => String(row.user_id) },
  references: async (db, rows) => {
    const standings = await creditStandingsOf(
      db,
      rows.map(({ row }) => row.user_id),
    );
    return rows.flatMap(({ rowNo, row }) => {
      const refusal = reviewRefusal(standings.get(row.user_id), row.user_id, row.action, row.credit_limit);
      return refusal ? [rowError(rowNo, columnOf[refusal.key], refusal.key, refusal.params)] : [];
    });
  },
  write: async (tx, chunk) => {
    const { batchId } = chunk;
    const result = await tx.execute<{ staged: number; moved: number }>(sql`with
      r as (${stagedRows(chunk, 'user_id int, action text, credit_limit numeric, reason text')}),
      t as (
        select r.*, cl.id as line_id, cl.credit_line_status as from_status, cl.approved_amount as old_limit
        from r join application_financing_partners cl on cl.user_id = r.user_id and cl.is_current
        for update of cl),
      moved as (
        update application_financing_partners cl
        set credit_line_status = ${nextStatus},
          approved_amount = coalesce(t.credit_limit, cl.approved_amount),
          version = cl.version + 1, updated_at = now()
        from t
        where cl.id = t.line_id and (${allowedMove})
          and (t.action not in (${sql.join(
            givingCredit.map((action) => sql`${action}`),
            sql`, `,
          )}) and not (t.action = 'CHANGE_LIMIT' and t.credit_limit > coalesce(cl.approved_amount, 0))
            or not exists (
            select 1 from customer_applications ca join aml_blacklist bl on bl.national_id = ca.document_number
            where ca.user_id = t.user_id)
            and not exists (select 1 from financing_blocks fb where fb.user_id = t.user_id and fb.status = 'ACTIVE'))
        returning cl.id, cl.credit_line_status as to_status, cl.approved_amount as new_limit),
      batch as (select applied_by from bulk_batches where id = ${batchId}),
      reviews as (
        insert into financing_reviews (user_id, credit_line_id, action, reason, from_status, to_status, old_limit, new_limit, reviewed_by, batch_id)
        select t.user_id, t.line_id, t.action, t.reason, t.from_status, m.to_status, t.old_limit, m.new_limit,
          (select applied_by from batch), ${batchId}
        from t join moved m on m.id = t.line_id
        returning user_id, credit_line_id, action, reason, from_status, to_status, old_limit, new_limit),
      audited as (
        insert into audit_log (actor_email, action, target_type, target_id, before, after)
        select (select applied_by from batch), 'financing.review.' || lower(v.action), 'credit_line', v.credit_line_id::text,
          jsonb_build_object('creditLineStatus', v.from_status, 'approvedAmount', v.old_limit),
          jsonb_build_object('creditLineStatus', v.to_status, 'approvedAmount', v.new_limit, 'userId', v.user_id,
            'reason', v.reason, 'batchId', ${batchId}::int)
        from reviews v
        returning 1)
      select (select count(*) from r)::int as staged, (select count(*) from audited)::int as moved`);
    const { staged = 0, moved = 0 } = result.rows[0] ?? {};
    if (moved !== staged) {
      throw new BulkFileError('applyLinesChanged', { count: staged - moved }, 'BULK_APPLY_REFUSED', 409);
    }
    return { inserted: 0, updated: moved };
  },
});
