import { createHash } from 'node:crypto';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { ApprovalHeld, HeldAction } from '@cmt/contract/approval-actions';
import type { PermissionKey } from '@cmt/contract/permissions';
import type { Db, DbOrTx, Tx } from '../db/client.ts';
import { approvalPolicies, approvals, auditLog, staffUsers } from '../db/schema.ts';
import { recordEvent, recordLostEvent, systemActor, writeAudit, type Actor } from './audit.ts';
import { audited } from './audited.ts';
import { notifyCheckers, requestParams } from './approval-notices.ts';
import { notify } from './notifications.ts';
import { AppError, notFound } from './errors.ts';
import { checkerExists, lockStaffAccess, tiesBetween } from './four-eyes-ties.ts';
import { defineTransitions } from './transition.ts';

/*
 * Four-eyes (maker-checker, docs/requirements.md §D9), one mechanism for every guarded write. A feature declares
 * its guarded action once with `defineGuarded({ action, permission, target, apply })`, the app lists
 * it in its one list of guards (features/held-guards.ts, `heldGuards`), and its route calls
 * `guard.run(app, actor, input)` instead of the write:
 * - the policy (table `approval_policies`) does not hold the call: `apply` runs, as before;
 * - it does: `apply` runs once inside a transaction that is rolled back (everything it would
 *   validate is validated, nothing changes), then the request is held as an `approvals` row (the
 *   input, the target and its version, the record before and as it would be after, the maker, the
 *   checker's permission, the expiry) and the call answers 202 `{approvalId, status: "PENDING"}`.
 *   The same request by the same maker while it waits is the same approval.
 * - `approveHeld` replays the held input through the same `apply`, in one transaction with the
 *   approval's move PENDING → APPROVED; the replay's own change entry is the audit entry of the
 *   approval: its actor is the checker, and it names the approval and the maker (the actor's
 *   `approval`, columns `approval_id`, `maker_email` of the entry); the move writes no second one.
 *   A target whose version moved since is 409 STALE_REQUEST and nothing is applied.
 */

/** How long a held request waits for a second person. */
export const APPROVAL_TTL_HOURS = 72;

/**
 * The application's services a held request may need to be replayed (a job queue, the sign-in
 * check's memory of accounts): the Fastify app has them, and features add what they use here by
 * declaration merging (`declare module '../../lib/approvals.ts'`).
 */
export interface ApprovalServices {
  db: Db;
  config: ApprovalSettings;
  /**
   * The guard of every held action, one list given to the app at its construction
   * (features/held-guards.ts, docs/four-eyes.md): what approving a held request replays.
   */
  heldGuards: HeldGuards;
}

/** The settings four-eyes reads; features add theirs by declaration merging, as for the services. */
export interface ApprovalSettings {
  /** How long a staff-access change ties two accounts (four-eyes-ties.ts); 0: never. */
  FOUR_EYES_TIE_DAYS: number;
}

/** What a guarded call is about, read inside its transaction. */
export interface GuardTarget {
  targetType: string;
  targetId: string | number;
  /**
   * The target's version as the request saw it: its row version, or a fingerprint of the state the
   * request depends on (`fingerprint()`). A different value at approval makes the request stale.
   */
  version: string | number;
  /** The amount a policy's threshold compares (integer piastres). */
  amountPiastres?: number | null;
  /** False when this call is not one a policy holds (a limit lowered, a file of a kind without money). */
  held?: boolean;
  /** The permission a checker needs when it depends on the request (a bulk file's kind). */
  permission?: PermissionKey;
}

export interface GuardSpec<I, R, A extends HeldAction = HeldAction> {
  action: A;
  /** The permission a checker needs (besides not being the maker). */
  permission: PermissionKey;
  /** Reads the call's target (its 404 when there is none); again at approval, for the version. */
  target: (tx: Tx, input: I) => Promise<GuardTarget>;
  /** The record's public shape, before and as the request would leave it (null when there is none). */
  shape?: (tx: Tx, input: I) => Promise<unknown>;
  /** The write of the direct path; a held request is replayed through it, in the approval's transaction. */
  apply: (services: ApprovalServices, db: DbOrTx, actor: Actor, input: I) => Promise<R>;
  /** What follows the committed change outside the database (a job sent); its answer is the call's. */
  afterCommit?: (services: ApprovalServices, actor: Actor, input: I, result: R) => Promise<R>;
  /** Held whatever the policies say when `target.held` is true (loosening a policy). */
  alwaysHeld?: boolean;
  /**
   * Applied at once, and listed as applied without a second person, when nobody but the maker holds
   * its permission (`checkerExists`, tied holders included): staff access, so that a new deployment's first administrator can
   * make the second. Decided under the staff-access lock, so no concurrent change makes a checker
   * appear unnoticed.
   */
  appliesAloneWithoutChecker?: boolean;
}

