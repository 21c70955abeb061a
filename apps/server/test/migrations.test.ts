import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client.ts';
import { createDatabase } from './database.ts';

const journal = JSON.parse(
  fs.readFileSync(new URL('../drizzle/meta/_journal.json', import.meta.url), 'utf8'),
) as { entries: { when: number }[] };

const applied = async (database: Database) =>
  (
    await database.db.$client.query<{ n: number }>(
      'select count(*)::int as n from drizzle.__drizzle_migrations',
    )
  ).rows[0]!.n;
/** What the newest migration (0030, idempotent) makes, dropped to see it made again. */
const NEWEST_MAKES = 'audit_next_links(integer)';
const newestDone = async (database: Database) =>
  (
    await database.db.$client.query<{ f: string | null }>(
      `select to_regprocedure('${NEWEST_MAKES}')::text as f`,
    )
  ).rows[0]!.f !== null;
const undoNewest = (database: Database) => database.db.$client.query(`drop function ${NEWEST_MAKES}`);

describe('migrations at start (PGlite)', () => {
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

describe.skipIf(!adminUrl)('migrations at start (PostgreSQL)', () => {
  let url: string;
  let drop = async () => {};
  beforeAll(async () => {
    const database = await createDatabase(adminUrl!);
    url = database.url;
    drop = database.drop;
  });
  afterAll(async () => {
    await drop();
  });
  const reopen = async (work: (database: Database) => Promise<void>) => {
    const database = await openDatabase({ url });
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
