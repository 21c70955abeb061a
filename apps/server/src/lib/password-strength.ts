import { createRequire } from 'node:module';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import type * as Common from '@zxcvbn-ts/language-common';

let factory: ZxcvbnFactory | undefined;

/** The lowest zxcvbn score (0–4) a new password must reach: 3, "safely unguessable" for online attacks. */
export const MIN_PASSWORD_SCORE = 3;

/**
 * Whether a password is too easy to guess: zxcvbn with the common-passwords dictionary (and the
 * account's own email and name as words an attacker would try first). Built on first use, the
 * dictionary package too: it decompresses its word lists (~5 MB) when it loads, which at every start
 * cost ~30 ms and garbage collections for a check only a password change makes.
 */
export function isWeakPassword(password: string, userInputs: readonly string[] = []): boolean {
  if (!factory) {
    const common = createRequire(import.meta.url)('@zxcvbn-ts/language-common') as typeof Common;
    factory = new ZxcvbnFactory({
      dictionary: { ...common.dictionary },
      graphs: common.adjacencyGraphs,
    });
  }
  const words = userInputs.flatMap((input) => input.toLowerCase().split(/[^a-z0-9]+/)).filter(Boolean);
  return factory.check(password, words).score < MIN_PASSWORD_SCORE;
}