export interface Guard<I, R, A extends HeldAction = HeldAction> {
  /** What it was declared with: the action, the checker's permission, the write a replay runs. */
  readonly spec: GuardSpec<I, R, A>;
  /** The guarded call: the write, or 202 `{approvalId, status: "PENDING"}` when a policy holds it. */
  run: (services: ApprovalServices, actor: Actor, input: I) => Promise<R | ApprovalHeld>;
}

/**
 * Exactly one guard per held action of the contract, under its own action (a guard declared for
 * another action, or a missing one, does not type-check): the app's list is features/held-guards.ts.
 */
export type HeldGuards = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly [A in HeldAction]: Guard<any, any, A>;
};

/** The spec a held request of `action` is replayed through (undefined: an action no guard serves). */
function guardOf(guards: HeldGuards, action: string): GuardSpec<unknown, unknown> | undefined {
  return Object.hasOwn(guards, action)
    ? (guards[action as HeldAction].spec as GuardSpec<unknown, unknown>)
    : undefined;
}

/** A stable hash of JSON (keys sorted): a request's identity, or the fingerprint of a target's state. */
export function fingerprint(value: unknown): string {
  const canonical = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(canonical)
      : v && typeof v === 'object' && !(v instanceof Date)
        ? Object.fromEntries(
            Object.keys(v)
              .sort()
              .map((key) => [key, canonical((v as Record<string, unknown>)[key])]),
          )
        : v;
  return createHash('sha256')
    .update(JSON.stringify(canonical(value)) ?? 'null')
    .digest('hex');
}

/** Thrown to roll the dry run back once it has shown what the request would do. */
class DryRun extends Error {
  readonly preview: { target: GuardTarget; before: unknown; after: unknown };
  constructor(preview: { target: GuardTarget; before: unknown; after: unknown }) {
    super('dry run');
    this.preview = preview;
  }
}

async function policyHolds(tx: Tx, spec: GuardSpec<unknown, unknown>, target: GuardTarget) {
  if (target.held === false) return false;
  if (spec.alwaysHeld) return true;
  const [policy] = await tx.select().from(approvalPolicies).where(eq(approvalPolicies.action, spec.action));
  if (!policy?.enabled) return false;
  if (policy.thresholdPiastres === null || target.amountPiastres === undefined) return true;
  return target.amountPiastres !== null && target.amountPiastres > policy.thresholdPiastres;
}

/**
 * Declares a guarded action once; its routes call `run`, the approvals replay `apply` through the
 * app's list of guards (`ApprovalServices.heldGuards`), which names it: declaring changes no state.
 */
export function defineGuarded<I, R, A extends HeldAction>(spec: GuardSpec<I, R, A>): Guard<I, R, A> {
  const finish = async (services: ApprovalServices, actor: Actor, input: I, result: R) =>
    spec.afterCommit ? spec.afterCommit(services, actor, input, result) : result;

  return {
    spec,
    async run(services, actor, input) {
      const { db } = services;
      const preview = await db
        .transaction(async (tx) => {
          const target = await spec.target(tx, input);
          if (!(await policyHolds(tx, spec as GuardSpec<unknown, unknown>, target))) return null;
          const before = spec.shape ? await spec.shape(tx, input) : null;
          // Validated as if applied: the write runs in full, and the transaction is rolled back.
          const result = await spec.apply(services, tx, actor, input);
          const after = spec.shape ? await spec.shape(tx, input) : result;
          throw new DryRun({ target, before, after });
        })
        .catch(async (error: unknown) => {
          if (error instanceof DryRun) return error.preview;
          // A refusal met by the dry run: its event went with the rolled-back transaction.
          await recordLostEvent(db, error);
          throw error;
        });
      if (!preview) return finish(services, actor, input, await spec.apply(services, db, actor, input));
      if (!actor.staff) throw new Error(`${spec.action}: only a staff member's request can be held`);
      if (spec.appliesAloneWithoutChecker) {
        const alone = await applyAlone(services, actor, spec as GuardSpec<unknown, unknown>, input, preview);
        if (alone) return finish(services, actor, input, alone.result as R);
      }
      return hold(services, actor, spec as GuardSpec<unknown, unknown>, input, preview);
    },
  };
}

