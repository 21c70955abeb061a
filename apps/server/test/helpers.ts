import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { count, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { SignJWT, exportJWK, generateKeyPair, type CryptoKey, type JWTPayload } from 'jose';
import pg from 'pg';
import { V2 } from '@cmt/contract/endpoint';
import { buildApp, type BuildOptions } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { openDatabase, type Database, type Db } from '../src/db/client.ts';
import { auditLog, staffUsers } from '../src/db/schema.ts';
import { openSession } from '../src/domain/staff-sessions.ts';
import { hashPassword } from '../src/lib/passwords.ts';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: Database;
  db: Db;
  /** Creates an active staff account with these permissions and returns a bearer header for it. */
  signIn(
    permissions: readonly string[],
    email?: string,
  ): Promise<{ authorization: string; id: number; email: string }>;
  /** Creates an account with a password, for sign-in tests. */
  createAccount(input: {
    email: string;
    password: string;
    permissions?: string[];
    isActive?: boolean;
  }): Promise<number>;
  /** POST /auth/local-login as a user would. */
  localLogin(email: string, password: string): Promise<LightMyRequestResponse>;
  /** Number of rows in a table, to check that a refused request wrote nothing. */
  countRows(table: PgTable): Promise<number>;
  /** Audit entries with this action, oldest first. */
  auditOf(action: string): Promise<(typeof auditLog.$inferSelect)[]>;
  close(): Promise<void>;
}

let counter = 0;

/** A hash of the committed migrations: a template made from other migrations is never used. */
function migrationsHash() {
  const migrations = fileURLToPath(new URL('../drizzle', import.meta.url));
  const hash = createHash('sha256');
  for (const name of fs.readdirSync(migrations, { recursive: true }).map(String).sort()) {
    const file = path.join(migrations, name);
    if (fs.statSync(file).isFile()) hash.update(name).update(fs.readFileSync(file));
  }
  return hash;
}

/**
 * A migrated database on the PostgreSQL server of `adminUrl` to clone test databases from (`create
 * database … template`), made once per set of migrations and kept on the server: a clone skips the
 * migrations, about 2 s of every test app's set-up. Made under an advisory lock, so test files
 * starting side by side make it once, and renamed into place only when whole. Templates of older
 * migrations are left alone (another checkout's tests may be cloning one): on a machine that keeps
 * its PostgreSQL, `drop database cmt_template_…` clears them.
 */
async function pgTemplate(adminUrl: string): Promise<string> {
  const name = `cmt_template_${migrationsHash().digest('hex').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock(hashtext($1))', ['cmt test template']);
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      const building = `${name}_${process.pid}`;
      await admin.query(`create database ${building}`);
      const parsed = new URL(adminUrl);
      parsed.pathname = `/${building}`;
      const database = await openDatabase({ url: parsed.toString(), dataDir: null, migrations: 'apply' });
      await database.close();
      await admin.query(`alter database ${building} rename to ${name}`);
    }
  } finally {
    await admin.query('select pg_advisory_unlock(hashtext($1))', ['cmt test template']).catch(() => {});
    await admin.end();
  }
  return name;
}

/**
 * An empty, migrated PGlite database as a tarball, made once per set of migrations and PGlite
 * version and shared by every test file through the temp folder: starting from it skips initdb and
 * the migrations, about 2 s of each file's set-up.
 */
async function pgliteTemplate(): Promise<Blob> {
  const pglite = path.resolve(
    path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')),
    '..',
  );
  const hash = migrationsHash().update(fs.readFileSync(path.join(pglite, 'package.json')));
  const cached = path.join(os.tmpdir(), `cmt-pglite-template-${hash.digest('hex').slice(0, 16)}.tar`);
  if (fs.existsSync(cached)) return new Blob([fs.readFileSync(cached)]);

  const database = await openDatabase({ dataDir: null });
  const dump = await database.dump!();
  await database.close();
  // Written aside then renamed, so a test file running in parallel never reads half a file.
  const partial = `${cached}.${process.pid}.${randomBytes(4).toString('hex')}`;
  fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(partial, cached);
  return dump;
}

/**
 * The real app on a fresh database: in-memory PGlite, or a new database on the PostgreSQL server
 * of TEST_DATABASE_URL (dropped again on close), so test files never share state.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: Pick<BuildOptions, 'logStream'> & {
    /** PostgreSQL only: the app connects through this URL instead (e.g. a proxy that a test cuts). */
    connectThrough?: (url: URL) => URL;
    /** On the embedded database (PGlite) even where TEST_DATABASE_URL is set. */
    embedded?: boolean;
  } = {},
): Promise<TestApp> {
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cmt-test-'));
  let url: string | undefined;
  let dropDatabase = async () => {};
  if (process.env.TEST_DATABASE_URL && !options.embedded) {
    const name = `cmt_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    const template = await pgTemplate(process.env.TEST_DATABASE_URL);
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    await admin.end();
    const parsed = new URL(process.env.TEST_DATABASE_URL);
    parsed.pathname = `/${name}`;
    url = (options.connectThrough?.(parsed) ?? parsed).toString();
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  }
  const config = loadConfig({
    DATA_DIR: filesDir,
    TOKEN_SECRET: randomBytes(32).toString('hex'),
    // PostgreSQL refuses to start without it; `AUDIT_KEY: ''` leaves it out (PGlite: DATA_DIR/audit.key).
    AUDIT_KEY: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: path.join(filesDir, 'no-web-build'),
    // Every inject comes from 127.0.0.1: the per-address limit has its own test.
    SIGN_IN_FAILURES_PER_IP_PER_MINUTE: '100000',
    ...env,
  });
  const database = await openDatabase({ url, dataDir: null, from: url ? undefined : await pgliteTemplate() });
  const app = await buildApp({
    config,
    database,
    logger: Boolean(options.logStream),
    logStream: options.logStream,
  }).catch(async (error: unknown) => {
    // A start refused (AUDIT_KEY left out on PostgreSQL) leaves no database behind.
    await database.close();
    await dropDatabase();
    throw error;
  });
  await app.ready();

  const createAccount: TestApp['createAccount'] = async (input) => {
    const [row] = await database.db
      .insert(staffUsers)
      .values({
        email: input.email,
        name: input.email.split('@')[0]!,
        permissions: input.permissions ?? [],
        passwordHash: await hashPassword(input.password),
        isActive: input.isActive ?? true,
      })
      .returning();
    return row!.id;
  };

  return {
    app,
    config,
    database,
    db: database.db,
    createAccount,
    localLogin: (email, password) =>
      app.inject({ method: 'POST', url: `${V2}/auth/local-login`, payload: { email, password } }),
    async countRows(table) {
      const [row] = await database.db.select({ value: count() }).from(table);
      return row?.value ?? 0;
    },
    auditOf: (action) =>
      database.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(auditLog.id),
    async signIn(permissions, email = `staff${++counter}.${randomBytes(3).toString('hex')}@lucky.app`) {
      const [row] = await database.db
        .insert(staffUsers)
        .values({ email, name: email.split('@')[0]!, permissions: [...permissions] })
        .returning();
      const sid = await openSession(
        database.db,
        row!.id,
        { ip: '127.0.0.1', userAgent: 'test' },
        'test',
        config.TOKEN_TTL_SECONDS,
      );
      const token = await app.tokens.sign({
        sub: String(row!.id),
        email,
        permissions: [...permissions],
        ver: row!.tokenVersion,
        sid,
      });
      return { authorization: `Bearer ${token}`, id: row!.id, email };
    },
    async close() {
      await app.close();
      await database.close().catch(() => {}); // a test may have closed it already
      await dropDatabase();
      fs.rmSync(filesDir, { recursive: true, force: true });
    },
  };
}

