import { z } from 'zod';
import { bulkIds, bulkRowsResponse } from '../bulk-rows.ts';
import { fieldMessage as m } from '../field-messages.ts';
import { V2, defineEndpoint, idParams, listExport, pageQuery, paged, sortOrder } from '../endpoint.ts';
import { idField, jsonIdField, searchField, textField, versionField } from '../fields.ts';
import type { PermissionKey } from '../permissions.ts';
import { queueClaim, queueClaimFilter, queueEndpoints, slaLight } from '../queues.ts';
import { customerIdentityPermissions } from './customers.ts';

/*
 * Cases (issue 36): one file per problem (a complaint, a dispute, a fraud suspicion, an AML review),
 * linking the records it is about, with notes, attachments, status moves and assignments, and a
 * timeline that merges them with the linked records' audit entries, SMS and approvals. A complaint is
 * acknowledged by SMS at once and due in business days on the Egyptian calendar (`calendar.ts`).
 * docs/cases.md tells the whole story.
 */

/** Each kind of case: its reference prefix and its default deadline in business days (a setting). */
export const caseKindSpecs = {
  COMPLAINT: { prefix: 'CMP', businessDays: 15 },
  DISPUTE: { prefix: 'DSP', businessDays: 10 },
  FRAUD_SUSPICION: { prefix: 'FRD', businessDays: 5 },
  AML_REVIEW: { prefix: 'AML', businessDays: 5 },
  OTHER: { prefix: 'OTH', businessDays: 10 },
} as const satisfies Record<string, { prefix: string; businessDays: number }>;
export type CaseKind = keyof typeof caseKindSpecs;
export const caseKinds = Object.keys(caseKindSpecs) as [CaseKind, ...CaseKind[]];
export const caseKind = z.enum(caseKinds);

/** A case's reference: `<prefix>-<year>-<6 digits>`, per kind and year, without gaps. */
export const caseReference = (kind: CaseKind, year: number, seq: number): string =>
  `${caseKindSpecs[kind].prefix}-${year}-${String(seq).padStart(6, '0')}`;
/** Whether text is shaped like a case reference (global search looks it up instead of names). */
export const CASE_REFERENCE_PATTERN = /^(CMP|DSP|FRD|AML|OTH)-\d{4}-\d{1,6}$/i;

export const casePriorities = ['LOW', 'NORMAL', 'HIGH', 'URGENT'] as const;
export const casePriority = z.enum(casePriorities);
export type CasePriority = z.infer<typeof casePriority>;

export const caseStatuses = [
  'OPEN',
  'IN_PROGRESS',
  'WAITING_CUSTOMER',
  'RESOLVED',
  'REJECTED',
  'CLOSED',
] as const;
export const caseStatus = z.enum(caseStatuses);
export type CaseStatus = z.infer<typeof caseStatus>;
/** A case still being worked: it counts against its deadline and shows on the records it links. */
export const openCaseStatuses = ['OPEN', 'IN_PROGRESS', 'WAITING_CUSTOMER'] as const satisfies CaseStatus[];

/**
 * The declared moves, and from where each may be made. `resolve` and `reject` need an outcome and a
 * summary; `reopen` is allowed within `CASE_REOPEN_DAYS` of the resolution.
 */
export const caseMoveSpecs = {
  start: { from: ['OPEN'], to: 'IN_PROGRESS' },
  waitForCustomer: { from: ['IN_PROGRESS'], to: 'WAITING_CUSTOMER' },
  resume: { from: ['WAITING_CUSTOMER'], to: 'IN_PROGRESS' },
  resolve: { from: ['IN_PROGRESS', 'WAITING_CUSTOMER'], to: 'RESOLVED' },
  reject: { from: ['OPEN', 'IN_PROGRESS', 'WAITING_CUSTOMER'], to: 'REJECTED' },
  close: { from: ['RESOLVED', 'REJECTED'], to: 'CLOSED' },
  reopen: { from: ['RESOLVED', 'REJECTED', 'CLOSED'], to: 'IN_PROGRESS' },
} as const satisfies Record<string, { from: readonly CaseStatus[]; to: CaseStatus }>;
export type CaseMove = keyof typeof caseMoveSpecs;
export const caseMoves = Object.keys(caseMoveSpecs) as [CaseMove, ...CaseMove[]];
/** The moves that decide a case: they need an outcome code and a summary. */
export const decidingCaseMoves = ['resolve', 'reject'] as const satisfies CaseMove[];
export const CASE_REOPEN_DAYS = 30;

