import type { FastifyInstance, FastifyReply } from 'fastify';

/** Whether this instance takes traffic (/readyz), as the process's start and shutdown move it. */
export interface Readiness {
  /** From now on /readyz answers 503 (SIGTERM: a load balancer stops sending before the server closes). */
  drain(): void;
  readonly draining: boolean;
}

/** How long /readyz waits for the database before it says it is not reachable. */
const DATABASE_ANSWER_MS = 2000;

/**
 * Liveness (/livez, and /healthz as before) never touches the database: the process answers, so an
 * orchestrator has no reason to restart it during a database outage. Readiness (/readyz) says whether
 * a load balancer should send traffic here: 503 `NOT_READY` while starting (until every plugin's
 * start work ran: the job queues' left-over jobs are queued again, plugins/job-queue.ts), once
 * SIGTERM arrived (server.ts drains, then closes), when the database does not answer, or when it
 * lacks a migration this version needs (docs/deployment.md). All answer HEAD too (the app exposes no
 * HEAD routes otherwise: app.ts). Register it after the plugins whose start it waits for (app.ts):
 * onReady hooks run in the order they were added.
 */
export function registerHealth(app: FastifyInstance): void {
  let started = false;
  let draining = false;
  app.decorate('readiness', {
    drain: () => void (draining = true),
    get draining() {
      return draining;
    },
  } satisfies Readiness);
  app.addHook('onReady', async () => {
    started = true;
  });

  const live = async () => ({ status: 'ok' });
  app.get('/livez', { schema: { hide: true }, exposeHeadRoute: true }, live);
  app.get('/healthz', { schema: { hide: true }, exposeHeadRoute: true }, live);

  const notReady = (reply: FastifyReply, message: string) =>
    reply.code(503).send({ message, code: 'NOT_READY' });
  app.get('/readyz', { schema: { hide: true }, exposeHeadRoute: true }, async (request, reply) => {
    if (draining) return notReady(reply, 'Shutting down');
    if (!started) return notReady(reply, 'Starting');
    let pending: string[];
    let timer: NodeJS.Timeout | undefined;
    try {
      // One query answers both: the database is reachable, and which migrations it lacks.
      pending = await Promise.race([
        app.database.pendingMigrations(),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('timeout')), DATABASE_ANSWER_MS);
        }),
      ]);
    } catch (error) {
      request.log.warn({ err: error }, 'database not reachable');
      return notReady(reply, 'Database not reachable');
    } finally {
      clearTimeout(timer);
    }
    if (pending.length) return notReady(reply, 'Database migrations pending: run npm run migrate');
    // Asked again after the database answered: SIGTERM may have come meanwhile.
    if (draining) return notReady(reply, 'Shutting down');
    return { status: 'ready' };
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}
