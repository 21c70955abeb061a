import { createHash } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import type {
  DecisionFigures,
  DecisionKind,
  DecisionRecordType,
  DecisionRuleResult,
  decisionDetail,
} from '@cmt/contract/endpoints/decisions';
import { egpOf, toPiastres } from '@cmt/contract/money';
import type { z } from 'zod';
import type { DbOrTx } from '../db/client.ts';
import { decisionRecords } from '../db/schema.ts';
import type { Actor } from './audit.ts';

/*
 * Decision records (issue 37 item 1, docs/decisions.md): in the decision's own transaction, what was
 * known when it was made (the record before and after, the customer's figures read before the
 * decision changed anything, the rules, the four-eyes request, the reason), hashed over its
 * canonical JSON; the hash goes into the decision's audit entry (`after.decision`).
 */

/** What a record stores and hashes: the contract's detail without what is not frozen with it. */
export type DecisionContent = Omit<
  z.infer<typeof decisionDetail>,
  'id' | 'sha256' | 'fourEyes' | 'auditEntryId' | 'integrity' | 'customerName'
>;

/**
 * JSON with every object's keys sorted (by UTF-16 code units, recursively), no spaces, keys whose value
 * is `undefined` left out: the same text for the same value whatever order its keys came in (jsonb
 * keeps its own order). Takes plain JSON values (no Dates, no bigints).
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item ?? null)).join(',')}]`;
  const object = value as Record<string, unknown>;
  const keys = Object.keys(object)
    .filter((key) => object[key] !== undefined)
    .sort();
  return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(object[key])}`).join(',')}}`;
}

/** The SHA-256 (hex) of a record's content: of its canonical JSON, in UTF-8. */
export const decisionHash = (content: unknown): string =>
  createHash('sha256').update(canonicalJson(content), 'utf8').digest('hex');

/** The moment of a decision (the transaction's `now()`) and the customer's figures as they stood then. */
export interface DecisionMoment {
  at: Date;
  figures: DecisionFigures | null;
  /** The rules of the decision's subject as they judged it then (read with the moment when its record is known). */
  rules?: DecisionRuleResult[];
}

/**
 * Evaluates the SHADOW and ACTIVE rules of a decision's subject (features/rules/rule-evaluation.ts,
 * docs/rules.md). A library layer does not import a feature, so the app gives it at its construction
 * (`setDecisionRules` in app.ts); until then a record carries no rules. It never throws for a rule in
 * error: the error is in that rule's result.
 */
export type DecisionRules = (
  db: DbOrTx,
  recordType: DecisionRecordType,
  recordId: number,
  customerId: number | null,
) => Promise<DecisionRuleResult[]>;
let decisionRules: DecisionRules = () => Promise.resolve([]);
/** Sets how decision records evaluate rules (once, by the app). */
export function setDecisionRules(evaluate: DecisionRules): void {
  decisionRules = evaluate;
}

/** The record a decision is about, for the rules of its subject. */
export interface DecisionSubject {
  recordType: DecisionRecordType;
  recordId: number;
}

/** The columns of `customerFigures`, as the driver gives them. */
export interface FigureRow extends Record<string, unknown> {
  id: number | null;
  status: string | null;
  days: number | null;
  available: string | null;
  pending: string | null;
  paid_out: string | null;
  n24: number;
  t24: string;
  n7: number;
  t7: string;
  n30: number;
  t30: string;
  line_id: number | null;
  credit_limit: string | null;
  credit_used: string | null;
  open_lines: number;
  block: string | null;
  hits: { sourceList: string; listedOn: string; reason: string }[] | string;
}

/** used / limit to 4 decimals (half up), from EGP texts, without a float; null without a limit. */
function utilisation(used: string | null, limit: string | null): string | null {
  const u = used === null ? null : toPiastres(used);
  const l = limit === null ? null : toPiastres(limit);
  if (u === null || l === null || l <= 0n) return null;
  const q = (u * 20_000n + l) / (2n * l);
  return `${q / 10_000n}.${String(q % 10_000n).padStart(4, '0')}`;
}