type ApprovalRow = typeof approvals.$inferSelect;

/** A checker appeared while a change meant to apply alone waited for the lock: hold it instead. */
class CheckerAppeared extends Error {}

/**
 * Applies a held call at once when nobody but its maker holds its permission, in one transaction
 * with an APPROVED approval row marked `applied_alone` (no checker), which the Approvals screen lists as
 * "applied without a second person: no checker existed"; the change's own entry names that approval
 * and its maker. Undefined when a checker exists: the call is held as usual.
 */
async function applyAlone(
  services: ApprovalServices,
  actor: Actor,
  spec: GuardSpec<unknown, unknown>,
  input: unknown,
  preview: { target: GuardTarget; before: unknown; after: unknown },
): Promise<{ result: unknown } | undefined> {
  const maker = actor.staff!;
  const permission = preview.target.permission ?? spec.permission;
  const days = services.config.FOUR_EYES_TIE_DAYS;
  if (await checkerExists(services.db, maker, permission, days)) return undefined;
  try {
    return await services.db.transaction(async (tx) => {
      await lockStaffAccess(tx);
      if (await checkerExists(tx, maker, permission, days)) throw new CheckerAppeared();
      const { target } = preview;
      const id = await audited(tx, actor, 'approval.appliedAlone', 'approval', async (inner, note) => {
        const [row] = await inner
          .insert(approvals)
          .values({
            action: spec.action,
            status: 'APPROVED',
            targetType: target.targetType,
            targetId: String(target.targetId),
            targetVersion: String(target.version),
            request: input,
            requestHash: fingerprint({ action: spec.action, input }),
            amountPiastres: target.amountPiastres ?? null,
            before: preview.before ?? null,
            after: preview.after ?? null,
            permission,
            makerId: maker.id,
            makerEmail: maker.email,
            expiresAt: sql`now()`,
            decidedAt: new Date(),
            appliedAlone: true,
          })
          .returning({ id: approvals.id });
        note.targetId = row!.id;
        note.after = {
          status: 'APPROVED',
          appliedAlone: true,
          action: spec.action,
          targetType: target.targetType,
          targetId: String(target.targetId),
          maker: maker.email,
        };
        return row!.id;
      });
      const result = await spec.apply(
        services,
        tx,
        { ...actor, approval: { id, makerId: maker.id, makerEmail: maker.email } },
        input,
      );
      return { result };
    });
  } catch (error) {
    if (error instanceof CheckerAppeared) return undefined;
    await recordLostEvent(services.db, error);
    throw error;
  }
}

async function pendingOf(db: DbOrTx, makerId: number, action: string, requestHash: string) {
  const [row] = await db
    .select({ id: approvals.id })
    .from(approvals)
    .where(
      and(
        eq(approvals.makerId, makerId),
        eq(approvals.action, action),
        eq(approvals.requestHash, requestHash),
        eq(approvals.status, 'PENDING'),
      ),
    );
  return row;
}

/** A concurrent identical request claimed the pending slot first: roll this entry back, answer that one. */
class AlreadyHeld extends Error {}

async function hold(
  services: ApprovalServices,
  actor: Actor,
  spec: GuardSpec<unknown, unknown>,
  input: unknown,
  preview: { target: GuardTarget; before: unknown; after: unknown },
): Promise<ApprovalHeld> {
  const { db } = services;
  const maker = actor.staff!;
  const requestHash = fingerprint({ action: spec.action, input });
  await expireDue(db);
  const existing = await pendingOf(db, maker.id, spec.action, requestHash);
  if (existing) return { approvalId: existing.id, status: 'PENDING' };
  const { target } = preview;
  try {
    const id = await audited(db, actor, 'approval.request', 'approval', async (tx, note) => {
      const [row] = await tx
        .insert(approvals)
        .values({
          action: spec.action,
          targetType: target.targetType,
          targetId: String(target.targetId),
          targetVersion: String(target.version),
          request: input,
          requestHash,
          amountPiastres: target.amountPiastres ?? null,
          before: preview.before ?? null,
          after: preview.after ?? null,
          permission: target.permission ?? spec.permission,
          makerId: maker.id,
          makerEmail: maker.email,
          expiresAt: sql`now() + make_interval(hours => ${APPROVAL_TTL_HOURS})`,
        })
        .onConflictDoNothing()
        .returning();
      if (!row) throw new AlreadyHeld();
      await notifyCheckers(tx, row, services.config.FOUR_EYES_TIE_DAYS);
      note.targetId = row.id;
      note.after = {
        status: 'PENDING',
        action: spec.action,
        targetType: target.targetType,
        targetId: String(target.targetId),
        maker: maker.email,
      };
      return row.id;
    });
    return { approvalId: id, status: 'PENDING' };
  } catch (error) {
    if (!(error instanceof AlreadyHeld)) throw error;
    const raced = await pendingOf(db, maker.id, spec.action, requestHash);
    return { approvalId: raced!.id, status: 'PENDING' };
  }
}

