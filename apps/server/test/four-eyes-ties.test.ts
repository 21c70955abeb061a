import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { V2 } from '@cmt/contract/endpoint';
import { permissionKeys } from '@cmt/contract/permissions';
import { affiliateCashouts, approvals, auditLog, staffNotifications, staffUsers } from '../src/db/schema.ts';
import { makePendingCashout } from './affiliate-fixtures.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/*
 * Four-eyes a determined insider cannot get around (issue 31): no checker the maker controls
 * (FOUR_EYES_TIE_DAYS, read from the audit trail), and a maker still entitled when it applies.
 */

const USERS = `${V2}/local-users`;
const APPROVALS = `${V2}/approvals`;
const CASHOUTS = `${V2}/payment/affiliate/cashouts`;
const PASSWORD = 'a-long-enough-password-2026';
const CASHOUT = ['manage-affiliate-cashout', 'manage-affiliate-cashout-id'];
type Who = { authorization: string; id: number; email: string };

let nextCustomer = 930001;
let nextEmail = 0;
const freshEmail = (name: string) => `${name}.${++nextEmail}@lucky.app`;

const call = (t: TestApp, method: 'GET' | 'POST' | 'PUT', url: string, who: Who, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: who.authorization },
    ...(payload ? { payload } : {}),
  });

/** Signs in through the sign-in page's endpoint, as the person holding the password would. */
async function login(t: TestApp, email: string, password = PASSWORD): Promise<Who> {
  const response = await t.localLogin(email, password);
  expect(response.statusCode, response.body).toBe(200);
  const [row] = await t.db.select().from(staffUsers).where(eq(staffUsers.email, email));
  return { authorization: `Bearer ${response.json().accessToken}`, id: row!.id, email };
}

/** An EGP 6,000 cashout (over the EGP 5,000 threshold) asked by `maker`: held, 202. */
async function heldCashout(t: TestApp, maker: Who) {
  const cashout = await makePendingCashout(t, nextCustomer++, 600000);
  const held = await call(t, 'PUT', `${CASHOUTS}/${cashout.id}/approve`, maker);
  expect(held.statusCode, held.body).toBe(202);
  return { cashoutId: cashout.id, approvalId: held.json().approvalId as number };
}

const approvalRow = async (t: TestApp, id: number) =>
  (await t.db.select().from(approvals).where(eq(approvals.id, id)))[0]!;
const cashoutStatus = async (t: TestApp, id: number) =>
  (await t.db.select().from(affiliateCashouts).where(eq(affiliateCashouts.id, id)))[0]!.status;

