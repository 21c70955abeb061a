import { eq, inArray, sql } from 'drizzle-orm';
import type { MfaChallenge, Session } from '@cmt/contract/endpoints/auth';
import { errorMessages } from '@cmt/contract/messages';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { signInLimits, staffUsers } from '../../db/schema.ts';
import { domainNotAllowed, isCompanyEmail } from '../../domain/company-domains.ts';
import { recordEvent } from '../../lib/audit.ts';
import { signInFailures } from '../../lib/metrics.ts';
import { AppError, tooManyRequests } from '../../lib/errors.ts';
import { openSession } from '../../domain/staff-sessions.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import type { TokenService } from '../../lib/tokens.ts';
import { verifyGoogleToken } from './google.ts';
import { startChallenge } from './mfa-challenges.ts';

/**
 * Failures allowed per account and address within a minute (per address: SIGN_IN_FAILURES_PER_IP_PER_MINUTE;
 * per account from all addresses together: SIGN_IN_FAILURES_PER_ACCOUNT_PER_MINUTE).
 */
export const MAX_FAILED_ATTEMPTS_PER_MINUTE = 5;
const FAILED = 'auth.login.failed';

/** What signing in needs from the app. */
export interface SignInDeps {
  db: Db;
  tokens: Pick<TokenService, 'sign' | 'ttlSeconds'>;
  config: Pick<
    Config,
    | 'productDomain'
    | 'PARTNER_DOMAIN'
    | 'GOOGLE_CLIENT_ID_APP'
    | 'GOOGLE_CLIENT_ID_CONNECT'
    | 'GOOGLE_JWKS_URL'
    | 'SIGN_IN_FAILURES_PER_IP_PER_MINUTE'
    | 'SIGN_IN_FAILURES_PER_ACCOUNT_PER_MINUTE'
    | 'REQUIRE_TOTP'
    | 'IDLE_TIMEOUT_MINUTES'
  >;
}

/**
 * Where an attempt comes from: the caller's address and the sign-in path asked (both recorded with a
 * failure), and the browser (shown in the session list).
 */
export interface SignInOrigin {
  ip: string;
  path: string;
  userAgent: string;
}

export type Account = typeof staffUsers.$inferSelect;

export const invalidCredentials = () =>
  new AppError(401, 'INVALID_CREDENTIALS', errorMessages.incorrectCredentials);

const keysOf = (origin: SignInOrigin, email: string) => ({
  account: `email:${email.toLowerCase()}|ip:${origin.ip}`,
  address: `ip:${origin.ip}`,
  /** Password guesses at the account from every address together. */
  wholeAccount: `email:${email.toLowerCase()}`,
});

/** What is tried: a password, a Google sign-in (no guess), or a second step's code. */
type AttemptMethod = 'password' | 'google' | 'code';

/**
 * Counts one more attempt on each key in its one-minute window, atomically; returns the counts and
 * the seconds left in each window (a refusal's Retry-After).
 * In a transaction: an attempt cut short by an outage counts for nothing, even when its statement
 * reaches the database after the connection was given up (a partition healing), since no commit
 * follows it. A raw transaction, not audited(): a counter, not a change of a record (a refusal it
 * leads to is recorded as an event by the caller).
 */
async function countAttempt(db: Db, keys: ReturnType<typeof keysOf>, method: AttemptMethod) {
  const counted = {
    password: [keys.account, keys.address, keys.wholeAccount],
    google: [keys.account, keys.address],
    // The token already bounds one address's codes (five); what a token cannot bound is many tokens.
    code: [keys.address, keys.wholeAccount],
  }[method];
  const result = await db.transaction((tx) =>
    tx.execute<{ key: string; failures: number; seconds_left: number }>(sql`
      insert into sign_in_limits (key, window_start, failures)
        values ${sql.join(
          counted.map((key) => sql`(${key}, now(), 1)`),
          sql`, `,
        )}
      on conflict (key) do update set
        failures = case when sign_in_limits.window_start < now() - interval '1 minute' then 1
          else sign_in_limits.failures + 1 end,
        window_start = case when sign_in_limits.window_start < now() - interval '1 minute' then now()
          else sign_in_limits.window_start end
      returning key, failures,
        -- least(): a parallel attempt whose transaction began after this one's may have opened the
        -- window, so its start can be later than this transaction's now().
        least(60, ceil(extract(epoch from window_start + interval '1 minute' - now())))::int as seconds_left`),
  );
  const rowOf = (key: string) => result.rows.find((row) => row.key === key);
  const count = (key: string) => Number(rowOf(key)?.failures ?? 0);
  return {
    account: count(keys.account),
    address: count(keys.address),
    wholeAccount: count(keys.wholeAccount),
    secondsLeft: (key: string) => Math.max(1, Number(rowOf(key)?.seconds_left ?? 60)),
  };
}

