import type { ParsedQueryOf } from '@cmt/contract/endpoint';
import type { exportAuditLog } from '@cmt/contract/endpoints/audit';
import type { DbOrTx } from '../../db/client.ts';
import { recordRead, type Actor } from '../../lib/audit.ts';

/** Entries carry emails, addresses and what records held: an export of them is itself on the trail, with its filters. */
export async function recordAuditExport(
  db: DbOrTx,
  actor: Actor,
  filters: ParsedQueryOf<typeof exportAuditLog>,
): Promise<void> {
  await recordRead(db, actor, { action: 'audit-log.export', targetType: 'audit_log', details: { filters } });
}
