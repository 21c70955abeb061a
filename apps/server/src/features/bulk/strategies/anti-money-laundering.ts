import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { amlSourceLists } from '@cmt/contract/endpoints/compliance';
import type { DbOrTx } from '../../../db/client.ts';
import { openLinesOfListed, suspendLinesOfListed } from '../../../domain/credit-line-moves.ts';
import { cairoDate } from '../../../lib/cairo.ts';
import { day, nationalId, text } from '../cells.ts';
import { cellMessage as m } from '../messages.ts';
import { defineStrategy, type StagedChunk, type TableWrite } from '../strategy.ts';
import { stagedColumnsOf, stagedRecords, writeTable } from '../write-staged.ts';

const amlRow = z.object({
  national_id: nationalId,
  name: text(200),
  reason: text(500),
  // One of the contract's lists, in its own spelling whatever the file's case (AML sources are never free text).
  source_list: z.preprocess(
    (value) =>
      typeof value === 'string'
        ? (amlSourceLists.find((source) => source.toLowerCase() === value.trim().toLowerCase()) ?? value)
        : value,
    z.enum(amlSourceLists, { error: m('oneOf', { values: amlSourceLists.join(', ') }) }),
  ),
  listed_on: day.refine((value) => typeof value !== 'string' || value <= cairoDate(), m('notFutureDate')),
});
type AmlRow = z.output<typeof amlRow>;

const blacklistWrite: TableWrite = {
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
};

/** The national ids of a chunk's staged rows, as a one-column relation. */
const listedIds = (chunk: StagedChunk) =>
  sql`select r.national_id from ${stagedRecords(chunk, 'national_id text')}`;

/**
 * The AML blacklist file: national ids that may not be given credit. A national id already listed is
 * updated (name, reason, source, date) rather than listed twice. In the same transaction, the open
 * credit line (approved or active) of each listed customer is suspended and the customer blocked from
 * financing, each line through its audited move (`suspendLinesOfListed`); lifting the block restores
 * it. The confirmation step says how many lines that is (`openLinesToSuspend`).
 */
export const antiMoneyLaunderingStrategy = defineStrategy<AmlRow>({
  feature: 'AntiMoneyLaunderingStrategy',
  row: amlRow,
  duplicateKey: { column: 'national_id', of: (row) => row.national_id },
  write: async (tx, chunk, actor) => {
    const written = await writeTable(tx, blacklistWrite, chunk);
    await suspendLinesOfListed(tx, actor, listedIds(chunk));
    return written;
  },
});

/** How many open credit lines applying this staged AML batch would suspend (its confirmation step). */
export async function openLinesToSuspend(db: DbOrTx, batchId: number): Promise<number> {
  const lines = await openLinesOfListed(
    db,
    listedIds({
      batchId,
      after: 0,
      upTo: 2147483647,
      columns: stagedColumnsOf(antiMoneyLaunderingStrategy),
    }),
  );
  return lines.length;
}