/** A tiny valid PNG (1x1), for upload tests. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
  'base64',
);

/** A multipart body with one `file` field, for `inject`. */
export function multipartFile(filename: string, contentType: string, data: Buffer) {
  const boundary = `----cmt${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A PNG of `size` bytes: a real image followed by padding (decoders ignore bytes after IEND). */
export const pngOfSize = (size: number): Buffer =>
  Buffer.concat([PNG_1X1, Buffer.alloc(size - PNG_1X1.length)]);

/**
 * A stand-in for Google's sign-in: an RSA key pair whose public half is served as a JWKS on
 * 127.0.0.1, and a signer for ID tokens. Pass `env` to createTestApp.
 */
export async function createFakeGoogle(
  clientIds = {
    app: 'app-client.apps.googleusercontent.com',
    connect: 'connect-client.apps.googleusercontent.com',
  },
) {
  const kid = 'test-key';
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const jwks = JSON.stringify({ keys: [{ ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' }] });
  const server = http.createServer((_, res) => {
    res.writeHead(200, { 'content-type': 'application/json' }).end(jwks);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const now = () => Math.floor(Date.now() / 1000);

  return {
    clientIds,
    env: {
      GOOGLE_JWKS_URL: `http://127.0.0.1:${port}/oauth2/v3/certs`,
      GOOGLE_CLIENT_ID_APP: clientIds.app,
      GOOGLE_CLIENT_ID_CONNECT: clientIds.connect,
    },
    /**
     * An ID token as Google would issue it for `email` (hd = its domain, verified, valid for an hour);
     * `claims` override any of that, `key` signs with another key.
     */
    async idToken(email: string, claims: JWTPayload = {}, key: CryptoKey = privateKey): Promise<string> {
      const payload: JWTPayload = {
        iss: 'https://accounts.google.com',
        aud: clientIds.app,
        sub: `google-${email}`,
        email,
        email_verified: true,
        hd: email.split('@')[1],
        iat: now(),
        exp: now() + 3600,
        ...claims,
      };
      return new SignJWT(payload).setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' }).sign(key);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A request through the app as a signed-in staff member (`who` from `t.signIn`/`t.staff`), with a JSON body if given. */
export const callAs = (
  app: TestApp['app'],
  who: { authorization: string },
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) =>
  app.inject({ method, url, headers: { authorization: who.authorization }, ...(payload ? { payload } : {}) });

/**
 * Writes an audit entry and seals it with SQL, as a database superuser could, without AUDIT_KEY: verify
 * fails on it and the sealer will not chain onto it (docs/audit-chain.md). Returns the entry's id.
 */
export async function sealWithoutKey(db: Db): Promise<number> {
  const [forged] = await db.insert(auditLog).values({ action: 'flag.update' }).returning();
  await db.execute(sql`
    insert into audit_seals (entry_id, hash)
    select a.id, audit_entry_hash((select hash from audit_seals order by seq desc limit 1), a)
    from audit_log a where a.id = ${forged!.id}`);
  await db.execute(sql`delete from audit_unsealed where entry_id = ${forged!.id}`);
  return forged!.id;
}
