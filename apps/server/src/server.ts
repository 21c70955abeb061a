import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { archivingAvailable } from './features/applications/application-store.ts';
import { resumePendingArchives } from './features/contracts/pdf-archive.ts';
import { ensureAdmin } from './features/local-users/bootstrap-admin.ts';
import { seedIfEmpty } from './seed/seed-if-empty.ts';

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
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const admin = await ensureAdmin(database.db, { email: config.adminEmail, password: config.ADMIN_PASSWORD });
  const seeded =
    database.kind === 'pglite' && config.SEED_DEMO_DATA === 'auto'
      ? await seedIfEmpty(database.db, config)
      : null;
  const app = await buildApp({ config, database });

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
  const lines = [
    '',
    `  Content Manager (${config.APP_NAME}, ${config.ENV_NAME}) is running at ${url}`,
    `  Database: ${database.kind === 'pglite' ? `embedded PGlite in ${config.DATA_DIR}` : 'PostgreSQL (DATABASE_URL)'}`,
    admin.password
      ? `  Sign in with email ${admin.email} and password ${admin.password}${admin.generated ? '  (generated now and shown only once: note it)' : ''}`
      : `  Sign in with email ${admin.email} and the admin password (ADMIN_PASSWORD, or the one printed at first start)`,
    ...(seeded ? [`  Demo data loaded: ${seeded}`] : []),
    `  API docs: ${url}/api/docs`,
    '',
  ];
  console.log(lines.join('\n'));
}

await main();
