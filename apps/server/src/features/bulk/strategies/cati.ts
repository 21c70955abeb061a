import { z } from 'zod';
import { merchants } from '../../../db/schema.ts';
import { id, surely, UNSURE } from '../cells.ts';
import { cellMessage as m } from '../messages.ts';
import { branchOfMerchant, mustExist } from '../references.ts';
import { defineStrategy } from '../strategy.ts';

const TERMINAL_ID = /^[A-Z0-9]{8}$/;
const catiRow = z.object({
  // Card acceptor terminal id (ISO 8583 field 41): 8 letters or digits.
  terminal_id: surely(
    z.preprocess(
      (value) => (typeof value === 'string' ? value.trim().toUpperCase() || undefined : value),
      z.string({ error: m('required') }).regex(TERMINAL_ID, m('terminalId')),
    ),
    (value) => {
      const text = typeof value === 'string' ? value.trim().toUpperCase() : '';
      return TERMINAL_ID.test(text) ? text : UNSURE;
    },
  ),
  merchant_id: id,
  branch_id: id,
});
type CatiRow = z.output<typeof catiRow>;

/** Terminal ids map to a merchant branch; a terminal already mapped is moved to the branch in the file. */
export const catiStrategy = defineStrategy<CatiRow>({
  feature: 'CATIStrategy',
  row: catiRow,
  duplicateKey: { column: 'terminal_id', of: (row) => row.terminal_id },
  references: async (db, rows) => [
    ...(await mustExist(db, rows, 'merchant_id', merchants, 'merchantMissing', (row) => row.merchant_id)),
    ...(await branchOfMerchant(db, rows, (row) => ({
      merchantId: row.merchant_id,
      branchId: row.branch_id,
    }))),
  ],
  write: {
    table: 'cati_terminals',
    record: 'terminal_id text, merchant_id int, branch_id int',
    values: {
      terminal_id: 'r.terminal_id',
      merchant_id: 'r.merchant_id',
      branch_id: 'r.branch_id',
      batch_id: 'b.batch_id',
    },
    conflict: `on conflict (terminal_id) do update set merchant_id = excluded.merchant_id,
      branch_id = excluded.branch_id, batch_id = excluded.batch_id, updated_at = now()`,
  },
});
