import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  activationStatus,
  assignOutcomes,
  creditLineStatus,
  type AssignOutcome,
  type assignPartner,
  type AssignPartnerPreview,
  type AssignPartnerResult,
  type FinancingPartner,
} from '@cmt/contract/endpoints/financing';
import type { ParsedBodyOf } from '@cmt/contract/endpoint';
import { ACTIVE_CREDIT_LINE_STATUSES } from '@cmt/contract/endpoints/applications';
import { compareAmounts } from '@cmt/contract/money';
import type { DbOrTx } from '../../db/client.ts';
import {
  applicationFinancingPartners as afp,
  financingPartners as partners,
  financingReviews,
} from '../../db/schema.ts';
import { maskNationalId } from '../../domain/applications.ts';
import { creditStandingsOf, type CreditStanding } from '../../domain/credit-lines.ts';
import type { Actor } from '../../lib/audit.ts';
import { pendingApprovalsForUsers } from '../../lib/approvals.ts';
import { audited } from '../../lib/audited.ts';
import { readDecisionMoment, recordDecision, type DecisionSeal } from '../../lib/decisions.ts';
import { fieldError } from '../../lib/errors.ts';

// Written out with table names: inside a select, Drizzle renders columns unqualified, which a
// correlated subquery cannot use.
const activeLines = sql<number>`(select count(*)::int from application_financing_partners line
  where line.partner_id = financing_partners.id and line.credit_line_status in (1, 2))`;

/** Every partner with its limit bounds and how many active lines it carries. */
export async function listPartners(db: DbOrTx): Promise<FinancingPartner[]> {
  return db
    .select({
      id: partners.id,
      name: partners.name,
      nameAr: partners.nameAr,
      minLimit: partners.minLimit,
      maxLimit: partners.maxLimit,
      isActive: partners.isActive,
      activeLines,
    })
    .from(partners)
    .orderBy(asc(partners.name));
}

type AssignInput = ParsedBodyOf<typeof assignPartner>;

const isActive = (status: number) => ACTIVE_CREDIT_LINE_STATUSES.includes(status);

/**
 * What assigning the partner does to one customer, from their current line (one open line at a time):
 * none, or a rejected or closed one → a new line; a pending one with this partner → opened; an active
 * one with this partner → already assigned; a suspended one → refused (reactivate it by a review);
 * an open one with another partner → refused. Blacklisted and blocked customers are refused first.
 */
function outcomeOf(standing: CreditStanding | undefined, partnerId: number): AssignOutcome {
  if (!standing?.hasApplication) return 'NO_APPLICATION';
  if (standing.blacklisted) return 'BLACKLISTED';
  if (standing.blocked) return 'BLOCKED';
  const line = standing.line;
  if (!line) return 'ASSIGNED';
  if (line.status === creditLineStatus.SUSPENDED) return 'SUSPENDED';
  if (line.partnerId === partnerId) return isActive(line.status) ? 'ALREADY_ASSIGNED' : 'ASSIGNED';
  return isActive(line.status) || line.status === creditLineStatus.PENDING ? 'OTHER_PARTNER' : 'ASSIGNED';
}

async function plan(db: DbOrTx, input: AssignInput, lock: boolean) {
  const [partner] = await db.select().from(partners).where(eq(partners.id, input.partnerId));
  if (!partner || !partner.isActive) throw fieldError(['partnerId'], 'chooseExistingPartner');
  const amount = input.financingBalanceAmount;
  if (compareAmounts(amount, partner.minLimit) < 0 || compareAmounts(amount, partner.maxLimit) > 0) {
    throw fieldError(['financingBalanceAmount'], 'creditLimitBounds', {
      partner: partner.name,
      partnerAr: partner.nameAr,
      min: partner.minLimit,
      max: partner.maxLimit,
    });
  }
  const ids = [...new Set(input.usersIds)];
  const standings = await creditStandingsOf(db, ids, { lock });
  const rows = ids.map((userId) => {
    const standing = standings.get(userId);
    return { userId, standing, outcome: outcomeOf(standing, partner.id) };
  });
  const result: AssignPartnerResult = {
    partnerId: partner.id,
    outcomes: rows.map(({ userId, standing, outcome }) => ({
      userId,
      name: standing?.name ?? null,
      documentNumberMasked: maskNationalId(standing?.documentNumber ?? null),
      outcome,
      currentPartner: standing?.line?.partnerName ?? null,
      currentStatus: standing?.line?.status ?? null,
    })),
    counts: Object.fromEntries(
      assignOutcomes.map((outcome) => [outcome, rows.filter((row) => row.outcome === outcome).length]),
    ) as AssignPartnerResult['counts'],
  };
  return { partner, rows, result };
}

/** The outcome per user, without changing anything. */
export async function previewAssignment(db: DbOrTx, input: AssignInput): Promise<AssignPartnerResult> {
  return (await plan(db, input, false)).result;
}

/**
 * The preview as the assign screen shows it: each user with the assignment of them waiting for a
 * second approval, if any (the held request's `usersIds` name them), shown in place of assigning them.
 */
