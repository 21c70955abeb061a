import type { ParsedQueryOf } from '@cmt/contract/endpoint';
import type { exportAuditLog } from '@cmt/contract/endpoints/audit';
import type { DbOrTx } from '../../db/client.ts';
import {
  AuditArchiveRefused,
  detachableArchive,
  detachArchivedPartition,
  exportAuditPartition,
} from '../../lib/audit-archive.ts';
import type { AuditChain } from '../../lib/audit-chain.ts';
import { recordRead, type Actor } from '../../lib/audit.ts';
import { audited } from '../../lib/audited.ts';
import { conflict } from '../../lib/errors.ts';

/** Entries carry emails, addresses and what records held: an export of them is itself on the trail, with its filters. */
export async function recordAuditExport(
  db: DbOrTx,
  actor: Actor,
  filters: ParsedQueryOf<typeof exportAuditLog>,
): Promise<void> {
  await recordRead(db, actor, { action: 'audit-log.export', targetType: 'audit_log', details: { filters } });
}

/**
 * Exports a month already over (lib/audit-archive.ts), then records it on the trail with what the
 * read-back check found. A month that cannot be exported is a 409 naming why (nothing recorded).
 */
export async function exportPartition(chain: AuditChain, actor: Actor, name: string) {
  const { archive, check } = await refusedAs409(() => exportAuditPartition(chain, name));
  await audited(chain.db, actor, 'audit.partition.export', 'audit_partition', async (_tx, note) => {
    note.targetId = name;
    note.after = {
      fileKey: archive.fileKey,
      entries: archive.entries,
      verified: check.ok,
      problems: check.problems,
    };
  });
  return { ok: check.ok, problems: check.problems };
}

/**
 * Detaches an exported month (lib/audit-archive.ts): refused (409, nothing detached) without a
 * verified export that still checks now; the detach and its audit entry in one transaction.
 */
export async function detachPartition(chain: AuditChain, actor: Actor, name: string): Promise<void> {
  const archive = await refusedAs409(() => detachableArchive(chain, name));
  await refusedAs409(() =>
    audited(chain.db, actor, 'audit.partition.detach', 'audit_partition', async (tx, note) => {
      note.targetId = name;
      note.after = { fileKey: archive.fileKey, entries: archive.entries };
      await detachArchivedPartition(tx, archive);
    }),
  );
}

async function refusedAs409<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AuditArchiveRefused) throw conflict(error.message, 'AUDIT_ARCHIVE_REFUSED');
    throw error;
  }
}
