import { gt, and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { V2 } from '@cmt/contract/endpoint';
import { permissionKeys } from '@cmt/contract/permissions';
import { auditLog, staffUsers } from '../src/db/schema.ts';
import { createTestApp, type TestApp } from './helpers.ts';

const USERS = `${V2}/local-users`;
type Account = Awaited<ReturnType<TestApp['signIn']>>;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** Permission keys no active account holds: the invariant is that there are none. */
async function unheldPermissions(): Promise<string[]> {
  const active = await t.db
    .select({ permissions: staffUsers.permissions })
    .from(staffUsers)
    .where(eq(staffUsers.isActive, true));
  const held = new Set(active.flatMap((row) => row.permissions));
  return permissionKeys.filter((key) => !held.has(key));
}

/** Only the accounts made after this are active: earlier tests' administrators are set aside. */
async function freshStart(): Promise<void> {
  await t.db.update(staffUsers).set({ isActive: false });
}

const update = (actor: Account, target: Account, change: object) =>
  t.app.inject({
    method: 'PUT',
    url: `${USERS}/${target.id}`,
    headers: { authorization: actor.authorization },
    payload: { name: 'Administrator', ...change },
  });

/**
 * Gives an account its access back: re-enabling and granting are four-eyes (staff.permissions, on by
 * default), so a second full administrator, made for it, approves the held change.
 */
async function restore(actor: Account, target: Account) {
  const held = await update(actor, target, { permissions: [...permissionKeys], isActive: true });
  expect(held.statusCode, held.body).toBe(202);
  const checker = await t.signIn(permissionKeys);
  const approved = await t.app.inject({
    method: 'POST',
    url: `${V2}/approvals/${held.json().approvalId}/approve`,
    headers: { authorization: checker.authorization },
  });
  expect(approved.statusCode, approved.body).toBe(200);
}

const lastAuditId = async () =>
  (await t.db.select({ id: auditLog.id }).from(auditLog)).reduce((max, row) => Math.max(max, row.id), 0);

describe('the last active holder of a permission', () => {
  it('two full administrators disabling each other at the same moment: one wins, the other gets 409 LAST_HOLDER', async () => {
    await freshStart();
    const [first, second] = [await t.signIn(permissionKeys), await t.signIn(permissionKeys)] as const;
    await t.signIn(['manage-cmt', 'manage-offers-banners']); // a staff manager without the rest

    const answers = await Promise.all([
      update(first, second, { permissions: [...permissionKeys], isActive: false }),
      update(second, first, { permissions: [...permissionKeys], isActive: false }),
    ]);

    // Both overlap (each passed the sign-in check before the other committed): one wins, the other 409.
    // On a loaded machine the second may arrive after the first committed: then its sign-in is
    // already refused (401). Either way both accounts are never disabled together.
    const statuses = answers.map((a) => a.statusCode).sort();
    expect([
      [200, 409],
      [200, 401],
    ]).toContainEqual(statuses);
    expect(await unheldPermissions()).toEqual([]);
    if (statuses[1] === 409) {
      const refused = answers.find((a) => a.statusCode === 409)!.json();
      expect(refused).toMatchObject({
        code: 'LAST_HOLDER',
        message: expect.stringContaining('manage-financing-applications'),
        details: { permissions: expect.arrayContaining(['manage-financing-applications']) },
      });
      // manage-cmt is still held by the staff manager, so it is not named.
      expect(refused.details.permissions).not.toContain('manage-cmt');
      const [entry] = (await t.auditOf('staff.update.refused')).slice(-1);
      expect(entry!.after).toMatchObject({ code: 'LAST_HOLDER' });
    }
    // The survivor can give access back: no SQL needed.
    const winner = answers[0]!.statusCode === 200 ? first : second;
    const loser = winner === first ? second : first;
    await restore(winner, loser);
  });

  it.each([0, 1, 2, 3, 4, 5])(
    'round %i of 10 parallel cross-changes: every permission stays held, and no disabled account acts',
    async (round) => {
      await freshStart();
      const admins = await Promise.all(Array.from({ length: 10 }, () => t.signIn(permissionKeys)));
      await t.signIn(['manage-cmt', 'manage-offers-banners']); // the other staff managers
      const targetOf = (i: number) => (round % 2 === 0 ? i ^ 1 : (i + 1) % admins.length);
      const change =
        round < 4
          ? { permissions: [...permissionKeys], isActive: false }
          : { permissions: ['manage-offers-banners'], isActive: true };
      const since = await lastAuditId();

      const answers = await Promise.all(
        admins.map((admin, i) => update(admin, admins[targetOf(i)]!, change)),
      );

      const statuses = answers.map((a) => a.statusCode);
      expect(
        statuses.every((s) => [200, 401, 403, 409].includes(s)),
        statuses.join(),
      ).toBe(true);
      expect(statuses).toContain(200);
      // 401: the actor was disabled first; 403: the actor lost the permissions first; 409: the target
      // was the last to hold some.
      const codes = { 401: 'UNAUTHORIZED', 403: 'PERMISSION_ESCALATION', 409: 'LAST_HOLDER' };
      for (const answer of answers.filter((a) => a.statusCode !== 200)) {
        expect(answer.json().code).toBe(codes[answer.statusCode as keyof typeof codes]);
      }
      expect(await unheldPermissions()).toEqual([]);

      // Replaying the changes in the order they were made: nobody acted after losing their access.
      const made = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'staff.update'), gt(auditLog.id, since)))
        .orderBy(auditLog.id);
      expect(made).toHaveLength(statuses.filter((s) => s === 200).length);
      const lostAccess = new Set<string>();
      for (const entry of made) {
        expect(lostAccess.has(entry.actorEmail!), `${entry.actorEmail} acted after losing access`).toBe(
          false,
        );
        lostAccess.add(entry.targetId!);
      }

      // A full administrator is left, and gives everyone their access back.
      const survivor = admins.find((admin) => !lostAccess.has(admin.email))!;
      for (const admin of admins.filter((a) => lostAccess.has(a.email))) {
        await restore(survivor, admin);
      }
    },
  );
});
