import { ilike, like, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AppError } from './errors.ts';

/** Escapes `%`, `_` and `\` so user text matches literally inside a LIKE pattern. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * `column` contains `text`, ignoring case where case exists. Text without cased letters (Arabic,
 * digits) is matched with LIKE: ILIKE lower-cases every row it looks at, which costs more than ten
 * times as much on Arabic names and changes nothing (measured on a million app users: 8.6 → 0.6 ms).
 */
export function containsText(column: SQLWrapper, text: string): SQL {
  const pattern = `%${escapeLike(text)}%`;
  return text.toLowerCase() === text.toUpperCase()
    ? like(column as never, pattern)
    : ilike(column as never, pattern);
}

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
