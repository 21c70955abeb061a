import { SignJWT, jwtVerify } from 'jose';
import type { TokenPayload } from '@cmt/contract/endpoints/auth';

/** Server-signed access tokens (HS256 only: `alg: none` and other algorithms are refused). */
export function createTokenService(secret: string, ttlSeconds: number) {
  const key = new TextEncoder().encode(secret);
  return {
    ttlSeconds,
    async sign(payload: TokenPayload): Promise<string> {
      return new SignJWT({ email: payload.email, permissions: payload.permissions, ver: payload.ver })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(payload.sub)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key);
    },
    /** Returns the payload, or null for a malformed, forged or expired token. */
    async verify(token: string): Promise<TokenPayload | null> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (
          typeof payload.sub !== 'string' ||
          typeof payload.email !== 'string' ||
          typeof payload.ver !== 'number' ||
          !Array.isArray(payload.permissions)
        ) {
          return null;
        }
        return {
          sub: payload.sub,
          email: payload.email,
          ver: payload.ver,
          permissions: payload.permissions.map(String),
        };
      } catch {
        return null;
      }
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
