import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SignJWT, decodeJwt, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { V2, V3 } from '@cmt/contract/endpoint';
import { permissionKeys } from '@cmt/contract/permissions';
import { auditLog, staffUsers } from '../src/db/schema.ts';
import { createFakeGoogle, createTestApp, type TestApp } from './helpers.ts';

const INCORRECT = 'Incorrect username / password';
const PASSWORD = 'correct horse battery staple';

let t: TestApp;
let google: Awaited<ReturnType<typeof createFakeGoogle>>;
let unique = 0;
/** A fresh address per test, so the per-email rate limit of one test never touches another. */
const freshEmail = (domain = 'lucky.app') => `user${++unique}.${randomBytes(2).toString('hex')}@${domain}`;

beforeAll(async () => {
  google = await createFakeGoogle();
  t = await createTestApp(google.env);
});
afterAll(async () => {
  await t?.close();
  await google?.close();
});

const googleLogin = (googleToken: string, domain = 'lucky.app') =>
  t.app.inject({ method: 'POST', url: `${V2}/auth/login`, payload: { googleToken, domain } });

/** A protected endpoint every signed-in user may call. */
const callProtected = (authorization?: string) =>
  t.app.inject({
    method: 'GET',
    url: `${V3}/configs/feature-flags`,
    headers: authorization ? { authorization } : {},
  });

