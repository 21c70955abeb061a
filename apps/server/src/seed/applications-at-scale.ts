import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import {
  elderNames,
  familyNames,
  femaleNames,
  governorates,
  maleNames,
  places,
  professions,
} from './applications-data.ts';
import { ensureFinancingPartners } from './financing-partners.ts';

const textArray = (values: readonly string[]) => sql`${`{${values.map((v) => `"${v}"`).join(',')}}`}::text[]`;

/**
 * Customers for benchmarks, generated inside the database (`insert … select generate_series`, in
 * batches of 100,000): `count` app users with applications numbered from `firstId`, each with a
 * distinct 14-digit national id (structure of the demo ones: century, birth date, governorate,
 * sequence) and a distinct mobile, Arabic four-part names from the demo lists, applications spread
 * over 1,000 days, and a current credit line for 60% of them: a third with each partner, half of the
 * lines active (1 or 2). Deterministic (a function of the row number); about 20 s per million on
 * PostgreSQL.
 */
export async function seedApplicationsAtScale(
  db: DbOrTx,
  count: number,
  firstId = 1_000_001,
): Promise<Record<string, number>> {
  const partners = [...(await ensureFinancingPartners(db)).values()].sort((a, b) => a - b);
  const cities = places.map((p) => p.city);
  const govCodes = governorates.map(([code]) => code);
  const govNames = governorates.map(([, name]) => name);
  for (let from = 0; from < count; from += 100_000) {
    const to = Math.min(count, from + 100_000) - 1;
    await db.execute(sql`insert into app_users (id, phone, name, created_at)
      select ${firstId} + i,
        '01' || (array['0','1','2','5'])[1 + i % 4] || lpad(((i::bigint * 7919 + 12345) % 100000000)::text, 8, '0'),
        (${textArray(maleNames)})[1 + i % ${maleNames.length}] || ' ' || (${textArray(familyNames)})[1 + (i / 7) % ${familyNames.length}],
        now() - make_interval(days => i % 1000, secs => (i::bigint * 7919) % 86400)
      from generate_series(${from}::int, ${to}::int) as i`);
    await db.execute(sql`insert into customer_applications (user_id, first_name, second_name, third_name, family_name,
        document_number, birthdate, place_of_birth, gender, phone, city, profession, created_at)
      select ${firstId} + i,
        case when i % 5 < 3 then (${textArray(maleNames)})[1 + i % ${maleNames.length}]
          else (${textArray(femaleNames)})[1 + i % ${femaleNames.length}] end,
        (${textArray(maleNames)})[1 + (i / 3) % ${maleNames.length}],
        (${textArray(elderNames)})[1 + (i / 11) % ${elderNames.length}],
        (${textArray(familyNames)})[1 + (i / 7) % ${familyNames.length}],
        case when (i / 10000) * 137 >= 12784 then '3' else '2' end
          || to_char(date '1965-01-01' + (i / 10000) * 137, 'YYMMDD')
          || (${textArray(govCodes)})[1 + i % ${govCodes.length}] || lpad((i % 10000)::text, 4, '0')
          || (i % 10)::text,
        date '1965-01-01' + (i / 10000) * 137,
        (${textArray(govNames)})[1 + i % ${govNames.length}],
        case when i % 5 < 3 then 1 else 2 end,
        '01' || (array['0','1','2','5'])[1 + i % 4] || lpad(((i::bigint * 7919 + 12345) % 100000000)::text, 8, '0'),
        (${textArray(cities)})[1 + i % ${cities.length}],
        (${textArray(professions)})[1 + i % ${professions.length}],
        now() - make_interval(days => i % 1000, secs => (i::bigint * 7919) % 86400)
      from generate_series(${from}::int, ${to}::int) as i`);
    await db.execute(sql`insert into application_financing_partners (user_id, partner_id, credit_line_status,
        approved_amount, is_current, created_at)
      select ${firstId} + i, (${`{${partners.join(',')}}`}::int[])[1 + i % 3],
        (array[1, 2, 3, 4, 0, 2])[1 + (i / 3) % 6]::int,
        (5000 + (i % 200) * 500)::numeric(14, 2), true,
        now() - make_interval(days => i % 1000)
      from generate_series(${from}::int, ${to}::int) as i where i % 10 < 6`);
  }
  return { 'app users': count, 'customer applications': count, 'credit lines': Math.ceil(count * 0.6) };
}