/**
 * Reserves a sign-in attempt BEFORE the password (or a second step's code) is checked: each attempt
 * is counted atomically in the database (one row per key, `insert … on conflict do update …
 * returning`), so 100 parallel wrong passwords evaluate at most five of them, on any number of server
 * instances. The limits are per account AND address (5; not for codes, which their token bounds),
 * per address (an address trying many accounts) and, for guesses (passwords and codes), per account
 * from all addresses together (many addresses guessing at one account; its owner can still sign in
 * with Google meanwhile, which is no guess). A successful sign-in gives its attempts back
 * (`releaseAttempt`). A refused attempt is itself audited and answered 429 with Retry-After (the
 * seconds left in the window that refused it).
 */
async function reserveAttempt(
  deps: PasswordCheckDeps,
  origin: SignInOrigin,
  email: string,
  method: AttemptMethod,
): Promise<void> {
  const keys = keysOf(origin, email);
  const counts = await countAttempt(deps.db, keys, method);
  const over = [
    counts.account > MAX_FAILED_ATTEMPTS_PER_MINUTE ? keys.account : null,
    counts.address > deps.config.SIGN_IN_FAILURES_PER_IP_PER_MINUTE ? keys.address : null,
    counts.wholeAccount > deps.config.SIGN_IN_FAILURES_PER_ACCOUNT_PER_MINUTE ? keys.wholeAccount : null,
  ].filter((key) => key !== null);
  if (over.length > 0) {
    await recordFailure(deps.db, origin, email, 'rate limited');
    throw tooManyRequests(
      'Too many failed sign-in attempts. Wait a minute and try again.',
      Math.max(...over.map(counts.secondsLeft)),
    );
  }
}

/**
 * A second step's code (TOTP or recovery code), counted like a password guess BEFORE it is checked:
 * the account's limit (SIGN_IN_FAILURES_PER_ACCOUNT_PER_MINUTE) holds across every second-step
 * token, address and instance, so fresh tokens do not multiply the guesses (429 beyond, audited).
 */
export const reserveCodeAttempt = (deps: PasswordCheckDeps, origin: SignInOrigin, email: string) =>
  reserveAttempt(deps, origin, email, 'code');

/** What checking a password against the sign-in limits needs. */
export interface PasswordCheckDeps {
  db: Db;
  config: Pick<Config, 'SIGN_IN_FAILURES_PER_IP_PER_MINUTE' | 'SIGN_IN_FAILURES_PER_ACCOUNT_PER_MINUTE'>;
}

/**
 * A signed-in caller's own password, checked where it is asked again (changing it, turning two-factor
 * off) under the password sign-in's limits on the account (`reserveAttempt`): a stolen session
 * cannot try passwords faster than the sign-in page allows (429 beyond, audited), and guesses made
 * here count against sign-ins too. A right password gives its attempt back.
 */
export async function checkOwnPassword(
  deps: PasswordCheckDeps,
  origin: SignInOrigin,
  account: Account,
  password: string,
): Promise<boolean> {
  await reserveAttempt(deps, origin, account.email, 'password');
  const right = await verifyPassword(password, account.passwordHash);
  if (right) await releaseAttempt(deps.db, origin, account.email, 'local');
  return right;
}

/**
 * After a successful sign-in: the account's failures from this address are forgotten, and its
 * `attempts` (the password's, and a second step's right code) are given back.
 */
export async function releaseAttempt(
  db: Db,
  origin: SignInOrigin,
  email: string,
  method: 'local' | 'google',
  attempts = 1,
): Promise<void> {
  const keys = keysOf(origin, email);
  const givenBack = method === 'local' ? [keys.address, keys.wholeAccount] : [keys.address];
  await db.execute(sql`delete from sign_in_limits where key = ${keys.account}`);
  await db
    .update(signInLimits)
    .set({ failures: sql`greatest(${signInLimits.failures} - ${attempts}, 0)` })
    .where(inArray(signInLimits.key, givenBack));
  // Old windows are of no use: swept now and then, by whoever signs in.
  if (Math.random() < 0.05) {
    await db.execute(sql`delete from sign_in_limits where window_start < now() - interval '10 minutes'`);
  }
}

/** A refused sign-in, as an event (`auth.login.failed`): the email tried, why, and the path asked. */
export async function recordFailure(db: Db, origin: SignInOrigin, email: string | null, reason: string) {
  signInFailures.inc({ reason });
  await recordEvent(
    db,
    { staff: null, ip: origin.ip },
    FAILED,
    { type: 'staff', id: email },
    { reason, method: origin.path },
  );
}

export const findAccount = async (db: Db, email: string): Promise<Account | undefined> =>
  (await db.select().from(staffUsers).where(eq(staffUsers.email, email)))[0];

/**
 * Opens a session (a row whose id the token carries) for an active account and records the sign-in
 * (`auth.login`, an event). `method`: local, local+totp, local+recovery-code, google. `attempts`:
 * the sign-in attempts it gives back (a second step: the password's and the right code's).
 */
