import { createHash } from 'node:crypto';
import { formatBulkMessage } from '@cmt/contract/bulk-messages';
import { eq, sql } from 'drizzle-orm';
import {
  BULK_MAX_ROWS,
  bulkAmountColumns,
  type BulkBatch,
  type BulkFeature,
  type BulkRowError,
} from '@cmt/contract/endpoints/bulk';
import type { Db } from '../../db/client.ts';
import { bulkBatches, bulkRowErrors, bulkRows } from '../../db/schema.ts';
import type { Actor } from '../../lib/audit.ts';
import { bulkRowsValidated } from '../../lib/metrics.ts';
import { audited } from '../../lib/audited.ts';
import { notify } from '../../lib/notifications.ts';
import { collectGarbage } from '../../lib/collect-garbage.ts';
import { findBatch } from './batches.ts';
import { BulkFileError } from './bulk-file-error.ts';
import { FirstRows } from './first-rows.ts';
import { isFormulaCell } from './cells.ts';
import { rowError, rowErrorOf } from './messages.ts';
import { rememberingReferences } from './references.ts';
import { readTableBatches, type SheetRow, type TextEncoding } from './read-table.ts';
import { defaultValidationSlots, type ValidationSlots } from './validation-slots.ts';
import { stagedColumnsOf, stageRows } from './write-staged.ts';
import type { StagedRow, Strategy } from './strategy.ts';
import { strategies } from './strategies/registry.ts';

/** A character `trim()` keeps (`\s` is exactly what it removes), found without making the trimmed copy. */
const NOT_BLANK = /\S/;
/** Rows checked against the database and staged together. */
const CHUNK = 1000;
/** Rows read between two full collections (`collectGarbage`): a big file costs what this many do. */
const COLLECT_EVERY = 10_000;
/** Row errors kept for the report; the count covers them all. */
export const STORED_ERRORS_MAX = 20_000;

export interface UploadedFile {
  feature: BulkFeature;
  fileName: string;
  encoding: TextEncoding;
  content: AsyncIterable<Buffer>;
  /** True once the upload went over the size limit (the stream was cut). */
  tooLarge: () => boolean;
  maxBytes: number;
  actor: Actor;
  /** The server's validation slots (`validationSlotsOf(config)`); else the defaults' (2 at once). */
  slots?: ValidationSlots;
}

const normalise = (header: string) =>
  header
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase();

/** Maps each declared column to its position in the header; a wrong header is a whole-file error. */
function readHeader(strategy: Strategy<unknown>, cells: string[]): Map<string, number> {
  const names = cells.map(normalise);
  const known = new Set(strategy.columns.map((c) => c.name));
  const unknown = names.filter((name) => name && !known.has(name));
  const missing = strategy.columns.filter((c) => c.required && !names.includes(c.name)).map((c) => c.name);
  const repeated = names.filter((name, i) => name && names.indexOf(name) !== i);
  if (missing.length || unknown.length || repeated.length) {
    const listed = (columns: string[]) => (columns.length ? columns.join(', ') : '—');
    throw new BulkFileError(
      'fileHeader',
      {
        missing: listed(missing),
        unknown: listed(unknown.slice(0, 10)),
        repeated: listed([...new Set(repeated)]),
        expected: strategy.columns.map((c) => c.name).join(', '),
      },
      'BULK_FILE_HEADER',
    );
  }
  return new Map(
    strategy.columns.filter((c) => names.includes(c.name)).map((c) => [c.name, names.indexOf(c.name)]),
  );
}

/**
 * Reads, checks and stages every row of an uploaded file as a new batch, without applying anything:
 * types and formats (the strategy's row schema), formula cells, duplicates inside the file, and
 * references (a few set queries per chunk). Memory stays flat: rows flow through in chunks; only the
 * duplicate keys (and an XLSX's shared strings) are kept. A whole-file problem answers 400 and leaves
 * the batch INVALID with the reason. A few run at once; the next wait their turn (`validation-slots.ts`).
 */
export function validateUpload(db: Db, file: UploadedFile): Promise<BulkBatch> {
  return (file.slots ?? defaultValidationSlots).run(() => rememberingReferences(() => validate(db, file)));
}

