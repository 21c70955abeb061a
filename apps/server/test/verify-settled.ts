import { expect, vi } from 'vitest';
import { verifyAuditLog, type AuditChainReport } from '@cmt/contract/endpoints/audit';
import type { Instance } from './instance.ts';

/**
 * `GET /audit-log/verify` on a server just started on a restored database, once its sealer has
 * chained what the copy held unsealed (it runs every second; an entry of the copy left unsealed is a
 * `lateSeal` until then): the first report without late seals, whatever else it says.
 */
export async function settledVerify(server: Instance, token: string): Promise<AuditChainReport> {
  let report: AuditChainReport | undefined;
  await vi.waitFor(
    async () => {
      const response = await fetch(`${server.url}${verifyAuditLog.path}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.status).toBe(200);
      report = (await response.json()) as AuditChainReport;
      // Only a report that found nothing wrong records where the next one starts: one with late seals
      // may be asked again, and the first without them is the answer.
      expect(report.lateSeals).toBe(0);
    },
    { timeout: 15_000, interval: 200 },
  );
  return report!;
}
