import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { decodeJwt } from 'jose';
import { Secret, TOTP } from 'otpauth';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { V2 } from '@cmt/contract/endpoint';
import { permissionKeys } from '@cmt/contract/permissions';
import { loadConfig } from '../src/config.ts';
import {
  approvalPolicies,
  auditLog,
  signInLimits,
  staffRecoveryCodes,
  staffSessions,
  staffUsers,
} from '../src/db/schema.ts';
import { ROTATION_GRACE_MS } from '../src/plugins/auth.ts';
import { createTestApp, type TestApp } from './helpers.ts';

const PASSWORD = 'Correct-Horse-Battery-77';
const STRONG = 'Quartz-lantern-Mimosa-88';

let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'trace' }, { logStream: { write: (line) => void lines.push(line) } });
});
afterAll(() => t?.close());
afterEach(() => vi.useRealTimers());

let counter = 0;
const freshEmail = () => `security${++counter}.${Date.now()}@lucky.app`;

/** The code an authenticator app shows for this secret at this time. */
const codeAt = (secret: string, at = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: at,
  });

/** Moves the server's clock (only Date: timers and I/O run as usual). */
const clockAt = (at: number) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at);
};

const call = (app: TestApp, options: InjectOptions) => app.app.inject(options);
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const me = (token: string, app = t) =>
  call(app, { method: 'GET', url: `${V2}/auth/me`, headers: bearer(token) });

/** An account with a password, signed in once (no two-factor yet): its email, id and token. */
async function account(app = t, permissions: string[] = []) {
  const email = freshEmail();
  const id = await app.createAccount({ email, password: PASSWORD, permissions });
  const session = (await app.localLogin(email, PASSWORD)).json();
  return { email, id, token: session.accessToken as string };
}

/** Enrols and confirms two-factor; returns the secret and recovery codes. */
async function withTotp(app: TestApp, token: string) {
  const enrol = await call(app, { method: 'POST', url: `${V2}/auth/totp/enrol`, headers: bearer(token) });
  expect(enrol.statusCode).toBe(200);
  const { secret, recoveryCodes } = enrol.json() as { secret: string; recoveryCodes: string[] };
  const confirm = await call(app, {
    method: 'POST',
    url: `${V2}/auth/totp/confirm`,
    headers: bearer(token),
    payload: { code: codeAt(secret) },
  });
  expect(confirm.statusCode).toBe(204);
  return { secret, recoveryCodes };
}

/** The second step's token of a password sign-in. */
async function challenge(email: string, app = t): Promise<string> {
  const response = await app.localLogin(email, PASSWORD);
  expect(response.statusCode).toBe(200);
  expect(response.json()).toMatchObject({ mfaRequired: true });
  return response.json().mfaToken;
}

const mfa = (mfaToken: string, code: string, app = t) =>
  call(app, { method: 'POST', url: `${V2}/auth/mfa`, payload: { mfaToken, code } });