/** The moves a case in `status` may make (the page offers only these). */
export const movesFrom = (status: CaseStatus): CaseMove[] =>
  caseMoves.filter((move) => (caseMoveSpecs[move].from as readonly CaseStatus[]).includes(status));

export const caseOutcomes = [
  'UPHELD',
  'PARTIALLY_UPHELD',
  'NOT_UPHELD',
  'DUPLICATE',
  'WITHDRAWN',
  'REFERRED',
  'NO_ACTION',
] as const;
export const caseOutcome = z.enum(caseOutcomes);
export type CaseOutcome = z.infer<typeof caseOutcome>;

/**
 * The records a case can link, and the token keys that may see each (any one of them): a link to a
 * record the caller cannot see is refused as if it did not exist (404), and a linked record's label
 * shows only to those who could open it.
 */
export const caseRecordPermissions = {
  customer: customerIdentityPermissions,
  cashout: ['manage-affiliate-cashout', 'manage-affiliate-cashout-id'],
  application: ['manage-financing-applications'],
  creditLine: ['manage-financing-application-reviews'],
  kycValidation: ['manage-applications-profile-validation', 'manage-applications-profile-validation-id'],
  merchant: ['manage-merchant'],
  bulkBatch: [
    'manage-offers-offers-bulk',
    'manage-offers-branches-bulk',
    'manage-merchant-bulk',
    'manage-merchant-cati-bulk',
    'manage-affiliate-transactions',
    'manage-financing-repayments-upload',
  ],
} as const satisfies Record<string, readonly PermissionKey[]>;
export type CaseRecordType = keyof typeof caseRecordPermissions;
export const caseRecordTypes = Object.keys(caseRecordPermissions) as [CaseRecordType, ...CaseRecordType[]];
export const caseRecordType = z.enum(caseRecordTypes);

export const canSeeCaseRecord = (permissions: readonly string[], type: CaseRecordType): boolean =>
  (caseRecordPermissions[type] as readonly string[]).some((key) => permissions.includes(key));

/** A record a case is about. */
export const caseRecordRef = z.object({ recordType: caseRecordType, recordId: jsonIdField() });
export type CaseRecordRef = z.infer<typeof caseRecordRef>;

export const caseLink = z.object({
  recordType: caseRecordType,
  recordId: z.number().int(),
  /** The record's name (a customer's name, a merchant's, "EGP 1,250.00 cashout"); null when the caller may not see it. */
  label: z.string().nullable(),
  linkedAt: z.string(),
});
export type CaseLink = z.infer<typeof caseLink>;

export const caseStaff = z.object({ id: z.number().int(), name: z.string(), email: z.string() });
export type CaseStaff = z.infer<typeof caseStaff>;

/** At most this many characters in a note. */
export const CASE_NOTE_MAX = 10_000;
/** An attachment: images, PDF, spreadsheets; at most 20 MB, its type checked by its content. */
export const CASE_ATTACHMENT_MAX_BYTES = 20 * 1024 * 1024;
export const caseAttachmentTypes = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'text/csv',
] as const;
/** Reminder to the assignee this many business days before the due day. */
export const CASE_REMINDER_BUSINESS_DAYS = 2;

const titleField = () => textField(200, m('enterTitle'));
const summaryField = () => textField(4000);

export const caseSummary = z.object({
  id: z.number().int(),
  reference: z.string(),
  kind: caseKind,
  title: z.string(),
  priority: casePriority,
  status: caseStatus,
  assignee: caseStaff.nullable(),
  /** The Cairo day the case is due. */
  dueOn: z.string(),
  /** Business days left until the due day (0 on it, negative past it); null once decided. */
  businessDaysLeft: z.number().int().nullable(),
  /** How the case stands against its deadline while open; null once decided. */
  sla: slaLight.nullable(),
  /** Past its due day and not decided: flagged for the supervisors. */
  escalated: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  claim: queueClaim.nullable(),
  version: versionField(),
});
export type CaseSummary = z.infer<typeof caseSummary>;

export const caseDetail = caseSummary.extend({
  openedBy: caseStaff.nullable(),
  links: z.array(caseLink),
  outcome: caseOutcome.nullable(),
  summary: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  /** When the customer was told the reference (complaints: the acknowledgement SMS was queued). */
  acknowledgedAt: z.string().nullable(),
  /** The moves the case may make now (`movesFrom`, and `reopen` only within its 30 days). */
  moves: z.array(z.enum(caseMoves)),
});
export type CaseDetail = z.infer<typeof caseDetail>;

export const caseSorts = ['dueOn', 'createdAt', 'priority', 'reference'] as const;
export const caseDueFilters = ['TODAY', 'PAST', 'WEEK'] as const;

