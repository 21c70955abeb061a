import type { AppError } from './errors.ts';

/** Escapes `%`, `_` and `\` so user text matches literally inside a LIKE pattern. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** PostgreSQL's unique_violation, raised directly by the driver or wrapped by Drizzle as the cause. */
export const isUniqueViolation = (error: unknown): boolean => {
  const { code, cause } = (error ?? {}) as { code?: unknown; cause?: { code?: unknown } };
  return code === '23505' || cause?.code === '23505';
};

/**
 * Runs `work` (typically a whole transaction) and turns a unique violation into `conflict()`. A
 * "does it exist yet?" check inside the transaction cannot see a concurrent insert that has not
 * committed yet, so two simultaneous creates of the same key reach the unique index: the loser must
 * get the same 409 as a plain duplicate, not a 500.
 */
export async function uniqueOr<T>(work: Promise<T>, conflict: () => AppError): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict();
    throw error;
  }
}
