// `npm run bench`: the offers, merchants, cashouts and app user endpoints at scale, each beside the
// same SQL run directly.
//
// 1. Seeds a fresh database (embedded PGlite under bench/.data, or BENCH_DATABASE_URL) with
//    200k offers, 20k merchants, 100k branches, 1M app users with their applications and 1M cashout
//    requests of 100k of them.
// 2. Records the exact SQL (text + parameters) the server's own query functions send for each
//    measured request, through a logging Drizzle instance.
// 3. Starts the real server in a child process and measures each endpoint from this process with
//    autocannon (keep-alive connections, fixed duration).
// 4. Replays the recorded SQL straight through the driver with the same concurrency and duration:
//    the floor the API cannot beat (on PostgreSQL right after each API case, the server idle; on
//    PGlite, which one process holds, after the server has stopped). On PostgreSQL the statements are
//    recorded and replayed through the server's own pool as the driver got them (bench/floor.mjs):
//    the same named prepared statements, the same round trips and concurrency inside a request; and
//    pgbench (-M prepared, the same statements in turn) runs beside each (BENCH_PGBENCH=0: not).
// 5. Prints p50/p99 latency and throughput of both and their ratio, the CPU model and the load
//    average, and writes bench/RESULTS.md.
//
// Seeding on PostgreSQL runs on connections of its own, without the server pool's stall probe and
// statement timeout (a 100k-row insert on a loaded machine takes longer than a request may).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import * as prettier from 'prettier';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { V2 } from '../packages/contract/src/endpoint.ts';
import { openDatabase, serverPool } from '../apps/server/src/db/client.ts';
import { POOL_DEFAULTS } from '../apps/server/src/db/pool-defaults.ts';
import * as schema from '../apps/server/src/db/schema.ts';
import { findOffer, searchOffers } from '../apps/server/src/features/offers/offer-queries.ts';
import { listMerchantPage } from '../apps/server/src/features/merchants/merchant-queries.ts';
import { listCashoutPage } from '../apps/server/src/features/affiliate/cashout-queries.ts';
import { seedAffiliate } from '../apps/server/src/seed/affiliate-data.ts';
import { searchAppUserList } from '../apps/server/src/features/app-users/app-user-queries.ts';
import { seedCatalogue } from '../apps/server/src/seed/catalogue-data.ts';
import { seedApplicationsAtScale } from '../apps/server/src/seed/applications-at-scale.ts';
import { seedCasesAtScale } from '../apps/server/src/seed/cases-at-scale.ts';
import { listCasePage } from '../apps/server/src/features/cases/case-queries.ts';
import { factsOf } from '../apps/server/src/features/rules/fact-queries.ts';
import { caseTimeline } from '../apps/server/src/features/cases/case-timeline-queries.ts';
import { listApplicationPage } from '../apps/server/src/features/financing/application-queries.ts';
import { createRandom } from '../apps/server/src/seed/random.ts';
import { homeCards } from '../apps/server/src/features/home/home-queries.ts';
import { globalSearch } from '../apps/server/src/features/customers/search-queries.ts';
import { permissionKeys } from '../packages/contract/src/permissions.ts';
import {
  composition,
  floorCheck,
  machineLine,
  measure,
  pgbenchAvailable,
  recordingPool,
  replay,
  runPgbench,
} from './floor.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const DATABASE_URL = process.env.BENCH_DATABASE_URL;
const DATA_DIR = path.join(here, '.data');
const PORT = Number(process.env.BENCH_PORT ?? 8183);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 4);
const COUNTS = {
  offers: Number(process.env.BENCH_OFFERS ?? 200_000),
  merchants: Number(process.env.BENCH_MERCHANTS ?? 20_000),
  branches: Number(process.env.BENCH_BRANCHES ?? 100_000),
  cashouts: Number(process.env.BENCH_CASHOUTS ?? 1_000_000),
  customers: Number(process.env.BENCH_CUSTOMERS ?? 100_000),
  // App users, each with an application (ids from 1,000,001): the app users and applications searches.
  applications: Number(process.env.BENCH_APPLICATIONS ?? 1_000_000),
  // Cases about the app users above (issue 36): the case list and a case's timeline.
  cases: Number(process.env.BENCH_CASES ?? 1_000_000),
};
/** The app users the search cases look for (ids from 1,000,001), read after seeding. */
const APP_USER_PROBE = 1_000_001 + Math.floor(COUNTS.applications / 2);
const ADMIN_PASSWORD = 'bench-admin-password-2026';
/** The JS heap (old space) the exporting server may use, MB. */
const EXPORT_HEAP_MB = Number(process.env.BENCH_EXPORT_HEAP_MB ?? 96);
const nullStorage = { put: async () => {}, read: async () => null, remove: async () => {} };
const log = (...args) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}]`, ...args);

/** The measured requests: the API path, and the domain call whose SQL is the floor. */
const OFFER_ID = Math.floor(COUNTS.offers / 2) + 1;
/** Who lists the cashouts and applications: the first-start admin (id 1), with the default SLA. */
const VIEWER = { id: 1, slaHours: 48 };
const cases = [
  {
    name: 'Offers search (English text, page of 20)',
    path: `${V2}/offers/regular/all?query=B.TECH&page=1&pageSize=20`,
    run: (db) =>
      searchOffers(db, '', 'REGULAR', { query: 'B.TECH', page: 1, pageSize: 20, sort: 'id', order: 'desc' }),
  },
  {
    name: 'Offers search (Arabic text, page of 20)',
    path: `${V2}/offers/regular/all?query=${encodeURIComponent('فودافون')}&page=1&pageSize=20`,
    run: (db) =>
      searchOffers(db, '', 'REGULAR', { query: 'فودافون', page: 1, pageSize: 20, sort: 'id', order: 'desc' }),
  },
  {
    name: 'Offers list page (20 offers)',
    path: `${V2}/offers/regular/all?page=1&pageSize=20`,
    run: (db) => searchOffers(db, '', 'REGULAR', { page: 1, pageSize: 20, sort: 'id', order: 'desc' }),
  },
  ...['EXPIRED', 'SCHEDULED', 'ACTIVE'].map((status) => ({
    name: `Offers list filtered by status ${status} (dates around today in Cairo)`,
    path: `${V2}/offers/regular/all?status=${status}&page=1&pageSize=20`,
    run: (db) =>
      searchOffers(db, '', 'REGULAR', { status, page: 1, pageSize: 20, sort: 'id', order: 'desc' }),
  })),
  {
    name: 'Merchants list (page of 20)',
    path: `${V2}/merchants/list?page=1&minOfferCount=0`,
    run: (db) =>
      listMerchantPage(db, '', { page: 1, pageSize: 20, minOfferCount: 0, sort: 'id', order: 'desc' }),
  },
  {
    name: 'Offer detail',
    path: `${V2}/offers/${OFFER_ID}`,
    run: (db) => findOffer(db, '', OFFER_ID),
  },
  {
    name: 'Cashouts list (page of 20)',
    path: `${V2}/payment/affiliate/cashouts?page=1`,
    run: (db) => listCashoutPage(db, { page: 1, pageSize: 20, sort: 'requestedAt', order: 'desc' }, VIEWER),
  },
  {
    name: 'Cashouts list (pending, page 3)',
    path: `${V2}/payment/affiliate/cashouts?status=PENDING&page=3`,
    run: (db) =>
      listCashoutPage(
        db,
        { page: 3, pageSize: 20, status: 'PENDING', sort: 'requestedAt', order: 'desc' },
        VIEWER,
      ),
  },
];

/** The bench's administrator as the queries see it: every permission (the home and the search ask each kind). */
const ADMIN = { id: 1, permissions: [...permissionKeys] };
/** The same administrator as the audit trail names it: a search that finds customers records the read. */
const ADMIN_ACTOR = { staff: { id: 1, email: 'bench@lucky.app' }, ip: null };

/**
 * The home (issue 21) and the app bar's search over a million customers, in each form staff type
 * (the probe's national id and mobile, an Arabic name of two parts, an English name). The search asks
 * its kinds one after another, Home its cards at once: the floor sends them as they were sent.
 */
const homeAndSearchCases = (probe) => [
  {
    name: `Home (waiting work), ${COUNTS.applications.toLocaleString('en')} customers`,
    path: `${V2}/home`,
    run: (db) => homeCards(db, ADMIN),
  },
  ...[
    { name: 'whole national id', q: probe.documentNumber },
    { name: 'mobile 01…', q: probe.phone },
    { name: 'mobile +20…', q: `+2${probe.phone}` },
    { name: 'mobile 0020… with spaces', q: `002 ${probe.phone.slice(0, 4)} ${probe.phone.slice(4)}` },
    { name: 'Arabic name, two parts', q: 'عمر عبد الفتاح' },
    { name: 'English name', q: 'Carrefour' },
  ].map(({ name, q }) => ({
    name: `Global search (${name}), ${COUNTS.applications.toLocaleString('en')} customers`,
    path: `${V2}/search?q=${encodeURIComponent(q)}`,
    run: (db) => globalSearch(db, ADMIN_ACTOR, ADMIN, q),
  })),
];

/** App user search over a million customers: its terms come from the seeded data (`probe`). */
const appUserCases = (probe) =>
  [
    { name: 'App users search (whole mobile)', q: probe.phone },
    { name: 'App users search (mobile as +20…, first 9 digits)', q: `+20${probe.phone.slice(1, 9)}` },
    { name: 'App users search (whole national id)', q: probe.documentNumber },
    { name: 'App users search (first and family name)', q: 'مريم رضوان' },
    { name: 'App users (newest 50, no search)', q: undefined },
  ].map(({ name, q }) => ({
    name: `${name}, ${COUNTS.applications.toLocaleString('en')} customers`,
    path: `${V2}/app-users${q ? `?q=${encodeURIComponent(q)}` : ''}`,
    run: (db) => searchAppUserList(db, { q, status: 'ALL' }),
  }));

/**
 * The database to seed. PGlite: the server's own opening. PostgreSQL: opened as the server does once
 * (it applies what migrations are pending), then a pool of its own for the seeding, with no statement
 * timeout and no stall probe: on a loaded machine the server pool's probe (a query unanswered for 1 s
 * makes it open a new connection within 1 s, or cut the stalled one) cut the seeding connection, and
 * the 15 s statement timeout cancelled the 100k-row applications insert (issue 33).
 */
async function openForSeeding(url, dataDir) {
  if (!url) return openDatabase({ url, dataDir });
  await (await openDatabase({ url })).close();
  const pool = new pg.Pool({
    connectionString: url,
    max: 2,
    options: '-c statement_timeout=0 -c idle_in_transaction_session_timeout=0',
  });
  return { db: drizzlePg(pool, { schema }), kind: 'postgres', close: () => pool.end() };
}

async function seed() {
  if (!DATABASE_URL) fs.rmSync(DATA_DIR, { recursive: true, force: true });
  const database = await openForSeeding(DATABASE_URL, DATA_DIR);
  if (DATABASE_URL) {
    // A fresh start on PostgreSQL too: empty the catalogue tables (the migrations already ran).
    await database.db.execute(
      'truncate offer_branches, popular_offers, onboarding_offers, custom_categories, offers, branches, merchants, categories, offer_tags, offer_counts restart identity cascade',
    );
    // The affiliate area; its reference data (aggregators, the two configs) stays as the migration left it.
    await database.db.execute(
      'truncate affiliate_cashouts, affiliate_transactions, cashback_wallets, popular_affiliate_merchants, affiliate_merchants, affiliate_categories, app_users, financing_partners restart identity cascade',
    );
    await database.db.execute('truncate aml_blacklist restart identity');
    await database.db.execute(
      'truncate case_links, case_notes, case_attachments, case_events, case_counters, case_status_counts, cases restart identity cascade',
    );
    await database.db.execute('update affiliate_cashout_counts set total = 0, amount_piastres = 0');
    await database.db.execute('delete from affiliate_config_versions where version > 1');
    await database.db.execute('update affiliate_configs set version = 1');
  }
  const started = Date.now();
  const random = createRandom(20261122);
  const summary = await seedCatalogue(database.db, random, {
    storage: nullStorage,
    scale: 1,
    counts: COUNTS,
  });
  // App users with their applications first (ids from 1,000,001); the cashouts are spread over the
  // first `customers` of them.
  const applicationsStarted = Date.now();
  if (COUNTS.applications > 0) await seedApplicationsAtScale(database.db, COUNTS.applications);
  const applicationSeconds = (Date.now() - applicationsStarted) / 1000;
  Object.assign(
    summary,
    await seedAffiliate(database.db, random, {
      storage: nullStorage,
      scale: 1,
      counts: {
        customers: Math.min(COUNTS.customers, COUNTS.applications || COUNTS.customers),
        cashouts: COUNTS.cashouts,
        ...(COUNTS.applications > 0 ? { usersFrom: 1_000_001 } : {}),
      },
    }),
  );
  if (COUNTS.cases > 0 && COUNTS.applications > 0) {
    // Nobody's yet: no staff may exist before the server makes its first administrator (it makes
    // one only on an empty table); two thirds are given to that administrator once it exists.
    Object.assign(
      summary,
      await seedCasesAtScale(database.db, COUNTS.cases, {
        customersFrom: 1_000_001,
        customers: COUNTS.applications,
        staffIds: [],
      }),
    );
  }
  if (COUNTS.applications > 0 && COUNTS.cashouts > 0) {
    // The rule facts' other tables (issue 37): 10,000 blacklisted names, half of them a customer's
    // own with a letter added (close, not equal), and the IBAN of every tenth bank cashout as its
    // customer's bank account.
    await database.db.execute(`insert into aml_blacklist (national_id, name, reason, source_list, listed_on)
      select 'BL' || lpad(g::text, 12, '0'), ca.search_name || case when g % 2 = 0 then 'x' else '' end,
        'bench', 'FIU', current_date
      from generate_series(1, 10000) g join customer_applications ca on ca.user_id = 1000000 + g * 97
      on conflict do nothing`);
    await database.db.execute(`insert into customer_bank_accounts (user_id, bank_name, iban, account_holder)
      select distinct on (user_id, iban) user_id, coalesce(bank_name, 'Bank'), iban, 'Holder'
      from affiliate_cashouts where iban is not null and id % 10 = 0
      on conflict do nothing`);
  }
  const seconds = (Date.now() - started) / 1000;
  // VACUUM flushes the GIN pending lists the bulk insert left (PGlite has no autovacuum) and sets the visibility map.
  await database.db.execute('vacuum analyze');
  await database.close();
  return { summary, seconds, applicationSeconds };
}

/**
 * Opens the database as the floor sends to it, with a Drizzle instance whose queries are recorded.
 * PostgreSQL: the server's own pool (`serverPool`, the same size), each query kept as the driver got
 * it (bench/floor.mjs). PGlite: its client, recorded and replayed the same way.
 */
async function openRaw() {
  if (DATABASE_URL) {
    const recorder = recordingPool(serverPool(DATABASE_URL, POOL_DEFAULTS));
    const pool = recorder.pool;
    return {
      pool,
      db: drizzlePg(pool, { schema }),
      record: (run) => recorder.record(run),
      query: (text, params) => pool.query(text, params),
      send: (statements) => replay(pool, statements),
      close: () => pool.end(),
    };
  }
  const client = await PGlite.create({ dataDir: path.join(DATA_DIR, 'pg'), extensions: { pg_trgm } });
  const recorder = recordingPool(client);
  return {
    db: drizzlePglite(client, { schema }),
    record: (run) => recorder.record(run),
    query: (text, params) => client.query(text, params),
    send: (statements) => replay(client, statements),
    close: () => client.close(),
  };
}

/** The SQL of one request, and EXPLAIN of each statement (to show the indexes at work). */
async function recordSql(raw, run) {
  const statements = await raw.record(() => run(raw.db));
  const plans = [];
  for (const { text, params } of statements) {
    const result = await raw.query(`explain (analyze, costs off, timing off, summary on) ${text}`, params);
    plans.push(result.rows.map((row) => row['QUERY PLAN']).join('\n'));
  }
  return { statements, plans };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];

/** The floor: CONNECTIONS workers replay the request's statements as the server sent them, DURATION s. */
const floor = (raw, statements) =>
  measure(() => raw.send(statements), { connections: CONNECTIONS, seconds: DURATION });

async function startServer(nodeArgs = []) {
  const env = {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR,
    ADMIN_PASSWORD,
    SEED_DEMO_DATA: 'never',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    // No load balancer to drain: a stop closes at once.
    SHUTDOWN_DRAIN_SECONDS: '0',
  };
  if (DATABASE_URL) env.DATABASE_URL = DATABASE_URL;
  // The data an earlier run left (BENCH_REUSE) may lack a migration since: the server applies it
  // (on PostgreSQL it does not at start otherwise, docs/deployment.md).
  if (DATABASE_URL) env.MIGRATE_ON_START = 'true';
  // PostgreSQL needs the audit chain's key (a bench database's own).
  if (DATABASE_URL) env.AUDIT_KEY ??= 'bench-audit-key-bench-audit-key-bench-audit-key';
  else delete env.DATABASE_URL;
  const child = spawn(process.execPath, [...nodeArgs, 'apps/server/src/server.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${output}`);
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/readyz`)).ok) {
        // A server that stops while it is measured says why (its output is kept only here).
        child.once('exit', (code, signal) => {
          if (signal !== 'SIGTERM')
            console.error(`The server stopped (${signal ?? code}):\n${output.slice(-4000)}`);
        });
        return child;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGTERM');
  throw new Error(`server did not start:\n${output}`);
}

async function signIn() {
  const response = await fetch(`http://127.0.0.1:${PORT}${V2}/auth/local-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@lucky.app', password: ADMIN_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return (await response.json()).accessToken;
}