export const listCases = defineEndpoint({
  method: 'GET',
  path: `${V2}/cases`,
  access: 'manage-cases-read',
  summary:
    'Cases, paged: by kind, status (or open only), assignee (me, nobody or a staff id), due (today, past, within 5 business days), SLA light, a linked record, reference or title; each row with its business-day countdown',
  query: z.object({
    ...pageQuery,
    kind: caseKind.optional(),
    status: caseStatus.optional(),
    /** Only cases still being worked (OPEN, IN_PROGRESS, WAITING_CUSTOMER). */
    open: z.stringbool().optional(),
    assignee: z.union([z.enum(['ME', 'NONE']), idField()]).optional(),
    due: z.enum(caseDueFilters).optional(),
    sla: slaLight.optional(),
    claim: queueClaimFilter.optional(),
    recordType: caseRecordType.optional(),
    recordId: idField().optional(),
    q: searchField(100).optional(),
    sort: z.enum(caseSorts).default('dueOn'),
    order: sortOrder.default('asc'),
  }),
  response: paged(caseSummary),
});

export const exportCases = listExport(listCases, [
  'reference',
  'kind',
  'title',
  'priority',
  'status',
  'assignee',
  'dueOn',
  'businessDaysLeft',
  'sla',
  'escalated',
  'createdAt',
]);

export const getCase = defineEndpoint({
  method: 'GET',
  path: `${V2}/cases/:id`,
  access: 'manage-cases-read',
  summary:
    'One case with its links (labels only where the caller may see the record), recorded as a read of personal data; ETag is its version',
  params: idParams,
  response: caseDetail,
});

export const createCase = defineEndpoint({
  method: 'POST',
  path: `${V2}/cases`,
  access: 'manage-cases-work',
  idempotent: true,
  summary:
    'Open a case: its gap-free reference per kind and year, due in the kind’s business days; a complaint about a customer is acknowledged by SMS at once (Arabic or English)',
  body: z.object({
    kind: caseKind,
    title: titleField(),
    priority: casePriority.default('NORMAL'),
    /** The first note: what happened, in the words of whoever took it. */
    description: textField(CASE_NOTE_MAX).optional(),
    links: z.array(caseRecordRef).max(20).default([]),
    assigneeId: jsonIdField().nullable().default(null),
    /** The language of the acknowledgement SMS (complaints). */
    smsLanguage: z.enum(['ar', 'en']).default('ar'),
  }),
  response: caseDetail,
});

export const moveCase = defineEndpoint({
  method: 'POST',
  path: `${V2}/cases/:id/moves/:move`,
  access: 'manage-cases-work',
  ifMatch: true,
  summary:
    'Move a case through its declared statuses (start, waitForCustomer, resume, resolve, reject, close, reopen within 30 days); resolve and reject need an outcome and a summary; a repeat is a no-op, another status 409',
  params: z.object({ id: idField(), move: z.enum(caseMoves) }),
  body: z.object({
    outcome: caseOutcome.optional(),
    summary: summaryField().optional(),
  }),
  response: caseDetail,
});

export const assignCase = defineEndpoint({
  method: 'PUT',
  path: `${V2}/cases/:id/assignee`,
  access: 'manage-cases-work',
  ifMatch: true,
  summary: 'Give a case to a staff member who works cases (null: nobody); they are notified',
  params: idParams,
  body: z.object({ assigneeId: jsonIdField().nullable() }),
  response: caseDetail,
});

export const assignCases = defineEndpoint({
  method: 'POST',
  path: `${V2}/cases/assign`,
  access: 'manage-cases-supervise',
  summary: 'Give the selected cases to one staff member (each row on its own; a decided case fails)',
  body: z.object({ ids: bulkIds(), assigneeId: jsonIdField().nullable() }),
  response: bulkRowsResponse,
});

export const addCaseLinks = defineEndpoint({
  method: 'POST',
  path: `${V2}/cases/:id/links`,
  access: 'manage-cases-work',
  summary:
    'Link records to a case; a record that does not exist or that the caller may not see is 404 and nothing is linked',
  params: idParams,
  body: z.object({ links: z.array(caseRecordRef).min(1).max(20) }),
  response: caseDetail,
});

export const caseNote = z.object({
  id: z.number().int(),
  text: z.string(),
  author: caseStaff.nullable(),
  mentions: z.array(caseStaff),
  /** The note this one corrects (notes are never edited). */
  refersTo: z.number().int().nullable(),
  createdAt: z.string(),
});
export type CaseNote = z.infer<typeof caseNote>;

