import type { FastifyInstance } from 'fastify';
import { isDatabaseUnavailable } from '../../db/client.ts';
import { checkCaseDeadlines } from './case-deadline-checks.ts';

/** How often each instance looks for reminders and breaches due (each fires once over every instance). */
const CHECK_EVERY_MS = 60_000;

/**
 * The cases' reminders and breaches (issue 36 item 6, docs/cases.md): once when the app is ready and
 * then every minute, on every instance; `checkCaseDeadlines` claims each case's reminder and breach
 * atomically, so several instances running it at once still fire each once. The first check says
 * so in the log (`case deadlines checked`), with what it claimed.
 */
export function registerCaseDeadlines(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | null = null;
  let round: Promise<void> | null = null;
  const check = (first: boolean) =>
    (round ??= checkCaseDeadlines(app.db)
      .then((claimed) => {
        if (first || claimed.reminded + claimed.breached > 0)
          app.log.info({ ...claimed, first }, 'case deadlines checked');
      })
      .catch((error: unknown) => {
        if (!isDatabaseUnavailable(error)) app.log.warn({ err: error }, 'checking the case deadlines failed');
      })
      .finally(() => {
        round = null;
      }));
  app.addHook('onReady', async () => {
    void check(true);
    timer = setInterval(() => void check(false), CHECK_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await round;
  });
}