async function api(token, urlPath) {
  const headers = { authorization: `Bearer ${token}`, 'local-app-id': 'CMT' };
  const check = await fetch(`http://127.0.0.1:${PORT}${urlPath}`, { headers });
  if (!check.ok) throw new Error(`${urlPath}: ${check.status} ${await check.text()}`);
  await autocannon({
    url: `http://127.0.0.1:${PORT}${urlPath}`,
    headers,
    connections: CONNECTIONS,
    duration: 2,
  });
  // autocannon's own percentiles come from a histogram of whole milliseconds, cut down (3.9 ms counts
  // as 3): each answer's exact time is kept instead, as the floor keeps its own.
  const latencies = [];
  const instance = autocannon({
    url: `http://127.0.0.1:${PORT}${urlPath}`,
    headers,
    connections: CONNECTIONS,
    duration: DURATION,
  });
  instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  const result = await instance;
  if (result.non2xx || result.errors)
    throw new Error(`${urlPath}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    rps: latencies.length / DURATION,
  };
}

const ms = (value) => value.toFixed(2);

/** The financing cases, searching for a customer the generator made (the middle one) as staff would. */
async function applicationCases(raw) {
  if (COUNTS.applications === 0) return [];
  const id = 1_000_001 + Math.floor(COUNTS.applications / 2);
  const {
    rows: [c],
  } = await raw.query(
    'select document_number, phone, second_name, third_name from customer_applications where user_id = $1',
    [id],
  );
  const base = { page: 1, pageSize: 20, sort: 'appliedAt', order: 'desc' };
  const search = (name, q) => ({
    name,
    path: `${V2}/financing/applications?q=${encodeURIComponent(q)}`,
    run: (db) => listApplicationPage(db, { ...base, q }, VIEWER),
  });
  return [
    search('Applications search (national id prefix, 10 digits)', c.document_number.slice(0, 10)),
    search('Applications search (mobile number)', c.phone),
    search('Applications search (Arabic name, two parts)', `${c.second_name} ${c.third_name}`),
    {
      name: 'Applications list (newest 20)',
      path: `${V2}/financing/applications`,
      run: (db) => listApplicationPage(db, base, VIEWER),
    },
  ];
}

/**
 * The case list (issue 36) as a case handler opens it (open cases, due soonest) and as a supervisor
 * browses all (newest first), and the timeline of an open case about a customer: notes, events,
 * the customer's audit entries and SMS, approvals (recorded as a read, as the server does).
 */
async function caseFileCases(raw) {
  if (COUNTS.cases === 0 || COUNTS.applications === 0) return [];
  const {
    rows: [open],
  } = await raw.query("select id from cases where status = 'IN_PROGRESS' order by due_on, id limit 1");
  const base = { page: 1, pageSize: 20 };
  return [
    {
      name: 'Cases list (open, due soonest, page of 20)',
      path: `${V2}/cases?open=true`,
      run: (db) => listCasePage(db, { ...base, open: true, sort: 'dueOn', order: 'asc' }, ADMIN),
    },
    {
      name: 'Cases list (all, newest first, page of 20)',
      path: `${V2}/cases?sort=createdAt&order=desc`,
      run: (db) => listCasePage(db, { ...base, sort: 'createdAt', order: 'desc' }, ADMIN),
    },
    {
      name: 'Case timeline (an open case about a customer)',
      path: `${V2}/cases/${open.id}/timeline`,
      run: (db) => caseTimeline(db, ADMIN_ACTOR, ADMIN, open.id, undefined),
    },
  ];
}

/**
 * The rule facts of a new cashout (issue 37 item 2: at most 5 ms p50 at 1M customers and 1M cashouts):
 * the newest wallet and bank cashouts (the seed's bank cashouts are all approved: the newest of each
 * method, whatever its status), against 10,000 blacklisted names and 100,000 bank accounts. No HTTP endpoint answers values (rules evaluate them
 * inside a decision), so the case has no `path`: its "API" columns measure `factsOf` called in this
 * process through the server's own pool (Drizzle, the row mapped to facts), beside the floor (its one
 * statement straight through the driver).
 */
async function ruleFactCases(raw) {
  if (COUNTS.cashouts === 0) return [];
  const newest = async (method) =>
    (
      await raw.query(
        'select id from affiliate_cashouts where method = $1 order by requested_at desc, id desc limit 1',
        [method],
      )
    ).rows[0]?.id;
  const list = [];
  for (const [method, words] of [
    ['WALLET', 'mobile wallet'],
    ['BANK', 'bank transfer'],
  ]) {
    const id = await newest(method);
    if (id)
      list.push({
        name: `Rule facts of a new cashout (${words}; factsOf in process, no HTTP)`,
        inProcess: true,
        run: (db) => factsOf(db, 'cashout', id),
      });
  }
  return list;
}

/** A case without an HTTP path: its call measured in this process, as the floor is. */
const inProcess = (raw, c) => measure(() => c.run(raw.db), { connections: CONNECTIONS, seconds: DURATION });

/** The server process's resident memory, in MB (Linux /proc). */
const rssOf = (pid) =>
  Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/**
 * One applications export as staff would take it: the CSV read as it streams, its rows counted, and
 * the server's RSS sampled every 50 ms (before, and its peak while streaming).
 */
async function exportRun(token, pid, search) {
  const before = rssOf(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssOf(pid))), 50);
  const t0 = performance.now();
  const response = await fetch(`http://127.0.0.1:${PORT}${V2}/financing/export-applications?${search}`, {
    headers: { authorization: `Bearer ${token}`, 'local-app-id': 'CMT' },
  });
  if (!response.ok) throw new Error(`export: ${response.status} ${await response.text()}`);
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) lines++;
  }
  const seconds = (performance.now() - t0) / 1000;
  clearInterval(sampler);
  return { search, rows: lines - 1, mb: bytes / 2 ** 20, seconds, before, peak };
}

