import { createHash, randomBytes } from 'node:crypto';
import type { ContractKind } from '@cmt/contract/endpoints/applications';

/** One minute: the server's own Chromium opens the page within a second or two of the token's issue. */
const TOKEN_TTL_MS = 60_000;

interface Pending {
  kind: ContractKind;
  userId: number;
  expiresAt: number;
}

/**
 * Single-use render tokens of the PDF archive. Only a hash is kept, in this process's memory (the
 * renderer runs in the same process); the token itself travels in the URL fragment, which no server
 * log sees, and is never logged.
 */
export function createRenderTokens(now: () => number = Date.now) {
  const pending = new Map<string, Pending>();
  const hash = (token: string) => createHash('sha256').update(token).digest('hex');
  const sweep = () => {
    for (const [key, entry] of pending) if (entry.expiresAt <= now()) pending.delete(key);
  };
  return {
    issue(kind: ContractKind, userId: number): string {
      sweep();
      const token = randomBytes(32).toString('base64url');
      pending.set(hash(token), { kind, userId, expiresAt: now() + TOKEN_TTL_MS });
      return token;
    },
    /** The token's target, once: a second use, an expired or an unknown token gives null. */
    redeem(token: string): { kind: ContractKind; userId: number } | null {
      const key = hash(token);
      const entry = pending.get(key);
      pending.delete(key);
      if (!entry || entry.expiresAt <= now()) return null;
      return { kind: entry.kind, userId: entry.userId };
    },
  };
}

export const renderTokens = createRenderTokens();
