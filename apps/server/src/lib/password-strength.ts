import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';

let factory: ZxcvbnFactory | undefined;

/** The lowest zxcvbn score (0–4) a new password must reach: 3, "safely unguessable" for online attacks. */
export const MIN_PASSWORD_SCORE = 3;

/**
 * Whether a password is too easy to guess: zxcvbn with the common-passwords dictionary (and the
 * account's own email and name as words an attacker would try first). Built on first use.
 */
export function isWeakPassword(password: string, userInputs: readonly string[] = []): boolean {
  factory ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary },
    graphs: common.adjacencyGraphs,
  });
  const words = userInputs.flatMap((input) => input.toLowerCase().split(/[^a-z0-9]+/)).filter(Boolean);
  return factory.check(password, words).score < MIN_PASSWORD_SCORE;
}
