import path from 'node:path';
import { codeMigrations, isDatabaseUnavailable, openDatabaseWithRetry } from '../db/client.ts';
import { serverAnswers } from '../lib/server-answers.ts';
import { commandConfig } from './command-config.ts';

/**
 * `npm run migrate`: applies the migrations DATABASE_URL (or the embedded database of DATA_DIR) lacks,
 * under the advisory lock the server uses (a second run at the same time waits for it, then finds
 * nothing to do), and says what it did. On PostgreSQL the server does not migrate at start: this runs
 * first, while the previous release still serves (docs/deployment.md).
 */
async function main(): Promise<number> {
  if (process.argv.includes('--help')) {
    console.log(
      'Use: npm run migrate\n' +
        "Applies this version's pending database migrations to DATABASE_URL (or the embedded database in DATA_DIR).",
    );
    return 0;
  }
  const config = commandConfig();
  if (!config) return 1;
  const where = config.DATABASE_URL
    ? 'the database at DATABASE_URL'
    : `the embedded database in ${path.resolve(config.DATA_DIR)}`;
  if (!config.DATABASE_URL && (await serverAnswers(config.PORT))) {
    console.error(
      `A server answers on port ${config.PORT}. The embedded database (${path.resolve(config.DATA_DIR)}) can be ` +
        'open in one process at a time, and its server migrates it at start: stop the server and start it again.',
    );
    return 1;
  }
  const opening = openDatabaseWithRetry(
    { url: config.DATABASE_URL, dataDir: config.DATA_DIR, migrations: 'apply' },
    {
      giveUpMs: config.DATABASE_WAIT_SECONDS * 1000,
      onRetry: (_error, attempt, delayMs) =>
        console.error(
          `Database not reachable (attempt ${attempt}); retrying in ${delayMs / 1000} s (gives up after DATABASE_WAIT_SECONDS=${config.DATABASE_WAIT_SECONDS})`,
        ),
    },
  );
  const database = await opening.catch((error: unknown) => {
    // Said plainly, without a stack trace nor the connection string (it may hold a password).
    console.error(
      isDatabaseUnavailable(error)
        ? `Nothing applied: ${where} is not reachable (gave up after DATABASE_WAIT_SECONDS=${config.DATABASE_WAIT_SECONDS}).`
        : `Nothing applied: migrating ${where} failed (${(error as Error).message}). The pending migrations run in one transaction, ` +
            'so none of them was kept: run the command again once the cause is fixed.',
    );
    return null;
  });
  if (!database) return 1;
  await database.close();
  const { applied, ahead } = database.migrations;
  const newest = codeMigrations().at(-1)!.tag;
  if (applied.length) {
    console.log(
      `Applied ${applied.length} migration${applied.length === 1 ? '' : 's'} to ${where}: ${applied.join(', ')}.`,
    );
  } else if (ahead) {
    console.log(
      `Nothing applied: ${where} already has a migration newer than this version's newest (${newest}). ` +
        'This version keeps working on it (every migration keeps the previous release working: docs/deployment.md); ' +
        'migrate with the newer release.',
    );
  } else {
    console.log(`Up to date: ${where} has every migration of this version (newest ${newest}).`);
  }
  return 0;
}

process.exitCode = await main();