/**
 * The customer's figures that bear on a decision or a rule (`FigureRow`'s columns), for the customer
 * whose id `userId` gives: a value, or a column of an outer statement (the rule facts read them beside
 * a cashout's or a credit line's own, in one statement: features/rules/fact-queries.ts). One select over
 * primary keys and indexed columns (app_users, cashback_wallets by user;
 * affiliate_cashouts_user_requested_idx; the current line by application_financing_partners_current_key,
 * open lines by application_financing_partners_user_idx; what is owed by financing_instalments_line_idx;
 * the active block by financing_blocks_active_key; the blacklist by customer_applications' key and
 * aml_blacklist_national_id_key). The national id never leaves it. Windows end at the transaction's
 * `now()`. No row when there is no such customer.
 */
export const customerFigures = (userId: SQL) => sql`select u.id, u.status,
      ((now() at time zone 'Africa/Cairo')::date - (u.created_at at time zone 'Africa/Cairo')::date) as days,
      w.available_piastres::text as available, w.pending_piastres::text as pending,
      w.paid_out_piastres::text as paid_out,
      c.n24, c.t24, c.n7, c.t7, c.n30, c.t30,
      line.id as line_id, line.approved_amount::text as credit_limit,
      case when line.id is null then null else (select coalesce(sum(i.amount - i.paid_amount), 0)::numeric(14, 2)::text
        from financing_instalments i where i.credit_line_id = line.id and i.status <> 'PAID') end as credit_used,
      (select count(*)::int from application_financing_partners o
        where o.user_id = u.id and o.credit_line_status in (1, 2)) as open_lines,
      (select b.reason from financing_blocks b where b.user_id = u.id and b.status = 'ACTIVE') as block,
      (select coalesce(json_agg(json_build_object('sourceList', bl.source_list, 'listedOn', bl.listed_on::text,
          'reason', bl.reason) order by bl.id), '[]'::json)
        from customer_applications ca join aml_blacklist bl on bl.national_id = ca.document_number
        where ca.user_id = u.id) as hits
    from app_users u
    left join cashback_wallets w on w.user_id = u.id
    left join application_financing_partners line on line.user_id = u.id and line.is_current
    cross join lateral (select
        (count(*) filter (where co.requested_at > now() - interval '24 hours'))::int as n24,
        coalesce(sum(co.amount_piastres) filter (where co.requested_at > now() - interval '24 hours'), 0)::text as t24,
        (count(*) filter (where co.requested_at > now() - interval '7 days'))::int as n7,
        coalesce(sum(co.amount_piastres) filter (where co.requested_at > now() - interval '7 days'), 0)::text as t7,
        count(*)::int as n30, coalesce(sum(co.amount_piastres), 0)::text as t30
      from affiliate_cashouts co
      where co.user_id = u.id and co.requested_at > now() - interval '30 days' and co.requested_at <= now()) c
    where u.id = ${userId}`;

/** A `customerFigures` row as the contract's figures (money as EGP text, utilisation to 4 places). */
export function figuresOfRow(customerId: number, row: FigureRow): DecisionFigures {
  type Hit = { sourceList: string; listedOn: string; reason: string };
  const hits: Hit[] = typeof row.hits === 'string' ? (JSON.parse(row.hits) as Hit[]) : row.hits;
  const limit = row.credit_limit;
  return {
    customerId,
    daysSinceSignUp: Number(row.days),
    accountStatus: row.status ?? '',
    availableCashback: egpOf(row.available ?? 0),
    pendingCashback: egpOf(row.pending ?? 0),
    paidOutCashback: egpOf(row.paid_out ?? 0),
    cashouts: {
      last24h: { count: Number(row.n24), total: egpOf(row.t24) },
      last7d: { count: Number(row.n7), total: egpOf(row.t7) },
      last30d: { count: Number(row.n30), total: egpOf(row.t30) },
    },
    creditLimit: limit,
    creditUsed: row.credit_used,
    creditUtilisation: utilisation(row.credit_used, limit),
    openLines: Number(row.open_lines),
    financingBlock: row.block,
    blacklistHits: hits.map((hit) => ({
      sourceList: hit.sourceList,
      listedOn: hit.listedOn,
      reason: hit.reason,
    })),
  };
}