describe('TOTP two-factor', () => {
  it('enrols (QR code, secret, ten recovery codes stored hashed), confirms with a code, then asks for one at sign-in', async () => {
    const { email, id, token } = await account();
    const enrol = await call(t, { method: 'POST', url: `${V2}/auth/totp/enrol`, headers: bearer(token) });
    const body = enrol.json();
    expect(body.otpauthUrl).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    expect(body.otpauthUrl).toContain(encodeURIComponent(email));
    expect(body.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(body.qrCode.split(',')[1], 'base64').toString()).toContain('<svg');
    expect(new Set(body.recoveryCodes).size).toBe(10);
    const stored = await t.db.select().from(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, id));
    expect(stored).toHaveLength(10);
    expect(JSON.stringify(stored)).not.toContain(body.recoveryCodes[0]);
    // Not on until a code confirms it: sign-in still gives a session.
    expect((await t.localLogin(email, PASSWORD)).json()).toHaveProperty('accessToken');

    const confirm = (code: string) =>
      call(t, { method: 'POST', url: `${V2}/auth/totp/confirm`, headers: bearer(token), payload: { code } });
    const wrong = await confirm(codeAt(body.secret, Date.now() + 5 * 60_000));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details[0]).toMatchObject({ path: ['body', 'code'], key: 'codeWrong' });
    expect((await confirm(codeAt(body.secret))).statusCode).toBe(204);
    expect((await me(token)).json()).toMatchObject({ totpEnabled: true });

    const first = await t.localLogin(email, PASSWORD);
    expect(first.json()).toEqual({ mfaRequired: true, mfaToken: expect.any(String), enrolRequired: false });
    // A second enrolment over a live one is refused.
    const again = await call(t, { method: 'POST', url: `${V2}/auth/totp/enrol`, headers: bearer(token) });
    expect(again.json().code).toBe('TOTP_ALREADY_ENABLED');
    expect(JSON.stringify(await t.db.select().from(auditLog))).not.toContain(body.secret);
  });

  it('accepts the codes of one step before and after now, not two', async () => {
    const { email, token } = await account();
    const { secret } = await withTotp(t, token);
    // The middle of a step, well after the confirmation's step.
    const now = (Math.floor(Date.now() / 30_000) + 10) * 30_000 + 15_000;
    clockAt(now);
    const token1 = await challenge(email);
    expect((await mfa(token1, codeAt(secret, now - 60_000))).json().code).toBe('INVALID_CODE');
    expect((await mfa(token1, codeAt(secret, now + 60_000))).json().code).toBe('INVALID_CODE');
    const earlier = await mfa(token1, codeAt(secret, now - 30_000));
    expect(earlier.statusCode).toBe(200);
    expect(earlier.json()).toHaveProperty('accessToken');
    const later = await mfa(await challenge(email), codeAt(secret, now + 30_000));
    expect(later.statusCode).toBe(200);
    const session = decodeJwt(later.json().accessToken);
    expect((await me(later.json().accessToken)).statusCode).toBe(200);
    const [login] = (await t.auditOf('auth.login')).filter(
      (e) => e.after && (e.after as { session?: number }).session === session.sid,
    );
    expect(login!.after).toMatchObject({ method: 'local+totp' });
  });

  it('takes each code once: a replay is refused, also two at once on different sign-ins', async () => {
    const { email, token } = await account();
    const { secret } = await withTotp(t, token);
    const now = (Math.floor(Date.now() / 30_000) + 20) * 30_000 + 10_000;
    clockAt(now);
    const code = codeAt(secret, now);
    const [a, b] = await Promise.all([challenge(email), challenge(email)]);
    const answers = await Promise.all([mfa(a, code), mfa(b, code)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 401]);
    const again = await mfa(await challenge(email), code);
    expect(again.statusCode).toBe(401);
    expect(again.json().code).toBe('INVALID_CODE');
    // An older code of the window is a replay too.
    expect((await mfa(await challenge(email), codeAt(secret, now - 30_000))).statusCode).toBe(401);
  });

  it('ends the second step after five wrong codes, even sent at once, so a right code no longer helps', async () => {
    const { email, token } = await account();
    const { secret } = await withTotp(t, token);
    const mfaToken = await challenge(email);
    const wrong = String((Number(codeAt(secret)) + 500_000) % 1_000_000).padStart(6, '0');
    const before = (await t.auditOf('auth.login.failed')).length;
    const answers = await Promise.all(Array.from({ length: 8 }, () => mfa(mfaToken, wrong)));
    expect(answers.every((r) => r.statusCode === 401)).toBe(true);
    const codes = answers.map((r) => r.json().code);
    expect(codes.filter((c) => c === 'INVALID_CODE')).toHaveLength(4);
    expect(codes.filter((c) => c === 'MFA_TOKEN_INVALID')).toHaveLength(4);
    // Exactly five codes were checked (and recorded), whatever the order they came in.
    expect((await t.auditOf('auth.login.failed')).length - before).toBe(5);
    const right = await mfa(mfaToken, codeAt(secret));
    expect(right.statusCode).toBe(401);
    expect(right.json().code).toBe('MFA_TOKEN_INVALID');
  });

  it('bounds how many second steps one can start: the password’s attempt is given back only by a right code', async () => {
    const { email, token } = await account();
    await withTotp(t, token);
    // Five right passwords from this address within the minute each start a second step…
    for (let i = 0; i < 5; i++) await challenge(email);
    // …and count like wrong ones: a sixth is refused, so guesses cannot go on with fresh tokens.
    expect((await t.localLogin(email, PASSWORD)).statusCode).toBe(429);
  });

  it('counts wrong codes under the account’s limit across every token and address: 20 addresses within a minute check at most SIGN_IN_FAILURES_PER_ACCOUNT_PER_MINUTE', async () => {
    const { email, token } = await account();
    const { secret, recoveryCodes } = await withTotp(t, token);
    const limit = t.config.SIGN_IN_FAILURES_PER_ACCOUNT_PER_MINUTE;
    const addresses = Array.from({ length: 20 }, (_, i) => `198.51.100.${i + 1}`);
    const accountWindow = sql`key = ${`email:${email}`}`;
    // One second-step token per address, gathered beforehand (a token lives five minutes): each
    // password step's own count is left behind, as if the tokens were taken in earlier minutes.
    const tokens: string[] = [];
    for (const remoteAddress of addresses) {
      await t.db.delete(signInLimits).where(accountWindow);
      const login = await call(t, {
        method: 'POST',
        url: `${V2}/auth/local-login`,
        remoteAddress,
        payload: { email, password: PASSWORD },
      });
      tokens.push(login.json().mfaToken);
    }
    await t.db.delete(signInLimits).where(accountWindow);
    const wrongCodes = (e: { targetId: string | null; after: unknown }) =>
      e.targetId === email && (e.after as { reason?: string }).reason === 'wrong code';
    const checkedBefore = (await t.auditOf('auth.login.failed')).filter(wrongCodes).length;
    const started = Date.now();
    // Every address spends its token's five tries at once (100 codes, TOTP and recovery-shaped).
    const answers = await Promise.all(
      tokens.flatMap((mfaToken, i) =>
        Array.from({ length: 5 }, (_, n) =>
          call(t, {
            method: 'POST',
            url: `${V2}/auth/mfa`,
            remoteAddress: addresses[i],
            payload: {
              mfaToken,
              code:
                n % 2
                  ? `wrong-${String(i).padStart(4, '0')}${n}`
                  : String((Number(codeAt(secret)) + 1 + n) % 1_000_000).padStart(6, '0'),
            },
          }),
        ),
      ),
    );
    expect(Date.now() - started).toBeLessThan(60_000);
    const checked = (await t.auditOf('auth.login.failed')).filter(wrongCodes).length - checkedBefore;
    const refused = answers.filter((r) => r.statusCode === 429);
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(limit);
    expect(refused.length).toBe(100 - checked);
    for (const r of refused) {
      expect(r.json().code).toBe('TOO_MANY_REQUESTS');
      expect(Number(r.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(r.headers['retry-after'])).toBeLessThanOrEqual(60);
    }
    console.info(`wrong codes checked in the minute: ${checked} of 100 sent (limit ${limit})`);
    // Even a right code waits for the next minute…
    const unused = tokens.find((_, i) => answers.slice(i * 5, i * 5 + 5).every((r) => r.statusCode === 429));
    expect((await mfa(unused!, recoveryCodes[0]!)).statusCode).toBe(429);
    // …which counts afresh.
    await t.db
      .update(signInLimits)
      .set({ windowStart: sql`${signInLimits.windowStart} - interval '61 seconds'` })
      .where(accountWindow);
    expect((await mfa(unused!, recoveryCodes[0]!)).statusCode).toBe(200);
  });

  it('signs in once with each recovery code (any letter case, dash or not)', async () => {
    const { email, id, token } = await account();
    const { recoveryCodes } = await withTotp(t, token);
    const used = await mfa(await challenge(email), recoveryCodes[0]!);
    expect(used.statusCode).toBe(200);
    expect((await mfa(await challenge(email), recoveryCodes[0]!)).statusCode).toBe(401);
    const typed = recoveryCodes[1]!.replace('-', '').toUpperCase();
    expect((await mfa(await challenge(email), typed)).statusCode).toBe(200);
    expect(
      await t.db.select().from(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, id)),
    ).toHaveLength(8);
  });

  it('turns off with the password only', async () => {
    const { email, token } = await account();
    await withTotp(t, token);
    const remove = (password: string) =>
      call(t, {
        method: 'POST',
        url: `${V2}/auth/totp/remove`,
        headers: bearer(token),
        payload: { password },
      });
    const refused = await remove('not-the-password');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details[0]).toMatchObject({ path: ['body', 'password'], key: 'passwordWrong' });
    expect((await remove(PASSWORD)).statusCode).toBe(204);
    expect((await t.localLogin(email, PASSWORD)).json()).toHaveProperty('accessToken');
  });
});

