import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { openDatabase, type Database } from '../src/db/client.ts';
import { createDatabase } from './database.ts';
import { launchInstance, startInstance } from './instance.ts';

const journal = JSON.parse(
  fs.readFileSync(new URL('../drizzle/meta/_journal.json', import.meta.url), 'utf8'),
) as { entries: { when: number; tag: string }[] };

const applied = async (database: Database) =>
  (
    await database.db.$client.query<{ n: number }>(
      'select count(*)::int as n from drizzle.__drizzle_migrations',
    )
  ).rows[0]!.n;
/** What the newest migration (0035, idempotent) makes, dropped to see it made again. */
const NEWEST_MAKES = 'rules_subject_status_idx';
const newestDone = async (database: Database) =>
  (await database.db.$client.query<{ f: string | null }>(`select to_regclass('${NEWEST_MAKES}')::text as f`))
    .rows[0]!.f !== null;
const undoNewest = (database: Database) => database.db.$client.query(`drop index ${NEWEST_MAKES}`);

// Each test makes two embedded databases from nothing (36 migrations): seconds at rest, over 30 s on a
// loaded machine.
describe('migrations at start (PGlite)', { timeout: 90_000 }, () => {
  const opened: Database[] = [];
  const open = async (from?: Blob) => {
    const database = await openDatabase({ from });
    opened.push(database);
    return database;
  };
  afterAll(async () => {
    for (const database of opened) await database.close();
  });

  it('applies every migration to a new database, and nothing again on a restart', async () => {
    const first = await open();
    expect(await applied(first)).toBe(journal.entries.length);
    const again = await open(await first.dump!());
    expect(await applied(again)).toBe(journal.entries.length);
  });

  it('applies a migration committed after the database last started (newer than its last record)', async () => {
    const older = await open();
    // As if the newest migration (idempotent: every statement can run again) were not applied yet.
    await undoNewest(older);
    await older.db.$client.query(
      'update drizzle.__drizzle_migrations set created_at = created_at - 1 where created_at = (select max(created_at) from drizzle.__drizzle_migrations)',
    );
    const restarted = await open(await older.dump!());
    expect(await newestDone(restarted)).toBe(true);
    expect(await applied(restarted)).toBe(journal.entries.length + 1);
  });
});

const adminUrl = process.env.TEST_DATABASE_URL;

/** A new database on TEST_DATABASE_URL's server for the describe block it is called in, dropped after it. */
function newDatabase(): () => string {
  let url: string;
  let drop = async () => {};
  beforeAll(async () => {
    ({ url, drop } = await createDatabase(adminUrl!));
  });
  afterAll(() => drop());
  return () => url;
}

describe.skipIf(!adminUrl)('migrations at start (PostgreSQL)', () => {
  const databaseUrl = newDatabase();
  const reopen = async (work: (database: Database) => Promise<void>) => {
    const database = await openDatabase({ url: databaseUrl() });
    try {
      await work(database);
    } finally {
      await database.close();
    }
  };

  it('applies every migration once, nothing on a restart, and one committed since', async () => {
    await reopen(async (database) => expect(await applied(database)).toBe(journal.entries.length));
    await reopen(async (database) => {
      expect(await applied(database)).toBe(journal.entries.length);
      await undoNewest(database);
      await database.db.$client.query(
        'update drizzle.__drizzle_migrations set created_at = created_at - 1 where created_at = (select max(created_at) from drizzle.__drizzle_migrations)',
      );
    });
    await reopen(async (database) => {
      expect(await newestDone(database)).toBe(true);
      expect(await applied(database)).toBe(journal.entries.length + 1);
    });
  });
});

/**
 * On PostgreSQL the server does not migrate at start (docs/deployment.md): `npm run migrate` runs
 * first, or MIGRATE_ON_START=true; a server whose database lacks a migration refuses to start.
 */
describe.skipIf(!adminUrl)('the server on PostgreSQL', () => {
  const databaseUrl = newDatabase();
  const query = async <T extends pg.QueryResultRow>(text: string): Promise<T[]> => {
    const client = new pg.Client({ connectionString: databaseUrl() });
    await client.connect();
    try {
      return (await client.query<T>(text)).rows;
    } finally {
      await client.end();
    }
  };
  const newestTag = journal.entries.at(-1)!.tag;

  /** Starts the real server without migrating first: it must exit 1, naming the command. */
  const expectRefused = async (lacking: string) => {
    const server = await launchInstance({ DATABASE_URL: databaseUrl() });
    try {
      expect(await server.exited, server.output()).toBe(1);
      expect(server.output()).toContain(lacking);
      expect(server.output()).toContain(
        'run `npm run migrate` with this version and the same DATABASE_URL first',
      );
      expect(server.output()).not.toMatch(/at .*\.ts:\d+/);
      // Nothing half-started: the app (and its log) never came to be, so it never listened.
      expect(server.logs()).toEqual([]);
    } finally {
      await server.stop();
    }
  };

  it('refuses a new database, changing nothing; MIGRATE_ON_START=true migrates it and starts', async () => {
    await expectRefused(`lacks ${journal.entries.length} migrations this version needs (0000_`);
    expect(
      await query<{ made: string | null }>(
        "select coalesce(to_regclass('drizzle.__drizzle_migrations'), to_regclass('public.staff_users'))::text as made",
      ),
    ).toEqual([{ made: null }]);

    const server = await startInstance({ DATABASE_URL: databaseUrl(), MIGRATE_ON_START: 'true' });
    try {
      expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    } finally {
      await server.stop();
    }
    expect(await query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations')).toEqual(
      [{ n: journal.entries.length }],
    );
  });

  it('refuses a database the previous release migrated (lacking the newest migration), naming it', async () => {
    // As the previous release left it: every migration but the newest recorded.
    await query(
      'update drizzle.__drizzle_migrations set created_at = created_at - 1 where created_at = (select max(created_at) from drizzle.__drizzle_migrations)',
    );
    await expectRefused(`lacks 1 migration this version needs (${newestTag})`);
    expect(
      await query<{ newest: string }>(
        'select max(created_at)::text as newest from drizzle.__drizzle_migrations',
      ),
    ).toEqual([{ newest: String(journal.entries.at(-1)!.when - 1) }]);
  });
});
