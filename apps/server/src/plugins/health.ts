import type { FastifyInstance } from 'fastify';

/**
 * Liveness never touches the database; readiness does, so a load balancer can hold traffic. Both
 * answer HEAD too (the app exposes no HEAD routes otherwise: app.ts).
 */
export function registerHealth(app: FastifyInstance): void {
  app.get('/healthz', { schema: { hide: true }, exposeHeadRoute: true }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true }, exposeHeadRoute: true }, async (request, reply) => {
    try {
      await Promise.race([
        app.database.ping(),
        new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 2000)),
      ]);
      return { status: 'ready' };
    } catch (error) {
      request.log.warn({ err: error }, 'database not reachable');
      return reply.code(503).send({ message: 'Database not reachable', code: 'NOT_READY' });
    }
  });
}
