import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Session } from '@cmt/contract/endpoints/auth';
import { errorMessages } from '@cmt/contract/messages';
import { signInLimits, staffUsers } from '../../db/schema.ts';
import { AppError, tooManyRequests } from '../../lib/errors.ts';
import { writeAudit } from '../../lib/audit.ts';

/**
 * Failures allowed per account and address within a minute (per address: SIGN_IN_FAILURES_PER_IP_PER_MINUTE;
 * per account from all addresses together: SIGN_IN_FAILURES_PER_ACCOUNT_PER_MINUTE).
 */
export const MAX_FAILED_ATTEMPTS_PER_MINUTE = 5;
const FAILED = 'auth.login.failed';

export const invalidCredentials = () =>
  new AppError(401, 'INVALID_CREDENTIALS', errorMessages.incorrectCredentials);

const keysOf = (request: FastifyRequest, email: string) => ({
  account: `email:${email.toLowerCase()}|ip:${request.ip}`,
  address: `ip:${request.ip}`,
  /** Password guesses at the account from every address together. */
  wholeAccount: `email:${email.toLowerCase()}`,
});

/**
 * Counts one more attempt on each key in its one-minute window, atomically; returns the counts.
 * In a transaction: an attempt cut short by an outage counts for nothing, even when its statement
 * reaches the database after the connection was given up (a partition healing), since no commit
 * follows it.
 */
async function countAttempt(app: FastifyInstance, keys: ReturnType<typeof keysOf>, guess: boolean) {
  const counted = [keys.account, keys.address, ...(guess ? [keys.wholeAccount] : [])];
  const result = await app.db.transaction((tx) =>
    tx.execute<{ key: string; failures: number }>(sql`
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
      returning key, failures`),
  );
  const count = (key: string) => Number(result.rows.find((row) => row.key === key)?.failures ?? 0);
  return {
    account: count(keys.account),
    address: count(keys.address),
    wholeAccount: count(keys.wholeAccount),
  };
}

/**
 * Reserves a sign-in attempt BEFORE the password is checked: each attempt is counted atomically in
 * the database (one row per key, `insert … on conflict do update … returning`), so 100 parallel
 * wrong passwords evaluate at most five of them, on any number of server instances. The limits are
 * per account AND address (5), per address (an address trying many accounts) and, for password
 * guesses, per account from all addresses together (many addresses guessing at one account; its
 * owner can still sign in with Google meanwhile, which is no guess). A successful
 * sign-in gives its attempt back (`releaseAttempt`). A refused attempt is itself audited.
 */
export async function reserveAttempt(
  app: FastifyInstance,
  request: FastifyRequest,
  email: string,
  method: 'password' | 'google',
): Promise<void> {
  const { account, address, wholeAccount } = await countAttempt(
    app,
    keysOf(request, email),
    method === 'password',
  );
  if (
    account > MAX_FAILED_ATTEMPTS_PER_MINUTE ||
    address > app.config.SIGN_IN_FAILURES_PER_IP_PER_MINUTE ||
    wholeAccount > app.config.SIGN_IN_FAILURES_PER_ACCOUNT_PER_MINUTE
  ) {
    await recordFailure(app, request, email, 'rate limited');
    throw tooManyRequests('Too many failed sign-in attempts. Wait a minute and try again.');
  }
}

/** After a successful sign-in: the account's failures from this address are forgotten. */
async function releaseAttempt(
  app: FastifyInstance,
  request: FastifyRequest,
  email: string,
  method: 'local' | 'google',
): Promise<void> {
  const keys = keysOf(request, email);
  const givenBack = method === 'local' ? [keys.address, keys.wholeAccount] : [keys.address];
  await app.db.execute(sql`delete from sign_in_limits where key = ${keys.account}`);
  await app.db
    .update(signInLimits)
    .set({ failures: sql`greatest(${signInLimits.failures} - 1, 0)` })
    .where(inArray(signInLimits.key, givenBack));
  // Old windows are of no use: swept now and then, by whoever signs in.
  if (Math.random() < 0.05) {
    await app.db.execute(sql`delete from sign_in_limits where window_start < now() - interval '10 minutes'`);
  }
}

export async function recordFailure(
  app: FastifyInstance,
  request: FastifyRequest,
  email: string | null,
  reason: string,
): Promise<void> {
  await writeAudit(
    app.db,
    { staff: null, ip: request.ip },
    {
      action: FAILED,
      targetType: 'staff',
      targetId: email,
      after: { reason, method: request.url.split('?')[0] },
    },
  );
}

/** Issues a session for an active account and records the sign-in. */
export async function issueSession(
  app: FastifyInstance,
  request: FastifyRequest,
  account: typeof staffUsers.$inferSelect,
  method: 'local' | 'google',
): Promise<Session> {
  const accessToken = await app.tokens.sign({
    sub: String(account.id),
    email: account.email,
    permissions: account.permissions,
    ver: account.tokenVersion,
  });
  await app.db.update(staffUsers).set({ lastLoginAt: new Date() }).where(eq(staffUsers.id, account.id));
  await releaseAttempt(app, request, account.email, method);
  await writeAudit(
    app.db,
    { staff: { id: account.id, email: account.email }, ip: request.ip },
    { action: 'auth.login', targetType: 'staff', targetId: account.email, after: { method } },
  );
  return { accessToken, expiresIn: app.tokens.ttlSeconds };
}
