import { and, eq, inArray } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { repaymentChannels } from '@cmt/contract/endpoints/financing';
import { compareAmounts, fromPiastres, toPiastres } from '@cmt/contract/money';
import { customerApplications, financingInstalments, financingRepayments } from '../../../db/schema.ts';
import { cairoDate } from '../../../lib/cairo.ts';
import { isUniqueViolation } from '../../../lib/sql.ts';
import { choice, day, egpAmount, id, nationalId, optional } from '../cells.ts';
import { cellMessage as m, rowError } from '../messages.ts';
import { BulkFileError } from '../bulk-file-error.ts';
import { defineStrategy } from '../strategy.ts';
import { stagedRows } from '../write-staged.ts';

const reference = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toUpperCase() || undefined : value),
  z.string({ error: m('required') }).max(40, m('maxChars', { max: 40 })),
);

const repaymentRow = z
  .object({
    national_id: optional(nationalId),
    user_id: optional(id),
    instalment_reference: reference,
    amount: egpAmount,
    paid_date: day,
    channel: choice(repaymentChannels),
  })
  .refine((row) => row.national_id !== undefined || row.user_id !== undefined, {
    message: m('userOrNationalId'),
    path: ['user_id'],
  });
type RepaymentRow = z.output<typeof repaymentRow>;

const remaining = (amount: string, paid: string) =>
  fromPiastres((toPiastres(amount) ?? 0n) - (toPiastres(paid) ?? 0n));

/**
 * Repayments received (RepaymentsStrategy): each row pays one instalment of the customer it names (by
 * user id or national id: both, when given, must be the instalment's customer), never more than is
 * left to pay, never in the future, and never the same repayment twice (a unique key in the database
 * backs the check). Applied by POST /financing/repayments/process-batch/{id}, all or nothing.
 */
export const repaymentsStrategy = defineStrategy<RepaymentRow>({
  feature: 'RepaymentsStrategy',
  row: repaymentRow,
  duplicateKey: { column: 'instalment_reference', of: (row) => row.instalment_reference },
  references: async (db, rows) => {
    const references = [...new Set(rows.map(({ row }) => row.instalment_reference))];
    const instalments = await db
      .select({
        id: financingInstalments.id,
        reference: financingInstalments.reference,
        userId: financingInstalments.userId,
        amount: financingInstalments.amount,
        paidAmount: financingInstalments.paidAmount,
        status: financingInstalments.status,
        documentNumber: customerApplications.documentNumber,
      })
      .from(financingInstalments)
      .leftJoin(customerApplications, eq(customerApplications.userId, financingInstalments.userId))
      .where(inArray(financingInstalments.reference, references));
    const byReference = new Map(instalments.map((i) => [i.reference, i]));
    const recorded = instalments.length
      ? await db
          .select({
            instalmentId: financingRepayments.instalmentId,
            paidOn: financingRepayments.paidOn,
            amount: financingRepayments.amount,
            channel: financingRepayments.channel,
          })
          .from(financingRepayments)
          .where(
            and(
              inArray(
                financingRepayments.instalmentId,
                instalments.map((i) => i.id),
              ),
            ),
          )
      : [];
    const today = cairoDate();
    return rows.flatMap(({ rowNo, row }) => {
      const ref = row.instalment_reference;
      const instalment = byReference.get(ref);
      if (!instalment)
        return [rowError(rowNo, 'instalment_reference', 'instalmentMissing', { reference: ref })];
      const otherCustomer =
        (row.user_id !== undefined && row.user_id !== instalment.userId) ||
        (row.national_id !== undefined && row.national_id !== instalment.documentNumber);
      if (otherCustomer) {
        return [rowError(rowNo, 'instalment_reference', 'instalmentOfOtherCustomer', { reference: ref })];
      }
      if (row.paid_date > today) return [rowError(rowNo, 'paid_date', 'paidDateFuture')];
      if (instalment.status === 'PAID')
        return [rowError(rowNo, 'instalment_reference', 'instalmentPaid', { reference: ref })];
      const due = remaining(instalment.amount, instalment.paidAmount);
      if (compareAmounts(row.amount, due) > 0) return [rowError(rowNo, 'amount', 'amountAboveDue', { due })];
      const twice = recorded.some(
        (r) =>
          r.instalmentId === instalment.id &&
          r.paidOn === row.paid_date &&
          r.channel === row.channel &&
          compareAmounts(r.amount, row.amount) === 0,
      );
      return twice ? [rowError(rowNo, 'instalment_reference', 'repaymentExists')] : [];
    });
  },
  write: async (tx, chunk) => {
    const { batchId } = chunk;
    const rows = stagedRows(chunk, 'instalment_reference text, amount numeric, paid_date date, channel text');
    // The instalments are locked first: a repayment applied elsewhere since the file was checked is
    // seen here, and the batch is refused with the instalment named rather than overpaying it.
    const late = await tx.execute<{ reference: string; due: string | null }>(sql`with r as (${rows}),
      locked as (
        select i.id, i.reference, i.amount - i.paid_amount as due from financing_instalments i
        where i.reference in (select instalment_reference from r) order by i.id for update)
      select r.instalment_reference as reference, l.due::text as due
      from r left join locked l on l.reference = r.instalment_reference
      where l.id is null or r.amount > l.due limit 1`);
    const refused = late.rows[0];
    if (refused) {
      throw refused.due === null
        ? new BulkFileError(
            'applyInstalmentGone',
            { reference: refused.reference },
            'BULK_APPLY_REFUSED',
            409,
          )
        : new BulkFileError(
            'applyInstalmentPaidSince',
            { reference: refused.reference, due: refused.due },
            'BULK_APPLY_REFUSED',
            409,
          );
    }
    try {
      const result = await tx.execute<{ inserted: number }>(sql`with r as (${rows}),
        t as (select r.*, i.id as instalment_id, i.user_id from r join financing_instalments i on i.reference = r.instalment_reference),
        recorded as (
          insert into financing_repayments (instalment_id, user_id, amount, paid_on, channel, batch_id)
          select instalment_id, user_id, amount, paid_date, channel, ${batchId} from t
          returning instalment_id, amount),
        paid as (
          update financing_instalments i
          set paid_amount = i.paid_amount + p.amount,
            status = case when i.paid_amount + p.amount >= i.amount then 'PAID' else 'PARTIAL' end,
            paid_at = case when i.paid_amount + p.amount >= i.amount then now() else i.paid_at end
          from (select instalment_id, sum(amount) as amount from recorded group by instalment_id) p
          where i.id = p.instalment_id
          returning 1)
        select (select count(*) from recorded)::int as inserted, (select count(*) from paid)::int as paid`);
      return { inserted: result.rows[0]?.inserted ?? 0, updated: 0 };
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new BulkFileError('applyRepaymentRecorded', {}, 'BULK_APPLY_REFUSED', 409);
      }
      throw error;
    }
  },
});