/**
 * `npm run bench:floor-check` (BENCH_FLOOR_CHECK): no server; each distinct statement of the cases
 * through the floor and through pgbench (bench/floor.mjs `floorCheck`), BENCH_FLOOR_ROUNDS rounds
 * (default 3) of BENCH_SECONDS (default 2) each, taking turns. Exits 1 when the floor is more than 5 % above pgbench on any statement.
 */
const CHECK_SECONDS = Number(process.env.BENCH_SECONDS ?? 2);
async function floorCheckOnly(raw, requests) {
  if (!DATABASE_URL)
    throw new Error('bench:floor-check needs BENCH_DATABASE_URL (PostgreSQL, seeded by `npm run bench`)');
  if (!(await pgbenchAvailable())) throw new Error('bench:floor-check needs pgbench (PGBENCH=path)');
  const loadAtStart = os.loadavg();
  const results = await floorCheck(DATABASE_URL, raw.pool, requests, {
    connections: CONNECTIONS,
    seconds: CHECK_SECONDS,
    rounds: Number(process.env.BENCH_FLOOR_ROUNDS ?? 3),
    log,
  });
  await raw.close();
  console.log(`\n${machineLine(loadAtStart)}; ${CONNECTIONS} connection(s), ${CHECK_SECONDS} s per run.\n`);
  console.log(
    '| Request | statement | named | floor mean ms | floor client CPU ms per call | pgbench mean ms | floor/pgbench | within 5 % |',
  );
  console.log('| --- | ---: | --- | ---: | ---: | ---: | ---: | --- |');
  for (const r of results)
    console.log(
      `| ${r.request} | ${r.index + 1} | ${r.named ? 'yes' : 'no'} | ${ms(r.floor)} | ${r.floorCpuMs.toFixed(3)} | ${ms(r.pgbench)} | ${r.ratio.toFixed(3)} | ${r.ok ? 'yes' : 'no'} |`,
    );
  const over = results.filter((r) => !r.ok);
  console.log(`\n${results.length - over.length} of ${results.length} statements within 5 % of pgbench.`);
  if (over.length) process.exitCode = 1;
}