describe('an administrator turns off a lost two-step verification', () => {
  const reset = (id: number, headers: object) =>
    call(t, { method: 'POST', url: `${V2}/local-users/${id}/reset-two-factor`, headers: { ...headers } });

  it('removes the secret and recovery codes and ends the sessions: the password alone signs in', async () => {
    const admin = await t.signIn([...permissionKeys]);
    const { email, id, token } = await account();
    await withTotp(t, token);
    expect((await t.localLogin(email, PASSWORD)).json()).toHaveProperty('mfaRequired', true);

    const answer = await reset(id, admin);
    expect(answer.statusCode, answer.body).toBe(204);
    expect((await me(token)).statusCode).toBe(401);
    expect(await t.db.select().from(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, id))).toEqual(
      [],
    );
    const [row] = await t.db.select().from(staffUsers).where(eq(staffUsers.id, id));
    expect(row).toMatchObject({ totpSecret: null, totpPendingSecret: null, totpEnabledAt: null });
    expect((await t.localLogin(email, PASSWORD)).json()).toHaveProperty('accessToken');
    const [entry] = (await t.auditOf('staff.resetTwoFactor')).filter((e) => e.targetId === email);
    expect(entry).toMatchObject({ actorEmail: admin.email });

    // Nothing left to turn off: 409, and nothing else changes.
    const again = await reset(id, admin);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('TWO_FACTOR_OFF');
  });

  it('never one’s own (403 SELF_EDIT, audited), nor an account holding permissions one lacks', async () => {
    const { email, id, token } = await account(t, ['manage-cmt']);
    await withTotp(t, token);
    const own = await reset(id, bearer(token));
    expect(own.statusCode).toBe(403);
    expect(own.json().code).toBe('SELF_EDIT');
    expect((await t.auditOf('staff.resetTwoFactor.refused')).some((e) => e.targetId === email)).toBe(true);

    const holder = await t.signIn(['manage-cmt']);
    const stronger = await account(t, ['manage-cmt', 'manage-affiliate-cashout']);
    await withTotp(t, stronger.token);
    const refused = await reset(stronger.id, holder);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('PERMISSION_ESCALATION');
    const [row] = await t.db.select().from(staffUsers).where(eq(staffUsers.id, stronger.id));
    expect(row!.totpSecret).not.toBeNull();
  });

  it('is held for a second administrator under the staff.permissions policy', async () => {
    await t.db
      .update(approvalPolicies)
      .set({ enabled: true })
      .where(eq(approvalPolicies.action, 'staff.permissions'));
    try {
      const maker = await t.signIn([...permissionKeys]);
      const checker = await t.signIn([...permissionKeys]);
      const { id, token } = await account();
      await withTotp(t, token);
      const held = await reset(id, maker);
      expect(held.statusCode, held.body).toBe(202);
      // The approver sees what it changes.
      const shown = await call(t, {
        method: 'GET',
        url: `${V2}/approvals/${held.json().approvalId}`,
        headers: { ...checker },
      });
      expect(shown.json()).toMatchObject({
        before: { twoStepVerification: true },
        after: { twoStepVerification: false },
        request: { change: 'reset-two-factor', id },
      });
      const [waiting] = await t.db.select().from(staffUsers).where(eq(staffUsers.id, id));
      expect(waiting!.totpSecret).not.toBeNull();
      const approve = (headers: object) =>
        call(t, {
          method: 'POST',
          url: `${V2}/approvals/${held.json().approvalId}/approve`,
          headers: { ...headers },
        });
      expect((await approve(maker)).json().code).toBe('SAME_PERSON');
      // An account without two-step is answered at once, with nothing held.
      const plain = await account();
      const nothing = await reset(plain.id, maker);
      expect(nothing.statusCode).toBe(409);
      expect(nothing.json().code).toBe('TWO_FACTOR_OFF');
      expect((await approve(checker)).statusCode).toBe(200);
      const [done] = await t.db.select().from(staffUsers).where(eq(staffUsers.id, id));
      expect(done!.totpSecret).toBeNull();
      expect((await me(token)).statusCode).toBe(401);
    } finally {
      await t.db
        .update(approvalPolicies)
        .set({ enabled: false })
        .where(eq(approvalPolicies.action, 'staff.permissions'));
    }
  });
});

