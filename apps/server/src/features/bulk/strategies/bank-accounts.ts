import { z } from 'zod';
import { appUsers } from '../../../db/schema.ts';
import { isEgyptianIban } from '../../../domain/bank-accounts.ts';
import { id, text } from '../cells.ts';
import { cellMessage as m } from '../messages.ts';
import { mustExist } from '../references.ts';
import { defineStrategy } from '../strategy.ts';

/** An IBAN as written on a bank letter (spaces, lower case) to its stored form; checked by its EG checksum. */
const iban = z.preprocess(
  (value) => (typeof value === 'string' ? value.replace(/\s+/g, '').toUpperCase() || undefined : value),
  z.string({ error: m('required') }).refine(isEgyptianIban, m('iban')),
);

const bankRow = z.object({
  user_id: id,
  bank_name: text(100),
  iban,
  account_holder: text(200),
});
type BankRow = z.output<typeof bankRow>;

/**
 * Customers' bank accounts, where cashouts to a bank go. The same customer and IBAN again updates the
 * bank name and account holder instead of adding the account twice.
 */
export const bankAccountsStrategy = defineStrategy<BankRow>({
  feature: 'BankStrategy',
  row: bankRow,
  duplicateKey: { column: 'iban', of: (row) => `${row.user_id}|${row.iban}` },
  references: (db, rows) => mustExist(db, rows, 'user_id', appUsers, 'customerMissing', (row) => row.user_id),
  write: {
    table: 'customer_bank_accounts',
    record: 'user_id int, bank_name text, iban text, account_holder text',
    values: {
      user_id: 'r.user_id',
      bank_name: 'r.bank_name',
      iban: 'r.iban',
      account_holder: 'r.account_holder',
      batch_id: 'b.batch_id',
    },
    conflict: `on conflict (user_id, iban) do update set bank_name = excluded.bank_name,
      account_holder = excluded.account_holder, batch_id = excluded.batch_id, updated_at = now()`,
  },
});