describe('local sign-in', () => {
  it('returns a session whose token carries the email and permissions', async () => {
    const email = freshEmail();
    await t.createAccount({ email, password: PASSWORD, permissions: ['manage-cmt', 'manage-feature-flags'] });

    const response = await t.localLogin(email, PASSWORD);

    expect(response.statusCode).toBe(200);
    const session = response.json();
    expect(Object.keys(session).sort()).toEqual(['accessToken', 'expiresIn', 'idleSeconds']);
    expect(session.expiresIn).toBe(8 * 3600);
    const claims = decodeJwt(session.accessToken);
    expect(claims.email).toBe(email);
    expect(claims.permissions).toEqual(['manage-cmt', 'manage-feature-flags']);
    expect(claims.exp! - claims.iat!).toBe(session.expiresIn);
    expect((await callProtected(`Bearer ${session.accessToken}`)).statusCode).toBe(200);
  });

  it('accepts the email in any letter case', async () => {
    const email = freshEmail();
    await t.createAccount({ email, password: PASSWORD });
    expect((await t.localLogin(email.toUpperCase(), PASSWORD)).statusCode).toBe(200);
  });

  it.each([
    ['a wrong password', 'active', 'not the password at all'],
    ['an unknown email', 'missing', PASSWORD],
    ['a disabled account', 'disabled', PASSWORD],
  ])('refuses %s with the spec message and no session', async (_, state, password) => {
    const email = freshEmail();
    if (state !== 'missing')
      await t.createAccount({ email, password: PASSWORD, isActive: state === 'active' });

    const response = await t.localLogin(email, password);

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: INCORRECT, code: 'INVALID_CREDENTIALS' });
  });

  it('refuses a password for an account that signs in with Google only', async () => {
    const { email } = await t.signIn(['manage-cmt']);
    const response = await t.localLogin(email, '');
    expect(response.statusCode).toBe(400);
    expect((await t.localLogin(email, 'any password at all')).json()).toEqual({
      message: INCORRECT,
      code: 'INVALID_CREDENTIALS',
    });
  });

  it('blocks an email after 5 failures within a minute, even with the right password; others are unaffected', async () => {
    const email = freshEmail();
    const other = freshEmail();
    await t.createAccount({ email, password: PASSWORD });
    await t.createAccount({ email: other, password: PASSWORD });

    for (let attempt = 1; attempt <= 5; attempt++) {
      // Changing the letter case of the email does not reset the count.
      const spelling = attempt % 2 ? email.toUpperCase() : email;
      const response = await t.localLogin(spelling, `wrong password ${attempt}`);
      expect(response.statusCode, `attempt ${attempt}`).toBe(401);
    }
    const blocked = await t.localLogin(email, PASSWORD);

    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: expect.stringMatching(/minute/),
    });
    expect(blocked.json()).not.toHaveProperty('accessToken');
    const [refused] = (await t.auditOf('auth.login.failed')).filter((e) => e.targetId === email).slice(-1);
    expect(refused!.after).toMatchObject({ reason: 'rate limited' });
    expect((await t.localLogin(other, PASSWORD)).statusCode).toBe(200);
  });

  it('evaluates at most 5 of 100 parallel wrong passwords from one address; the owner then signs in with Google', async () => {
    const email = freshEmail();
    await t.createAccount({ email, password: PASSWORD });
    const attacker = '203.0.113.7';
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: `${V2}/auth/local-login`,
          remoteAddress: attacker,
          payload: { email, password: `wrong password ${i}` },
        }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(95);
    const reasons = (await t.auditOf('auth.login.failed'))
      .filter((e) => e.targetId === email)
      .map((e) => (e.after as { reason: string }).reason);
    expect(reasons.filter((r) => r === 'wrong password')).toHaveLength(5);

    // The account as a whole has taken its guesses for this minute, from any address; Google sign-in
    // is no guess, so the owner still gets in that way.
    const owner = await t.app.inject({
      method: 'POST',
      url: `${V2}/auth/local-login`,
      remoteAddress: '198.51.100.20',
      payload: { email, password: PASSWORD },
    });
    expect(owner.statusCode).toBe(429);
    expect((await googleLogin(await google.idToken(email))).statusCode).toBe(200);
  });

  it('evaluates at most SIGN_IN_FAILURES_PER_ACCOUNT_PER_MINUTE guesses at one account from all addresses together', async () => {
    const email = freshEmail();
    const other = freshEmail();
    await t.createAccount({ email, password: PASSWORD });
    await t.createAccount({ email: other, password: PASSWORD });
    const limit = t.config.SIGN_IN_FAILURES_PER_ACCOUNT_PER_MINUTE;
    expect(limit).toBe(10);
    // 8 addresses, 5 guesses each (each within the per-address limit of the account), all at once.
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: `${V2}/auth/local-login`,
          remoteAddress: `203.0.113.${10 + (i % 8)}`,
          payload: { email: i % 2 ? email : email.toUpperCase(), password: `wrong password ${i}` },
        }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40 - limit);
    const reasons = (await t.auditOf('auth.login.failed'))
      .filter((e) => e.targetId?.toLowerCase() === email)
      .map((e) => (e.after as { reason: string }).reason);
    expect(reasons.filter((r) => r === 'wrong password')).toHaveLength(limit);
    // A ninth address gets no guess either; other accounts are unaffected.
    const ninth = (address: string, account: string, password: string) =>
      t.app.inject({
        method: 'POST',
        url: `${V2}/auth/local-login`,
        remoteAddress: address,
        payload: { email: account, password },
      });
    expect((await ninth('198.51.100.30', email, PASSWORD)).statusCode).toBe(429);
    expect((await ninth('198.51.100.30', other, PASSWORD)).statusCode).toBe(200);
  });

  it('stops an address that tries many accounts after its own limit', async () => {
    const limited = await createTestApp({ SIGN_IN_FAILURES_PER_IP_PER_MINUTE: '20' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 22; i++) {
        const response = await limited.app.inject({
          method: 'POST',
          url: `${V2}/auth/local-login`,
          remoteAddress: '203.0.113.99',
          payload: { email: `guess${i}@lucky.app`, password: 'not-a-real-password' },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
      expect(statuses.slice(20)).toEqual([429, 429]);
      // Another address is not affected.
      const elsewhere = await limited.app.inject({
        method: 'POST',
        url: `${V2}/auth/local-login`,
        remoteAddress: '198.51.100.21',
        payload: { email: 'guess0@lucky.app', password: 'not-a-real-password' },
      });
      expect(elsewhere.statusCode).toBe(401);
    } finally {
      await limited.close();
    }
  });

  it('writes an audit entry for every success and failure, without the password', async () => {
    const email = freshEmail();
    const id = await t.createAccount({ email, password: PASSWORD });
    const wrongPassword = 'Sup3r-secret-typo!';

    await t.localLogin(email, wrongPassword);
    await t.localLogin(email, PASSWORD);

    const entries = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, email))
      .orderBy(auditLog.id);
    expect(entries.map((e) => e.action)).toEqual(['auth.login.failed', 'auth.login']);
    expect(entries[0]).toMatchObject({
      actorEmail: null,
      targetType: 'staff',
      after: { reason: 'wrong password' },
    });
    expect(entries[1]).toMatchObject({ actorId: id, actorEmail: email, after: { method: 'local' } });
    for (const entry of entries) expect(entry.at).toBeInstanceOf(Date);
    const everything = JSON.stringify(await t.db.select().from(auditLog));
    expect(everything).not.toContain(wrongPassword);
    expect(everything).not.toContain(PASSWORD);
  });

  it('refuses a body without a valid email with 400 naming the field', async () => {
    const response = await t.localLogin('not-an-email', PASSWORD);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: expect.stringMatching(/^body\.email/),
    });
  });
});