describe('REQUIRE_TOTP', () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await createTestApp({ REQUIRE_TOTP: 'true' });
  });
  afterAll(() => strict?.close());

  it('makes an account without two-factor enrol at sign-in before it gets a session', async () => {
    const email = freshEmail();
    await strict.createAccount({ email, password: PASSWORD, permissions: ['manage-cmt'] });
    const first = await strict.localLogin(email, PASSWORD);
    expect(first.json()).toEqual({ mfaRequired: true, mfaToken: expect.any(String), enrolRequired: true });
    const { mfaToken } = first.json();
    // Without enrolling, no code signs in.
    expect((await mfa(mfaToken, '123456', strict)).json().code).toBe('INVALID_CODE');
    const enrol = await call(strict, { method: 'POST', url: `${V2}/auth/mfa/enrol`, payload: { mfaToken } });
    expect(enrol.statusCode).toBe(200);
    const { secret, recoveryCodes } = enrol.json();
    expect(recoveryCodes).toHaveLength(10);
    const session = await mfa(mfaToken, codeAt(secret), strict);
    expect(session.statusCode).toBe(200);
    const token = session.json().accessToken;
    expect((await me(token, strict)).json()).toMatchObject({ totpEnabled: true, totpRequired: true });

    // From now on a code is asked, and two-factor cannot be turned off.
    expect((await strict.localLogin(email, PASSWORD)).json()).toMatchObject({ enrolRequired: false });
    const remove = await call(strict, {
      method: 'POST',
      url: `${V2}/auth/totp/remove`,
      headers: bearer(token),
      payload: { password: PASSWORD },
    });
    expect(remove.statusCode).toBe(409);
    expect(remove.json().code).toBe('TOTP_REQUIRED');
    // A token of the code step cannot enrol a second secret.
    const verify = await challenge(email, strict);
    const enrolAgain = await call(strict, {
      method: 'POST',
      url: `${V2}/auth/mfa/enrol`,
      payload: { mfaToken: verify },
    });
    expect(enrolAgain.statusCode).toBe(409);
  });
});

