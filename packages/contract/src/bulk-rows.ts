import { z } from 'zod';
import { fieldMessage as m } from './field-messages.ts';
import { jsonIdField, versionField } from './fields.ts';

/*
 * Row selection and bulk actions (issue 21 §6): a list's selected rows sent to one endpoint that runs
 * the single-row action once per row, each in its own transaction, and answers every row's outcome:
 * done, held for a second person (four-eyes), or failed with the code the single action would have
 * answered (CLAIMED_BY_OTHER, STALE_RECORD, NOT_FOUND, INVALID_TRANSITION...). Never all-or-nothing.
 */

/** At most this many rows per call (a list page holds at most 100). */
export const MAX_BULK_ROWS = 100;

export const bulkRowStatuses = ['done', 'pending-approval', 'failed'] as const;
export type BulkRowStatus = (typeof bulkRowStatuses)[number];

export const bulkRowResult = z.object({
  id: z.number().int(),
  status: z.enum(bulkRowStatuses),
  /** The failed row's error code, as the single-row endpoint answers it. */
  code: z.string().optional(),
  /** The failed row's English message (API clients); screens word the code instead. */
  message: z.string().optional(),
  /** The held request (status `pending-approval`). */
  approvalId: z.number().int().optional(),
});
export type BulkRowResult = z.infer<typeof bulkRowResult>;

/** Every row's outcome, in the order the rows were sent. */
export const bulkRowsResponse = z.object({ results: z.array(bulkRowResult) });
export type BulkRowsResponse = z.infer<typeof bulkRowsResponse>;

const rowList = <T extends z.ZodType>(row: T, idOf: (value: z.output<T>) => number) =>
  z
    .array(row, { error: m('chooseRows', { max: MAX_BULK_ROWS }) })
    .min(1, m('chooseRows', { max: MAX_BULK_ROWS }))
    .max(MAX_BULK_ROWS, m('chooseRows', { max: MAX_BULK_ROWS }))
    .refine((rows) => new Set(rows.map(idOf)).size === rows.length, m('rowsRepeated'));

/** The rows of an action without a version: ids, each once, 1 to MAX_BULK_ROWS of them. */
export const bulkIds = () => rowList(jsonIdField(), (id) => id);

/**
 * The rows of an action whose single-row endpoint takes If-Match: each id with the version the list
 * showed, so a row changed since is refused (412 STALE_RECORD) as the single action would be.
 */
export const bulkVersionedRows = () =>
  rowList(z.object({ id: jsonIdField(), version: versionField() }), (row) => row.id);