async function validate(db: Db, file: UploadedFile): Promise<BulkBatch> {
  const strategy = strategies[file.feature];
  const hash = createHash('sha256');
  async function* hashed() {
    for await (const chunk of file.content) {
      hash.update(chunk);
      yield chunk;
    }
  }
  // An XLSX's shared strings can't usefully outnumber the cells of a sheet of this kind.
  const batches = readTableBatches(hashed(), file.encoding, {
    maxSharedStrings: (BULK_MAX_ROWS + 1) * strategy.columns.length,
  });
  let batchId: number | null = null;
  /** The last chunk's reference lookups and staging (below). */
  let inDatabase: Promise<void> = Promise.resolve();
  try {
    const first = await batches.next();
    if (first.done) throw new BulkFileError('fileEmpty', {}, 'BULK_FILE_EMPTY');
    const columns = readHeader(strategy, first.value[0]!.cells);
    /** The declared columns found in the header, and where each is in a row's cells. */
    const names = [...columns.keys()];
    const positions = [...columns.values()];
    const [batch] = await db
      .insert(bulkBatches)
      .values({
        feature: file.feature,
        fileName: file.fileName,
        sha256: '',
        uploadedBy: file.actor.staff?.email ?? null,
      })
      .returning({ id: bulkBatches.id });
    batchId = batch!.id;
    const id = batchId;
    const staged = stagedColumnsOf(strategy);

    let totalRows = 0;
    let collectedAt = 0;
    let validRows = 0;
    let invalidRows = 0;
    let errorCount = 0;
    let storedErrors: BulkRowError[] = [];
    let checked: StagedRow<unknown>[] = [];
    /** Errors of the rows read since the last chunk went to the database, saved after its own. */
    let rowErrors: BulkRowError[] = [];
    const seen = new FirstRows();

    const saveErrors = async (errors: BulkRowError[]) => {
      errorCount += errors.length;
      const room = STORED_ERRORS_MAX - (errorCount - errors.length);
      storedErrors.push(...errors.slice(0, Math.max(0, room)));
      if (storedErrors.length >= CHUNK) {
        const full = storedErrors;
        storedErrors = [];
        await insertErrors(db, id, full);
      }
    };
    // A chunk's reference lookups and staging run while the next chunk is read and checked (on
    // PostgreSQL the database works beside Node); one chunk at a time, and errors are saved in file
    // order: the previous chunk's, then the rows read since, then this chunk's.
    const settled = async () => {
      await inDatabase;
      const errors = rowErrors;
      rowErrors = [];
      await saveErrors(errors);
    };
    const flush = async () => {
      await settled();
      const chunk = checked;
      checked = [];
      if (chunk.length === 0) return;
      inDatabase = (async () => {
        const refErrors = strategy.references ? await strategy.references(db, chunk) : [];
        const bad = new Set(refErrors.map((e) => e.row));
        const good = bad.size ? chunk.filter((r) => !bad.has(r.rowNo)) : chunk;
        await stageRows(db, id, staged, good);
        validRows += good.length;
        invalidRows += bad.size;
        await saveErrors(refErrors);
      })();
      inDatabase.catch(() => {}); // awaited by the next flush, or below when the file fails
    };

    async function* rows(): AsyncGenerator<SheetRow[]> {
      yield first.value!.slice(1);
      yield* batches;
    }
    for await (const batch of rows())
      for (const { rowNo, cells } of batch) {
        if (!cells.some((cell) => NOT_BLANK.test(cell))) continue; // blank: every cell trims to ''
        // Only inside a file: at its end the garbage goes with the file, at no cost to a small one.
        if (totalRows - collectedAt === COLLECT_EVERY) {
          collectedAt = totalRows;
          collectGarbage();
        }
        if (++totalRows > BULK_MAX_ROWS) {
          throw new BulkFileError(
            'fileTooManyRows',
            { max: BULK_MAX_ROWS.toLocaleString('en') },
            'BULK_TOO_MANY_ROWS',
          );
        }
        const errors: BulkRowError[] = [];
        const record: Record<string, string> = {};
        for (let i = 0; i < names.length; i++) {
          const value = cells[positions[i]!] ?? '';
          if (isFormulaCell(value)) errors.push(rowError(rowNo, names[i]!, 'formula'));
          else record[names[i]!] = value;
        }
        // Plainly valid rows skip zod (the sure path, cells.ts); zod parses the rest and words their errors.
        const sure = errors.length === 0 ? strategy.sureRow?.(record) : undefined;
        const parsed =
          sure !== undefined ? ({ success: true, data: sure } as const) : strategy.row.safeParse(record);
        if (!parsed.success) {
          const columnsWithError = new Set(errors.map((e) => e.column));
          for (const issue of parsed.error.issues) {
            const column = issue.path.length ? String(issue.path[0]) : null;
            if (column && columnsWithError.has(column)) continue;
            columnsWithError.add(column ?? '');
            errors.push(rowErrorOf(rowNo, column, issue.message));
          }
        } else if (strategy.duplicateKey && errors.length === 0) {
          const earlier = seen.firstRowOf(strategy.duplicateKey.of(parsed.data), rowNo);
          if (earlier !== undefined)
            errors.push(rowError(rowNo, strategy.duplicateKey.column, 'duplicate', { row: earlier }));
        }
        if (errors.length || !parsed.success) {
          invalidRows++;
          rowErrors.push(...errors);
          if (rowErrors.length >= CHUNK) await settled();
        } else {
          checked.push({ rowNo, row: parsed.data });
          if (checked.length >= CHUNK) await flush();
        }
      }
    await flush();
    await settled();
    if (storedErrors.length) await insertErrors(db, id, storedErrors);
    if (totalRows === 0) throw new BulkFileError('fileNoRows', {}, 'BULK_FILE_EMPTY');
    if (file.tooLarge()) throw tooLarge(file.maxBytes);

    bulkRowsValidated.inc({ feature: file.feature, result: 'valid' }, validRows);
    bulkRowsValidated.inc({ feature: file.feature, result: 'invalid' }, invalidRows);
    const sha256 = hash.digest('hex');
    const amountTotal = await stagedAmountTotal(db, id, staged, bulkAmountColumns[file.feature]);
    const summary = {
      feature: file.feature,
      fileName: file.fileName,
      sha256,
      totalRows,
      validRows,
      invalidRows,
      errorCount,
    };
    await audited(db, file.actor, 'bulk.upload', 'bulk_batch', async (tx, note) => {
      await tx
        .update(bulkBatches)
        .set({
          status: invalidRows ? 'INVALID' : 'VALID',
          sha256,
          totalRows,
          validRows,
          invalidRows,
          errorCount,
          amountTotal,
        })
        .where(eq(bulkBatches.id, id));
      if (invalidRows) await tx.delete(bulkRows).where(eq(bulkRows.batchId, id));
      note.targetId = id;
      note.after = summary;
      if (file.actor.staff)
        await notify(tx, file.actor.staff.id, {
          kind: 'bulk.validated',
          params: { batchId: id, feature: file.feature, fileName: file.fileName, invalidRows },
        });
    });
    return await findBatch(db, id, file.feature);
  } catch (error) {
    await inDatabase.catch(() => {}); // nothing staged after the batch is marked
    const reported = file.tooLarge() ? tooLarge(file.maxBytes) : error;
    if (batchId !== null) await markUnreadable(db, batchId, file, reported);
    await batches.return(undefined).catch(() => {});
    throw reported;
  }
}

