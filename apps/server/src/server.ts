// The entry point. Before any other module loads: Node's compile cache keeps the compiled (and
// type-stripped) modules between starts, in NODE_COMPILE_CACHE or the system's temp folder (or where
// scripts/start.mjs enabled it first), which saves most of a restart's second; then tracing, when
// configured, so that it sees `http` and `pg` load. The app's own modules are imported after both
// (dynamic imports below): the port opens first (/healthz answers; plugins/early-listener.ts), then the
// database's modules, so that it opens while the rest load (main). Run
// from the sources, relative imports inside drizzle-orm skip Node's package.json lookups
// (lib/package-resolve.ts).
import module from 'node:module';
import type { Config } from './config.ts';
import { registerPackageResolve } from './lib/package-resolve.ts';
import { startPhase } from './start-phases.ts';

startPhase('server entry');
module.enableCompileCache?.();
registerPackageResolve();
const stopTracing = process.env.OTEL_EXPORTER_OTLP_ENDPOINT
  ? await (await import('./lib/tracing.ts')).startTracing()
  : null;

const { ConfigError, loadConfig } = await import('./config.ts');
const { requireAuditKey } = await import('./lib/audit-key.ts');
const { listenEarly } = await import('./plugins/early-listener.ts');

/**
 * How long closing may take, after the drain, before the process ends anyway (in-flight requests,
 * jobs, the pool).
 */
const SHUTDOWN_BOUND_MS = 10_000;

/**
 * Starts the server: config, database (+ migrations on the embedded database, or with
 * MIGRATE_ON_START; on PostgreSQL a database lacking one refuses the start), first-start admin and
 * demo data, then listen.
 */