describe('changing my password', () => {
  const change = (token: string, currentPassword: string, newPassword: string) =>
    call(t, {
      method: 'POST',
      url: `${V2}/auth/password`,
      headers: bearer(token),
      payload: { currentPassword, newPassword },
    });
  const issueOf = (response: Awaited<ReturnType<typeof change>>) => response.json().details?.[0];

  it('needs the current password, 12+ characters, and refuses a weak one', async () => {
    const { token } = await account();
    expect(issueOf(await change(token, 'not-it-at-all', STRONG))).toMatchObject({
      path: ['body', 'currentPassword'],
      key: 'passwordWrong',
    });
    expect(issueOf(await change(token, PASSWORD, 'Short-pw-1'))).toMatchObject({
      path: ['body', 'newPassword'],
      key: 'passwordLength',
    });
    for (const weak of ['password1234', 'qwertyuiop123', 'iloveyou2024!']) {
      const refused = await change(token, PASSWORD, weak);
      expect(refused.statusCode, weak).toBe(400);
      expect(issueOf(refused)).toMatchObject({ path: ['body', 'newPassword'], key: 'passwordWeak' });
    }
  });

  it('guesses at the current password count as password sign-ins: the sixth in a minute is refused, here and at sign-in', async () => {
    const { email, token } = await account();
    const before = (await t.auditOf('auth.login.failed')).filter((e) => e.targetId === email).length;
    for (let i = 0; i < 5; i++)
      expect((await change(token, `wrong-guess-${i}`, STRONG)).statusCode).toBe(400);
    const sixth = await change(token, PASSWORD, STRONG); // even the right one, within the minute
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().code).toBe('TOO_MANY_REQUESTS');
    expect((await t.localLogin(email, PASSWORD)).statusCode).toBe(429);
    const refusal = call(t, {
      method: 'POST',
      url: `${V2}/auth/totp/remove`,
      headers: bearer(token),
      payload: { password: PASSWORD },
    });
    expect((await refusal).statusCode).toBe(429);
    // Nothing changed: the password is still the old one once the minute is over.
    await t.db.execute(sql`delete from sign_in_limits where key like ${`%${email}%`}`);
    expect((await t.localLogin(email, PASSWORD)).statusCode).toBe(200);
    const refused = (await t.auditOf('auth.login.failed')).filter((e) => e.targetId === email);
    expect(refused.length - before).toBeGreaterThanOrEqual(3);
    expect(JSON.stringify(refused)).toContain('/auth/password');
  });

  it('a right current password gives its attempt back', async () => {
    const { token } = await account();
    for (let i = 0; i < 4; i++)
      expect((await change(token, `wrong-guess-${i}`, STRONG)).statusCode).toBe(400);
    for (let i = 0; i < 3; i++) {
      // A weak new password is refused after the current one was found right: no attempt is kept.
      expect(issueOf(await change(token, PASSWORD, 'password1234'))).toMatchObject({ key: 'passwordWeak' });
    }
    expect((await change(token, PASSWORD, STRONG)).statusCode).toBe(204);
  });

  it('sets it and ends my other sessions, not this one', async () => {
    const { email, token } = await account();
    const other = (await t.localLogin(email, PASSWORD)).json().accessToken;
    expect((await me(other)).statusCode).toBe(200);
    expect((await change(token, PASSWORD, STRONG)).statusCode).toBe(204);
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(token)).statusCode).toBe(200);
    expect((await t.localLogin(email, PASSWORD)).statusCode).toBe(401);
    expect((await t.localLogin(email, STRONG)).statusCode).toBe(200);
    const [entry] = (await t.auditOf('auth.password.change')).filter((e) => e.targetId === email);
    expect(JSON.stringify(entry)).not.toContain(STRONG);
  });
});

