/**
 * Egyptian pounds as exact decimal strings ("25000.50"), never floats: amounts travel as text, are
 * compared as whole piastres (BigInt) and stored as `numeric(14,2)`.
 */

const AMOUNT = /^(\d{1,12})(?:\.(\d{1,2}))?$/;

/** "25000.5" → 2500050n piastres; null for anything that is not a plain amount with ≤ 2 decimals. */
export function toPiastres(amount: string): bigint | null {
  const match = AMOUNT.exec(amount);
  if (!match) return null;
  return BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}

/** 2500050n → "25000.50". */
export function fromPiastres(piastres: bigint): string {
  const sign = piastres < 0n ? '-' : '';
  const abs = piastres < 0n ? -piastres : piastres;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

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