async function main() {
  const loadAtStart = os.loadavg();
  const withPgbench =
    Boolean(DATABASE_URL) && process.env.BENCH_PGBENCH !== '0' && (await pgbenchAvailable());
  const target = DATABASE_URL ? `PostgreSQL (${new URL(DATABASE_URL).pathname.slice(1)})` : 'embedded PGlite';
  log(
    `seeding ${COUNTS.offers} offers, ${COUNTS.merchants} merchants, ${COUNTS.branches} branches, ${COUNTS.applications} app users with applications, ${COUNTS.cashouts} cashouts into ${target}`,
  );
  // BENCH_REUSE=1 measures the data a previous run left (same counts), to try settings without reseeding.
  const seeded = process.env.BENCH_REUSE ? { seconds: NaN } : await seed();
  log(Number.isNaN(seeded.seconds) ? 'reusing the seeded data' : `seeded in ${seeded.seconds.toFixed(1)} s`);

  // The SQL each request sends, recorded from the server's own query functions.
  let raw = await openRaw();
  if (COUNTS.applications > 0) {
    const probe = await raw.query(
      'select u.phone, a.document_number as "documentNumber" from app_users u join customer_applications a on a.user_id = u.id where u.id = $1',
      [APP_USER_PROBE],
    );
    cases.push(...appUserCases(probe.rows[0]), ...homeAndSearchCases(probe.rows[0]));
  }
  cases.push(...(await applicationCases(raw)));
  cases.push(...(await caseFileCases(raw)));
  cases.push(...(await ruleFactCases(raw)));
  const partner = COUNTS.applications
    ? (await raw.query("select id from financing_partners where name = 'Connect Money'")).rows[0].id
    : null;
  // BENCH_ONLY=<regex>: only the cases whose name matches (no exports, RESULTS.md left as it is).
  const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : null;
  if (only) cases.splice(0, cases.length, ...cases.filter((c) => only.test(c.name)));
  for (const c of cases) Object.assign(c, await recordSql(raw, c.run));
  if (process.env.BENCH_FLOOR_CHECK) return floorCheckOnly(raw, cases);
  if (!DATABASE_URL) await raw.close(); // PGlite: one process at a time, the server opens it next

  log('starting the server');
  const server = await startServer();
  const token = await signIn();
  if (DATABASE_URL && COUNTS.cases > 0 && !process.env.BENCH_REUSE) {
    // PostgreSQL only: the embedded database is the server's alone while it runs.
    const assign = await openForSeeding(DATABASE_URL, DATA_DIR);
    await assign.db.execute(
      "update cases set (assignee_id, opened_by) = (select id, id from staff_users where email = 'admin@lucky.app') where id % 3 <> 0",
    );
    await assign.db.execute('vacuum analyze cases');
    await assign.close();
  }
  for (const c of cases) {
    // In process on PostgreSQL now; on PGlite (the server's alone while it runs) with the floors below.
    if (c.inProcess && !DATABASE_URL) continue;
    log(`API   ${c.name}`);
    c.api = c.inProcess ? await inProcess(raw, c) : await api(token, c.path);
    // On PostgreSQL the floor runs right after its API case (the server idle), so both see the same
    // machine: on a shared VM the speed drifts over minutes. PGlite is one process: floors come last.
    if (DATABASE_URL) {
      log(`floor ${c.name}`);
      c.floor = await floor(raw, c.statements);
    }
    if (withPgbench) {
      log(`pgbench ${c.name}`);
      c.pgbench = await runPgbench(DATABASE_URL, c.statements, {
        connections: CONNECTIONS,
        seconds: DURATION,
      });
    }
  }
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));

  // Exports, on a server whose JS heap is capped: a tenth of one partner's active lines (their last
  // 100 days), then all of them. Streamed page by page, both fit in the same memory.
  const exports = [];
  if (partner && !only) {
    const exporter = await startServer([`--max-old-space-size=${EXPORT_HEAP_MB}`]);
    const exportToken = await signIn();
    const today = new Date();
    const day = (offset) => new Date(today.getTime() - offset * 86_400_000).toISOString().slice(0, 10);
    for (const search of [
      `status=ANY_ACTIVE&partnerId=${partner}&from=${day(99)}&to=${day(-1)}`,
      `status=ANY_ACTIVE&partnerId=${partner}`,
    ]) {
      log(`export ${search}`);
      exports.push(await exportRun(exportToken, exporter.pid, search));
    }
    exporter.kill('SIGTERM');
    await new Promise((resolve) => exporter.once('exit', resolve));
  }

  if (!DATABASE_URL) {
    raw = await openRaw();
    for (const c of cases) {
      if (c.inProcess) {
        log(`in process ${c.name}`);
        c.api = await inProcess(raw, c);
      }
      log(`floor ${c.name}`);
      c.floor = await floor(raw, c.statements);
    }
  }
  await raw.close();

  // The last four columns: the floor's mean, pgbench -M prepared's mean on the same statements, one
  // after another in its script (for a request whose statements go at once, more than the floor
  // can be), and how the server sent them. Means, as pgbench gives no percentile here (floor.mjs).
  const header =
    '| Endpoint | API p50 ms | floor p50 ms | p50 gap ms | API p99 ms | floor p99 ms | API req/s | floor req/s | floor/API throughput | floor mean ms | pgbench mean ms | statements |';
  const rows = cases.map(
    (c) =>
      `| ${c.name} | ${ms(c.api.p50)} | ${ms(c.floor.p50)} | ${ms(c.api.p50 - c.floor.p50)} | ${ms(c.api.p99)} | ${ms(c.floor.p99)} | ${Math.round(c.api.rps)} | ${Math.round(c.floor.rps)} | ${(c.floor.rps / c.api.rps).toFixed(2)}× | ${ms(c.floor.mean)} | ${c.pgbench ? ms(c.pgbench.mean) : '–'} | ${composition(c.statements)}${c.statements.every((s) => s.name) && DATABASE_URL ? ', named' : c.statements.some((s) => s.name) ? ', some named' : ''} |`,
  );
  const table = [
    header,
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...rows,
  ].join('\n');
  const machineNow = machineLine(loadAtStart);
  console.log(`\n${machineNow}\n\n${table}\n`);
  const exportTable = exports.length
    ? [
        '| Export (`GET /financing/export-applications`) | Rows | MB | Seconds | Rows/s | Server RSS before MB | Server peak RSS MB |',
        '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
        ...exports.map(
          (e) =>
            `| \`${e.search}\` | ${e.rows.toLocaleString('en')} | ${e.mb.toFixed(1)} | ${e.seconds.toFixed(2)} | ${Math.round(e.rows / e.seconds).toLocaleString('en')} | ${Math.round(e.before)} | ${Math.round(e.peak)} |`,
        ),
      ].join('\n')
    : '';
  if (exportTable) console.log(`${exportTable}\n`);

  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}`;
  const section = [
    `## ${target}`,
    '',
    `Measured ${new Date().toISOString()} on ${machine}; ${machineNow}. ${COUNTS.offers.toLocaleString('en')} offers, ${COUNTS.merchants.toLocaleString('en')} merchants, ${COUNTS.branches.toLocaleString('en')} branches, ${COUNTS.applications.toLocaleString('en')} app users with applications, ${COUNTS.cashouts.toLocaleString('en')} cashout requests of ${COUNTS.customers.toLocaleString('en')} of them (${Number.isNaN(seeded.seconds) ? 'seeded by an earlier run' : `seeded in ${seeded.seconds.toFixed(1)} s`}). ${CONNECTIONS} concurrent connections (API, autocannon, keep-alive) or workers (floor), ${DURATION} s each after a warm-up. Server: \`LOG_LEVEL=warn\`, one Node process.`,
    '',
    table,
    '',
    ...(exportTable
      ? [
          `${COUNTS.applications.toLocaleString('en')} customer applications (generated in ${seeded.applicationSeconds?.toFixed(1) ?? '?'} s), each export streamed through the real server (started with \`--max-old-space-size=${EXPORT_HEAP_MB}\`) while its memory was sampled every 50 ms:`,
          '',
          exportTable,
          '',
        ]
      : []),
    '<details><summary>SQL and plans (EXPLAIN ANALYZE)</summary>',
    '',
    ...cases.flatMap((c) => [
      `### ${c.name}: ${c.path ? `\`GET ${c.path}\`` : 'in process'}`,
      '',
      ...c.statements.flatMap((s, i) => [
        '```sql',
        s.text,
        `-- params: ${JSON.stringify(s.params)}`,
        '```',
        '```',
        c.plans[i],
        '```',
        '',
      ]),
    ]),
    '</details>',
    '',
  ].join('\n');
  if (only) return;
  const file = path.join(here, 'RESULTS.md');
  const intro =
    '# Benchmark results\n\n`npm run bench` (embedded PGlite) and `BENCH_DATABASE_URL=postgres://… npm run bench` (PostgreSQL) each rewrite their own section. "Floor" = the same SQL statements, with the same parameters, sent straight through the driver as the server sends them (on PostgreSQL its own pool, the same named prepared statements, the same composition inside a request: `bench/floor.mjs`): what the API would cost with zero HTTP, auth, validation and serialisation.\n\n';
  const previous = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : intro;
  const sections = previous.split(/^(?=## )/m);
  const kept = sections.filter((s, i) => i > 0 && !s.startsWith(`## ${target}`));
  const markdown = [sections[0] || intro, ...kept, section].join('');
  // Formatted like the rest of the repository, so `npm run lint` stays green after a run.
  const options = (await prettier.resolveConfig(file)) ?? {};
  fs.writeFileSync(file, await prettier.format(markdown, { ...options, filepath: file }));
  log(`wrote ${path.relative(root, file)}`);
}

await main();