describe('sessions', () => {
  const list = (token: string) =>
    call(t, { method: 'GET', url: `${V2}/auth/sessions`, headers: bearer(token) });

  it('lists mine (browser, address, started, last seen) and revokes one or all others at once', async () => {
    const { email, token } = await account();
    const login = (agent: string) =>
      call(t, {
        method: 'POST',
        url: `${V2}/auth/local-login`,
        headers: { 'user-agent': agent },
        payload: { email, password: PASSWORD },
      }).then((r) => r.json().accessToken as string);
    const phone = await login('Mozilla/5.0 (iPhone) Safari');
    const laptop = await login('Mozilla/5.0 (X11; Linux) Firefox');
    const sessions = (await list(token)).json();
    expect(sessions).toHaveLength(3);
    const phoneSid = decodeJwt(phone).sid;
    const phoneRow = sessions.find((s: { id: number }) => s.id === phoneSid);
    expect(phoneRow).toMatchObject({
      userAgent: 'Mozilla/5.0 (iPhone) Safari',
      ip: '127.0.0.1',
      method: 'local',
      current: false,
      createdAt: expect.any(String),
      lastSeenAt: expect.any(String),
    });
    expect(sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1);

    const revoke = await call(t, {
      method: 'DELETE',
      url: `${V2}/auth/sessions/${phoneSid}`,
      headers: bearer(token),
    });
    expect(revoke.statusCode).toBe(204);
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(laptop)).statusCode).toBe(200);

    // Another account's session is not mine to end.
    const stranger = await account();
    const refused = await call(t, {
      method: 'DELETE',
      url: `${V2}/auth/sessions/${decodeJwt(stranger.token).sid}`,
      headers: bearer(token),
    });
    expect(refused.statusCode).toBe(404);
    expect((await me(stranger.token)).statusCode).toBe(200);

    expect(
      (await call(t, { method: 'DELETE', url: `${V2}/auth/sessions`, headers: bearer(token) })).statusCode,
    ).toBe(204);
    expect((await me(laptop)).statusCode).toBe(401);
    expect((await me(token)).statusCode).toBe(200);
    expect((await list(token)).json()).toHaveLength(1);

    expect(
      (await call(t, { method: 'POST', url: `${V2}/auth/logout`, headers: bearer(token) })).statusCode,
    ).toBe(204);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('lets manage-cmt see and end another account’s sessions; a reset of its password ends them all', async () => {
    // Holding every permission of the accounts it resets (staff-guards).
    const admin = await t.signIn(['manage-cmt', 'manage-offers']);
    const { id, token } = await account(t, ['manage-offers']);
    const seen = await call(t, { method: 'GET', url: `${V2}/local-users/${id}/sessions`, headers: admin });
    expect(seen.json()).toEqual([expect.objectContaining({ id: decodeJwt(token).sid, current: false })]);
    const ended = await call(t, {
      method: 'DELETE',
      url: `${V2}/local-users/${id}/sessions/${decodeJwt(token).sid}`,
      headers: admin,
    });
    expect(ended.statusCode).toBe(204);
    expect((await me(token)).statusCode).toBe(401);
    expect(
      (
        await call(t, {
          method: 'DELETE',
          url: `${V2}/local-users/${id}/sessions/${decodeJwt(token).sid}`,
          headers: admin,
        })
      ).statusCode,
    ).toBe(404);
    const [revoked] = (await t.auditOf('auth.session.revoke')).slice(-2);
    expect(revoked).toMatchObject({ actorId: admin.id });

    const staff = await account(t, ['manage-offers']);
    const reset = await call(t, {
      method: 'POST',
      url: `${V2}/local-users/${staff.id}/reset-password`,
      headers: admin,
      payload: { password: STRONG },
    });
    expect(reset.statusCode).toBe(204);
    expect(
      (
        await call(t, { method: 'GET', url: `${V2}/local-users/${staff.id}/sessions`, headers: admin })
      ).json(),
    ).toEqual([]);
    // Someone without manage-cmt may not look.
    const nobody = await t.signIn(['manage-offers']);
    expect(
      (await call(t, { method: 'GET', url: `${V2}/local-users/${id}/sessions`, headers: nobody })).statusCode,
    ).toBe(403);
  });

  it('ends a session left unused for IDLE_TIMEOUT_MINUTES, writing its last-seen time at most once a minute', async () => {
    const { token } = await account();
    const sid = Number(decodeJwt(token).sid);
    const lastSeen = async () =>
      (await t.db.select().from(staffSessions).where(eq(staffSessions.id, sid)))[0]!.lastSeenAt.getTime();
    const start = await lastSeen();
    clockAt(start + 30_000);
    expect((await me(token)).statusCode).toBe(200);
    expect(await lastSeen()).toBe(start); // not written within the minute
    clockAt(start + 29 * 60_000);
    expect((await me(token)).statusCode).toBe(200);
    expect(await lastSeen()).toBe(start + 29 * 60_000);
    clockAt(start + 58 * 60_000); // 29 minutes after the last use: still open
    expect((await me(token)).statusCode).toBe(200);
    clockAt(start + 88 * 60_000 + 1000); // 30 minutes and a second unused
    expect((await me(token)).statusCode).toBe(401);
    // Stay signed in cannot revive it either.
    expect(
      (await call(t, { method: 'POST', url: `${V2}/auth/session/refresh`, headers: bearer(token) }))
        .statusCode,
    ).toBe(401);
  });

  it('stays signed in: a new token for the same session', async () => {
    const { token } = await account();
    const refreshed = await call(t, {
      method: 'POST',
      url: `${V2}/auth/session/refresh`,
      headers: bearer(token),
    });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json()).toMatchObject({ expiresIn: t.config.TOKEN_TTL_SECONDS, idleSeconds: 30 * 60 });
    expect(decodeJwt(refreshed.json().accessToken).sid).toBe(decodeJwt(token).sid);
    expect((await me(refreshed.json().accessToken)).statusCode).toBe(200);
  });

  const refresh = (token: string) =>
    call(t, { method: 'POST', url: `${V2}/auth/session/refresh`, headers: bearer(token) });
  const reuses = async (sid: unknown) =>
    (await t.auditOf('auth.session.reuse')).filter((e) => (e.after as { session?: number }).session === sid);

  it('rotates the token on refresh: the old one is refused from then on, the session goes on with the new one', async () => {
    const { token: first } = await account();
    const second = (await refresh(first)).json().accessToken as string;
    expect(second).not.toBe(first);
    expect(decodeJwt(second).exp).toBeGreaterThan(decodeJwt(first).exp!);
    expect((await me(first)).statusCode).toBe(401);
    // A request of another tab still on its way with the old token, within the grace: refused only.
    expect((await me(second)).statusCode).toBe(200);
    const third = (await refresh(second)).json().accessToken as string;
    expect((await me(second)).statusCode).toBe(401);
    expect((await me(third)).statusCode).toBe(200);
    expect(await reuses(decodeJwt(first).sid)).toEqual([]);
  });

  it('reuse detection: a refresh with a token already rotated away ends the whole session, audited', async () => {
    const { email, token: first } = await account();
    const second = (await refresh(first)).json().accessToken as string;
    const again = await refresh(first);
    expect(again.statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(401);
    expect((await refresh(second)).statusCode).toBe(401);
    const [entry] = await reuses(decodeJwt(first).sid);
    expect(entry).toMatchObject({ targetId: email, ip: '127.0.0.1' });
    expect(entry!.after).toMatchObject({ ended: true, path: `${V2}/auth/session/refresh` });
    const [row] = await t.db
      .select()
      .from(staffSessions)
      .where(eq(staffSessions.id, decodeJwt(first).sid as number));
    expect(row!.revokedAt).not.toBeNull();
  });

  it('reuse detection: two refreshes with one token at once rotate it once and end the session', async () => {
    const { token } = await account();
    const answers = await Promise.all([refresh(token), refresh(token)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 401]);
    const winner = answers.find((r) => r.statusCode === 200)!.json().accessToken as string;
    expect((await me(winner)).statusCode).toBe(401);
    expect(await reuses(decodeJwt(token).sid)).toHaveLength(1);
  });

  it('reuse detection: any use of a rotated token past the grace ends the whole session', async () => {
    const { token: first } = await account();
    const second = (await refresh(first)).json().accessToken as string;
    clockAt(Date.now() + ROTATION_GRACE_MS + 2000);
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(401);
    const [entry] = await reuses(decodeJwt(first).sid);
    expect(entry!.after).toMatchObject({ ended: true, path: `${V2}/auth/me` });
    expect((entry!.after as { rotatedSecondsAgo: number }).rotatedSecondsAgo).toBeGreaterThan(15);
  });

  it('still ends every session when the account is disabled (token version)', async () => {
    const admin = await t.signIn(['manage-cmt']);
    const { id, token } = await account(t, ['manage-offers']);
    await t.db.update(staffUsers).set({ isActive: false }).where(eq(staffUsers.id, id));
    t.app.staffAccess.forget(id);
    expect((await me(token)).statusCode).toBe(401);
    expect(admin.id).toBeGreaterThan(0);
  });
});

