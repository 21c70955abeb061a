import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { count, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { V2, V3 } from '@cmt/contract/endpoint';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { codeMigrations, MIGRATION_LOCK, openDatabase, type Database } from '../src/db/client.ts';
import { appUsers, auditLog, banners, featureFlags, staffUsers } from '../src/db/schema.ts';
import { ensureAdmin } from '../src/features/local-users/bootstrap-admin.ts';
import { createDatabase } from './database.ts';

/**
 * The set-up commands of the README, run as a person runs them (`npm run …` from the repository)
 * on a data folder of the embedded database, or on a PostgreSQL database of TEST_DATABASE_URL.
 */
const root = path.resolve(import.meta.dirname, '../../..');
let dataDir: string;
let databaseUrl: string | undefined;
let dropDatabase = async () => {};
let port: number;
const tokenSecret = randomBytes(32).toString('hex');

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cmt-setup-'));
  if (process.env.TEST_DATABASE_URL) {
    const name = `cmt_setup_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(process.env.TEST_DATABASE_URL);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  }
  // A port nobody listens on: the reset command checks that no server holds the embedded database.
  port = await new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = server.address() as net.AddressInfo;
      server.close(() => resolve(free));
    });
  });
});
afterAll(async () => {
  await dropDatabase();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const env = (extra: Record<string, string> = {}) => ({
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl ?? '',
  PORT: String(port),
  TOKEN_SECRET: tokenSecret,
  AUDIT_KEY: 'setup-commands-audit-key-setup-commands-audit-key',
  APP_NAME: 'lucky',
  ADMIN_EMAIL: '',
  ADMIN_PASSWORD: '',
  LOG_LEVEL: 'silent',
  ...extra,
});

/** `npm run <script> -- <args>` from the repository root; its exit code and what it printed. */
async function npmRun(script: string, args: string[] = [], extra: Record<string, string> = {}) {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      'npm',
      ['run', '--silent', script, ...(args.length ? ['--', ...args] : [])],
      { cwd: root, env: { ...process.env, ...env(extra) }, timeout: 170_000 },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

/** Works on the database while no command holds it (the embedded one is open in one process at a time). */
async function withDatabase<T>(work: (database: Database) => Promise<T>): Promise<T> {
  const database = await openDatabase({ url: databaseUrl, dataDir });
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

/** The real app on that database: signs in with the local form, or calls an API with a token. */
async function withApp<T>(work: (app: Awaited<ReturnType<typeof buildApp>>) => Promise<T>): Promise<T> {
  return withDatabase(async (database) => {
    const app = await buildApp({ config: loadConfig(env()), database, logger: false });
    try {
      return await work(app);
    } finally {
      await app.close();
    }
  });
}
const signIn = (app: Awaited<ReturnType<typeof buildApp>>, email: string, password: string) =>
  app.inject({ method: 'POST', url: `${V2}/auth/local-login`, payload: { email, password } });
const listFlags = (app: Awaited<ReturnType<typeof buildApp>>, token: string) =>
  app.inject({
    method: 'GET',
    url: `${V3}/configs/feature-flags`,
    headers: { authorization: `Bearer ${token}` },
  });

describe('npm run seed', () => {
  it('on a database that is already seeded says so, changes nothing and exits 0 (no stack trace)', async () => {
    // What the first seed (or first start) left: its feature flags, banners' folder rows and app users.
    const before = await withDatabase(async ({ db }) => {
      await db.insert(featureFlags).values({ key: 'demo-flag', value: true });
      await db.insert(appUsers).values({ id: 100001, phone: '01291920264', name: 'علي رضوان' });
      return {
        banners: (await db.select({ n: count() }).from(banners))[0]!.n,
        staff: (await db.select({ n: count() }).from(staffUsers))[0]!.n,
      };
    });

    const second = await npmRun('seed');
    expect(second.stderr).not.toMatch(/Error|at .*\.ts:\d+/);
    expect(second.code).toBe(0);
    expect(second.stdout).toMatch(
      /^Already seeded: the (embedded )?database .* already holds data, so nothing was added\./m,
    );

    await withDatabase(async ({ db }) => {
      expect((await db.select({ n: count() }).from(banners))[0]!.n).toBe(before.banners);
      expect((await db.select({ n: count() }).from(staffUsers))[0]!.n).toBe(before.staff);
    });
  }, 240_000);
});

describe('npm run reset-admin-password', () => {
  const email = 'admin@lucky.app';
  const tokenVersionOf = async (db: Database['db']) =>
    (await db.select().from(staffUsers).where(eq(staffUsers.email, email)))[0]!.tokenVersion;
  let oldToken: string;
  let tokenVersion: number;

  beforeAll(async () => {
    [oldToken, tokenVersion] = await withApp(async (app) => {
      await ensureAdmin(app.db, { email, password: 'the-forgotten-password' });
      const response = await signIn(app, email, 'the-forgotten-password');
      expect(response.statusCode).toBe(200);
      expect((await listFlags(app, response.json().accessToken)).statusCode).toBe(200);
      return [
        (response.json() as { accessToken: string }).accessToken,
        await tokenVersionOf(app.db),
      ] as const;
    });
  }, 120_000);

  it('prints a new generated password once, which signs in, while the old one and open sessions stop working', async () => {
    const run = await npmRun('reset-admin-password', ['--email', email]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const password = /New password: (\S+)/.exec(run.stdout)?.[1];
    expect(password).toMatch(/^[\w-]{12,}$/);
    expect(run.stdout.split(password!).length - 1).toBe(1);

    await withApp(async (app) => {
      expect(await tokenVersionOf(app.db)).toBe(++tokenVersion);
      expect((await listFlags(app, oldToken)).statusCode).toBe(401);
      expect((await signIn(app, email, 'the-forgotten-password')).statusCode).toBe(401);
      const signedIn = await signIn(app, email, password!);
      expect(signedIn.statusCode).toBe(200);
      expect(
        (await listFlags(app, (signedIn.json() as { accessToken: string }).accessToken)).statusCode,
      ).toBe(200);
      const audits = await app.db.select().from(auditLog).where(eq(auditLog.action, 'staff.resetPassword'));
      expect(audits).toHaveLength(1);
      expect(audits[0]).toMatchObject({ targetType: 'staff', targetId: email, actorEmail: null });
      expect(JSON.stringify(audits)).not.toContain(password!);
    });
  }, 240_000);

  it('takes the password from ADMIN_PASSWORD (not printed) and the account from ADMIN_EMAIL', async () => {
    const run = await npmRun('reset-admin-password', [], {
      ADMIN_EMAIL: email,
      ADMIN_PASSWORD: 'chosen-by-the-operator-2026',
    });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`The password of ${email} was reset`);
    expect(run.stdout + run.stderr).not.toContain('chosen-by-the-operator-2026');
    await withApp(async (app) => {
      expect(await tokenVersionOf(app.db)).toBe(++tokenVersion);
      expect((await signIn(app, email, 'chosen-by-the-operator-2026')).statusCode).toBe(200);
    });
  }, 240_000);

  it('names an unknown account and changes nothing', async () => {
    const run = await npmRun('reset-admin-password', ['--email', 'nobody@lucky.app']);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('No staff account has the email nobody@lucky.app: nothing was changed.');
    expect(run.stderr).not.toMatch(/at .*\.ts:\d+/);
    expect(await withDatabase(({ db }) => tokenVersionOf(db))).toBe(tokenVersion);
  }, 240_000);
});

describe('npm run migrate', () => {
  const tags = codeMigrations().map((migration) => migration.tag);
  /** A new database of its own (a data folder, or a PostgreSQL database), as `npm run` sees it. */
  const fresh = async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'cmt-migrate-'));
    const database = process.env.TEST_DATABASE_URL
      ? await createDatabase(process.env.TEST_DATABASE_URL)
      : null;
    return {
      env: { DATA_DIR: folder, DATABASE_URL: database?.url ?? '' },
      url: database?.url,
      /** The migrations it records, read once no command holds it. */
      recorded: async () => {
        const opened = await openDatabase({ url: database?.url, dataDir: folder, migrations: 'check' });
        try {
          const { rows } = await opened.db.$client.query<{ n: number }>(
            'select count(*)::int as n from drizzle.__drizzle_migrations',
          );
          return rows[0]!.n;
        } finally {
          await opened.close();
        }
      },
      remove: async () => {
        await database?.drop();
        fs.rmSync(folder, { recursive: true, force: true });
      },
    };
  };
  const where = /(the embedded database in .*cmt-migrate-\w+|the database at DATABASE_URL)/;

  it('applies what the database lacks and names it, then says it is up to date; a newer database is left as it is', async () => {
    const target = await fresh();
    try {
      const first = await npmRun('migrate', [], target.env);
      expect(first.stderr).not.toMatch(/Error|at .*\.ts:\d+/);
      expect(first.code).toBe(0);
      expect(first.stdout).toMatch(
        new RegExp(`^Applied ${tags.length} migrations to ${where.source}: `, 'm'),
      );
      expect(first.stdout).toContain(`: ${tags.join(', ')}.`);
      expect(await target.recorded()).toBe(tags.length);

      const again = await npmRun('migrate', [], target.env);
      expect(again.code).toBe(0);
      expect(again.stdout).toMatch(
        new RegExp(
          `^Up to date: ${where.source} has every migration of this version \\(newest ${tags.at(-1)}\\)\\.$`,
          'm',
        ),
      );
      expect(await target.recorded()).toBe(tags.length);

      // The next release migrated it: this version applies nothing (and keeps working on it).
      const opened = await openDatabase({ url: target.url, dataDir: target.env.DATA_DIR });
      await opened.db.$client.query(
        `insert into drizzle.__drizzle_migrations (hash, created_at) values ('next-release', ${codeMigrations().at(-1)!.when + 1000})`,
      );
      await opened.close();
      const older = await npmRun('migrate', [], target.env);
      expect(older.code).toBe(0);
      expect(older.stdout).toMatch(
        new RegExp(
          `^Nothing applied: ${where.source} already has a migration newer than this version's newest`,
          'm',
        ),
      );
      expect(await target.recorded()).toBe(tags.length + 1);
    } finally {
      await target.remove();
    }
  }, 240_000);

  it('says plainly that the database is not reachable, without the connection string, and exits 1', async () => {
    const run = await npmRun('migrate', [], {
      DATABASE_URL: `postgres://operator:the-password@127.0.0.1:${port}/nothing`,
      DATABASE_WAIT_SECONDS: '0',
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Nothing applied: the database at DATABASE_URL is not reachable');
    expect(run.stdout + run.stderr).not.toMatch(/the-password|at .*\.ts:\d+/);
  }, 240_000);

  it.runIf(process.env.TEST_DATABASE_URL)(
    'two runs at once: both wait for the lock, one applies everything, the other then finds nothing to do',
    async () => {
      const target = await fresh();
      // The lock held, as by a server migrating at start (MIGRATE_ON_START) or a third run.
      const holder = new pg.Client({ connectionString: target.url });
      await holder.connect();
      try {
        await holder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        const runs = [npmRun('migrate', [], target.env), npmRun('migrate', [], target.env)];
        await expect
          .poll(
            async () =>
              (
                await holder.query<{ n: number }>(
                  `select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted
                   and database = (select oid from pg_database where datname = current_database()) and objid::text::bigint = $1`,
                  [MIGRATION_LOCK],
                )
              ).rows[0]!.n,
            { timeout: 120_000, interval: 200 },
          )
          .toBe(2);
        await holder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
        const outputs = (await Promise.all(runs)).map((run) => {
          expect(run.code, run.stderr).toBe(0);
          return run.stdout.trim();
        });
        expect(outputs.filter((out) => out.startsWith(`Applied ${tags.length} migrations`))).toHaveLength(1);
        expect(outputs.filter((out) => out.startsWith('Up to date: '))).toHaveLength(1);
        expect(await target.recorded()).toBe(tags.length);
      } finally {
        await holder.end();
        await target.remove();
      }
    },
    240_000,
  );
});