export const addCaseNote = defineEndpoint({
  method: 'POST',
  path: `${V2}/cases/:id/notes`,
  access: 'manage-cases-work',
  idempotent: true,
  summary:
    'Add a note (plain text; never edited or deleted, a correction refers to the note it corrects); each mentioned staff member is notified at once',
  params: idParams,
  body: z.object({
    text: textField(CASE_NOTE_MAX, m('enterNote')),
    mentions: z.array(jsonIdField()).max(20).default([]),
    refersTo: jsonIdField().nullable().default(null),
  }),
  response: caseNote,
});

export const caseAttachment = z.object({
  id: z.number().int(),
  fileName: z.string(),
  contentType: z.enum(caseAttachmentTypes),
  size: z.number().int(),
  sha256: z.string(),
  uploadedBy: caseStaff.nullable(),
  createdAt: z.string(),
});
export type CaseAttachment = z.infer<typeof caseAttachment>;

export const uploadCaseAttachment = defineEndpoint({
  method: 'POST',
  path: `${V2}/cases/:id/attachments`,
  access: 'manage-cases-work',
  summary:
    'Attach a file (multipart `file`: PNG, JPEG, WebP, GIF, PDF, XLSX or CSV, its type read from its content; at most 20 MB), kept with its SHA-256; never deleted',
  params: idParams,
  upload: { maxBytes: CASE_ATTACHMENT_MAX_BYTES },
  response: caseAttachment,
});

export const downloadCaseAttachment = defineEndpoint({
  method: 'GET',
  path: `${V2}/cases/:id/attachments/:attachmentId`,
  access: 'manage-cases-read',
  summary:
    'The attachment’s bytes (inline=true: to preview an image or PDF in the page); every download is recorded',
  params: z.object({ id: idField(), attachmentId: idField() }),
  query: z.object({ inline: z.stringbool().default(false) }),
  download: { contentType: 'application/octet-stream' },
  response: z.string().describe('the file'),
});

export const caseEventKinds = [
  'note',
  'attachment',
  'status',
  'assignment',
  'link',
  'audit',
  'sms',
  'approval',
] as const;
export const caseEventKind = z.enum(caseEventKinds);
export type CaseEventKind = z.infer<typeof caseEventKind>;

/**
 * One event of a case's timeline. `action` says what happened in the event's own terms (a status
 * move's name, an audit action such as `affiliate-cashout.approve`, an SMS status, an approval's
 * action); the other fields are there when the kind has them.
 */
export const caseEvent = z.object({
  /** Unique within the timeline: `<kind>:<id>`. */
  key: z.string(),
  kind: caseEventKind,
  at: z.string(),
  actor: z.string().nullable(),
  action: z.string(),
  /** The linked record the event is about (audit entries, approvals, SMS). */
  record: caseRecordRef.nullable(),
  text: z.string().nullable(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  note: caseNote.nullable(),
  attachment: caseAttachment.nullable(),
});
export type CaseEvent = z.infer<typeof caseEvent>;

export const getCaseTimeline = defineEndpoint({
  method: 'GET',
  path: `${V2}/cases/:id/timeline`,
  access: 'manage-cases-read',
  summary:
    'The case’s timeline, oldest first: its notes, attachments, moves, assignments and links; the linked records’ audit entries since 30 days before the case opened; SMS to the linked customer; approvals on the linked records. Filter by kinds of event',
  params: idParams,
  query: z.object({
    kinds: z
      .string()
      .transform((value, ctx) => {
        const kinds = value.split(',').filter(Boolean);
        for (const kind of kinds)
          if (!(caseEventKinds as readonly string[]).includes(kind)) {
            ctx.addIssue({ code: 'custom', message: `Use kinds from ${caseEventKinds.join(', ')}` });
            return z.NEVER;
          }
        return kinds as CaseEventKind[];
      })
      .optional(),
  }),
  response: z.object({ events: z.array(caseEvent) }),
});

export const listCaseStaff = defineEndpoint({
  method: 'GET',
  path: `${V2}/cases/staff`,
  access: 'manage-cases-read',
  summary: 'Active staff who work cases, by name or email (for assignment and @mentions), at most 10',
  query: z.object({ q: searchField(100).default('') }),
  response: z.object({ items: z.array(caseStaff) }),
});

const caseQueue = queueEndpoints(`${V2}/cases`, 'manage-cases-work', 'case');
/** Take next: the open case due soonest that nobody holds (assigned to the caller or to nobody). */
export const nextCase = caseQueue.next;
export const claimCase = caseQueue.claim;
export const releaseCase = caseQueue.release;