describe('the probe: one administrator, a cashout, and an account made for approving it', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('the account the maker made cannot approve: 403 CHECKER_TIED_TO_MAKER, nothing paid; its creation is listed as applied alone', async () => {
    // The only administrator of a new deployment: nobody else could check a staff-access change.
    const admin = await t.signIn([...permissionKeys]);
    const { cashoutId, approvalId } = await heldCashout(t, admin);

    const puppetEmail = freshEmail('puppet');
    const created = await call(t, 'POST', USERS, admin, {
      email: puppetEmail,
      name: 'Second Account',
      permissions: CASHOUT,
      password: PASSWORD,
    });
    expect(created.statusCode, created.body).toBe(200);
    const puppet = await login(t, puppetEmail);

    const refused = await call(t, 'POST', `${APPROVALS}/${approvalId}/approve`, puppet);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'CHECKER_TIED_TO_MAKER',
      details: {
        maker: admin.email,
        ties: [{ kind: 'created', account: puppetEmail, by: admin.email, askedBy: admin.email }],
      },
    });
    expect(await cashoutStatus(t, cashoutId)).toBe('PENDING');
    expect((await approvalRow(t, approvalId)).status).toBe('PENDING');
    expect(await t.auditOf('approval.approve.refused')).toEqual([
      expect.objectContaining({
        actorEmail: puppetEmail,
        targetId: String(approvalId),
        after: expect.objectContaining({ code: 'CHECKER_TIED_TO_MAKER' }),
      }),
    ]);
    // A retry is refused the same way.
    expect((await call(t, 'POST', `${APPROVALS}/${approvalId}/approve`, puppet)).json().code).toBe(
      'CHECKER_TIED_TO_MAKER',
    );

    // The Approvals screen shows the puppet why, and the creation as applied without a second person.
    const shown = (await call(t, 'GET', `${APPROVALS}/${approvalId}`, puppet)).json();
    expect(shown).toMatchObject({ canDecide: true, tiedToMaker: [{ kind: 'created', by: admin.email }] });
    const approved = (await call(t, 'GET', `${APPROVALS}?status=APPROVED`, admin)).json().items;
    expect(approved).toEqual([
      expect.objectContaining({
        action: 'staff.permissions',
        targetId: puppetEmail,
        appliedAlone: true,
        requestedBy: admin.email,
        decidedBy: null,
      }),
    ]);
    const [entry] = (await t.auditOf('staff.create')).filter((e) => e.targetId === puppetEmail);
    expect(entry).toMatchObject({ actorEmail: admin.email, makerEmail: admin.email });
    expect(entry!.approvalId).toBe(approved[0].id);
  });

  it('the maker approving the request made through their account is refused too (either direction)', async () => {
    const admin = await t.signIn([...permissionKeys]);
    const puppetEmail = freshEmail('puppet.maker');
    // Another administrator exists now: the creation is held, and that administrator approves it.
    const other = await t.signIn([...permissionKeys]);
    const created = await call(t, 'POST', USERS, admin, {
      email: puppetEmail,
      name: 'Puppet',
      permissions: CASHOUT,
      password: PASSWORD,
    });
    expect(created.statusCode).toBe(202);
    expect(
      (await call(t, 'POST', `${APPROVALS}/${created.json().approvalId}/approve`, other)).statusCode,
    ).toBe(200);
    const puppet = await login(t, puppetEmail);
    const { approvalId } = await heldCashout(t, puppet);
    for (const tied of [admin, other]) {
      const refused = await call(t, 'POST', `${APPROVALS}/${approvalId}/approve`, tied);
      expect(refused.json().code).toBe('CHECKER_TIED_TO_MAKER');
    }
    const refused = await call(t, 'POST', `${APPROVALS}/${approvalId}/approve`, admin);
    expect(refused.json().details.ties).toEqual([
      expect.objectContaining({
        kind: 'created',
        account: puppetEmail,
        by: other.email,
        askedBy: admin.email,
      }),
    ]);
  });
});

describe('who is told of a held request', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('an account the maker made is not told (it may not decide it); an untied holder is', async () => {
    const admin = await t.signIn([...permissionKeys]);
    const puppetEmail = freshEmail('told-puppet');
    const created = await call(t, 'POST', USERS, admin, {
      email: puppetEmail,
      name: 'Second Account',
      permissions: CASHOUT,
      password: PASSWORD,
    });
    expect(created.statusCode, created.body).toBe(200);
    const puppet = await login(t, puppetEmail);
    const untied = await t.signIn(CASHOUT);
    const { approvalId } = await heldCashout(t, admin);
    const toldTo = async (who: Who) =>
      (await t.db.select().from(staffNotifications).where(eq(staffNotifications.staffId, who.id))).map(
        (n) => [n.kind, (n.params as { approvalId: number }).approvalId],
      );
    expect(await toldTo(untied)).toEqual([['approval.requested', approvalId]]);
    expect(await toldTo(puppet)).toEqual([]);
    expect(await toldTo(admin)).toEqual([]);
  });
});

