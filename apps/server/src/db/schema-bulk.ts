import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { jsonb, money } from './columns.ts';
import { branches, merchants } from './schema-catalogue.ts';

/* Bulk files: one row per uploaded file (a batch), its validated rows staged until applied, its row errors. */

export const bulkBatches = pgTable(
  'bulk_batches',
  {
    id: serial('id').primaryKey(),
    feature: text('feature').notNull(),
    fileName: text('file_name').notNull(),
    sha256: text('sha256').notNull(),
    /** VALIDATING | INVALID | VALID | QUEUED | APPLYING | APPLIED | FAILED */
    status: text('status').notNull().default('VALIDATING'),
    totalRows: integer('total_rows').notNull().default(0),
    validRows: integer('valid_rows').notNull().default(0),
    invalidRows: integer('invalid_rows').notNull().default(0),
    errorCount: integer('error_count').notNull().default(0),
    progress: integer('progress').notNull().default(0),
    report: jsonb('report'),
    /** The total of the kind's amount column over the valid rows (repayments), EGP. */
    amountTotal: money('amount_total'),
    failureReason: text('failure_reason'),
    /** Why the file was refused, as a bulk message (key and params) the web app translates. */
    failureMessage: jsonb('failure_message'),
    uploadedBy: text('uploaded_by'),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    appliedBy: text('applied_by'),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
  },
  (t) => [
    index('bulk_batches_feature_idx').on(t.feature, t.id.desc()),
    // The same content can be queued, applying or applied at most once per kind: a constraint, not a check.
    uniqueIndex('bulk_batches_applied_content_uq')
      .on(t.feature, t.sha256)
      .where(sql`status in ('QUEUED', 'APPLYING', 'APPLIED')`),
  ],
);

/**
 * Valid rows of a batch, parsed and typed, waiting for the apply job; removed once applied. One
 * record per chunk of rows (a JSON array in file order, starting at file row `row_no`): a tuple and
 * an index entry per 1,000 rows instead of per row.
 */
export const bulkRows = pgTable(
  'bulk_rows',
  {
    batchId: integer('batch_id')
      .notNull()
      .references(() => bulkBatches.id, { onDelete: 'cascade' }),
    rowNo: integer('row_no').notNull(),
    rowCount: integer('row_count').notNull().default(1),
    data: jsonb('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.batchId, t.rowNo] })],
);

export const bulkRowErrors = pgTable(
  'bulk_row_errors',
  {
    id: serial('id').primaryKey(),
    batchId: integer('batch_id')
      .notNull()
      .references(() => bulkBatches.id, { onDelete: 'cascade' }),
    rowNo: integer('row_no').notNull(),
    column: text('column'),
    /** The bulk message key and params (translated by the web app); `message` is its English text. */
    key: text('key').notNull().default('invalid'),
    params: jsonb('params').notNull().default({}),
    message: text('message').notNull(),
  },
  (t) => [index('bulk_row_errors_batch_idx').on(t.batchId, t.rowNo, t.id)],
);

/** Card acceptor terminal ids mapped to merchant branches, so card transactions can be matched to merchants. */
export const catiTerminals = pgTable(
  'cati_terminals',
  {
    id: serial('id').primaryKey(),
    terminalId: text('terminal_id').notNull().unique(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    batchId: integer('batch_id').references(() => bulkBatches.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cati_terminals_branch_idx').on(t.branchId)],
);