async function main(): Promise<void> {
  // Output whose reader went away (EPIPE) is dropped, never an uncaught error (stdout: lib/log-destination.ts).
  for (const stream of [process.stdout, process.stderr]) stream.on('error', () => {});
  let config: Config;
  try {
    config = loadConfig();
    requireAuditKey(config);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // The port opens first: /healthz answers from now on, /readyz says 503 and API calls 503 STARTING
  // until the app is ready and takes the port over (plugins/early-listener.ts). A port in use stops the
  // start before the database opens.
  const early = await listenEarly({ port: config.PORT, host: config.HOST }).catch((error: unknown) => {
    if ((error as { code?: string }).code !== 'EADDRINUSE') throw error;
    console.error(`Port ${config.PORT} on ${config.HOST} is in use (PORT, HOST): nothing was started.`);
    process.exit(1);
  });
  startPhase('port open');
  // Only now the database's modules (PGlite, drizzle, the schema): the port answers meanwhile.
  const { MigrationsPending, openDatabaseWithRetry } = await import('./db/client.ts');
  // Until the app (and its logger) exists, pool errors go to the console; then to the app's log.
  let onPoolError = (error: Error) => console.error(`Database connection lost: ${error.message}`);
  const opening = openDatabaseWithRetry(
    {
      url: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      onPoolError: (error) => onPoolError(error),
      pool: { size: config.DATABASE_POOL_SIZE, acquireTimeoutMs: config.DATABASE_ACQUIRE_TIMEOUT_MS },
      // On PostgreSQL, instances of the previous release may still serve: migrating is a step of
      // its own (`npm run migrate`, docs/deployment.md). The embedded database is this process's.
      migrations: config.DATABASE_URL && !config.MIGRATE_ON_START ? 'check' : 'apply',
    },
    {
      giveUpMs: config.DATABASE_WAIT_SECONDS * 1000,
      onRetry: (error, attempt, delayMs) =>
        console.error(
          `Database not reachable (${(error as Error).message || (error as { code?: string }).code}); attempt ${attempt}, retrying in ${delayMs / 1000} s (gives up after DATABASE_WAIT_SECONDS=${config.DATABASE_WAIT_SECONDS})`,
        ),
    },
  );
  // While the database opens (PGlite reads and compiles its WebAssembly off the main thread; a
  // server waits for PostgreSQL's answers), the app's modules load. A failure to open is thrown
  // below, where it is awaited (the catch only keeps it from counting as unhandled meanwhile).
  opening.catch(() => {});
  // A signal before the app is ready (the port answers /healthz meanwhile): the database is closed
  // once it has opened, then the process ends. PGlite stopped while it opens leaves an empty lock
  // file in its folder that refuses every later start.
  let stoppingEarly = false;
  const stopEarly = (signal: string) => {
    if (stoppingEarly) return;
    stoppingEarly = true;
    console.error(`${signal} while starting: closing the database, then stopping`);
    void opening
      .then((database) => database.close())
      .catch(() => {})
      .finally(() => process.exit(0));
  };
  process.on('SIGTERM', stopEarly);
  process.on('SIGINT', stopEarly);

  const [
    { buildApp },
    { archivingAvailable },
    { resumePendingArchives },
    { ensureAdmins },
    { seedIfEmpty },
    { seedDemoDecisions },
    { startBanner },
    { serveBackupChannel },
  ] = await Promise.all([
    import('./app.ts'),
    import('./features/contracts/contract-store.ts'),
    import('./features/contracts/pdf-archive.ts'),
    import('./features/local-users/bootstrap-admin.ts'),
    import('./seed/seed-if-empty.ts'),
    import('./features/demo-decisions.ts'),
    import('./start-banner.ts'),
    import('./seed/backup-channel.ts'),
  ]);
  startPhase('app modules loaded');
  const database = await opening.catch((error: unknown) => {
    // Nothing is started: the database was closed again; the early port closes with the process.
    if (!(error instanceof MigrationsPending)) throw error;
    console.error(
      `${error.message} Nothing was started. (MIGRATE_ON_START=true migrates at start instead: docs/deployment.md.)`,
    );
    process.exit(1);
  });
  startPhase('database open');
  const admin = await ensureAdmins(database.db, {
    emails: config.adminEmails,
    password: config.ADMIN_PASSWORD,
  });
  const seeded =
    database.kind === 'pglite' && config.SEED_DEMO_DATA === 'auto'
      ? await seedIfEmpty(database.db, config, seedDemoDecisions)
      : null;
  startPhase('admin and demo data checked');
  let app: Awaited<ReturnType<typeof buildApp>>;
  try {
    app = await buildApp({ config, database, serverFactory: early.serverFactory });
  } catch (error) {
    // A setting only checkable once the database is known (AUDIT_KEY on PostgreSQL): said plainly.
    if (error instanceof ConfigError) {
      console.error(error.message);
      await database.close();
      process.exit(1);
    }
    throw error;
  }
  startPhase('app built');
  onPoolError = (error) => app.log.warn({ err: error }, 'database connection lost; the pool reconnects');

  // The embedded database's copy for `npm run backup`, over a socket in DATA_DIR (seed/backup-channel.ts).
  let closeBackupChannel: (() => Promise<void>) | null = null;
  if (database.dump) closeBackupChannel = await serveBackupChannel(config.DATA_DIR, database.dump, app.log);

  let closing = false;
  let endDrain = () => {};
  const shutdown = async (signal: string) => {
    // A second signal during the drain closes at once.
    if (closing) return endDrain();
    closing = true;
    // First of all: /readyz answers 503, so that a load balancer stops sending here. Until the drain
    // ends, everything else is served as before (the balancer sends what it sent before it noticed);
    // a person's Ctrl-C (SIGINT) has no balancer to wait for.
    app.readiness.drain();
    const drainMs = signal === 'SIGTERM' ? config.SHUTDOWN_DRAIN_SECONDS * 1000 : 0;
    app.log.info({ signal, drainSeconds: drainMs / 1000 }, 'shutting down');
    await new Promise<void>((resolve) => {
      endDrain = resolve;
      setTimeout(resolve, drainMs);
    });
    app.log.info('closing');
    // Nothing can hold the exit itself (the log keeps no buffer to flush: lib/log-destination.ts),
    // so this bound holds whatever close waits for.
    setTimeout(() => {
      app.log.error('shutdown did not finish in time; exiting');
      process.exit(1);
    }, SHUTDOWN_BOUND_MS).unref();
    try {
      // No new connection is accepted, in-flight requests finish (new ones on open connections get
      // 503 and a close), jobs running here are stopped and released to the other instances
      // (plugins/job-queue.ts), then the pool.
      await app.close();
      await closeBackupChannel?.();
      await database.close();
      await stopTracing?.();
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
    process.exit(0);
  };
  if (stoppingEarly) return;
  process.off('SIGTERM', stopEarly);
  process.off('SIGINT', stopEarly);
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  startPhase('app ready, serving');

  if (archivingAvailable(config)) {
    const resumed = await resumePendingArchives(app);
    if (resumed) app.log.info({ count: resumed }, 'resuming contract PDF archives left pending');
  }
  const url = `http://localhost:${config.PORT}`;
  const lines = startBanner({
    url,
    appName: config.APP_NAME,
    envName: config.ENV_NAME,
    database:
      database.kind === 'pglite' ? `embedded PGlite in ${config.DATA_DIR}` : 'PostgreSQL (DATABASE_URL)',
    admin,
    seeded,
    fourEyesTieDays: config.FOUR_EYES_TIE_DAYS,
  });
  console.log(lines.join('\n'));
}

await main();