/**
 * The approval's own moves, each audited as `approval.<move>` naming the maker and the checker, but
 * approve: its entry is the replayed write's own (`approveHeld`), which names the approval, the maker
 * and the checker, so an approval is one change entry in the trail.
 */
export const approvalMoves = defineTransitions({
  table: approvals,
  id: approvals.id,
  status: approvals.status,
  what: 'Approval',
  moves: {
    approve: { from: ['PENDING'], to: 'APPROVED' },
    reject: { from: ['PENDING'], to: 'REJECTED' },
    withdraw: { from: ['PENDING'], to: 'WITHDRAWN' },
    expire: { from: ['PENDING'], to: 'EXPIRED' },
    cancel: { from: ['PENDING'], to: 'CANCELLED' },
  },
  audit: {
    type: 'approval',
    actions: { approve: null },
    publicShape: (row: ApprovalRow) => ({
      status: row.status,
      action: row.action,
      targetType: row.targetType,
      targetId: row.targetId,
      maker: row.makerEmail,
      checker: row.checkerEmail,
    }),
  },
});

/** Moves every pending request past its expiry to EXPIRED (run on every read and decision). */
export async function expireDue(db: DbOrTx): Promise<void> {
  const due = await db
    .select({ id: approvals.id })
    .from(approvals)
    .where(and(eq(approvals.status, 'PENDING'), lte(approvals.expiresAt, sql`now()`)))
    .limit(500);
  for (const { id } of due) {
    await approvalMoves.apply(db, systemActor, 'expire', id).catch((error: unknown) => {
      // Decided meanwhile: it is no longer pending.
      if (!(error instanceof AppError && error.code === 'INVALID_TRANSITION')) throw error;
    });
  }
}

async function approvalRow(db: DbOrTx, id: number): Promise<ApprovalRow> {
  const [row] = await db.select().from(approvals).where(eq(approvals.id, id));
  if (!row) throw notFound('Approval');
  return row;
}

/** Who decides: the actor and the permissions their token carries. */
export interface Checker {
  actor: Actor;
  permissions: readonly string[];
}

function refuseChecker(row: ApprovalRow, checker: Checker): void {
  if (row.makerId === checker.actor.staff?.id) {
    throw new AppError(
      403,
      'SAME_PERSON',
      'You asked for this: a second person has to decide it (you may withdraw it)',
    );
  }
  if (!checker.permissions.includes(row.permission)) {
    throw new AppError(403, 'NOT_A_CHECKER', 'Deciding this needs the permission of the action itself');
  }
}

const decided = (actor: Actor) => ({
  checkerId: actor.staff?.id ?? null,
  checkerEmail: actor.staff?.email ?? null,
  decidedAt: new Date(),
});

/**
 * Approves a held request: in one transaction the approval moves PENDING → APPROVED and the held
 * input is replayed through its action's own write (the checker as the actor, naming the approval
 * and the maker, so its entry is the one entry of the approval), after checking
 * that the target is still the version the maker saw (409 STALE_REQUEST otherwise, nothing applied).
 * A repeat is a no-op; two checkers at once apply it once (the approval row is locked by the move).
 */
export async function approveHeld(services: ApprovalServices, checker: Checker, id: number): Promise<void> {
  const { db } = services;
  await expireDue(db);
  const held = await approvalRow(db, id);
  refuseChecker(held, checker);
  try {
    await approveChecked(services, checker, id, held);
  } catch (error) {
    if (error instanceof AppError && error.code === 'CHECKER_TIED_TO_MAKER') {
      // An attempt to check through an account the maker had a hand in: kept in the trail.
      await recordEvent(
        db,
        checker.actor,
        'approval.approve.refused',
        { type: 'approval', id },
        { code: error.code, reason: error.message, details: error.details },
      );
    }
    if (!(error instanceof MakerNotEntitled)) {
      // A refusal met by the replay (the checker may not grant it): its event rolled back with it.
      await recordLostEvent(db, error);
      throw error;
    }
    await cancelHeld(db, id, error.refusal);
    throw error.refusal;
  }
}