/** The total of an amount column over the staged (valid) rows, summed exactly by the database. */
async function stagedAmountTotal(
  db: Db,
  batchId: number,
  staged: readonly string[],
  column: string | undefined,
): Promise<string | null> {
  if (!column) return null;
  const result = await db.execute<{
    total: string | null;
  }>(sql`select coalesce(sum((e.row ->> ${staged.indexOf(column)}::int)::numeric), 0)::numeric(14, 2)::text as total
    from bulk_rows b, jsonb_array_elements(b.data) as e(row) where b.batch_id = ${batchId}`);
  return result.rows[0]?.total ?? null;
}

const insertErrors = (db: Db, batchId: number, errors: BulkRowError[]) =>
  db.insert(bulkRowErrors).values(
    errors.map(({ row, column, key, params, message }) => ({
      batchId,
      rowNo: row,
      column,
      key,
      params,
      message,
    })),
  );

const tooLarge = (maxBytes: number) =>
  new BulkFileError('fileTooLarge', { mb: Math.round(maxBytes / 1024 / 1024) }, 'FILE_TOO_LARGE', 413);

async function markUnreadable(db: Db, id: number, file: UploadedFile, error: unknown) {
  const failure =
    error instanceof BulkFileError
      ? { key: error.key, params: error.params }
      : { key: 'fileUnreadable' as const, params: {} };
  const reason = formatBulkMessage(failure.key, failure.params);
  await audited(db, file.actor, 'bulk.upload', 'bulk_batch', async (tx, note) => {
    await tx.delete(bulkRows).where(eq(bulkRows.batchId, id));
    await tx
      .update(bulkBatches)
      .set({ status: 'INVALID', failureReason: reason, failureMessage: failure })
      .where(eq(bulkBatches.id, id));
    note.targetId = id;
    note.after = { feature: file.feature, fileName: file.fileName, refused: reason };
    if (file.actor.staff)
      await notify(tx, file.actor.staff.id, {
        kind: 'bulk.failed',
        params: { batchId: id, feature: file.feature, fileName: file.fileName },
      });
  });
}