describe('Google sign-in', () => {
  it('signs in an active account, binds its Google subject, then refuses another subject for that email', async () => {
    const email = freshEmail();
    await t.createAccount({ email, password: PASSWORD, permissions: ['manage-offers-banners'] });

    const response = await googleLogin(await google.idToken(email, { sub: 'google-sub-1' }));

    expect(response.statusCode).toBe(200);
    const session = response.json();
    expect(decodeJwt(session.accessToken)).toMatchObject({ email, permissions: ['manage-offers-banners'] });
    const [account] = await t.db.select().from(staffUsers).where(eq(staffUsers.email, email));
    expect(account!.googleSub).toBe('google-sub-1');
    const [entry] = (await t.auditOf('auth.login')).filter((e) => e.targetId === email);
    expect(entry!.after).toEqual({ method: 'google', session: expect.any(Number) });

    expect((await googleLogin(await google.idToken(email, { sub: 'google-sub-1' }))).statusCode).toBe(200);
    const impostor = await googleLogin(await google.idToken(email, { sub: 'google-sub-2' }));
    expect(impostor.statusCode).toBe(401);
    expect(impostor.json()).toEqual({ message: INCORRECT, code: 'INVALID_CREDENTIALS' });
  });

  it('signs in a partner-domain account through the connect button (its own client id)', async () => {
    const email = freshEmail('connect.money');
    await t.createAccount({ email, password: PASSWORD });
    const token = await google.idToken(email, { aud: google.clientIds.connect });

    expect((await googleLogin(token, 'connect.money')).statusCode).toBe(200);
    // The same token through the other button has the wrong audience and domain.
    expect((await googleLogin(token, 'lucky.app')).statusCode).toBe(401);
  });

  const refusals: [string, (email: string) => Promise<string>, string?][] = [
    [
      'a token for the other client id (audience)',
      (e) => google.idToken(e, { aud: google.clientIds.connect }),
    ],
    [
      'a token for another client entirely',
      (e) => google.idToken(e, { aud: 'someone-else.apps.googleusercontent.com' }),
    ],
    ['a hosted domain other than the chosen one', (e) => google.idToken(e, { hd: 'connect.money' })],
    ['a token without a hosted domain (personal account)', (e) => google.idToken(e, { hd: undefined })],
    [
      'an email outside the chosen domain',
      (e) => google.idToken(e, { email: e.replace('lucky.app', 'gmail.com') }),
    ],
    ['an unverified email', (e) => google.idToken(e, { email_verified: false })],
    ['an expired token', (e) => google.idToken(e, { iat: 1_700_000_000, exp: 1_700_003_600 })],
    ['another issuer', (e) => google.idToken(e, { iss: 'https://accounts.example.com' })],
    [
      'a token signed by another key',
      async (e) => google.idToken(e, {}, (await generateKeyPair('RS256')).privateKey),
    ],
    ['garbage', async () => 'not.a.jwt'],
    ['an unknown account', async () => google.idToken(freshEmail()), 'INVALID_CREDENTIALS'],
  ];

  it.each(refusals)('refuses %s with a 4xx error and no session', async (_, makeToken, code) => {
    const email = freshEmail();
    await t.createAccount({ email, password: PASSWORD });

    const response = await googleLogin(await makeToken(email));

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: expect.any(String), code: code ?? 'INVALID_GOOGLE_TOKEN' });
    const [account] = await t.db.select().from(staffUsers).where(eq(staffUsers.email, email));
    expect(account!.googleSub).toBeNull();
  });

  it('refuses a disabled account', async () => {
    const email = freshEmail();
    await t.createAccount({ email, password: PASSWORD, isActive: false });
    const response = await googleLogin(await google.idToken(email));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: INCORRECT, code: 'INVALID_CREDENTIALS' });
  });

  it('refuses a domain that is not one of the two company domains with 400', async () => {
    const email = freshEmail('gmail.com');
    const before = await t.auditOf('auth.login.failed');

    const response = await googleLogin(await google.idToken(email), 'gmail.com');

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Sign-in is allowed for lucky.app and connect.money only',
      code: 'DOMAIN_NOT_ALLOWED',
    });
    expect((await t.auditOf('auth.login.failed')).length).toBe(before.length + 1);
  });

  it('records refused Google sign-ins in the audit log without the token', async () => {
    const token = await google.idToken(freshEmail(), { email_verified: false });
    await googleLogin(token);
    const [last] = (await t.auditOf('auth.login.failed')).slice(-1);
    expect(last!.after).toMatchObject({ reason: 'invalid google token' });
    expect(JSON.stringify(await t.db.select().from(auditLog))).not.toContain(token);
  });
});

