import { sql } from 'drizzle-orm';
import { caseKinds, caseKindSpecs } from '@cmt/contract/endpoints/cases';
import type { DbOrTx } from '../db/client.ts';

const textArray = (values: readonly string[]) => sql`${`{${values.map((v) => `"${v}"`).join(',')}}`}::text[]`;

/**
 * Cases for benchmarks (issue 36: the case list and the timeline at 1M cases), generated inside the
 * database in batches of 100,000. Row `i` (from 0) is of kind `i % 5` and of a year `(i / 5) % 3`
 * before this one, so each (kind, year) pair holds consecutive numbers; opened over three years, the
 * newest 2 % still open (IN_PROGRESS, due from 20 days ago to 20 days ahead), the rest CLOSED;
 * assigned to `staffIds` in turn (a third to nobody), each about one of `customers` customers
 * numbered from `customersFrom` with a link, a first note and an opening event. The counters are set
 * to the last number of each pair. Deterministic; about 40 s per million on PostgreSQL.
 */
export async function seedCasesAtScale(
  db: DbOrTx,
  count: number,
  options: { customersFrom: number; customers: number; staffIds: readonly number[] },
): Promise<Record<string, number>> {
  const prefixes = caseKinds.map((kind) => caseKindSpecs[kind].prefix);
  const days = caseKinds.map((kind) => String(caseKindSpecs[kind].businessDays));
  const staff = `{${options.staffIds.join(',')}}`;
  const year = new Date().getUTCFullYear();
  const open = Math.ceil(count * 0.02);
  for (let from = 0; from < count; from += 100_000) {
    const to = Math.min(count, from + 100_000) - 1;
    await db.execute(sql`insert into cases (id, reference, kind, year, seq, title, priority, status, assignee_id,
        opened_by, customer_id, opened_on, business_days, due_on, remind_on, outcome, summary, resolved_at,
        closed_at, created_at, updated_at)
      select i + 1,
        (${textArray(prefixes)})[1 + i % 5] || '-' || (${year} - (i / 5) % 3) || '-' || lpad((i / 15 + 1)::text, 6, '0'),
        (${textArray(caseKinds)})[1 + i % 5],
        ${year} - (i / 5) % 3,
        i / 15 + 1,
        'Customer reports a problem with order ' || (i::bigint * 7919 % 1000000),
        (array['LOW','NORMAL','NORMAL','HIGH','URGENT'])[1 + (i / 7) % 5],
        case when i >= ${count - open} then 'IN_PROGRESS' else 'CLOSED' end,
        case when i % 3 = 0 then null else (${staff}::int[])[1 + i % ${options.staffIds.length}] end,
        (${staff}::int[])[1 + (i / 3) % ${options.staffIds.length}],
        ${options.customersFrom} + (i::bigint * 7919) % ${options.customers},
        d.opened,
        (${textArray(days)})[1 + i % 5]::int,
        d.due,
        d.due - 2,
        case when i >= ${count - open} then null else 'UPHELD' end,
        case when i >= ${count - open} then null else 'Resolved with the customer' end,
        case when i >= ${count - open} then null else d.opened + 5 end,
        case when i >= ${count - open} then null else d.opened + 6 end,
        d.opened, d.opened
      from generate_series(${from}::int, ${to}::int) as i,
        lateral (select case when i >= ${count - open}
            then current_date - 20 + i % 41
            else current_date - 19 - ((${count - open} - 1 - i)::bigint * 1000 / ${Math.max(1, count - open)})::int
          end as due) u,
        lateral (select u.due - 21 as opened, u.due) d`);
    await db.execute(sql`insert into case_links (case_id, record_type, record_id, linked_at)
      select id, 'customer', customer_id, created_at from cases where id between ${from + 1} and ${to + 1}`);
    await db.execute(sql`insert into case_notes (case_id, author_id, text, created_at)
      select id, opened_by, 'Customer called the contact centre about ' || title, created_at
      from cases where id between ${from + 1} and ${to + 1}`);
    await db.execute(sql`insert into case_events (case_id, kind, action, actor_id, to_value, at)
      select id, 'status', 'opened', opened_by, 'OPEN', created_at from cases where id between ${from + 1} and ${to + 1}`);
  }
  await db.execute(sql`select setval(pg_get_serial_sequence('cases', 'id'), ${count})`);
  await db.execute(sql`insert into case_counters (kind, year, last)
      select kind, year, max(seq) from cases group by kind, year
      on conflict (kind, year) do update set last = excluded.last`);
  return { cases: count, 'open cases': open };
}
