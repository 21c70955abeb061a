import { z } from 'zod';
import { latinDigits } from './digits.ts';

/**
 * Egyptian pounds without floats. The API carries amounts as decimal strings with two decimals
 * ("1250.50"); the database keeps integer piastres. Both conversions work on the digits, never
 * through a binary float.
 */

/** An amount as staff type it or a file gives it: digits, optionally a dot and one or two decimals. */
export const EGP_PATTERN = /^\d{1,12}(\.\d{1,2})?$/;

/** Integer piastres of an EGP text ("99.5" → 9950, "-1.50" → -150): EGP_PATTERN, or an answer's egpText. */
export function piastresOf(egp: string): number {
  const negative = egp.startsWith('-');
  const [pounds, decimals = ''] = (negative ? egp.slice(1) : egp).split('.');
  const piastres = Number(pounds) * 100 + Number(decimals.padEnd(2, '0'));
  return negative ? -piastres : piastres;
}

/** The EGP text of integer piastres (9950 → "99.50", -150 → "-1.50"). */
export function egpOf(piastres: number | bigint | string): string {
  const value = BigInt(piastres);
  const sign = value < 0n ? '-' : '';
  const abs = value < 0n ? -value : value;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/**
 * An EGP amount in a request: a string (or a JSON number, read as the text it prints as) of digits
 * with up to two decimals, above 0 and at most `max` pounds; answered as the canonical "1250.50".
 */
export const egpAmountField = (message: string, max = 1_000_000_000) =>
  z.union([z.string().trim().overwrite(latinDigits), z.number().transform(String)], { error: message }).pipe(
    z
      .string()
      .regex(EGP_PATTERN, message)
      .refine((value) => piastresOf(value) > 0 && piastresOf(value) <= max * 100, message)
      .transform((value) => egpOf(piastresOf(value))),
  );

/** EGP_PATTERN with a sign: "-5" is read, so the caller's range can say "above 0" about it. */
const SIGNED_TWO_DECIMALS = /^-?\d{1,12}(\.\d{1,2})?$/;

/**
 * A decimal with at most two decimals in a request (an amount or a rate, as staff type it): a string
 * ("12.5", " 15 ") or a JSON number read as the text it prints as (12.5). Nothing else: no hex
 * ("0x64"), exponent ("1e5", 5e-324), boolean, array or third decimal (100.125 is refused, not
 * rounded); a minus sign is read, for the range to refuse. Answered as the canonical two-decimal
 * text ("12.50"); the range is the caller's rule (`piastresOf` of the answer).
 */
export const twoDecimalsField = (message: string) =>
  z.union([z.string().trim().overwrite(latinDigits), z.number().transform(String)], { error: message }).pipe(
    z
      .string()
      .regex(SIGNED_TWO_DECIMALS, message)
      .transform((value) => egpOf(piastresOf(value))),
  );

/** An EGP amount in a response: the canonical two-decimal text. */
export const egpText = () => z.string().regex(/^-?\d+\.\d{2}$/);

// Exact arithmetic on amounts of any size (financing limits, repayments): BigInt piastres.

const AMOUNT = /^(\d{1,12})(?:\.(\d{1,2}))?$/;

/** "25000.5" → 2500050n piastres; null for anything that is not a plain amount with ≤ 2 decimals. */
export function toPiastres(amount: string): bigint | null {
  const match = AMOUNT.exec(amount);
  if (!match) return null;
  return BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}

/** 2500050n → "25000.50" (egpOf, for BigInt arithmetic). */
export const fromPiastres = (piastres: bigint): string => egpOf(piastres);

/** An amount written with exactly two decimals ("25000.5" → "25000.50"); null when not an amount. */
export function normaliseAmount(amount: string): string | null {
  const piastres = toPiastres(amount);
  return piastres === null ? null : fromPiastres(piastres);
}

/** -1, 0 or 1, comparing two amounts exactly. */
export function compareAmounts(a: string, b: string): number {
  const left = toPiastres(a) ?? 0n;
  const right = toPiastres(b) ?? 0n;
  return left < right ? -1 : left > right ? 1 : 0;
}
