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

/**
 * What verify found wrong, each with the entry or checkpoint concerned (docs/audit-chain.md):
 * - `linkBroken`: an entry altered or removed after it was sealed (its SHA-256 link no longer matches);
 * - `macInvalid`: a seal whose HMAC does not verify under AUDIT_KEY (sealed without the key, a chain
 *   rewritten with the database's own `audit_entry_hash()`, or the wrong AUDIT_KEY);
 * - `checkpointMismatch`: a checkpoint's head is no longer in the database as it was (a tail deleted
 *   or a chain rewritten below it);
 * - `checkpointBeyondHead`: a checkpoint's head lies beyond the database's last link: the database was
 *   restored to an earlier moment (expected after a point-in-time recovery), or its newest entries deleted;
 * - `checkpointForged`: a checkpoint object whose signature does not verify (or that does not parse);
 * - `checkpointForeign`: a checkpoint signed for another deployment;
 * - `clockBehind`: the newest checkpoint is dated after this server's clock (a clock moved back);
 * - `missingSeal`: an entry neither sealed nor waiting to be (written with the queueing trigger off);
 * - `lateSeal`: an entry older than 10 s still not sealed;
 * - `verifiedPointGone`: the head of the checkpoint an earlier verify found true is no longer there;
 * - `archiveMismatch`: the seals kept without entries for an exported, detached month are not the
 *   export's (`checkpoint` names the archive file): entries removed beside the archived month.
 */
export const auditChainProblemCodes = [
  'linkBroken',
  'macInvalid',
  'checkpointMismatch',
  'checkpointBeyondHead',
  'checkpointForged',
  'checkpointForeign',
  'clockBehind',
  'missingSeal',
  'lateSeal',
  'verifiedPointGone',
  'archiveMismatch',
] as const;
export type AuditChainProblemCode = (typeof auditChainProblemCodes)[number];

export const auditChainProblem = z.object({
  code: z.enum(auditChainProblemCodes),
  /** The audit entry concerned, when there is one. */
  entryId: z.number().int().nullable(),
  /** The checkpoint object concerned (its key in the file store), when there is one. */
  checkpoint: z.string().nullable(),
});
export type AuditChainProblem = z.infer<typeof auditChainProblem>;

export const auditChainReport = z.object({
  /** Nothing wrong: every link, MAC and checkpoint checked holds, and no entry is missing or late. */
  ok: z.boolean(),
  /** Seals checked by this pass, in chain order (an incremental pass starts after the last verified checkpoint). */
  checked: z.number().int(),
  /** The first entry concerned by a problem (the lowest id), or null. */
  firstBrokenId: z.number().int().nullable(),
  /** Entries chained so far, and those written but not yet sealed (sealed a moment after they are written). */
  sealed: z.number().int(),
  unsealed: z.number().int(),
  /** The last link of the chain (its SHA-256). */
  headHash: z.string().nullable(),
  /** The newest entry that a signed checkpoint outside the database vouches for, or null. */
  anchoredThrough: z.number().int().nullable(),
  /** Checkpoint objects read and checked by this pass. */
  checkpointsChecked: z.number().int(),
  /** Entries neither sealed nor waiting to be sealed. */
  missingSeals: z.number().int(),
  /** Entries older than 10 s still not sealed. */
  lateSeals: z.number().int(),
  /** `incremental`: from the last checkpoint a verify found true; `full`: the whole chain. */
  mode: z.enum(['incremental', 'full']),
  /** What was found wrong (at most 50, lowest entry first). */
  problems: z.array(auditChainProblem),
});
export type AuditChainReport = z.infer<typeof auditChainReport>;

export const verifyAuditLog = defineEndpoint({
  method: 'GET',
  path: `${V2}/audit-log/verify`,
  access: 'manage-cmt',
  summary:
    "Checks the audit log's chain since the last verified checkpoint: links, HMACs, the signed checkpoints outside the database, entries never sealed or sealed late",
  response: auditChainReport,
});

/** A full verification pass, run as a job: its progress, then its report. */
export const auditFullPass = z.object({
  id: z.number().int(),
  /** `interrupted`: the instance running it stopped (start another). */
  state: z.enum(['running', 'done', 'interrupted']),
  /** Seals checked so far, of `total` when it started. */
  checked: z.number().int(),
  total: z.number().int(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  report: auditChainReport.nullable(),
});
export type AuditFullPass = z.infer<typeof auditFullPass>;

export const startAuditFullPass = defineEndpoint({
  method: 'POST',
  path: `${V2}/audit-log/verify/full`,
  access: 'manage-cmt',
  summary: 'Starts a full verification pass of the audit chain (a job); while one runs, answers that one',
  response: auditFullPass,
});

export const getAuditFullPass = defineEndpoint({
  method: 'GET',
  path: `${V2}/audit-log/verify/full`,
  access: 'manage-cmt',
  summary: 'The latest full verification pass of the audit chain: its progress, or its report',
  response: z.object({ pass: auditFullPass.nullable() }),
});

/**
 * The audit log's month partitions (docs/audit-chain.md, "Partitions and archives"): each month
 * attached (its entries counted) or exported to the file store and detached.
 */
export const auditArchive = z.object({
  /** The file in the store (`audit-archives/…`): `npm run verify-audit-archive -- <it>` checks it. */
  fileKey: z.string(),
  entries: z.number().int(),
  exportedAt: z.string(),
  /** When the file, read back from the store, was checked against the chain (null: it did not verify). */
  verifiedAt: z.string().nullable(),
  detachedAt: z.string().nullable(),
});
export type AuditArchive = z.infer<typeof auditArchive>;

export const auditPartition = z.object({
  /** `audit_log_YYYY_MM` (a Cairo month), or `audit_log_default` for entries of no month partition. */
  name: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  attached: z.boolean(),
  /** Entries it holds (null once detached). */
  entries: z.number().int().nullable(),
  /** Its latest export, if any. */
  archive: auditArchive.nullable(),
});
export type AuditPartition = z.infer<typeof auditPartition>;

export const listAuditPartitions = defineEndpoint({
  method: 'GET',
  path: `${V2}/audit-log/partitions`,
  access: 'manage-cmt',
  summary: "The audit log's month partitions, attached or exported and detached, with their exports",
  response: z.object({ partitions: z.array(auditPartition) }),
});

const partitionParams = z.object({
  name: z.string().regex(/^audit_log_\d{4}_\d{2}$/, 'a month partition: audit_log_YYYY_MM'),
});

/** What an export found when it read its file back from the store. */
export const auditArchiveExport = z.object({
  partition: auditPartition,
  ok: z.boolean(),
  problems: z.array(z.string()),
});

export const exportAuditPartition = defineEndpoint({
  method: 'POST',
  path: `${V2}/audit-log/partitions/:name/export`,
  access: 'manage-cmt',
  params: partitionParams,
  summary:
    'Exports a month already over to the file store as a signed file, reads it back and checks it against the chain (409 when the month cannot be exported)',
  response: auditArchiveExport,
});

export const detachAuditPartition = defineEndpoint({
  method: 'POST',
  path: `${V2}/audit-log/partitions/:name/detach`,
  access: 'manage-cmt',
  params: partitionParams,
  summary:
    'Detaches an exported month from the audit log and drops it, only once its export is verified and still checks now (409 otherwise: nothing detached)',
  response: z.object({ partition: auditPartition }),
});
