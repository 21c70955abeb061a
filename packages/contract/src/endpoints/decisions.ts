import { z } from 'zod';
import { V2, defineEndpoint, idParams } from '../endpoint.ts';
import { idField } from '../fields.ts';
import type { PermissionKey } from '../permissions.ts';
import { caseRecordPermissions } from './cases.ts';

/*
 * Decision records (issue 37 item 1): every decision on a cashout, a credit line, a KYC validation, a
 * financing block and a blacklist entry writes, in the decision's own transaction, a frozen record of
 * what was known when it was made: the record's state, the customer's figures that bear on it, the
 * rules evaluated, the four-eyes request and both people, the reason. The record's SHA-256 goes into
 * the decision's audit entry (`after.decision`), so the sealed chain covers it; a record altered later
 * no longer matches its entry. docs/decisions.md tells the whole story.
 */

/**
 * The decisions that are recorded, by the audit action of their entry. Credit-line review actions
 * are `financing.review.<action>`; a partner assignment writes one record per customer it opened a
 * line for, all of their hashes in the one entry.
 */
export const decisionKinds = [
  'affiliate-cashout.approve',
  'affiliate-cashout.reject',
  'financing.review.approve',
  'financing.review.reject',
  'financing.review.change_limit',
  'financing.review.suspend',
  'financing.review.reactivate',
  'financing.partner.assign',
  'profile-validation.approve',
  'profile-validation.reject',
  'financing.user.unblock',
  'blacklist.remove',
] as const;
export type DecisionKind = (typeof decisionKinds)[number];
export const decisionKind = z.enum(decisionKinds);

/**
 * The records a decision is about, and who may read their decisions: the permissions that open the
 * record itself (a cashout's decisions are read by whoever may see the cashout). A blacklist entry
 * is read by holders of the AML blacklist's permission.
 */
export const decisionRecordPermissions = {
  cashout: caseRecordPermissions.cashout,
  creditLine: caseRecordPermissions.creditLine,
  kycValidation: caseRecordPermissions.kycValidation,
  customer: caseRecordPermissions.customer,
  blacklistEntry: ['manage-offers-branches-bulk'],
} as const satisfies Record<string, readonly PermissionKey[]>;
export type DecisionRecordType = keyof typeof decisionRecordPermissions;
export const decisionRecordTypes = Object.keys(decisionRecordPermissions) as [
  DecisionRecordType,
  ...DecisionRecordType[],
];
export const decisionRecordType = z.enum(decisionRecordTypes);

export const canSeeDecisionRecord = (permissions: readonly string[], type: DecisionRecordType): boolean =>
  (decisionRecordPermissions[type] as readonly string[]).some((key) => permissions.includes(key));

/** Money as the rest of the contract writes it: EGP with two decimals, as a string (never a float). */
const egp = z.string();

/**
 * The customer's figures that bear on a decision, as they stood just before it (Africa/Cairo
 * clock; windows end at the decision's moment). Null where the customer has none (no wallet, no line).
 */
export const decisionFigures = z.object({
  customerId: z.number().int(),
  /** Days since the customer signed up (Cairo days). */
  daysSinceSignUp: z.number().int(),
  accountStatus: z.string(),
  availableCashback: egp,
  pendingCashback: egp,
  paidOutCashback: egp,
  /** Cashouts requested in the last 24 hours, 7 and 30 days: how many, and their total. */
  cashouts: z.object({
    last24h: z.object({ count: z.number().int(), total: egp }),
    last7d: z.object({ count: z.number().int(), total: egp }),
    last30d: z.object({ count: z.number().int(), total: egp }),
  }),
  /** The current credit line: its status code, limit and what is owed on it (unpaid instalments). */
  creditLimit: egp.nullable(),
  creditUsed: egp.nullable(),
  /** creditUsed / creditLimit, 0 to 1 (4 decimals), null without a limit. */
  creditUtilisation: z.string().nullable(),
  openLines: z.number().int(),
  /** An active financing block and its reason code, or null. */
  financingBlock: z.string().nullable(),
  /** AML blacklist hits on the customer's national id, with their source list (never the national id). */
  blacklistHits: z.array(z.object({ sourceList: z.string(), listedOn: z.string(), reason: z.string() })),
});
export type DecisionFigures = z.infer<typeof decisionFigures>;

