import { eq } from 'drizzle-orm';
import { googleLogin, localLogin } from '@cmt/contract/endpoints/auth';
import { staffUsers } from '../../db/schema.ts';
import { implement } from '../../lib/endpoints.ts';
import { AppError } from '../../lib/errors.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { verifyGoogleToken } from './google.ts';
import { reserveAttempt, invalidCredentials, issueSession, recordFailure } from './sign-in.ts';

export const authRoutes = [
  implement(localLogin, async ({ app, request, body }) => {
    await reserveAttempt(app, request, body.email, 'password');
    const [account] = await app.db.select().from(staffUsers).where(eq(staffUsers.email, body.email));
    const passwordOk = await verifyPassword(body.password, account?.passwordHash ?? null);
    if (!account || !passwordOk || !account.isActive) {
      await recordFailure(
        app,
        request,
        body.email,
        !account ? 'unknown account' : !passwordOk ? 'wrong password' : 'disabled',
      );
      throw invalidCredentials();
    }
    return issueSession(app, request, account, 'local');
  }),

  implement(googleLogin, async ({ app, request, body }) => {
    const { config } = app;
    const clientIds: Record<string, string> = {
      [config.productDomain]: config.GOOGLE_CLIENT_ID_APP,
      [config.PARTNER_DOMAIN]: config.GOOGLE_CLIENT_ID_CONNECT,
    };
    const clientId = clientIds[body.domain];
    if (clientId === undefined) {
      await recordFailure(app, request, null, 'domain not allowed');
      throw new AppError(
        400,
        'DOMAIN_NOT_ALLOWED',
        `Sign-in is allowed for ${Object.keys(clientIds).join(' and ')} only`,
      );
    }
    if (!clientId) {
      throw new AppError(400, 'GOOGLE_NOT_CONFIGURED', `Google sign-in is not configured for ${body.domain}`);
    }
    const identity = await verifyGoogleToken(body.googleToken, {
      jwksUrl: config.GOOGLE_JWKS_URL,
      clientId,
      domain: body.domain,
    });
    if (!identity) {
      await recordFailure(app, request, null, 'invalid google token');
      throw new AppError(401, 'INVALID_GOOGLE_TOKEN', 'The Google sign-in could not be verified');
    }
    await reserveAttempt(app, request, identity.email, 'google');
    const [account] = await app.db.select().from(staffUsers).where(eq(staffUsers.email, identity.email));
    if (!account || !account.isActive || (account.googleSub && account.googleSub !== identity.sub)) {
      await recordFailure(
        app,
        request,
        identity.email,
        !account ? 'unknown account' : !account.isActive ? 'disabled' : 'google account mismatch',
      );
      throw invalidCredentials();
    }
    if (!account.googleSub) {
      // Bind the Google account at first sign-in; later sign-ins must come from the same one.
      await app.db.update(staffUsers).set({ googleSub: identity.sub }).where(eq(staffUsers.id, account.id));
    }
    return issueSession(app, request, account, 'google');
  }),
];
