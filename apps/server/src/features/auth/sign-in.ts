import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Session } from '@cmt/contract/endpoints/auth';
import { errorMessages } from '@cmt/contract/messages';
import { auditLog, staffUsers } from '../../db/schema.ts';
import { AppError, tooManyRequests } from '../../lib/errors.ts';
import { writeAudit } from '../audit/audit.ts';

export const MAX_FAILED_ATTEMPTS_PER_MINUTE = 5;
const FAILED = 'auth.login.failed';

export const invalidCredentials = () =>
  new AppError(401, 'INVALID_CREDENTIALS', errorMessages.incorrectCredentials);

/**
 * Refuses a sign-in once an email has failed five times within a minute. The count comes from the
 * audit log, so it holds across server instances and restarts. A refused attempt is itself recorded
 * (every sign-in failure is audited), so the block lasts while the attempts go on.
 */
export async function assertNotRateLimited(
  app: FastifyInstance,
  request: FastifyRequest,
  email: string,
): Promise<void> {
  const [recent] = await app.db
    .select({ value: count() })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, FAILED),
        eq(auditLog.targetId, email),
        gt(auditLog.at, sql`now() - interval '1 minute'`),
      ),
    );
  if ((recent?.value ?? 0) >= MAX_FAILED_ATTEMPTS_PER_MINUTE) {
    await recordFailure(app, request, email, 'rate limited');
    throw tooManyRequests('Too many failed sign-in attempts. Wait a minute and try again.');
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
  await writeAudit(
    app.db,
    { staff: { id: account.id, email: account.email }, ip: request.ip },
    { action: 'auth.login', targetType: 'staff', targetId: account.email, after: { method } },
  );
  return { accessToken, expiresIn: app.tokens.ttlSeconds };
}
