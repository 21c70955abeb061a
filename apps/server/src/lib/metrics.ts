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
