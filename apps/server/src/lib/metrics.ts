import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The process's metrics, in one registry (served at /metrics by plugins/metrics.ts). Features
 * count through the small counters below; the gauges read their sources when scraped. Names follow
 * Prometheus's conventions (`_seconds`, `_total`), prefixed `cmt_` where they are the app's own.
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry });

export const httpRequestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time to answer a request, by method, route template (never the raw path) and status',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

/** What a gauge reads when scraped; several apps in one process (tests) each add theirs. */
type Source<T> = () => T | Promise<T>;
const poolSources = new Set<Source<{ total: number; idle: number; waiting: number } | null>>();
const queueSources = new Set<Source<Record<string, number>>>();
const auditSources = new Set<Source<AuditLag | null>>();
const slaSources = new Set<Source<Record<string, number> | null>>();

/** How far the audit log's sealing and checkpoints are behind (plugins/audit-sealer.ts). */
export interface AuditLag {
  /** Entries written and not yet sealed. */
  unsealed: number;
  /** Seconds since the oldest unsealed entry was written (0 when every entry is sealed). */
  sealingLagSeconds: number;
  /** Seconds since the oldest seal that no checkpoint in the file store covers yet (0 when the head is in one); null before the store is read. */
  checkpointLagSeconds: number | null;
  /** When the newest checkpoint known was written (Unix seconds), null before the first. */
  checkpointAt: number | null;
}

/** Adds a database pool to the pool gauges until the returned function is called. */
export function observePool(read: Source<{ total: number; idle: number; waiting: number } | null>) {
  poolSources.add(read);
  return () => void poolSources.delete(read);
}

/** Adds a job queue's depths (queued jobs by queue) to `cmt_job_queue_depth` until removed. */
export function observeQueues(read: Source<Record<string, number>>) {
  queueSources.add(read);
  return () => void queueSources.delete(read);
}

/** Adds the audit sealer's lag to the `cmt_audit_*` gauges until removed. */
export function observeAudit(read: Source<AuditLag | null>) {
  auditSources.add(read);
  return () => void auditSources.delete(read);
}

/** Adds the claimable queues' items past their SLA (by queue) to `cmt_queue_sla_breaches` until removed. */
export function observeSlaBreaches(read: Source<Record<string, number> | null>) {
  slaSources.add(read);
  return () => void slaSources.delete(read);
}

/** Reads every source, a failing one (the database away) left out of this scrape. */
async function readAll<T extends object>(sources: Set<Source<T | null>>): Promise<T[]> {
  const values = await Promise.all(
    [...sources].map((read) =>
      Promise.resolve()
        .then(read)
        .catch(() => null),
    ),
  );
  return values.filter((value): value is Awaited<T> => value !== null) as T[];
}

new Gauge({
  name: 'cmt_db_pool_connections',
  help: 'PostgreSQL pool connections by state: in_use (checked out), idle, waiting (requests queued for one)',
  labelNames: ['state'] as const,
  registers: [registry],
  async collect() {
    const totals = { in_use: 0, idle: 0, waiting: 0 };
    for (const read of poolSources) {
      const pool = await read();
      if (!pool) continue;
      totals.in_use += pool.total - pool.idle;
      totals.idle += pool.idle;
      totals.waiting += pool.waiting;
    }
    for (const [state, value] of Object.entries(totals)) this.set({ state }, value);
  },
});

new Gauge({
  name: 'cmt_job_queue_depth',
  help: 'Jobs waiting in each queue (created or due for retry), over every instance',
  labelNames: ['queue'] as const,
  registers: [registry],
  async collect() {
    this.reset();
    for (const read of queueSources) {
      const depths = await Promise.resolve()
        .then(read)
        .catch((): Record<string, number> => ({}));
      for (const [queue, depth] of Object.entries(depths)) this.set({ queue }, depth);
    }
  },
});

export const jobDuration = new Histogram({
  name: 'cmt_job_duration_seconds',
  help: 'Time a job ran on this instance, by queue and outcome (completed, failed, interrupted by a shutdown)',
  labelNames: ['queue', 'outcome'] as const,
  buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300, 900],
  registers: [registry],
});

export const bulkRowsValidated = new Counter({
  name: 'cmt_bulk_rows_validated_total',
  help: 'Bulk file rows checked, by kind and result (valid, invalid)',
  labelNames: ['feature', 'result'] as const,
  registers: [registry],
});

