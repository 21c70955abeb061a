import { sql, type SQL } from 'drizzle-orm';
import type { SlaLight } from '@cmt/contract/queues';
import { MAX_BUSINESS_DAYS, addBusinessDays, addCalendarDays } from '@cmt/contract/business-days';
import type { DbOrTx } from '../db/client.ts';
import { cases } from '../db/schema.ts';
import { holidaysBetween } from './calendar.ts';

/*
 * The SLA light of an open case (issue 36, docs/cases.md), from the business days left to its due day
 * against the business days it was given (`cases.business_days`, the kind's count when it opened):
 *
 *   RED    past its due day (business days left below 0);
 *   AMBER  at most AMBER_BUSINESS_DAYS business days left, or at most a quarter of its business days
 *          (whichever is more: `amberFrom`);
 *   GREEN  otherwise.
 *
 * A decided case has no light. `caseSlaLight` gives a row's light; `caseSlaCondition` is the same
 * rule as SQL for the list's filter, over a ladder of the next business days (so no holiday is
 * counted in SQL): "left ≤ n" is "due before the (n + 1)-th business day after today".
 */

/** Amber from this many business days left, whatever the case's count. */
export const AMBER_BUSINESS_DAYS = 2;

/** The business days left at (and under) which a case of `businessDays` turns amber. */
export const amberFrom = (businessDays: number): number =>
  Math.max(AMBER_BUSINESS_DAYS, Math.floor(businessDays / 4));

/** The light of an open case with `left` business days left (negative: past due) of `businessDays`. */
export function caseSlaLight(left: number, businessDays: number): SlaLight {
  if (left < 0) return 'RED';
  return left <= amberFrom(businessDays) ? 'AMBER' : 'GREEN';
}

/** Enough steps for any case: `amberFrom` of the largest count, and one more. */
const LADDER_STEPS = amberFrom(MAX_BUSINESS_DAYS) + 1;

/**
 * The business days after `today`: element k (1-based, as SQL arrays count) is the k-th business day
 * after today, for k up to LADDER_STEPS; as a SQL date array literal.
 */
export async function businessDayLadder(db: DbOrTx, today: string): Promise<string> {
  const holidays = await holidaysBetween(
    db,
    today,
    addCalendarDays(today, Math.ceil((LADDER_STEPS * 7) / 5) + 62),
  );
  const days: string[] = [];
  for (let k = 1, day = today; k <= LADDER_STEPS; k += 1) {
    day = addBusinessDays(day, 1, holidays);
    days.push(day);
  }
  return `{${days.join(',')}}`;
}

/**
 * `caseSlaLight` as a condition on the `cases` row (open cases only: the caller adds that), with the
 * ladder of `businessDayLadder(db, today)`.
 */
export function caseSlaCondition(light: SlaLight, today: string, ladder: string): SQL {
  // The first business day on which the case would have more than `amberFrom` days left.
  const greenFrom = sql`(${ladder}::date[])[greatest(${AMBER_BUSINESS_DAYS}, ${cases.businessDays} / 4) + 1]`;
  if (light === 'RED') return sql`${cases.dueOn} < ${today}::date`;
  if (light === 'AMBER') return sql`(${cases.dueOn} >= ${today}::date and ${cases.dueOn} < ${greenFrom})`;
  return sql`${cases.dueOn} >= ${greenFrom}`;
}
