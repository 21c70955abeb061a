import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabaseWithRetry } from './db/client.ts';
import { archivingAvailable } from './features/contracts/contract-store.ts';
import { resumePendingArchives } from './features/contracts/pdf-archive.ts';
import { ensureAdmin } from './features/local-users/bootstrap-admin.ts';
import { seedIfEmpty } from './seed/seed-if-empty.ts';
import { startBanner } from './start-banner.ts';

/** Starts the server: config, database + migrations, first-start admin and demo data, then listen. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // Until the app (and its logger) exists, pool errors go to the console; then to the app's log.
  let onPoolError = (error: Error) => console.error(`Database connection lost: ${error.message}`);
  const database = await openDatabaseWithRetry(
    { url: config.DATABASE_URL, dataDir: config.DATA_DIR, onPoolError: (error) => onPoolError(error) },
    {
      giveUpMs: config.DATABASE_WAIT_SECONDS * 1000,
      onRetry: (error, attempt, delayMs) =>
        console.error(
          `Database not reachable (${(error as Error).message || (error as { code?: string }).code}); attempt ${attempt}, retrying in ${delayMs / 1000} s (gives up after DATABASE_WAIT_SECONDS=${config.DATABASE_WAIT_SECONDS})`,
        ),
    },
  );
  const admin = await ensureAdmin(database.db, { email: config.adminEmail, password: config.ADMIN_PASSWORD });
  const seeded =
    database.kind === 'pglite' && config.SEED_DEMO_DATA === 'auto'
      ? await seedIfEmpty(database.db, config)
      : null;
  const app = await buildApp({ config, database });
  onPoolError = (error) => app.log.warn({ err: error }, 'database connection lost; the pool reconnects');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10000).unref();
    await app.close();
    await database.close();
    clearTimeout(force);
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
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
  });
  console.log(lines.join('\n'));
}

await main();
