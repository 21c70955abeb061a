import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';

const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];
const keySets = new Map<string, JWTVerifyGetKey>();

export interface GoogleIdentity {
  sub: string;
  email: string;
}

/**
 * Verifies a Google ID token: RS256 signature against the JWKS, issuer, audience = the client id of
 * the chosen button, expiry, a verified email, and the hosted domain `hd` equal to the chosen domain.
 * Returns null when any check fails.
 */
export async function verifyGoogleToken(
  token: string,
  options: { jwksUrl: string; clientId: string; domain: string },
): Promise<GoogleIdentity | null> {
  let keys = keySets.get(options.jwksUrl);
  if (!keys) {
    keys = createRemoteJWKSet(new URL(options.jwksUrl), { timeoutDuration: 5000 });
    keySets.set(options.jwksUrl, keys);
  }
  try {
    const { payload } = await jwtVerify(token, keys, {
      algorithms: ['RS256'],
      issuer: GOOGLE_ISSUERS,
      audience: options.clientId,
    });
    const email = typeof payload.email === 'string' ? payload.email.toLowerCase() : '';
    if (
      payload.email_verified !== true ||
      payload.hd !== options.domain ||
      !email.endsWith(`@${options.domain}`) ||
      typeof payload.sub !== 'string'
    ) {
      return null;
    }
    return { sub: payload.sub, email };
  } catch {
    return null;
  }
}