/** The maker can no longer ask for it: found under the lock, answered once the request is cancelled. */
class MakerNotEntitled extends Error {
  readonly refusal: AppError;
  constructor(refusal: AppError) {
    super(refusal.message);
    this.refusal = refusal;
  }
}

/**
 * The checks that only the database can answer at the moment of applying, made under the staff-access
 * lock so that no change to either account lands between them and the apply: the maker is still
 * active and holds the action's permission (else MAKER_NO_LONGER_ENTITLED, thrown as MakerNotEntitled),
 * and nothing ties the checker to the maker (403 CHECKER_TIED_TO_MAKER, with the ties).
 */
async function refuseAtApply(
  tx: Tx,
  services: ApprovalServices,
  checker: Checker,
  row: ApprovalRow,
): Promise<void> {
  await lockStaffAccess(tx);
  const [maker] = await tx
    .select({
      id: staffUsers.id,
      email: staffUsers.email,
      isActive: staffUsers.isActive,
      permissions: staffUsers.permissions,
    })
    .from(staffUsers)
    .where(eq(staffUsers.id, row.makerId));
  if (!maker?.isActive || !maker.permissions.includes(row.permission)) {
    throw new MakerNotEntitled(
      new AppError(
        409,
        'MAKER_NO_LONGER_ENTITLED',
        `${row.makerEmail} ${maker?.isActive ? `no longer holds ${row.permission}` : 'is disabled'}: the request is cancelled, nothing was applied`,
        { maker: row.makerEmail, permission: row.permission, disabled: !maker?.isActive },
      ),
    );
  }
  const self = checker.actor.staff!;
  const ties = await tiesBetween(tx, maker, self, row.permission, services.config.FOUR_EYES_TIE_DAYS);
  if (ties.length > 0) {
    throw new AppError(
      403,
      'CHECKER_TIED_TO_MAKER',
      `You cannot check ${row.makerEmail}'s requests: ${ties.length === 1 ? 'a recent change ties' : `${ties.length} recent changes tie`} your accounts (four-eyes)`,
      { maker: row.makerEmail, ties },
    );
  }
}

/** Moves a request whose maker is no longer entitled to it to CANCELLED, with the reason, for good. */
async function cancelHeld(db: Db, id: number, refusal: AppError): Promise<void> {
  await approvalMoves
    .apply(db, systemActor, 'cancel', id, {
      reason: refusal.message,
      set: { decidedAt: new Date(), reason: refusal.message },
    })
    .catch((error: unknown) => {
      // Decided meanwhile (a racing checker met the same refusal first): it is no longer pending.
      if (!(error instanceof AppError && error.code === 'INVALID_TRANSITION')) throw error;
    });
}

async function approveChecked(
  services: ApprovalServices,
  checker: Checker,
  id: number,
  held: ApprovalRow,
): Promise<void> {
  const { db } = services;
  const spec = guardOf(services.heldGuards, held.action);
  if (!spec) throw new AppError(409, 'UNKNOWN_ACTION', `Nothing applies ${held.action} any more`);
  let result: unknown;
  const replayer: Actor = {
    ...checker.actor,
    approval: { id, makerId: held.makerId, makerEmail: held.makerEmail },
  };
  const { changed } = await approvalMoves.apply(db, checker.actor, 'approve', id, {
    set: decided(checker.actor),
    effect: async (tx, row, before) => {
      await refuseAtApply(tx, services, checker, row);
      const stale = () =>
        new AppError(
          409,
          'STALE_REQUEST',
          'The record changed since this was asked: nothing was applied; ask again if it is still needed',
          { targetType: row.targetType, targetId: row.targetId },
        );
      const target = await spec.target(tx, row.request).catch((error: unknown) => {
        throw error instanceof AppError && error.status === 404 ? stale() : error;
      });
      if (String(target.version) !== row.targetVersion) throw stale();
      result = await spec.apply(services, tx, replayer, row.request);
      await notify(tx, row.makerId, { kind: 'approval.approved', params: requestParams(row) });
      // The replay's entry is the approval's; a write that wrote none still leaves one naming both.
      const [written] = await tx
        .select({ id: auditLog.id })
        .from(auditLog)
        .where(eq(auditLog.approvalId, id))
        .limit(1);
      if (!written) {
        await writeAudit(tx, replayer, {
          action: 'approval.approve',
          targetType: 'approval',
          targetId: id,
          before: { status: before.status, action: before.action },
          after: {
            status: row.status,
            action: row.action,
            targetType: row.targetType,
            targetId: row.targetId,
          },
        });
      }
    },
  });
  if (changed && spec.afterCommit) await spec.afterCommit(services, replayer, held.request, result);
}

