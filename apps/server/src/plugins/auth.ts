import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { refreshSession } from '@cmt/contract/endpoints/auth';
import { endReusedSession, isRotatedAway, rotatedAt, touchSession } from '../domain/staff-sessions.ts';
import type { Staff } from '../lib/staff.ts';
import { createSessionAccess, type SessionAccessReader } from './session-access.ts';
import { createStaffAccess, type StaffAccessReader } from './staff-access.ts';

export type { Staff };

declare module 'fastify' {
  interface FastifyInstance {
    authenticate(request: FastifyRequest): Promise<Staff | null>;
    /**
     * Calls `ended` once the session of `staff` ends (logout, revoke, disable, permissions changed,
     * password change, expiry), heard from any instance. Returns `stop`.
     */
    watchSession(staff: Staff, ended: () => void): () => void;
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
 * How long after "Stay signed in" the token it replaced is only refused (401), not taken as reused:
 * requests already on their way, and other tabs, which read the new token from storage (apps/web
 * lib/session.ts). A refresh with a replaced token is reuse at once.
 */
export const ROTATION_GRACE_MS = 15_000;
/** A watched session is also read again this often (a change missed while LISTEN was down). */
const WATCH_RECHECK_MS = 15_000;

/**
 * Reads the bearer token and checks it against the account and its session row on every request:
 * disabling an account or changing its permissions (both bump token_version) ends its sessions at
 * once; so does revoking the session, and leaving it unused for IDLE_TIMEOUT_MINUTES. A token that
 * "Stay signed in" replaced is refused; presented to refresh again, or past ROTATION_GRACE_MS, it
 * ends the whole session (reuse detection, audited `auth.session.reuse`).
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

  /** Whether the session (not one token of it) is still open: the account as the token knew it, the row. */
  const sessionOpen = async (staff: Staff): Promise<boolean> => {
    const [account, session] = await Promise.all([
      app.staffAccess.read(staff.id),
      app.sessionAccess.read(staff.sessionId),
    ]);
    return (
      account?.isActive === true &&
      account.tokenVersion === staff.tokenVersion &&
      session !== null &&
      session.staffId === staff.id &&
      !session.revoked &&
      Date.now() < session.expiresAt
    );
  };

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
    if (isRotatedAway(payload.exp, session.expiresAt)) {
      const since = now - rotatedAt(session.expiresAt, app.tokens.ttlSeconds);
      const refreshing = request.method === 'POST' && request.routeOptions.url === refreshSession.path;
      if (refreshing || since > ROTATION_GRACE_MS) {
        const target = { id, email: payload.email };
        const ended = await endReusedSession(app.db, { staff: target, ip: request.ip }, target, payload.sid, {
          path: request.url.split('?')[0]!,
          rotatedSecondsAgo: Math.round(since / 1000),
        });
        app.sessionAccess.forget(payload.sid);
        if (ended) await app.sessionAccess.settle();
      }
      return null;
    }
    if (now - session.lastSeenAt >= SESSION_TOUCH_MS) {
      // The kept last-seen time may be older than the row's (another process touched it): the
      // conditional write decides, and also finds a session left idle too long.
      const open = await touchSession(app.db, payload.sid, id, idleMs, now);
      app.sessionAccess.forget(payload.sid);
      if (!open) return null;
    }
    return {
      id,
      email: payload.email,
      permissions: payload.permissions,
      sessionId: payload.sid,
      tokenVersion: payload.ver,
      tokenExpiresAt: payload.exp,
    };
  });

  // What ends a session is heard by every instance (the account's and the session's notifications,
  // migrations 0014 and 0026): each change of either is read again here, and the session's
  // watchers told once it is no longer open.
  app.decorate('watchSession', (staff: Staff, ended: () => void): (() => void) => {
    let done = false;
    let checking: Promise<void> | null = null;
    let again = false;
    const check = (): void => {
      if (done) return;
      if (checking) {
        again = true;
        return;
      }
      checking = sessionOpen(staff)
        .then(
          (open) => {
            if (!open && !done) {
              stop();
              ended();
            }
          },
          () => {}, // The database unreachable: the next change or round asks again.
        )
        .finally(() => {
          checking = null;
          if (again) {
            again = false;
            check();
          }
        });
    };
    const stops = [
      app.staffAccess.watch((key) => (key === null || key === staff.id) && check()),
      app.sessionAccess.watch((key) => (key === null || key === staff.sessionId) && check()),
    ];
    const timer = setInterval(check, WATCH_RECHECK_MS);
    timer.unref();
    const stop = () => {
      done = true;
      clearInterval(timer);
      for (const unwatch of stops) unwatch();
    };
    return stop;
  });
});