describe('the tie rule, case by case', () => {
  let t: TestApp;
  /** The maker: asks for cashouts and for staff-access changes. */
  let maker: Who;
  /** An administrator untied to anyone, who approves the maker's staff-access changes. */
  let honest: Who;
  beforeAll(async () => {
    t = await createTestApp();
    maker = await t.signIn([...CASHOUT, 'manage-cmt', 'manage-offers-banners']);
    honest = await t.signIn([...permissionKeys]);
  });
  afterAll(() => t?.close());

  /** A staff-access change asked by the maker, held, then approved by the honest administrator. */
  async function madeByMaker(method: 'POST' | 'PUT', url: string, payload: object) {
    const held = await call(t, method, url, maker, payload);
    expect(held.statusCode, held.body).toBe(202);
    const approved = await call(t, 'POST', `${APPROVALS}/${held.json().approvalId}/approve`, honest);
    expect(approved.statusCode, approved.body).toBe(200);
  }

  const account = async (permissions: string[], extra: Partial<typeof staffUsers.$inferInsert> = {}) => {
    const email = freshEmail('checker');
    const id = await t.createAccount({ email, password: PASSWORD, permissions });
    if (Object.keys(extra).length) await t.db.update(staffUsers).set(extra).where(eq(staffUsers.id, id));
    return { email, id };
  };
  const approveAs = async (checker: Who) => {
    const { cashoutId, approvalId } = await heldCashout(t, maker);
    const answer = await call(t, 'POST', `${APPROVALS}/${approvalId}/approve`, checker);
    return { answer, cashoutId };
  };
  const refusedWith = async (checker: Who, kind: string, extra: object = {}) => {
    const { answer, cashoutId } = await approveAs(checker);
    expect(answer.statusCode, answer.body).toBe(403);
    expect(answer.json().code).toBe('CHECKER_TIED_TO_MAKER');
    expect(answer.json().details.ties).toContainEqual(
      expect.objectContaining({ kind, account: checker.email, askedBy: maker.email, ...extra }),
    );
    expect(await cashoutStatus(t, cashoutId)).toBe('PENDING');
  };

  it('an untied checker approves (the control)', async () => {
    const { email } = await account(CASHOUT);
    const { answer, cashoutId } = await approveAs(await login(t, email));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await cashoutStatus(t, cashoutId)).toBe('APPROVED');
  });

  it('created: an account the maker asked for cannot check the maker', async () => {
    const email = freshEmail('created');
    await madeByMaker('POST', USERS, { email, name: 'Created', permissions: CASHOUT, password: PASSWORD });
    await refusedWith(await login(t, email), 'created', { by: honest.email });
  });

  it('re-enabled: re-enabling is held now, and ties', async () => {
    const { email, id } = await account(CASHOUT);
    const disabled = await call(t, 'PUT', `${USERS}/${id}`, maker, {
      name: 'Checker',
      permissions: CASHOUT,
      isActive: false,
    });
    expect(disabled.statusCode, disabled.body).toBe(200);
    await madeByMaker('PUT', `${USERS}/${id}`, { name: 'Checker', permissions: CASHOUT, isActive: true });
    await refusedWith(await login(t, email), 'reenabled');
  });

  it('granted: the permission the action needs ties; another permission does not', async () => {
    const granted = await account(['manage-affiliate-cashout']);
    await madeByMaker('PUT', `${USERS}/${granted.id}`, {
      name: 'Checker',
      permissions: CASHOUT,
      isActive: true,
    });
    await refusedWith(await login(t, granted.email), 'granted', {
      permission: 'manage-affiliate-cashout-id',
    });

    const other = await account(CASHOUT);
    await madeByMaker('PUT', `${USERS}/${other.id}`, {
      name: 'Checker',
      permissions: [...CASHOUT, 'manage-offers-banners'],
      isActive: true,
    });
    const { answer } = await approveAs(await login(t, other.email));
    expect(answer.statusCode, answer.body).toBe(200);
  });

  it('password reset: ties', async () => {
    const { email, id } = await account(CASHOUT);
    await madeByMaker('POST', `${USERS}/${id}/reset-password`, { password: 'the-maker-knows-this-one' });
    await refusedWith(await login(t, email, 'the-maker-knows-this-one'), 'passwordReset');
  });

  it('two-step reset: ties', async () => {
    const { email, id } = await account(CASHOUT, {
      totpSecret: 'JBSWY3DPEHPK3PXP',
      totpEnabledAt: new Date(),
    });
    await madeByMaker('POST', `${USERS}/${id}/reset-two-factor`, {});
    await refusedWith(await login(t, email), 'twoStepReset');
  });

  it('approved such a change for the checker: the honest approver is tied to the account it let in', async () => {
    // The honest administrator approved the maker's creation of this account: it cannot check them either.
    const email = freshEmail('vouched');
    await madeByMaker('POST', USERS, { email, name: 'Vouched', permissions: CASHOUT, password: PASSWORD });
    const vouched = await login(t, email);
    const { approvalId } = await heldCashout(t, vouched);
    const refused = await call(t, 'POST', `${APPROVALS}/${approvalId}/approve`, honest);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().details.ties).toEqual([
      expect.objectContaining({ kind: 'created', account: email, by: honest.email, askedBy: maker.email }),
    ]);
  });

  it('inside the window a tie holds; outside it (31 days ago) it no longer does', async () => {
    const inside = await account(CASHOUT);
    const outside = await account(CASHOUT);
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    await t.db.insert(auditLog).values([
      {
        actorId: maker.id,
        actorEmail: maker.email,
        action: 'staff.create',
        targetType: 'staff',
        targetId: inside.email,
        at: daysAgo(29),
      },
      {
        actorId: maker.id,
        actorEmail: maker.email,
        action: 'staff.create',
        targetType: 'staff',
        targetId: outside.email,
        at: daysAgo(31),
      },
    ]);
    const { answer: refused } = await approveAs(await login(t, inside.email));
    expect(refused.json()).toMatchObject({ code: 'CHECKER_TIED_TO_MAKER' });
    const { answer } = await approveAs(await login(t, outside.email));
    expect(answer.statusCode, answer.body).toBe(200);
  });

  it('approving a loosening: an account the maker granted manage-cmt cannot approve the maker turning a policy off', async () => {
    const admin = await account(['manage-cmt']);
    await madeByMaker('PUT', `${USERS}/${admin.id}`, {
      name: 'Checker',
      permissions: ['manage-cmt', 'manage-offers-banners'],
      isActive: true,
    });
    // That grant (of another permission) is no tie for manage-cmt; a grant of manage-cmt is.
    const granted = await account(['manage-offers-banners']);
    await madeByMaker('PUT', `${USERS}/${granted.id}`, {
      name: 'Checker',
      permissions: ['manage-cmt', 'manage-offers-banners'],
      isActive: true,
    });
    const off = await call(t, 'PUT', `${APPROVALS}/policies/cashout.approve`, maker, { enabled: false });
    expect(off.statusCode).toBe(202);
    const refused = await call(
      t,
      'POST',
      `${APPROVALS}/${off.json().approvalId}/approve`,
      await login(t, granted.email),
    );
    expect(refused.json()).toMatchObject({
      code: 'CHECKER_TIED_TO_MAKER',
      details: { ties: [expect.objectContaining({ kind: 'granted', permission: 'manage-cmt' })] },
    });
    // The one whose manage-cmt the maker did not grant may.
    const approved = await call(
      t,
      'POST',
      `${APPROVALS}/${off.json().approvalId}/approve`,
      await login(t, admin.email),
    );
    expect(approved.statusCode, approved.body).toBe(200);
    await call(t, 'PUT', `${APPROVALS}/policies/cashout.approve`, maker, {
      enabled: true,
      thresholdPiastres: 500000,
    });
  });
});