describe('ALLOWED_NETWORKS and TRUST_PROXY', () => {
  const apps: TestApp[] = [];
  afterAll(() => Promise.all(apps.map((app) => app.close())));
  const appWith = async (env: Record<string, string>) => {
    const app = await createTestApp(env);
    apps.push(app);
    return app;
  };
  const login = (app: TestApp, remoteAddress: string, forwardedFor?: string) =>
    call(app, {
      method: 'POST',
      url: `${V2}/auth/local-login`,
      remoteAddress,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
      payload: { email: 'nobody@lucky.app', password: 'whatever-it-is' },
    });

  it('refuses the API and sign-in from any other address with 403 NETWORK_NOT_ALLOWED', async () => {
    const app = await appWith({ ALLOWED_NETWORKS: '10.0.0.0/8, 2001:db8::/32' });
    const refused = await login(app, '192.168.1.5');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: 'NETWORK_NOT_ALLOWED', message: expect.any(String) });
    const staff = await app.signIn(['manage-cmt']);
    const fromOutside = await call(app, {
      method: 'GET',
      url: `${V2}/local-users`,
      headers: staff,
      remoteAddress: '192.168.1.5',
    });
    expect(fromOutside.statusCode).toBe(403);
    expect(
      (
        await call(app, {
          method: 'GET',
          url: `${V2}/local-users`,
          headers: staff,
          remoteAddress: '10.2.3.4',
        })
      ).statusCode,
    ).toBe(200);
    expect((await login(app, '10.9.8.7')).statusCode).toBe(401); // inside: wrong password, not refused
    expect((await login(app, '2001:db8::1')).statusCode).toBe(401);
    expect((await login(app, '::ffff:10.0.0.1')).statusCode).toBe(401);
    // Without TRUST_PROXY the header is ignored both ways.
    expect((await login(app, '192.168.1.5', '10.0.0.1')).statusCode).toBe(403);
    expect((await login(app, '10.0.0.1', '192.168.1.5')).statusCode).toBe(401);
    // Health checks are not the API.
    expect(
      (await call(app, { method: 'GET', url: '/healthz', remoteAddress: '192.168.1.5' })).statusCode,
    ).toBe(200);
  });

  it('believes X-Forwarded-For only with TRUST_PROXY', async () => {
    const app = await appWith({ ALLOWED_NETWORKS: '10.0.0.0/8', TRUST_PROXY: '1' });
    expect((await login(app, '127.0.0.1', '10.0.0.1')).statusCode).toBe(401);
    expect((await login(app, '10.0.0.2', '192.168.1.5')).statusCode).toBe(403);
  });

  // A balancer at 192.0.2.10 appends the address it saw (203.0.113.7) to what the client sent.
  const BALANCER = '192.0.2.10';
  const CLIENT = '203.0.113.7';
  const spoofed = `10.1.2.3, ${CLIENT}`;

  it('behind an appending balancer, a client-sent X-Forwarded-For neither passes ALLOWED_NETWORKS nor hides its address (a hop count, or the balancer’s range)', async () => {
    for (const TRUST_PROXY of ['1', '192.0.2.0/24', '127.0.0.1, 192.0.2.10']) {
      const app = await appWith({ ALLOWED_NETWORKS: '10.0.0.0/8', TRUST_PROXY });
      const refused = await login(app, BALANCER, spoofed);
      expect(refused.statusCode, TRUST_PROXY).toBe(403);
      expect(refused.json().code).toBe('NETWORK_NOT_ALLOWED');
      // A client inside the network, through the same balancer, is let in.
      expect((await login(app, BALANCER, `192.168.9.9, 10.4.5.6`)).statusCode, TRUST_PROXY).toBe(401);
    }
    // Trusted by range: a client reaching the app itself is not a proxy, so its header is ignored.
    const app = await appWith({ ALLOWED_NETWORKS: '10.0.0.0/8', TRUST_PROXY: '192.0.2.0/24' });
    expect((await login(app, CLIENT, '10.1.2.3')).statusCode).toBe(403);
  });

  it('counts the sign-in failures of a client behind the balancer against its real address, whatever it writes', async () => {
    const app = await appWith({ TRUST_PROXY: '1', SIGN_IN_FAILURES_PER_IP_PER_MINUTE: '3' });
    const attempt = (n: number) =>
      call(app, {
        method: 'POST',
        url: `${V2}/auth/local-login`,
        remoteAddress: BALANCER,
        // Each time another address of its own choosing, and another account.
        headers: { 'x-forwarded-for': `10.1.2.${n}, ${CLIENT}` },
        payload: { email: `guess${n}@lucky.app`, password: 'whatever-it-is' },
      });
    for (let n = 1; n <= 3; n++) expect((await attempt(n)).statusCode).toBe(401);
    const refused = await attempt(4);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const [counted] = await app.db
      .select()
      .from(signInLimits)
      .where(eq(signInLimits.key, `ip:${CLIENT}`));
    expect(counted?.failures).toBe(4);
    const failures = (await app.auditOf('auth.login.failed')).map((e) => e.ip);
    expect(new Set(failures)).toEqual(new Set([CLIENT]));
  });

  it('refuses TRUST_PROXY=true (it would believe the client’s own entry), naming the accepted forms', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: .*hop count.*CIDR/);
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 2001:db8::/32' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '2001:db8::/32',
    ]);
  });

  it('is off by default, and a bad range stops the start naming it', async () => {
    expect(t.config.ALLOWED_NETWORKS).toEqual([]);
    expect((await login(t, '203.0.113.9')).statusCode).toBe(401);
    expect(() => loadConfig({ ALLOWED_NETWORKS: '10.0.0.0/33' })).toThrow(/ALLOWED_NETWORKS/);
    expect(() => loadConfig({ ALLOWED_NETWORKS: 'intranet' })).toThrow(/ALLOWED_NETWORKS/);
  });
});

describe('logs', () => {
  it('never hold a secret, a code, a recovery code, an MFA token or a password', async () => {
    const { email, token } = await account();
    const { secret, recoveryCodes } = await withTotp(t, token);
    const mfaToken = await challenge(email);
    await mfa(mfaToken, '000000');
    const session = (await mfa(mfaToken, recoveryCodes[2]!)).json();
    await call(t, {
      method: 'POST',
      url: `${V2}/auth/password`,
      headers: bearer(session.accessToken),
      payload: { currentPassword: PASSWORD, newPassword: STRONG },
    });
    const log = lines.join('');
    expect(log.length).toBeGreaterThan(0);
    for (const value of [secret, recoveryCodes[2]!, mfaToken, PASSWORD, STRONG, session.accessToken, token]) {
      expect(log).not.toContain(value);
    }
  });
});
