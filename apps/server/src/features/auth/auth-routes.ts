import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  changeMyPassword,
  completeMfa,
  confirmTotp,
  enrolAtSignIn,
  enrolTotp,
  getMyAccount,
  googleLogin,
  listMySessions,
  listStaffSessions,
  localLogin,
  logout,
  refreshSession,
  removeTotp,
  revokeMyOtherSessions,
  revokeMySession,
  revokeStaffSession,
} from '@cmt/contract/endpoints/auth';
import { openSessionsOf } from '../../domain/staff-sessions.ts';
import { actorOf } from '../../lib/audit.ts';
import { implement } from '../../lib/endpoints.ts';
import { fieldError } from '../../lib/errors.ts';
import {
  accountById,
  changeOwnPassword,
  endOneSession,
  endSessions,
  refreshOwnSession,
} from './account-writes.ts';
import { completeSecondStep, enrolDuringSignIn } from './second-step.ts';
import { signInWithGoogle, signInWithPassword, type SignInOrigin } from './sign-in.ts';
import { beginEnrolment, confirmEnrolment, removeTotp as turnTotpOff } from './totp-writes.ts';

/** The address, path and browser of a sign-in request, which its failures and its session record. */
const originOf = (request: FastifyRequest): SignInOrigin => ({
  ip: request.ip,
  path: request.url.split('?')[0]!,
  userAgent: String(request.headers['user-agent'] ?? ''),
});

/** The name authenticator apps show for this back office. */
const issuerOf = (app: FastifyInstance) => `${app.config.APP_NAME.toUpperCase()} CMT`;
const idleMs = (app: FastifyInstance) => app.config.IDLE_TIMEOUT_MINUTES * 60_000;

export const authRoutes = [
  implement(localLogin, async ({ app, request, body }) => signInWithPassword(app, originOf(request), body)),

  implement(completeMfa, async ({ app, request, body }) => completeSecondStep(app, originOf(request), body)),

  implement(enrolAtSignIn, async ({ app, request, body }) =>
    enrolDuringSignIn(
      { db: app.db, tokens: app.tokens, config: app.config, issuer: issuerOf(app) },
      originOf(request),
      body.mfaToken,
    ),
  ),

  implement(googleLogin, async ({ app, request, body }) => signInWithGoogle(app, originOf(request), body)),

  implement(getMyAccount, async ({ app, staff }) => {
    const account = await accountById(app.db, staff.id);
    return {
      email: account.email,
      name: account.name,
      hasPassword: account.passwordHash !== null,
      totpEnabled: account.totpSecret !== null,
      totpRequired: app.config.REQUIRE_TOTP,
    };
  }),

  implement(changeMyPassword, async ({ app, request, staff, body }) =>
    changeOwnPassword(app, originOf(request), actorOf(request), staff, body),
  ),

  implement(enrolTotp, async ({ app, request, staff }) =>
    beginEnrolment(app.db, actorOf(request), await accountById(app.db, staff.id), issuerOf(app)),
  ),

  implement(confirmTotp, async ({ app, request, staff, body }) => {
    const account = await accountById(app.db, staff.id);
    if (!(await confirmEnrolment(app.db, actorOf(request), account, body.code))) {
      throw fieldError(['code'], 'codeWrong');
    }
  }),

  implement(removeTotp, async ({ app, request, staff, body }) =>
    turnTotpOff(app, originOf(request), actorOf(request), await accountById(app.db, staff.id), body.password),
  ),

  implement(listMySessions, async ({ app, staff }) =>
    openSessionsOf(app.db, staff.id, staff.sessionId, idleMs(app)),
  ),

  implement(revokeMySession, async ({ app, request, staff, params }) =>
    endOneSession(app, actorOf(request), staff, params.id),
  ),

  implement(revokeMyOtherSessions, async ({ app, request, staff }) => {
    await endSessions(app, actorOf(request), staff, { except: staff.sessionId });
  }),

  implement(refreshSession, async ({ app, request, staff }) =>
    refreshOwnSession(
      {
        db: app.db,
        sessionAccess: app.sessionAccess,
        tokens: app.tokens,
        idleSeconds: app.config.IDLE_TIMEOUT_MINUTES * 60,
      },
      actorOf(request),
      staff,
    ),
  ),

  implement(logout, async ({ app, request, staff }) => {
    await endSessions(app, actorOf(request), staff, { only: staff.sessionId });
  }),

  implement(listStaffSessions, async ({ app, staff, params }) =>
    openSessionsOf(app.db, params.id, params.id === staff.id ? staff.sessionId : null, idleMs(app)),
  ),

  implement(revokeStaffSession, async ({ app, request, params }) => {
    const account = await accountById(app.db, params.id);
    await endOneSession(app, actorOf(request), account, params.sessionId);
  }),
];