/**
 * The customer's figures that bear on a decision, read in the decision's transaction before it changes
 * anything: one statement (`customerFigures`). Windows end at the transaction's `now()`, which is also
 * the decision's moment (and its audit entry's `at`).
 */
export async function readDecisionMoment(
  db: DbOrTx,
  customerId: number | null,
  subject?: DecisionSubject,
): Promise<DecisionMoment> {
  const moment = await readFigures(db, customerId);
  return subject
    ? { ...moment, rules: await decisionRules(db, subject.recordType, subject.recordId, customerId) }
    : moment;
}

async function readFigures(db: DbOrTx, customerId: number | null): Promise<DecisionMoment> {
  if (customerId === null) {
    const { rows } = await db.execute<{ now: Date | string }>(sql`select now() as now`);
    return { at: new Date(rows[0]!.now), figures: null };
  }
  const { rows } = await db.execute<FigureRow & { now: Date | string }>(
    sql`select now() as now, f.* from (${customerFigures(sql`${customerId}`)}) f`,
  );
  const row = rows[0];
  if (!row) {
    const { rows: now } = await db.execute<{ now: Date | string }>(sql`select now() as now`);
    return { at: new Date(now[0]!.now), figures: null };
  }
  return { at: new Date(row.now), figures: figuresOfRow(customerId, row) };
}

/** One decision to record. */
export interface DecisionInput {
  kind: DecisionKind;
  recordType: DecisionRecordType;
  recordId: number;
  customerId: number | null;
  reason: string | null;
  /** The record's public shape before and after the decision (never a national id). */
  before: Record<string, unknown>;
  after: Record<string, unknown> | null;
  /** The moment and figures read before the decision changed anything (read now when not given). */
  moment?: DecisionMoment;
  /** The audit entry that will carry the hash: its target. */
  audit: { targetType: string; targetId: string | number };
}

/** What the decision's audit entry carries: `after.decision` (or one of `after.decisions`). */
export interface DecisionSeal {
  id: number;
  sha256: string;
}

/**
 * Writes one decision record in the decision's transaction and answers its id and hash, for the
 * decision's audit entry. The four-eyes request comes from `actor.approval` (a held decision replayed
 * by its checker): its id, the maker, and the checker (the actor).
 */
export async function recordDecision(db: DbOrTx, actor: Actor, input: DecisionInput): Promise<DecisionSeal> {
  const subject = { recordType: input.recordType, recordId: input.recordId };
  const moment = input.moment ?? (await readDecisionMoment(db, input.customerId, subject));
  const rules = moment.rules ?? (await decisionRules(db, input.recordType, input.recordId, input.customerId));
  const content: DecisionContent = {
    kind: input.kind,
    recordType: input.recordType,
    recordId: input.recordId,
    customerId: input.customerId,
    decidedAt: moment.at.toISOString(),
    decidedBy: actor.staff?.email ?? null,
    reason: input.reason,
    before: input.before,
    after: input.after,
    figures: moment.figures,
    rules,
    fourEyesRequest: actor.approval
      ? {
          approvalId: actor.approval.id,
          maker: { id: actor.approval.makerId, email: actor.approval.makerEmail },
          checker: { id: actor.staff?.id ?? null, email: actor.staff?.email ?? null },
        }
      : null,
  };
  // Exactly what jsonb will give back (no undefined, no Dates): the hash is recomputed from it.
  const plain = JSON.parse(JSON.stringify(content)) as DecisionContent;
  const sha256 = decisionHash(plain);
  const [row] = await db
    .insert(decisionRecords)
    .values({
      kind: input.kind,
      recordType: input.recordType,
      recordId: input.recordId,
      customerId: input.customerId,
      decidedAt: moment.at,
      decidedById: actor.staff?.id ?? null,
      decidedBy: actor.staff?.email ?? null,
      content: plain,
      sha256,
      auditTargetType: input.audit.targetType,
      auditTargetId: String(input.audit.targetId),
    })
    .returning({ id: decisionRecords.id });
  return { id: row!.id, sha256 };
}
