import { sql } from 'drizzle-orm';
import type { AuditArchive, AuditPartition } from '@cmt/contract/endpoints/audit';
import type { AuditChain } from '../../lib/audit-chain.ts';
import { auditPartitions, trustedArchives } from '../../lib/audit-archive.ts';

type ArchiveRow = Awaited<ReturnType<typeof trustedArchives>>[number];

const archiveOf = (row: ArchiveRow): AuditArchive => ({
  fileKey: row.fileKey,
  entries: row.entries,
  exportedAt: row.exportedAt.toISOString(),
  verifiedAt: row.verifiedAt?.toISOString() ?? null,
  detachedAt: row.detachedAt?.toISOString() ?? null,
});

/**
 * The audit log's partitions, oldest first: those attached with their entries counted, and the months
 * exported and detached (from their MAC'd records), each with its latest export.
 */
export async function listPartitions(chain: AuditChain): Promise<AuditPartition[]> {
  const archives = await trustedArchives(chain);
  const latest = new Map<string, ArchiveRow>();
  for (const row of archives) latest.set(row.partition, row);
  const attached = await auditPartitions(chain.db);
  const partitions: AuditPartition[] = [];
  for (const p of attached) {
    const counted = await chain.db.execute<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(p.name)}`,
    );
    const archive = latest.get(p.name);
    partitions.push({
      name: p.name,
      from: p.from,
      to: p.to,
      attached: true,
      entries: Number(counted.rows[0]?.n ?? 0),
      archive: archive && !archive.detachedAt ? archiveOf(archive) : null,
    });
  }
  for (const archive of latest.values()) {
    if (!archive.detachedAt || attached.some((p) => p.name === archive.partition)) continue;
    partitions.push({
      name: archive.partition,
      from: archive.fromAt.toISOString(),
      to: archive.toAt.toISOString(),
      attached: false,
      entries: null,
      archive: archiveOf(archive),
    });
  }
  return partitions.sort((a, b) =>
    a.name === 'audit_log_default' ? 1 : b.name === 'audit_log_default' ? -1 : a.name.localeCompare(b.name),
  );
}

/** One partition as listed (attached or detached). */
export async function partitionNamed(chain: AuditChain, name: string): Promise<AuditPartition | null> {
  return (await listPartitions(chain)).find((p) => p.name === name) ?? null;
}