describe('access tokens', () => {
  let email: string;
  let id: number;
  /** A session of the account (the token names its row), for the tokens signed here. */
  let sid: number;
  beforeAll(async () => {
    email = freshEmail();
    id = await t.createAccount({ email, password: PASSWORD, permissions: ['manage-cmt'] });
    sid = decodeJwt((await t.localLogin(email, PASSWORD)).json().accessToken).sid as number;
  });
  const claims = () => ({ email, permissions: ['manage-cmt'], ver: 1, sid });
  const bearer = (token: string) => `Bearer ${token}`;

  it('accepts a token the server signed', async () => {
    const session = (await t.localLogin(email, PASSWORD)).json();
    expect((await callProtected(bearer(session.accessToken))).statusCode).toBe(200);
  });

  it.each([
    [
      'a forged signature',
      () =>
        new SignJWT(claims())
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(String(id))
          .setExpirationTime('1h')
          .sign(new TextEncoder().encode('a-secret-that-is-not-the-servers-secret')),
    ],
    [
      'an expired token',
      () =>
        new SignJWT(claims())
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(String(id))
          .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
          .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
          .sign(new TextEncoder().encode(t.config.TOKEN_SECRET)),
    ],
    [
      'an unsigned token (alg: none)',
      async () => {
        const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
        const exp = Math.floor(Date.now() / 1000) + 3600;
        return `${part({ alg: 'none', typ: 'JWT' })}.${part({ ...claims(), sub: String(id), exp })}.`;
      },
    ],
    ['garbage', async () => 'garbage'],
    ['an empty token', async () => ''],
  ])('refuses %s with 401 in the error shape', async (_, makeToken) => {
    const response = await callProtected(bearer(await makeToken()));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: expect.any(String), code: 'UNAUTHORIZED' });
  });

  describe('claims: issuer, audience and a life no longer than TOKEN_TTL_SECONDS', () => {
    const now = () => Math.floor(Date.now() / 1000);
    /** A token signed with the server's own secret, for this account, with these claims. */
    const signed = (shape: (jwt: SignJWT) => SignJWT) =>
      shape(new SignJWT(claims()).setProtectedHeader({ alg: 'HS256' }).setSubject(String(id))).sign(
        new TextEncoder().encode(t.config.TOKEN_SECRET),
      );
    // The server's life: a token expiring before its session row is one rotated away (refused).
    const proper = (jwt: SignJWT) =>
      jwt
        .setIssuer('cmt-backend')
        .setAudience('cmt-back-office')
        .setIssuedAt()
        .setExpirationTime(now() + t.config.TOKEN_TTL_SECONDS);

    it('puts issuer, audience, issue time and the configured life into the tokens it signs', async () => {
      const session = (await t.localLogin(email, PASSWORD)).json();
      const payload = decodeJwt(session.accessToken);
      expect(payload).toMatchObject({ iss: 'cmt-backend', aud: 'cmt-back-office' });
      expect(payload.exp! - payload.iat!).toBe(t.config.TOKEN_TTL_SECONDS);
      expect(session.expiresIn).toBe(t.config.TOKEN_TTL_SECONDS);
      // The same claims, signed here, are accepted: the cases below differ from it in one claim each.
      expect((await callProtected(bearer(await signed(proper)))).statusCode).toBe(200);
    });

    it.each([
      ['without issuer and audience', (jwt: SignJWT) => jwt.setIssuedAt().setExpirationTime('1h')],
      [
        'without an audience',
        (jwt: SignJWT) => jwt.setIssuer('cmt-backend').setIssuedAt().setExpirationTime('1h'),
      ],
      ['for another audience', (jwt: SignJWT) => proper(jwt).setAudience('another-service')],
      ['from another issuer', (jwt: SignJWT) => proper(jwt).setIssuer('someone-else')],
      [
        'without an issue time',
        (jwt: SignJWT) => jwt.setIssuer('cmt-backend').setAudience('cmt-back-office').setExpirationTime('1h'),
      ],
      ['living 10 years', (jwt: SignJWT) => proper(jwt).setExpirationTime('3650d')],
      [
        'living a minute longer than TOKEN_TTL_SECONDS',
        (jwt: SignJWT) => proper(jwt).setExpirationTime(now() + t.config.TOKEN_TTL_SECONDS + 60),
      ],
      [
        'issued longer ago than TOKEN_TTL_SECONDS, though not expired',
        (jwt: SignJWT) =>
          proper(jwt)
            .setIssuedAt(now() - t.config.TOKEN_TTL_SECONDS - 120)
            .setExpirationTime(now() + 600),
      ],
      ['issued in the future', (jwt: SignJWT) => proper(jwt).setIssuedAt(now() + 3600)],
    ])('refuses a token signed with the secret %s (401)', async (_, shape) => {
      const response = await callProtected(bearer(await signed(shape)));
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: expect.any(String), code: 'UNAUTHORIZED' });
    });
  });

  it('refuses a token sent without the Bearer scheme', async () => {
    const session = (await t.localLogin(email, PASSWORD)).json();
    expect((await callProtected(session.accessToken)).statusCode).toBe(401);
    expect((await callProtected(`Basic ${session.accessToken}`)).statusCode).toBe(401);
  });
});

