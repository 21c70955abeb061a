import { randomBytes } from 'node:crypto';
import { expect, vi } from 'vitest';
import { V3 } from '@cmt/contract/endpoint';
import { verifyAuditLog, type AuditChainReport } from '@cmt/contract/endpoints/audit';
import { signInAt, startInstance, type Instance } from './instance.ts';

/** What the restore drills (backup-restore.test.ts, backup-pitr.test.ts) share: one server at a time, and its checks. */
const PASSWORD = 'Very-Secret-Passphrase-42';

/** Starts and stops the drill's one server (the real process: test/instance.ts), signed in as the admin. */
export function drillServers(env: Record<string, string>) {
  const settings = { ...env, ADMIN_PASSWORD: PASSWORD, TOKEN_SECRET: randomBytes(32).toString('hex') };
  let running: Instance | null = null;
  return {
    async start(extra: Record<string, string>): Promise<{ server: Instance; token: string }> {
      running = await startInstance({ ...settings, ...extra });
      return { server: running, token: await signInAt(running, 'admin@lucky.app', PASSWORD) };
    },
    async stop() {
      await running?.stop();
      running = null;
    },
  };
}

/** A call to the V3 API (the feature flags'). */
const v3 = (server: Instance, token: string, route: string, body?: unknown) =>
  fetch(`${server.url}${V3}${route}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/** The drills' write: a feature flag, through the API (an audited change). */
export const addFlag = async (server: Instance, token: string, key: string) =>
  expect((await v3(server, token, '/configs/feature-flags', { key, value: true })).status).toBe(200);

/** The flags' keys as the manage screen lists them. */
export async function flagKeys(server: Instance, token: string): Promise<string[]> {
  const response = await v3(server, token, '/configs/feature-flags/list?pageSize=100');
  expect(response.status).toBe(200);
  return ((await response.json()) as { items: { key: string }[] }).items.map((flag) => flag.key).sort();
}

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