export async function issueSession(
  deps: SignInDeps,
  origin: SignInOrigin,
  account: Account,
  method: 'local' | 'google' | 'local+totp' | 'local+recovery-code',
  attempts = 1,
): Promise<Session> {
  const sid = await openSession(deps.db, account.id, origin, method, deps.tokens.ttlSeconds);
  const accessToken = await deps.tokens.sign({
    sub: String(account.id),
    email: account.email,
    permissions: account.permissions,
    ver: account.tokenVersion,
    sid,
  });
  await deps.db.update(staffUsers).set({ lastLoginAt: new Date() }).where(eq(staffUsers.id, account.id));
  await releaseAttempt(deps.db, origin, account.email, method === 'google' ? 'google' : 'local', attempts);
  await recordEvent(
    deps.db,
    { staff: { id: account.id, email: account.email }, ip: origin.ip },
    'auth.login',
    { type: 'staff', id: account.email },
    { method, session: sid },
  );
  return {
    accessToken,
    expiresIn: deps.tokens.ttlSeconds,
    idleSeconds: deps.config.IDLE_TIMEOUT_MINUTES * 60,
  };
}

/**
 * Signs in with email and password: counted against the limits first, every failure recorded; an
 * email outside the two company domains is refused (400 DOMAIN_NOT_ALLOWED). An account with
 * two-factor (or, with REQUIRE_TOTP, one that must enrol it) gets the second step's token instead of
 * a session; the attempt is given back only once that step succeeds, so the sign-in limits also
 * bound how many second steps one can start.
 */
export async function signInWithPassword(
  deps: SignInDeps,
  origin: SignInOrigin,
  credentials: { email: string; password: string },
): Promise<Session | MfaChallenge> {
  await reserveAttempt(deps, origin, credentials.email, 'password');
  // Only the two company domains sign in (docs/requirements.md §P6), whatever the method: told plainly, since the
  // email's domain alone decides it (nothing about any account is read).
  if (!isCompanyEmail(deps.config, credentials.email)) {
    await recordFailure(deps.db, origin, credentials.email, 'domain not allowed');
    throw domainNotAllowed(deps.config);
  }
  const account = await findAccount(deps.db, credentials.email);
  const passwordOk = await verifyPassword(credentials.password, account?.passwordHash ?? null);
  if (!account || !passwordOk || !account.isActive) {
    await recordFailure(
      deps.db,
      origin,
      credentials.email,
      !account ? 'unknown account' : !passwordOk ? 'wrong password' : 'disabled',
    );
    throw invalidCredentials();
  }
  if (account.totpSecret) return startChallenge(deps.db, account.id, 'VERIFY');
  if (deps.config.REQUIRE_TOTP) return startChallenge(deps.db, account.id, 'ENROL');
  return issueSession(deps, origin, account, 'local');
}

/**
 * Signs in with a Google ID token for one of the two domains: the token is verified against that
 * domain's client id, the account must be active, and the first Google sign-in binds the account to
 * that Google subject (later ones must come from the same).
 */
export async function signInWithGoogle(
  deps: SignInDeps,
  origin: SignInOrigin,
  request: { googleToken: string; domain: string },
): Promise<Session> {
  const { config } = deps;
  const clientIds: Record<string, string> = {
    [config.productDomain]: config.GOOGLE_CLIENT_ID_APP,
    [config.PARTNER_DOMAIN]: config.GOOGLE_CLIENT_ID_CONNECT,
  };
  const clientId = clientIds[request.domain];
  if (clientId === undefined) {
    await recordFailure(deps.db, origin, null, 'domain not allowed');
    throw new AppError(
      400,
      'DOMAIN_NOT_ALLOWED',
      `Sign-in is allowed for ${Object.keys(clientIds).join(' and ')} only`,
    );
  }
  if (!clientId) {
    throw new AppError(
      400,
      'GOOGLE_NOT_CONFIGURED',
      `Google sign-in is not configured for ${request.domain}`,
    );
  }
  const identity = await verifyGoogleToken(request.googleToken, {
    jwksUrl: config.GOOGLE_JWKS_URL,
    clientId,
    domain: request.domain,
  });
  if (!identity) {
    await recordFailure(deps.db, origin, null, 'invalid google token');
    throw new AppError(401, 'INVALID_GOOGLE_TOKEN', 'The Google sign-in could not be verified');
  }
  await reserveAttempt(deps, origin, identity.email, 'google');
  const account = await findAccount(deps.db, identity.email);
  if (!account || !account.isActive || (account.googleSub && account.googleSub !== identity.sub)) {
    await recordFailure(
      deps.db,
      origin,
      identity.email,
      !account ? 'unknown account' : !account.isActive ? 'disabled' : 'google account mismatch',
    );
    throw invalidCredentials();
  }
  if (!account.googleSub) {
    // Bind the Google account at first sign-in; later sign-ins must come from the same one.
    await deps.db.update(staffUsers).set({ googleSub: identity.sub }).where(eq(staffUsers.id, account.id));
  }
  return issueSession(deps, origin, account, 'google');
}
