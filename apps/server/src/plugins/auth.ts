import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { touchSession } from '../domain/staff-sessions.ts';
import type { Staff } from '../lib/staff.ts';
import { createSessionAccess, type SessionAccessReader } from './session-access.ts';
import { createStaffAccess, type StaffAccessReader } from './staff-access.ts';

export type { Staff };

declare module 'fastify' {
  interface FastifyInstance {
    authenticate(request: FastifyRequest): Promise<Staff | null>;
    staffAccess: StaffAccessReader;
    sessionAccess: SessionAccessReader;
  }
  interface FastifyRequest {
    staff: Staff | null;
  }
}

/** A session's last-seen time is written at most this often (per session and server process). */
export const SESSION_TOUCH_MS = 60_000;

/**
 * Reads the bearer token and checks it against the account and its session row on every request:
 * disabling an account or changing its permissions (both bump token_version) ends its sessions at
 * once; so does revoking the session, and leaving it unused for IDLE_TIMEOUT_MINUTES.
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('staff', null);
  app.decorate(
    'staffAccess',
    createStaffAccess(app.database, (error) =>
      app.log.warn(
        { code: (error as { code?: unknown }).code },
        'Not hearing of staff account changes from the database (retrying): each request reads the account until then',
      ),
    ),
  );
  app.decorate(
    'sessionAccess',
    createSessionAccess(app.database, (error) =>
      app.log.warn(
        { code: (error as { code?: unknown }).code },
        'Not hearing of staff session changes from the database (retrying): each request reads the session until then',
      ),
    ),
  );
  app.addHook('onClose', () => Promise.all([app.staffAccess.close(), app.sessionAccess.close()]));
  const idleMs = app.config.IDLE_TIMEOUT_MINUTES * 60_000;
  app.decorate('authenticate', async (request: FastifyRequest): Promise<Staff | null> => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return null;
    const payload = await app.tokens.verify(header.slice('Bearer '.length).trim());
    if (!payload) return null;
    const id = Number(payload.sub);
    if (!Number.isInteger(id)) return null;
    const [account, session] = await Promise.all([
      app.staffAccess.read(id),
      app.sessionAccess.read(payload.sid),
    ]);
    if (!account?.isActive || account.tokenVersion !== payload.ver) return null;
    if (!session || session.staffId !== id || session.revoked) return null;
    const now = Date.now();
    if (now >= session.expiresAt) return null;
    if (now - session.lastSeenAt >= SESSION_TOUCH_MS) {
      // The kept last-seen time may be older than the row's (another process touched it): the
      // conditional write decides, and also finds a session left idle too long.
      const open = await touchSession(app.db, payload.sid, id, idleMs, now);
      app.sessionAccess.forget(payload.sid);
      if (!open) return null;
    }
    return { id, email: payload.email, permissions: payload.permissions, sessionId: payload.sid };
  });
});