/** Rejects a held request with a reason: nothing is applied. */
export async function rejectHeld(db: Db, checker: Checker, id: number, reason: string): Promise<void> {
  await expireDue(db);
  refuseChecker(await approvalRow(db, id), checker);
  await approvalMoves.apply(db, checker.actor, 'reject', id, {
    reason,
    set: { ...decided(checker.actor), reason },
    effect: (tx, row) => notify(tx, row.makerId, { kind: 'approval.rejected', params: requestParams(row) }),
  });
}

/** The maker takes back their request while it waits. */
export async function withdrawHeld(db: Db, actor: Actor, id: number): Promise<void> {
  await expireDue(db);
  const row = await approvalRow(db, id);
  if (row.makerId !== actor.staff?.id) {
    throw new AppError(403, 'NOT_THE_MAKER', 'Only the staff member who asked can withdraw a request');
  }
  await approvalMoves.apply(db, actor, 'withdraw', id, { set: { decidedAt: new Date() } });
}

/** What a record's read shows of the requests about it that wait ("waiting for a second approval"). */
export async function pendingApprovalsFor(db: DbOrTx, targetType: string, targetIds: readonly string[]) {
  if (targetIds.length === 0) return [];
  const rows = await db
    .select()
    .from(approvals)
    .where(
      and(
        eq(approvals.status, 'PENDING'),
        eq(approvals.targetType, targetType),
        inArray(approvals.targetId, [...targetIds]),
        sql`${approvals.expiresAt} > now()`,
      ),
    )
    .orderBy(approvals.requestedAt, approvals.id);
  return rows.map((row) => ({
    targetId: row.targetId,
    approvalId: row.id,
    action: row.action as HeldAction,
    requestedBy: row.makerEmail,
    requestedAt: row.requestedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  }));
}

/**
 * The pending requests of an action about many users at once (`financing.unblock`), by user: each
 * listed user's first waiting request whose held `usersIds` names them. Pending requests are few
 * (each waits for a person, 72 h at most), so they are read by action and matched here.
 */
export async function pendingApprovalsForUsers(db: DbOrTx, action: HeldAction, userIds: readonly number[]) {
  const wanted = new Set(userIds);
  const found = new Map<number, Omit<Awaited<ReturnType<typeof pendingApprovalsFor>>[number], 'targetId'>>();
  if (wanted.size === 0) return found;
  const rows = await db
    .select()
    .from(approvals)
    .where(
      and(eq(approvals.status, 'PENDING'), eq(approvals.action, action), sql`${approvals.expiresAt} > now()`),
    )
    .orderBy(approvals.requestedAt, approvals.id);
  for (const row of rows) {
    const asked = (row.request as { usersIds?: unknown } | null)?.usersIds;
    if (!Array.isArray(asked)) continue;
    for (const userId of asked) {
      if (typeof userId !== 'number' || !wanted.has(userId) || found.has(userId)) continue;
      found.set(userId, {
        approvalId: row.id,
        action: row.action as HeldAction,
        requestedBy: row.makerEmail,
        requestedAt: row.requestedAt.toISOString(),
        expiresAt: row.expiresAt.toISOString(),
      });
    }
  }
  return found;
}

/**
 * The requests a staff member asked for that still wait, oldest first, each with whether its maker is
 * still entitled to it (active, holding its permission): what their account page lists when access
 * is removed, since those requests can then no longer be approved.
 */
export async function pendingRequestsBy(
  db: DbOrTx,
  maker: { id: number; isActive: boolean; permissions: readonly string[] },
) {
  const rows = await db
    .select()
    .from(approvals)
    .where(
      and(
        eq(approvals.status, 'PENDING'),
        eq(approvals.makerId, maker.id),
        sql`${approvals.expiresAt} > now()`,
      ),
    )
    .orderBy(approvals.requestedAt, approvals.id);
  return rows.map((row) => ({
    approvalId: row.id,
    action: row.action as HeldAction,
    targetType: row.targetType,
    targetId: row.targetId,
    permission: row.permission,
    requestedAt: row.requestedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    entitled: maker.isActive && maker.permissions.includes(row.permission),
  }));
}
