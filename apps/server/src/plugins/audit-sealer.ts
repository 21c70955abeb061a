import type { FastifyInstance } from 'fastify';
import { isDatabaseUnavailable } from '../db/client.ts';
import { sealAuditLog } from '../lib/audit-chain.ts';

/** How often each instance runs the sealing step (only one runs at a time over every instance). */
const SEAL_EVERY_MS = 1000;

/**
 * The audit log's ordered sealing step (DECISIONS §9): every second, chains the entries written
 * since (lib/audit-chain.ts). Writers never wait for it; entries are sealed a moment after they
 * commit, which `audit-log/verify` reports as not yet sealed until then. Started when the app is
 * ready, stopped (the round in progress finished) when it closes.
 */
export function registerAuditSealer(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | null = null;
  let round: Promise<void> | null = null;
  const seal = () => {
    round ??= sealAuditLog(app.db)
      .then(() => undefined)
      .catch((error: unknown) => {
        if (!isDatabaseUnavailable(error)) app.log.warn({ err: error }, 'sealing the audit log failed');
      })
      .finally(() => {
        round = null;
      });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(seal, SEAL_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await round;
  });
}
