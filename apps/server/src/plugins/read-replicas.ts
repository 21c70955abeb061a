import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { createReplicaSet, type ReplicaSet } from '../db/replicas.ts';
import { observeReplicas, replicaEligibleReads, replicaSkipped } from '../lib/metrics.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The read replicas (DATABASE_REPLICA_URLS on PostgreSQL), null without (db/replicas.ts). */
    readReplicas: ReplicaSet | null;
  }
}

/** The header a write's answer carries its read-your-writes fence in, and each request sends back. */
export const READ_AFTER_HEADER = 'x-read-after';

/**
 * Read replicas (db/replicas.ts): the replica set, its metrics and logs, and the fence after each
 * write of a staff session. Registered before the routes (its onSend hook applies to them).
 * `secret`: the deployment's token secret, which signs the fences.
 */
export function registerReadReplicas(app: FastifyInstance, secret: string): void {
  const urls = app.config.DATABASE_REPLICA_URLS;
  if (urls.length === 0 || app.database.kind !== 'postgres') {
    if (urls.length > 0)
      app.log.warn(
        'DATABASE_REPLICA_URLS is ignored: the embedded database (no DATABASE_URL) has no replicas; every read goes to it',
      );
    app.decorate('readReplicas', null);
    return;
  }
  const key = createHmac('sha256', secret).update('read-after').digest();
  const replicas = createReplicaSet({
    primary: app.database.db,
    primaryQuery: (text) => app.database.db.execute(sql.raw(text)) as Promise<pg.QueryResult>,
    urls,
    maxLagSeconds: app.config.REPLICA_MAX_LAG_SECONDS,
    pool: { size: app.config.DATABASE_POOL_SIZE, acquireTimeoutMs: app.config.DATABASE_ACQUIRE_TIMEOUT_MS },
    sign: (text) => createHmac('sha256', key).update(text).digest('base64url').slice(0, 22),
    events: {
      read: (servedBy) => replicaEligibleReads.inc({ served_by: servedBy }),
      skipped: (replica, reason) => replicaSkipped.inc({ replica, reason }),
      changed: (state) => {
        if (state.usable) app.log.info({ replica: state.name }, 'read replica in use');
        else if (state.reason === 'not_a_replica')
          app.log.warn(
            { replica: state.name },
            'DATABASE_REPLICA_URLS names a database that is not a replica (pg_is_in_recovery() is false: the primary, or a promoted replica): it is skipped, its reads go to the primary',
          );
        else
          app.log.warn(
            { replica: state.name, reason: state.reason, lagSeconds: state.lagSeconds },
            'read replica skipped: its reads go to the primary until it is back',
          );
      },
    },
  });
  app.decorate('readReplicas', replicas);
  const stopObserving = observeReplicas(() => replicas.states());
  app.addHook('onClose', async () => {
    stopObserving();
    await replicas.close();
  });
  // Read-your-writes: a staff session's write answers with its fence (and keeps it here).
  app.addHook('onSend', async (request, reply, payload) => {
    const staff = request.staff;
    if (staff && request.method !== 'GET' && request.method !== 'HEAD')
      void reply.header(READ_AFTER_HEADER, await replicas.noteWrite(staff.sessionId));
    return payload;
  });
}
