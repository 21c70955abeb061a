import { asc, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { customerBankAccounts } from '../db/schema.ts';

/**
 * Whether an IBAN is a well-formed Egyptian one: EG, two check digits and 25 digits (29 characters),
 * passing the ISO 7064 mod-97 check. Spaces are ignored.
 */
export function isEgyptianIban(value: string): boolean {
  const iban = value.replace(/\s+/g, '').toUpperCase();
  if (!/^EG\d{27}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  const digits = rearranged.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}

/** An IBAN as staff without a need to see it whole read it: the country, then only the last four. */
export const maskIban = (iban: string): string => `${iban.slice(0, 2)}•• •••• ${iban.slice(-4)}`;

export type BankAccount = typeof customerBankAccounts.$inferSelect;

/** The bank accounts of these customers, oldest first, by customer. */
export async function bankAccountsOf(
  db: DbOrTx,
  userIds: readonly number[],
): Promise<Map<number, BankAccount[]>> {
  const byUser = new Map<number, BankAccount[]>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select()
    .from(customerBankAccounts)
    .where(inArray(customerBankAccounts.userId, [...new Set(userIds)]))
    .orderBy(asc(customerBankAccounts.id));
  for (const row of rows) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row]);
  return byUser;
}