export async function previewAssignmentOnScreen(
  db: DbOrTx,
  input: AssignInput,
): Promise<AssignPartnerPreview> {
  const result = await previewAssignment(db, input);
  const pending = await pendingApprovalsForUsers(
    db,
    'financing.assign-partner',
    result.outcomes.map((row) => row.userId),
  );
  return {
    ...result,
    outcomes: result.outcomes.map((row) => ({ ...row, pendingApproval: pending.get(row.userId) ?? null })),
  };
}

/**
 * Opens the credit lines in one transaction with its audit entry: the customers are locked, the plan
 * made again on what they are now, then every assigned customer's line opened with the activation
 * type's status and the financing balance as its limit, and a history entry each.
 */
export async function assignPartnerTo(
  db: DbOrTx,
  actor: Actor,
  input: AssignInput,
): Promise<AssignPartnerResult> {
  return audited(db, actor, 'financing.partner.assign', 'financing_partner', async (tx, note) => {
    const { partner, rows, result } = await plan(tx, input, true);
    const assigned = rows.filter((row) => row.outcome === 'ASSIGNED');
    const status = activationStatus[input.activationType];
    // A pending line with this partner is opened in place; anyone else gets a new current line.
    const promote = assigned.filter(
      ({ standing }) =>
        standing!.line?.partnerId === partner.id && standing!.line.status === creditLineStatus.PENDING,
    );
    const fresh = assigned.filter((row) => !promote.includes(row));
    // Each opened line is a decision (docs/decisions.md): the customer's figures before any line moves.
    const moments = new Map<number, Awaited<ReturnType<typeof readDecisionMoment>>>();
    for (const { userId } of assigned) moments.set(userId, await readDecisionMoment(tx, userId));
    const lines: { id: number; userId: number; from: number; oldLimit: string | null; made: boolean }[] = [];
    if (promote.length) {
      const moved = await tx
        .update(afp)
        .set({
          creditLineStatus: status,
          approvedAmount: input.financingBalanceAmount,
          activationType: input.activationType,
          version: sql`${afp.version} + 1`,
          updatedAt: new Date(),
        })
        .where(
          and(
            inArray(
              afp.id,
              promote.map(({ standing }) => standing!.line!.id),
            ),
            eq(afp.creditLineStatus, creditLineStatus.PENDING),
          ),
        )
        .returning({ id: afp.id, userId: afp.userId });
      const before = new Map(promote.map(({ standing }) => [standing!.line!.id, standing!.line!]));
      lines.push(
        ...moved.map((m) => ({
          ...m,
          from: creditLineStatus.PENDING,
          oldLimit: before.get(m.id)!.approvedAmount,
          made: false,
        })),
      );
    }
    if (fresh.length) {
      const userIds = fresh.map((row) => row.userId);
      await tx
        .update(afp)
        .set({ isCurrent: false, updatedAt: new Date() })
        .where(and(inArray(afp.userId, userIds), eq(afp.isCurrent, true)));
      const inserted = await tx
        .insert(afp)
        .values(
          userIds.map((userId) => ({
            userId,
            partnerId: partner.id,
            creditLineStatus: status,
            approvedAmount: input.financingBalanceAmount,
            activationType: input.activationType,
            isCurrent: true,
          })),
        )
        .returning({ id: afp.id, userId: afp.userId });
      lines.push(
        ...inserted.map((line) => ({ ...line, from: creditLineStatus.PENDING, oldLimit: null, made: true })),
      );
    }
    if (lines.length) {
      await tx.insert(financingReviews).values(
        lines.map((line) => ({
          userId: line.userId,
          creditLineId: line.id,
          action: 'ASSIGN',
          // A code the screens word in their language (never an English sentence): the activation type.
          reason: input.activationType,
          fromStatus: line.from,
          toStatus: status,
          oldLimit: line.oldLimit,
          newLimit: input.financingBalanceAmount,
          reviewedById: actor.staff?.id ?? null,
          reviewedBy: actor.staff?.email ?? null,
        })),
      );
    }
    const decisions: DecisionSeal[] = [];
    for (const line of lines) {
      decisions.push(
        await recordDecision(tx, actor, {
          kind: 'financing.partner.assign',
          recordType: 'creditLine',
          recordId: line.id,
          customerId: line.userId,
          reason: null,
          // A line made by the assignment had no state before it.
          before: line.made
            ? { userId: line.userId, creditLineStatus: null, approvedAmount: null }
            : { userId: line.userId, creditLineStatus: line.from, approvedAmount: line.oldLimit },
          after: {
            userId: line.userId,
            creditLineStatus: status,
            approvedAmount: input.financingBalanceAmount,
            partner: partner.name,
            activationType: input.activationType,
          },
          moment: moments.get(line.userId)!,
          audit: { targetType: 'financing_partner', targetId: partner.id },
        }),
      );
    }
    note.targetId = partner.id;
    note.after = {
      decisions,
      partner: partner.name,
      activationType: input.activationType,
      financingBalanceAmount: input.financingBalanceAmount,
      assignedUserIds: lines.map((line) => line.userId),
      counts: result.counts,
    };
    return result;
  });
}