export const bulkRowsApplied = new Counter({
  name: 'cmt_bulk_rows_applied_total',
  help: 'Bulk rows written by applied batches, by kind',
  labelNames: ['feature'] as const,
  registers: [registry],
});

export const signInFailures = new Counter({
  name: 'cmt_sign_in_failures_total',
  help: 'Refused sign-ins (wrong password, rate limited, unknown or disabled account…), by reason',
  labelNames: ['reason'] as const,
  registers: [registry],
});

export const smsMessages = new Counter({
  name: 'cmt_sms_messages_total',
  help: 'SMS messages handed to the provider, by outcome (sent, failed)',
  labelNames: ['outcome'] as const,
  registers: [registry],
});

/**
 * One gauge per audit lag figure: the largest over the process's apps (one in production); NaN
 * (Prometheus's "no value") while it cannot be read, never a reassuring 0.
 */
const auditGauge = (name: string, help: string, value: (lag: AuditLag) => number | null) =>
  new Gauge({
    name,
    help,
    registers: [registry],
    async collect() {
      const values = (await readAll(auditSources)).map(value).filter((v): v is number => v !== null);
      this.set(values.length ? Math.max(...values) : Number.NaN);
    },
  });

auditGauge(
  'cmt_audit_unsealed_entries',
  'Audit entries written and not yet sealed into the chain',
  (lag) => lag.unsealed,
);
auditGauge(
  'cmt_audit_sealing_lag_seconds',
  'Age of the oldest audit entry not yet sealed into the chain (0 when every entry is sealed)',
  (lag) => lag.sealingLagSeconds,
);
auditGauge(
  'cmt_audit_checkpoint_lag_seconds',
  'Age of the oldest audit seal not yet covered by a signed checkpoint in the file store (0 when the head is)',
  (lag) => lag.checkpointLagSeconds,
);
auditGauge(
  'cmt_audit_checkpoint_timestamp_seconds',
  'When the newest audit checkpoint this instance knows was written (Unix seconds)',
  (lag) => lag.checkpointAt,
);

new Gauge({
  name: 'cmt_queue_sla_breaches',
  help: 'Items of each claimable queue waiting for a decision for longer than its SLA (SLA_HOURS_*), over every instance',
  labelNames: ['queue'] as const,
  registers: [registry],
  async collect() {
    this.reset();
    for (const breaches of await readAll(slaSources))
      for (const [queue, count] of Object.entries(breaches)) this.set({ queue }, count);
  },
});

/** Each replica's state (db/replicas.ts), by its name (host:port/database). */
const replicaSources = new Set<Source<{ name: string; usable: boolean; lagSeconds: number | null }[]>>();

/** Adds a replica set's replicas to the `cmt_db_replica_*` gauges until removed. */
export function observeReplicas(
  read: Source<{ name: string; usable: boolean; lagSeconds: number | null }[]>,
) {
  replicaSources.add(read);
  return () => void replicaSources.delete(read);
}

new Gauge({
  name: 'cmt_db_replica_lag_seconds',
  help: 'How far each read replica is behind the primary (seconds; NaN while unreachable or not a replica)',
  labelNames: ['replica'] as const,
  registers: [registry],
  async collect() {
    this.reset();
    for (const replicas of await readAll(replicaSources))
      for (const { name, lagSeconds } of replicas) this.set({ replica: name }, lagSeconds ?? Number.NaN);
  },
});

new Gauge({
  name: 'cmt_db_replica_up',
  help: 'Whether each read replica is read from now (1), or skipped: lagging, unreachable or not a replica (0)',
  labelNames: ['replica'] as const,
  registers: [registry],
  async collect() {
    this.reset();
    for (const replicas of await readAll(replicaSources))
      for (const { name, usable } of replicas) this.set({ replica: name }, usable ? 1 : 0);
  },
});

export const replicaEligibleReads = new Counter({
  name: 'cmt_db_reads_total',
  help: 'Requests that may read from a replica (lists, searches, exports, Home, the customer page), by where they read: replica or primary',
  labelNames: ['served_by'] as const,
  registers: [registry],
});

export const replicaSkipped = new Counter({
  name: 'cmt_db_replica_skipped_total',
  help: 'Times a replica was passed over for a read, by replica and reason (lagging, unreachable, not_a_replica, own_write: the session wrote since)',
  labelNames: ['replica', 'reason'] as const,
  registers: [registry],
});
