import { z } from 'zod';
import { cairoDate } from '../../../lib/cairo.ts';
import { day, nationalId, text } from '../cells.ts';
import { cellMessage as m } from '../messages.ts';
import { defineStrategy } from '../strategy.ts';

const amlRow = z.object({
  national_id: nationalId,
  name: text(200),
  reason: text(500),
  source_list: text(100),
  listed_on: day.refine((value) => typeof value !== 'string' || value <= cairoDate(), m('notFutureDate')),
});
type AmlRow = z.output<typeof amlRow>;

/**
 * The AML blacklist file: national ids that may not be given credit. A national id already listed is
 * updated (name, reason, source, date) rather than listed twice.
 */
export const antiMoneyLaunderingStrategy = defineStrategy<AmlRow>({
  feature: 'AntiMoneyLaunderingStrategy',
  row: amlRow,
  duplicateKey: { column: 'national_id', of: (row) => row.national_id },
  write: {
    table: 'aml_blacklist',
    record: 'national_id text, name text, reason text, source_list text, listed_on date',
    values: {
      national_id: 'r.national_id',
      name: 'r.name',
      reason: 'r.reason',
      source_list: 'r.source_list',
      listed_on: 'r.listed_on',
      batch_id: 'b.batch_id',
    },
    conflict: `on conflict (national_id) do update set name = excluded.name, reason = excluded.reason,
      source_list = excluded.source_list, listed_on = excluded.listed_on, batch_id = excluded.batch_id`,
  },
});
