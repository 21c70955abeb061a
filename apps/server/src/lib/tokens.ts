import { SignJWT, jwtVerify } from 'jose';
import type { TokenPayload } from '@cmt/contract/endpoints/auth';

/** How many verified tokens are remembered; past it, the oldest is forgotten first. */
const VERIFIED_KEPT = 10_000;
/** Who issues the access tokens and whom they are for: a token of any other issuer or audience is refused. */
export const TOKEN_ISSUER = 'cmt-backend';
export const TOKEN_AUDIENCE = 'cmt-back-office';
/** How far in the future a token's issue time may be (another instance's clock running ahead), in seconds. */
const CLOCK_TOLERANCE = 30;

/**
 * Server-signed access tokens (HS256 only: `alg: none` and other algorithms are refused), carrying
 * their issuer, audience, issue time and expiry. A token is accepted only with this issuer and
 * audience, issued at most `ttlSeconds` ago (not in the future) and expiring at most `ttlSeconds`
 * after it was issued: a token signed with the secret but with a longer life, or without these
 * claims, is refused. A token
 * whose signature was verified is remembered until it expires, so the same token on the next request
 * costs a map lookup, not an HMAC through the crypto thread pool. Only the signature and claims are
 * remembered: whether its account is still active at that token version is checked on every request.
 */
export function createTokenService(secret: string, ttlSeconds: number) {
  const key = new TextEncoder().encode(secret);
  const verified = new Map<string, { payload: VerifiedToken; expiresAt: number }>();
  return {
    ttlSeconds,
    /**
     * `expiresAt` (seconds since the epoch; default: `ttlSeconds` from now): the expiry its session
     * row was given, which tells the session's current token from one rotated away (staff-sessions.ts).
     */
    async sign(payload: TokenPayload, expiresAt?: number): Promise<string> {
      const exp = expiresAt ?? Math.floor(Date.now() / 1000) + ttlSeconds;
      return (
        new SignJWT({
          email: payload.email,
          permissions: payload.permissions,
          ver: payload.ver,
          sid: payload.sid,
        })
          .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
          .setIssuer(TOKEN_ISSUER)
          .setAudience(TOKEN_AUDIENCE)
          .setSubject(payload.sub)
          // Never more than ttlSeconds before its expiry (verify refuses longer-lived tokens).
          .setIssuedAt(Math.max(Math.floor(Date.now() / 1000), exp - ttlSeconds))
          .setExpirationTime(exp)
          .sign(key)
      );
    },
    /** Returns the payload with its expiry, or null for a malformed, forged or expired token. */
    async verify(token: string): Promise<VerifiedToken | null> {
      const known = verified.get(token);
      if (known) {
        if (Date.now() < known.expiresAt) return known.payload;
        verified.delete(token);
      }
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: TOKEN_ISSUER,
          audience: TOKEN_AUDIENCE,
          requiredClaims: ['exp', 'iat'],
        });
        const now = Date.now() / 1000;
        if (
          typeof payload.sub !== 'string' ||
          typeof payload.email !== 'string' ||
          typeof payload.ver !== 'number' ||
          typeof payload.sid !== 'number' ||
          !Number.isSafeInteger(payload.sid) ||
          typeof payload.exp !== 'number' ||
          typeof payload.iat !== 'number' ||
          // No older, and no longer-lived, than the server makes them, even if signed with the secret.
          payload.iat > now + CLOCK_TOLERANCE ||
          now - payload.iat > ttlSeconds ||
          payload.exp - payload.iat > ttlSeconds ||
          !Array.isArray(payload.permissions)
        ) {
          return null;
        }
        const claims: VerifiedToken = {
          sub: payload.sub,
          email: payload.email,
          ver: payload.ver,
          sid: payload.sid,
          permissions: payload.permissions.map(String),
          exp: payload.exp,
        };
        if (verified.size >= VERIFIED_KEPT) verified.delete(verified.keys().next().value!);
        verified.set(token, { payload: claims, expiresAt: payload.exp * 1000 });
        return claims;
      } catch {
        return null;
      }
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;

/** A verified token's claims and its expiry (seconds since the epoch). */
export type VerifiedToken = TokenPayload & { exp: number };
