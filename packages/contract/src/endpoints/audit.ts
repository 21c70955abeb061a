import { z } from 'zod';
import { latinDigits } from '../digits.ts';
import { V2, defineEndpoint, listExport, pageQuery, paged, sortOrder } from '../endpoint.ts';
import { dayField, textField } from '../fields.ts';

/**
 * What an entry records: a `change` of a record (audited writes, status moves), an `event` (a
 * sign-in, a refused change) or a `read` of personal data (a national id, an id image, an export),
 * whose stated reason is in `after.reason`.
 */
export const auditKinds = ['change', 'event', 'read'] as const;
export type AuditKind = (typeof auditKinds)[number];

export const auditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  actorEmail: z.string().nullable(),
  kind: z.enum(auditKinds),
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
  /** A held request applied by its checker (the actor): the approval and the staff member who asked. */
  approvalId: z.number().int().nullable(),
  makerEmail: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

/** The filters of the audit trail, its export and a record's History panel. */
export const auditFilters = {
  /** Part of the actor's email (or of the maker's, on an approved request's entry), in any case. */
  actor: textField(200).optional(),
  /** The exact action (`banner.update`). */
  action: textField(100).optional(),
  kind: z.enum(auditKinds).optional(),
  /** The record: its type (`banner`, `app_user`) and, with it, its id. */
  targetType: textField(100).optional(),
  targetId: textField(200).overwrite(latinDigits).optional(),
  /** Cairo days, both included. */
  from: dayField().optional(),
  to: dayField().optional(),
};

export const listAuditLog = defineEndpoint({
  method: 'GET',
  path: `${V2}/audit-log`,
  access: 'manage-cmt',
  summary:
    'Audit log, newest first, filtered by actor, action, kind (reads of personal data), record and Cairo date range',
  query: z.object({ ...pageQuery, sort: z.enum(['at']).default('at'), order: sortOrder, ...auditFilters }),
  response: paged(auditEntry),
});

/** Columns of the trail's export, in order (the header row of the CSV). */
export const auditExportColumns = [
  'id',
  'at_cairo',
  'actor',
  'kind',
  'action',
  'target_type',
  'target_id',
  'reason',
  'before',
  'after',
  'ip',
  'asked_by',
  'approval_id',
] as const;

export const exportAuditLog = listExport(listAuditLog, auditExportColumns, {
  summary: 'The filtered audit log as CSV, newest entry first (the export is itself recorded)',
});

export const auditChainReport = z.object({
  /** Every sealed entry checked matches its link in the chain. */
  ok: z.boolean(),
  /** Sealed entries checked, in chain order (up to and including the first broken one). */
  checked: z.number().int(),
  /** The audit entry whose link does not match (altered, or removed), or null. */
  firstBrokenId: z.number().int().nullable(),
  /** Entries chained so far, and those written but not yet sealed (sealed a moment after they are written). */
  sealed: z.number().int(),
  unsealed: z.number().int(),
  /** The last link: noted elsewhere, it also shows the chain was not cut short. */
  headHash: z.string().nullable(),
});

export const verifyAuditLog = defineEndpoint({
  method: 'GET',
  path: `${V2}/audit-log/verify`,
  access: 'manage-cmt',
  summary:
    "Checks the audit log's SHA-256 chain: the first entry altered or removed behind the application's back",
  response: auditChainReport,
});