describe('applied alone only while nobody else could check', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('the start-up bootstrap admin carries no tie; disabling the other administrators does not leave one alone', async () => {
    const { ensureAdmin } = await import('../src/features/local-users/bootstrap-admin.ts');
    const bootstrap = await ensureAdmin(t.db, { email: 'first.admin@lucky.app', password: PASSWORD });
    expect(bootstrap.generated).toBe(false);
    const first = await login(t, 'first.admin@lucky.app');
    // An account made by the seed (inserted, no actor) approves the bootstrap admin's cashout.
    const seeded = await t.signIn(CASHOUT);
    const { approvalId, cashoutId } = await heldCashout(t, first);
    expect((await call(t, 'POST', `${APPROVALS}/${approvalId}/approve`, seeded)).statusCode).toBe(200);
    expect(await cashoutStatus(t, cashoutId)).toBe('APPROVED');

    // A second administrator (untied); the first disables them at once, then gives access: still held.
    const other = await t.signIn([...permissionKeys]);
    const off = await call(t, 'PUT', `${USERS}/${other.id}`, first, {
      name: 'Other',
      permissions: [...permissionKeys],
      isActive: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    const created = await call(t, 'POST', USERS, first, {
      email: freshEmail('alone'),
      name: 'Not Alone',
      permissions: CASHOUT,
      password: PASSWORD,
    });
    expect(created.statusCode, created.body).toBe(202);
  });
});

describe('the relay: an account the administrator made cannot make a third alone', () => {
  /** A staff-access change asked by `maker`: an account with every permission. */
  const makeAdmin = (t: TestApp, maker: Who, email: string) =>
    call(t, 'POST', USERS, maker, {
      email,
      name: 'Relay',
      permissions: [...permissionKeys],
      password: PASSWORD,
    });

  it('A makes X (approved by B); X making Y is held, and neither A nor B, tied to X, may approve it', async () => {
    const t = await createTestApp();
    try {
      const a = await t.signIn([...permissionKeys]);
      const b = await t.signIn([...permissionKeys]);
      const { cashoutId, approvalId: cashout } = await heldCashout(t, a);

      const xEmail = freshEmail('relay.x');
      const madeX = await makeAdmin(t, a, xEmail);
      expect(madeX.statusCode, madeX.body).toBe(202);
      const approvedX = await call(t, 'POST', `${APPROVALS}/${madeX.json().approvalId}/approve`, b);
      expect(approvedX.statusCode, approvedX.body).toBe(200);
      const x = await login(t, xEmail);

      // Every other holder of manage-cmt is tied to X; that no longer lets X act alone.
      const yEmail = freshEmail('relay.y');
      const madeY = await makeAdmin(t, x, yEmail);
      expect(madeY.statusCode, madeY.body).toBe(202);
      for (const tied of [a, b]) {
        const refused = await call(t, 'POST', `${APPROVALS}/${madeY.json().approvalId}/approve`, tied);
        expect(refused.statusCode, refused.body).toBe(403);
        expect(refused.json().code).toBe('CHECKER_TIED_TO_MAKER');
      }
      expect((await t.localLogin(yEmail, PASSWORD)).statusCode).toBe(401);
      expect((await t.db.select().from(staffUsers).where(eq(staffUsers.email, yEmail))).length).toBe(0);
      // Y does not exist: nobody A did not vouch for through X pays A's cashout.
      expect(await cashoutStatus(t, cashoutId)).toBe('PENDING');
      expect((await approvalRow(t, cashout)).status).toBe('PENDING');
      // Nothing X asked for was listed as applied without a second person.
      const alone = (await call(t, 'GET', `${APPROVALS}?status=APPROVED`, a)).json().items;
      expect(alone.filter((item: { appliedAlone: boolean }) => item.appliedAlone)).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it('in a new deployment: A makes X alone; X making Y is held, and A may not approve it', async () => {
    const t = await createTestApp();
    try {
      const a = await t.signIn([...permissionKeys]);
      const xEmail = freshEmail('relay.x');
      const madeX = await makeAdmin(t, a, xEmail);
      expect(madeX.statusCode, madeX.body).toBe(200);
      const x = await login(t, xEmail);
      const madeY = await makeAdmin(t, x, freshEmail('relay.y'));
      expect(madeY.statusCode, madeY.body).toBe(202);
      const refused = await call(t, 'POST', `${APPROVALS}/${madeY.json().approvalId}/approve`, a);
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json()).toMatchObject({
        code: 'CHECKER_TIED_TO_MAKER',
        details: { ties: [expect.objectContaining({ kind: 'created', account: xEmail, by: a.email })] },
      });
      // An untied administrator (made by the seed) may.
      const untied = await t.signIn([...permissionKeys]);
      const approved = await call(t, 'POST', `${APPROVALS}/${madeY.json().approvalId}/approve`, untied);
      expect(approved.statusCode, approved.body).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('several administrators on day one (ADMIN_EMAIL as a comma list)', () => {
  it('each is bootstrapped with its own password, untied: they check each other', async () => {
    const t = await createTestApp();
    try {
      const { ensureAdmins } = await import('../src/features/local-users/bootstrap-admin.ts');
      const made = await ensureAdmins(t.db, { emails: ['one.admin@lucky.app', 'two.admin@lucky.app'] });
      expect(made.map((admin) => [admin.email, admin.generated])).toEqual([
        ['one.admin@lucky.app', true],
        ['two.admin@lucky.app', true],
      ]);
      expect(made[0]!.password).not.toBe(made[1]!.password);
      // A second start creates nothing and shows no password.
      expect(await ensureAdmins(t.db, { emails: ['one.admin@lucky.app', 'two.admin@lucky.app'] })).toEqual([
        { email: 'one.admin@lucky.app', generated: false },
        { email: 'two.admin@lucky.app', generated: false },
      ]);
      const one = await login(t, 'one.admin@lucky.app', made[0]!.password);
      const two = await login(t, 'two.admin@lucky.app', made[1]!.password);

      // The first's staff-access change is held (another holder exists), and the second may approve it.
      const email = freshEmail('day.one');
      const held = await call(t, 'POST', USERS, one, {
        email,
        name: 'Day One',
        permissions: CASHOUT,
        password: PASSWORD,
      });
      expect(held.statusCode, held.body).toBe(202);
      const approved = await call(t, 'POST', `${APPROVALS}/${held.json().approvalId}/approve`, two);
      expect(approved.statusCode, approved.body).toBe(200);
      // So is a cashout of the first.
      const { approvalId, cashoutId } = await heldCashout(t, one);
      expect((await call(t, 'POST', `${APPROVALS}/${approvalId}/approve`, two)).statusCode).toBe(200);
      expect(await cashoutStatus(t, cashoutId)).toBe('APPROVED');
      expect(await t.auditOf('staff.bootstrapAdmin')).toHaveLength(2);
    } finally {
      await t.close();
    }
  });
});

describe('FOUR_EYES_TIE_DAYS=0 turns the tie rule off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ FOUR_EYES_TIE_DAYS: '0' });
  });
  afterAll(() => t?.close());

  it('the account the maker made approves the maker’s cashout', async () => {
    const admin = await t.signIn([...permissionKeys]);
    const { cashoutId, approvalId } = await heldCashout(t, admin);
    const email = freshEmail('untied');
    const created = await call(t, 'POST', USERS, admin, {
      email,
      name: 'Second',
      permissions: CASHOUT,
      password: PASSWORD,
    });
    expect(created.statusCode, created.body).toBe(200);
    const approved = await call(t, 'POST', `${APPROVALS}/${approvalId}/approve`, await login(t, email));
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await cashoutStatus(t, cashoutId)).toBe('APPROVED');
  });
});

describe('the maker must still be entitled when a checker applies it', () => {
  let t: TestApp;
  let admin: Who;
  let checker: Who;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signIn([...permissionKeys]);
    checker = await t.signIn(CASHOUT);
  });
  afterAll(() => t?.close());

  const expectCancelled = async (approvalId: number, cashoutId: number) => {
    const refused = await call(t, 'POST', `${APPROVALS}/${approvalId}/approve`, checker);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().code).toBe('MAKER_NO_LONGER_ENTITLED');
    expect(await cashoutStatus(t, cashoutId)).toBe('PENDING');
    const row = await approvalRow(t, approvalId);
    expect(row).toMatchObject({
      status: 'CANCELLED',
      reason: expect.stringContaining('nothing was applied'),
    });
    // Terminal: nobody approves it afterwards.
    const again = await call(t, 'POST', `${APPROVALS}/${approvalId}/approve`, checker);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('INVALID_TRANSITION');
    expect(await cashoutStatus(t, cashoutId)).toBe('PENDING');
  };

  it('a disabled maker: 409 MAKER_NO_LONGER_ENTITLED, the request CANCELLED; their account page lists it first', async () => {
    const maker = await t.signIn(CASHOUT);
    const { approvalId, cashoutId } = await heldCashout(t, maker);
    const disabled = await call(t, 'PUT', `${USERS}/${maker.id}`, admin, {
      name: 'Maker',
      permissions: CASHOUT,
      isActive: false,
    });
    expect(disabled.statusCode, disabled.body).toBe(200);
    const page = (await call(t, 'GET', `${USERS}/${maker.id}`, admin)).json();
    expect(page.pendingRequests).toEqual([
      expect.objectContaining({
        approvalId,
        action: 'cashout.approve',
        targetId: String(cashoutId),
        permission: 'manage-affiliate-cashout-id',
        entitled: false,
      }),
    ]);
    await expectCancelled(approvalId, cashoutId);
    expect((await call(t, 'GET', `${USERS}/${maker.id}`, admin)).json().pendingRequests).toEqual([]);
    const [cancel] = await t.auditOf('approval.cancel');
    expect(cancel).toMatchObject({ targetId: String(approvalId), after: { status: 'CANCELLED' } });
  });

  it('a maker who lost the action’s permission: the same', async () => {
    const maker = await t.signIn(CASHOUT);
    const { approvalId, cashoutId } = await heldCashout(t, maker);
    expect(
      (
        await call(t, 'PUT', `${USERS}/${maker.id}`, admin, {
          name: 'Maker',
          permissions: ['manage-affiliate-cashout'],
          isActive: true,
        })
      ).statusCode,
    ).toBe(200);
    await expectCancelled(approvalId, cashoutId);
  });

  it('a maker still entitled: applied as before', async () => {
    const maker = await t.signIn(CASHOUT);
    const { approvalId, cashoutId } = await heldCashout(t, maker);
    const page = (await call(t, 'GET', `${USERS}/${maker.id}`, admin)).json();
    expect(page.pendingRequests).toEqual([expect.objectContaining({ approvalId, entitled: true })]);
    expect((await call(t, 'POST', `${APPROVALS}/${approvalId}/approve`, checker)).statusCode).toBe(200);
    expect(await cashoutStatus(t, cashoutId)).toBe('APPROVED');
  });
});