describe('revocation', () => {
  let admin: { authorization: string };
  let secondAdmin: { authorization: string };
  beforeAll(async () => {
    admin = await t.signIn(permissionKeys);
    secondAdmin = await t.signIn(permissionKeys);
  });

  /** Granting and resetting are four-eyes (staff.permissions, on by default): a second administrator approves. */
  const approvedBySecond = async (held: {
    statusCode: number;
    body: string;
    json: () => { approvalId: number };
  }) => {
    expect(held.statusCode, held.body).toBe(202);
    const approved = await t.app.inject({
      method: 'POST',
      url: `${V2}/approvals/${held.json().approvalId}/approve`,
      headers: secondAdmin,
    });
    expect(approved.statusCode, approved.body).toBe(200);
  };

  const update = (id: number, body: object) =>
    t.app.inject({ method: 'PUT', url: `${V2}/local-users/${id}`, headers: admin, payload: body });

  async function signedInAccount(permissions: string[] = ['manage-feature-flags']) {
    const email = freshEmail();
    const id = await t.createAccount({ email, password: PASSWORD, permissions });
    const { accessToken } = (await t.localLogin(email, PASSWORD)).json();
    const authorization = `Bearer ${accessToken}`;
    expect((await callProtected(authorization)).statusCode).toBe(200);
    return { id, email, authorization };
  }

  it('ends the sessions of an account whose permissions change', async () => {
    const user = await signedInAccount();

    const changed = await update(user.id, {
      name: 'Renamed',
      permissions: ['manage-offers-banners'],
      isActive: true,
    });

    await approvedBySecond(changed);
    expect((await callProtected(user.authorization)).statusCode).toBe(401);
    const fresh = (await t.localLogin(user.email, PASSWORD)).json();
    expect(decodeJwt(fresh.accessToken).permissions).toEqual(['manage-offers-banners']);
  });

  it('keeps the sessions when only the name changes', async () => {
    const user = await signedInAccount();
    await update(user.id, { name: 'Only a new name', permissions: ['manage-feature-flags'], isActive: true });
    expect((await callProtected(user.authorization)).statusCode).toBe(200);
  });

  it('ends the sessions of a disabled account, and it cannot sign in again', async () => {
    const user = await signedInAccount();

    await update(user.id, { name: 'Gone', permissions: ['manage-feature-flags'], isActive: false });

    expect((await callProtected(user.authorization)).statusCode).toBe(401);
    expect((await t.localLogin(user.email, PASSWORD)).statusCode).toBe(401);
  });

  it('ends the sessions of an account whose password is reset', async () => {
    const user = await signedInAccount();

    const reset = await t.app.inject({
      method: 'POST',
      url: `${V2}/local-users/${user.id}/reset-password`,
      headers: admin,
      payload: { password: 'a brand new password' },
    });

    await approvedBySecond(reset);
    expect((await callProtected(user.authorization)).statusCode).toBe(401);
  });
});
