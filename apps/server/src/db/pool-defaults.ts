/**
 * The PostgreSQL pool's defaults (`DATABASE_POOL_SIZE`, `DATABASE_ACQUIRE_TIMEOUT_MS`), measured in
 * docs/database-pool.md: a burst of saves of one record waits for the row's lock one at a time, so
 * its last request waits about (burst size × one save) for a connection; the acquire timeout covers
 * 50 such saves on a slow link with room to spare, and stays below the 15 s statement timeout.
 */
export const POOL_DEFAULTS = { size: 10, acquireTimeoutMs: 10_000 } as const;

/** How long opening one new connection may take before the database counts as unreachable (503). */
export const CONNECT_TIMEOUT_MS = 2000;