/** One rule evaluated at the decision (issue 37 items 3-6): its version and result, or its error. */
export const decisionRuleResult = z.object({
  ruleId: z.number().int(),
  version: z.number().int(),
  name: z.string(),
  /** SHADOW: evaluated and recorded, without effect; ACTIVE: its effect applies on a hit. */
  status: z.enum(['SHADOW', 'ACTIVE']),
  hit: z.boolean(),
  /** The rule's effect in short: `FLAG:HIGH`, `PRIORITY`, `REQUIRE_SECOND_PERSON`, `OPEN_CASE:<kind>`. */
  effect: z.string().nullable(),
  /** Why it could not be evaluated (a fact absent, over its time): such a rule never blocks a decision. */
  error: z.string().nullable(),
});
export type DecisionRuleResult = z.infer<typeof decisionRuleResult>;

/** The four-eyes request a decision was applied through, and both people. */
export const decisionFourEyes = z.object({
  approvalId: z.number().int(),
  maker: z.object({ id: z.number().int(), email: z.string() }),
  checker: z.object({ id: z.number().int().nullable(), email: z.string().nullable() }),
});

/** A decision as lists show it. */
export const decisionSummary = z.object({
  id: z.number().int(),
  kind: decisionKind,
  recordType: decisionRecordType,
  recordId: z.number().int(),
  customerId: z.number().int().nullable(),
  decidedAt: z.string(),
  decidedBy: z.string().nullable(),
  reason: z.string().nullable(),
  /** Made through a four-eyes request (a second person approved it). */
  fourEyes: z.boolean(),
  sha256: z.string(),
});
export type DecisionSummary = z.infer<typeof decisionSummary>;

/**
 * Whether the record still matches the hash in its audit entry: `verified` (it does), `altered` (it
 * does not: the record was changed after the decision), `missing` (no entry carries it).
 */
export const decisionIntegrity = z.enum(['verified', 'altered', 'missing']);

/** A whole decision record: what was known when it was made. */
export const decisionDetail = decisionSummary.extend({
  /** The record's public state just before the decision, and just after. */
  before: z.record(z.string(), z.unknown()),
  after: z.record(z.string(), z.unknown()).nullable(),
  figures: decisionFigures.nullable(),
  rules: z.array(decisionRuleResult),
  fourEyesRequest: decisionFourEyes.nullable(),
  /** The customer's name, for the statement (null when there is no customer). */
  customerName: z.string().nullable(),
  auditEntryId: z.number().int().nullable(),
  integrity: decisionIntegrity,
});
export type DecisionDetail = z.infer<typeof decisionDetail>;

export const listDecisions = defineEndpoint({
  method: 'GET',
  path: `${V2}/decisions`,
  access: 'authenticated',
  summary:
    'The decisions on one record (recordType and recordId) or about one customer (customerId), newest first; only kinds of record the caller may see (403 when they may see none of what was asked)',
  query: z
    .object({
      recordType: decisionRecordType.optional(),
      recordId: idField().optional(),
      customerId: idField().optional(),
    })
    .refine((q) => (q.recordType === undefined) === (q.recordId === undefined), {
      message: 'Give recordType and recordId together',
      path: ['recordId'],
    })
    .refine((q) => q.recordId !== undefined || q.customerId !== undefined, {
      message: 'Give a record (recordType and recordId) or a customerId',
      path: ['customerId'],
    }),
  response: z.object({ items: z.array(decisionSummary) }),
});

export const getDecision = defineEndpoint({
  method: 'GET',
  path: `${V2}/decisions/:id`,
  access: 'authenticated',
  summary:
    'One decision record whole, with its integrity against its audit entry (404 when the caller may not see its record), recorded as a read of personal data',
  params: idParams,
  response: decisionDetail,
});
