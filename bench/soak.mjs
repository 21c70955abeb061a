// `npm run bench:soak`: two server instances on one PostgreSQL behind a small round-robin proxy of
// this script's own, SOAK_SESSIONS (200) signed-in staff sessions doing a mix of what staff do
// (lists, searches, customer pages, cashout decisions with four-eyes, a bulk upload, CSV exports)
// for SOAK_SECONDS (600).
//
// 1. A fresh database on the PostgreSQL server of SOAK_DATABASE_URL (default the `soak` database on
//    127.0.0.1; this run's own database is made beside it and dropped at the end, SOAK_KEEP=1 keeps
//    it), migrated as `npm run migrate` does, seeded with a catalogue, app users with applications,
//    cashouts, and SOAK_SESSIONS staff accounts (local passwords, every permission) inserted directly:
//    accounts nobody made carry no four-eyes tie (docs/four-eyes.md), so any one checks another's request.
// 2. Two instances as `npm start` runs them (the build, its environment and Node flags;
//    SOAK_SERVER_ENTRY=sources runs the sources as the tests do), on ports SOAK_PORT+1 and +2, and the
//    proxy (a child process, `--proxy`) on SOAK_PORT, which hands each request to the next instance.
// 3. Every session signs in through the proxy (POST /auth/local-login, a few at a time: the sign-in
//    limits count attempts per address, and a successful one gives its attempt back), then loops:
//    think (SOAK_THINK_MS, 2000-8000 ms uniform: a person reading a screen), one action, measured
//    from the request to its last byte.
// 4. Meanwhile: each instance's RSS (/proc) every SOAK_SAMPLE_SECONDS (10), the database's connections
//    (pg_stat_activity, by state) every 2 s; the load average at start and end.
// 5. Prints per route p50/p95/p99/count/errors, the RSS samples with their least-squares slope after
//    the warm-up (SOAK_WARM_UP_SECONDS, 120 or a third of a shorter run), the connections, the share of
//    reads served by replicas (when the server reports one at /metrics), and writes the "Soak" section
//    of bench/RESULTS.md (SOAK_RESULTS=0: not; SOAK_JSON=<file>: the figures as JSON, for the smoke test).
// Any non-2xx answer or network error counts as an error; the run exits 1 when there is one.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const env = process.env;
/** The proxy's port; the instances listen on the next two. SOAK_PORT=0: three free ports. */
const PORT = Number(env.SOAK_PORT ?? 4640);

/** A port nobody listens on now. */
async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}
const HEADING = '## Soak: two instances, PostgreSQL';

// ------------------------------------------------------------------------------------------ proxy

/**
 * The round-robin proxy (`node bench/soak.mjs --proxy <port> <upstream port>…`): each request goes to
 * the next instance in turn, on kept-alive connections, streamed both ways. An instance that cannot
 * be reached answers 502 (an error the soak counts).
 */
function runProxy(port, upstreams) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  let next = 0;
  const server = http.createServer((req, res) => {
    const target = upstreams[next++ % upstreams.length];
    const forward = http.request(
      { host: '127.0.0.1', port: target, method: req.method, path: req.url, headers: req.headers, agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        // An answer cut off upstream is cut off downstream too (never left hanging).
        answer.once('aborted', () => res.destroy());
        answer.once('error', () => res.destroy());
      },
    );
    req.once('aborted', () => forward.destroy());
    forward.on('error', (error) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`proxy: ${error.message}`);
    });
    req.pipe(forward);
  });
  server.keepAliveTimeout = 65_000;
  server.listen(port, '127.0.0.1', () => process.send?.('listening'));
  // The client's kept-alive connections would hold a graceful close open: the bench is over.
  process.on('SIGTERM', () => {
    server.closeAllConnections();
    process.exit(0);
  });
}

// ------------------------------------------------------------------------------------ measurement

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] : NaN;

/** Least squares of y over x: the slope (y per x unit). */
export function slope(points) {
  const n = points.length;
  if (n < 2) return NaN;
  const mx = points.reduce((s, p) => s + p.x, 0) / n;
  const my = points.reduce((s, p) => s + p.y, 0) / n;
  const num = points.reduce((s, p) => s + (p.x - mx) * (p.y - my), 0);
  const den = points.reduce((s, p) => s + (p.x - mx) ** 2, 0);
  return den === 0 ? NaN : num / den;
}

const rssOf = (pid) => {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  } catch {
    return NaN;
  }
};
const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/**
 * The share of reads served by replicas, from an instance's /metrics text: the samples of a counter
 * of reads labelled by where they went (`…reads…{…target="replica"|"primary"…}`). Null when the
 * server reports no such counter (no replica support, or none configured).
 */
export function replicaShare(metricsText) {
  let replica = 0;
  let primary = 0;
  let seen = false;
  for (const line of metricsText.split('\n')) {
    const match = /^(\w*reads\w*)\{([^}]*)\}\s+([\d.eE+]+)$/.exec(line);
    if (!match) continue;
    const target = /(?:target|pool|server)="(\w+)"/.exec(match[2])?.[1];
    if (target === 'replica') replica += Number(match[3]);
    else if (target === 'primary') primary += Number(match[3]);
    else continue;
    seen = true;
  }
  return seen && replica + primary > 0 ? replica / (replica + primary) : null;
}

// ------------------------------------------------------------------------------------------- main

async function main() {
  const SECONDS = Number(env.SOAK_SECONDS ?? 600);
  const SESSIONS = Number(env.SOAK_SESSIONS ?? 200);
  const WARM_UP = Number(env.SOAK_WARM_UP_SECONDS ?? Math.min(120, Math.floor(SECONDS / 3)));
  const SAMPLE_MS = Number(env.SOAK_SAMPLE_SECONDS ?? 10) * 1000;
  const [THINK_MIN, THINK_MAX] = (env.SOAK_THINK_MS ?? '2000-8000').split('-').map(Number);
  const SCALE = Number(env.SOAK_SCALE ?? 1);
  const REQUEST_TIMEOUT_MS = Number(env.SOAK_REQUEST_TIMEOUT_MS ?? 60_000);
  const COUNTS = {
    offers: Math.round(20_000 * SCALE),
    merchants: Math.round(2_000 * SCALE),
    branches: Math.round(10_000 * SCALE),
    applications: Math.round(100_000 * SCALE),
    customers: Math.round(20_000 * SCALE),
    cashouts: Math.round(100_000 * SCALE),
  };
  const ADMIN_URL = env.SOAK_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/soak';
  const PASSWORD = 'Soak-Staff-Passphrase-2026';
  const log = (...args) => console.log(`[soak ${new Date().toISOString().slice(11, 19)}]`, ...args);

  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { V2 } = await import('../packages/contract/src/endpoint.ts');
  const { permissionKeys } = await import('../packages/contract/src/permissions.ts');
  const { bulkColumns } = await import('../packages/contract/src/endpoints/bulk.ts');
  const { exportCashouts } = await import('../packages/contract/src/endpoints/affiliate.ts');
  const { exportFinancingApplications } = await import('../packages/contract/src/endpoints/financing.ts');
  const { openDatabase } = await import('../apps/server/src/db/client.ts');
  const { hashPassword } = await import('../apps/server/src/lib/passwords.ts');
  const { createRandom } = await import('../apps/server/src/seed/random.ts');
  const { seedCatalogue } = await import('../apps/server/src/seed/catalogue-data.ts');
  const { seedApplicationsAtScale } = await import('../apps/server/src/seed/applications-at-scale.ts');
  const { seedAffiliate } = await import('../apps/server/src/seed/affiliate-data.ts');

  const proxyPort = PORT || (await freePort());
  const instancePorts = PORT ? [PORT + 1, PORT + 2] : [await freePort(), await freePort()];
  const loadAtStart = loadAverage();
  const started = new Date();

  // 1. The database.
  const name = `soak_run_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = async (statement) => {
    const client = new pg.Client({ connectionString: ADMIN_URL });
    await client.connect();
    try {
      return await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const DATABASE_URL = url.toString();
  const cleanups = [];
  if (!env.SOAK_KEEP) cleanups.push(() => admin(`drop database if exists ${name} with (force)`));
  const cleanUp = async () => {
    for (const step of cleanups.splice(0).reverse()) await step().catch(() => {});
  };
  process.once('SIGINT', () => cleanUp().then(() => process.exit(130)));

  try {
    log(
      `seeding ${name}: ${COUNTS.offers} offers, ${COUNTS.merchants} merchants, ${COUNTS.applications} app users with applications, ${COUNTS.cashouts} cashouts, ${SESSIONS} staff`,
    );
    const seedStarted = Date.now();
    const nullStorage = { put: async () => {}, read: async () => null, remove: async () => {} };
    // Migrated as `npm run migrate` does, then seeded on a pool of its own: the app's pool cancels a
    // statement after 15 s, and a bulk insert of the seed may take longer on a busy machine.
    await (await openDatabase({ url: DATABASE_URL, migrations: 'apply' })).close();
    const seedPool = new pg.Pool({ connectionString: DATABASE_URL, max: 2 });
    const schema = await import('../apps/server/src/db/schema.ts');
    const db = drizzle(seedPool, { schema });
    const database = { db, close: () => seedPool.end() };
    const random = createRandom(20261129);
    await seedCatalogue(db, random, { storage: nullStorage, scale: 1, counts: COUNTS });
    await seedApplicationsAtScale(db, COUNTS.applications);
    await seedAffiliate(db, random, {
      storage: nullStorage,
      scale: 1,
      counts: {
        customers: Math.min(COUNTS.customers, COUNTS.applications),
        cashouts: COUNTS.cashouts,
        usersFrom: 1_000_001,
      },
    });
    // Staff: one password hash for all (the same password), every permission, nobody's maker.
    const passwordHash = await hashPassword(PASSWORD);
    const { staffUsers } = schema;
    await db.insert(staffUsers).values(
      Array.from({ length: SESSIONS }, (_, i) => ({
        email: `soak${i + 1}@lucky.app`,
        name: `Soak Staff ${i + 1}`,
        permissions: [...permissionKeys],
        passwordHash,
      })),
    );
    // The cashouts the sessions decide: every pending request, each customer's wallet topped up to
    // cover all of theirs (an approve the balance no longer covers is a 409, not what is measured).
    const raw = seedPool;
    const { rows: pending } = await raw.query(
      `select id from affiliate_cashouts where status = 'PENDING' order by id`,
    );
    await raw.query(
      `insert into cashback_wallets (user_id, available_piastres)
       select user_id, sum(amount_piastres) from affiliate_cashouts where status = 'PENDING' group by user_id
       on conflict (user_id) do update set available_piastres = cashback_wallets.available_piastres + excluded.available_piastres`,
    );
    const { rows: customerRows } = await raw.query(
      'select u.id, u.phone, a.document_number, a.second_name, a.third_name from app_users u join customer_applications a on a.user_id = u.id where u.id % 97 = 0 limit 200',
    );
    const {
      rows: [{ id: partnerId }],
    } = await raw.query("select id from financing_partners where name = 'Connect Money'");
    // Cashouts of EGP 2,000 or more wait for a second person (the default policy: 5,000), so that
    // about half the approves are held and checked by another session.
    await raw.query(
      "update approval_policies set enabled = true, threshold_piastres = 200000 where action = 'cashout.approve'",
    );
    await raw.query('vacuum analyze');
    await database.close();
    const seedSeconds = (Date.now() - seedStarted) / 1000;
    log(`seeded in ${seedSeconds.toFixed(1)} s; ${pending.length} cashouts to decide`);

    // 2. Two instances and the proxy.
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cmt-soak-'));
    cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
    let startEnv = {};
    const args = [];
    if (env.SOAK_SERVER_ENTRY === 'sources') args.push('apps/server/src/server.ts');
    else {
      const { buildServer, serverBundle, serverBundleStale, startCommand } =
        await import('../scripts/build-server.mjs');
      if (serverBundleStale()) {
        log('building the server bundle');
        await buildServer();
      }
      const start = startCommand();
      startEnv = start.env;
      args.push(...start.flags, serverBundle);
    }
    const METRICS_TOKEN = randomBytes(16).toString('hex');
    const shared = {
      DATABASE_URL,
      AUDIT_KEY: 'soak-audit-key-soak-audit-key-soak-audit-key-0',
      TOKEN_SECRET: randomBytes(32).toString('hex'),
      METRICS_TOKEN,
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
      SEED_DEMO_DATA: 'never',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      SHUTDOWN_DRAIN_SECONDS: '0',
    };
    const replicas = env.DATABASE_REPLICA_URLS;
    if (replicas) shared.DATABASE_REPLICA_URLS = replicas;
    const instances = [];
    let stopping = false;
    for (const port of instancePorts) {
      const child = spawn(process.execPath, args, {
        cwd: root,
        env: { ...startEnv, ...env, ...shared, PORT: String(port), HOST: '127.0.0.1' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk) => (output = (output + chunk).slice(-20_000)));
      child.stderr.on('data', (chunk) => (output = (output + chunk).slice(-20_000)));
      const instance = { port, child, output: () => output, exited: false };
      child.once('exit', (code, signal) => {
        instance.exited = true;
        if (!stopping)
          console.error(`instance :${port} stopped (${signal ?? code}):\n${output.slice(-4000)}`);
      });
      instances.push(instance);
      cleanups.push(async () => {
        if (instance.exited) return;
        const gone = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await gone;
      });
    }
    const ready = async (port, instance) => {
      for (const deadline = Date.now() + 120_000; Date.now() < deadline;) {
        if (instance?.exited) throw new Error(`instance :${port} exited:\n${instance.output()}`);
        const ok = await fetch(`http://127.0.0.1:${port}/readyz`).then(
          (r) => r.ok,
          () => false,
        );
        if (ok) return;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      throw new Error(`:${port} not ready:\n${instance?.output() ?? ''}`);
    };
    await Promise.all(instances.map((instance) => ready(instance.port, instance)));
    const proxy = spawn(
      process.execPath,
      [fileURLToPath(import.meta.url), '--proxy', String(proxyPort), ...instancePorts.map(String)],
      {
        cwd: root,
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      },
    );
    cleanups.push(async () => {
      if (proxy.exitCode !== null) return;
      const gone = new Promise((resolve) => proxy.once('exit', resolve));
      proxy.kill('SIGTERM');
      await gone;
    });
    await new Promise((resolve, reject) => {
      proxy.once('message', resolve);
      proxy.once('exit', (code) => reject(new Error(`the proxy exited (${code})`)));
    });
    log(
      `instances on :${instancePorts.join(' and :')} (pids ${instances.map((i) => i.child.pid).join(', ')}), proxy on :${proxyPort}`,
    );

    // 3. The client: kept-alive connections to the proxy; each answer read to its last byte.
    const agent = new http.Agent({ keepAlive: true, maxSockets: SESSIONS * 2 });
    const request = (method, urlPath, { token, body, headers = {} } = {}) =>
      new Promise((resolve) => {
        const t0 = performance.now();
        const req = http.request(
          {
            host: '127.0.0.1',
            port: proxyPort,
            method,
            path: urlPath,
            agent,
            headers: {
              ...(token ? { authorization: `Bearer ${token}`, 'local-app-id': 'CMT' } : {}),
              ...(body !== undefined && !Buffer.isBuffer(body) ? { 'content-type': 'application/json' } : {}),
              ...headers,
            },
          },
          (res) => {
            const chunks = [];
            let bytes = 0;
            // An export is counted, not kept.
            const keep = !String(res.headers['content-type'] ?? '').startsWith('text/csv');
            res.on('data', (chunk) => {
              bytes += chunk.length;
              if (keep) chunks.push(chunk);
            });
            res.on('end', () =>
              resolve({
                status: res.statusCode,
                ms: performance.now() - t0,
                bytes,
                text: keep ? Buffer.concat(chunks).toString('utf8') : '',
              }),
            );
            res.on('error', (error) =>
              resolve({ status: 0, ms: performance.now() - t0, text: error.message }),
            );
          },
        );
        // Nothing heard for REQUEST_TIMEOUT_MS: an error, never a session stuck for the rest of the run.
        req.setTimeout(REQUEST_TIMEOUT_MS, () =>
          req.destroy(new Error(`no answer in ${REQUEST_TIMEOUT_MS} ms`)),
        );
        req.on('error', (error) => resolve({ status: 0, ms: performance.now() - t0, text: error.message }));
        if (body !== undefined) req.end(Buffer.isBuffer(body) ? body : JSON.stringify(body));
        else req.end();
      });

    const stats = new Map();
    /** The sign-ins come before the load: in the table, not in its "All" row. */
    const SIGN_IN = 'POST /auth/local-login';
    const errorSamples = [];
    const errorKinds = new Map();
    const record = (route, answer, ok = (s) => s >= 200 && s < 300) => {
      let entry = stats.get(route);
      if (!entry) stats.set(route, (entry = { latencies: [], errors: 0 }));
      entry.latencies.push(answer.ms);
      if (!ok(answer.status)) {
        entry.errors += 1;
        // Counted by route, status and code; the first of each kind is shown as it happens.
        const kind = `${route} → ${answer.status} ${/"code":"(\w+)"/.exec(answer.text)?.[1] ?? answer.text.slice(0, 60)}`;
        if (!errorKinds.has(kind)) {
          log(`error: ${kind}: ${answer.text.slice(0, 300)}`);
          if (errorSamples.length < 20)
            errorSamples.push(`${route}: ${answer.status} ${answer.text.slice(0, 300)}`);
        }
        errorKinds.set(kind, (errorKinds.get(kind) ?? 0) + 1);
      }
      return answer;
    };
    const json = (answer) => {
      try {
        return JSON.parse(answer.text);
      } catch {
        return undefined;
      }
    };

    log(`signing in ${SESSIONS} staff`);
    const sessions = [];
    for (let i = 0; i < SESSIONS; i += 4) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(4, SESSIONS - i) }, (_, k) =>
          request('POST', `${V2}/auth/local-login`, {
            body: { email: `soak${i + k + 1}@lucky.app`, password: PASSWORD },
          }).then((answer) => record(SIGN_IN, answer)),
        ),
      );
      for (const answer of batch) {
        const token = json(answer)?.accessToken;
        if (!token) throw new Error(`sign-in failed: ${answer.status} ${answer.text}`);
        sessions.push({ index: sessions.length, token, cashouts: [] });
      }
    }
    // Each session decides its own cashouts (no two sessions race for one).
    pending.forEach((row, i) => sessions[i % SESSIONS].cashouts.push(row.id));

    // 4. The samplers.
    const monitor = new pg.Pool({ connectionString: ADMIN_URL, max: 1 });
    const rssSamples = instances.map(() => []);
    const connectionSamples = [];
    const loadStarted = performance.now();
    const elapsed = () => (performance.now() - loadStarted) / 1000;
    const sampleRss = () =>
      instances.forEach((instance, i) => rssSamples[i].push({ x: elapsed(), y: rssOf(instance.child.pid) }));
    const sampleConnections = async () => {
      const { rows } = await monitor.query(
        `select coalesce(state, 'unknown') as state, count(*)::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid() group by 1`,
        [name],
      );
      const byState = Object.fromEntries(rows.map((r) => [r.state, r.n]));
      connectionSamples.push({
        t: elapsed(),
        total: rows.reduce((s, r) => s + r.n, 0),
        active: byState.active ?? 0,
        byState,
      });
    };
    sampleRss();
    await sampleConnections();
    const rssTimer = setInterval(sampleRss, SAMPLE_MS);
    const connectionTimer = setInterval(() => sampleConnections().catch(() => {}), 2000);

    // 5. The mix. Weights are relative; each action is one screen's worth of requests.
    const pick = (list) => list[Math.floor(Math.random() * list.length)];
    const customer = () => pick(customerRows);
    const awaitingChecker = [];
    const offerColumns = bulkColumns.OfferStrategy.map((c) => c.name).join(',');
    const merchants = COUNTS.merchants;
    let uploadSerial = 0;
    const uploadFile = () => {
      const from = ++uploadSerial * 1000;
      const rows = Array.from({ length: 20 }, (_, k) => {
        const i = from + k;
        return `Soak offer ${i},عرض ${i},${(i % merchants) + 1},PERCENTAGE,${(i % 50) + 5},2026-01-01,2026-12-31,,Discount on all items,خصم على كل المنتجات,Once per customer,مرة واحدة لكل عميل,ACTIVE,soak`;
      });
      const boundary = `soak${randomBytes(8).toString('hex')}`;
      const body = Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="soak-${from}.csv"\r\nContent-Type: text/csv\r\n\r\n${offerColumns}\n${rows.join('\n')}\n\r\n--${boundary}--\r\n`,
      );
      return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
    };
    const get = (session, route, urlPath) =>
      request('GET', urlPath, { token: session.token }).then((a) => record(route, a));

    const actions = [
      // Lists.
      [
        8,
        'list',
        (s) =>
          get(
            s,
            'GET /offers/regular/all',
            `${V2}/offers/regular/all?page=${1 + Math.floor(Math.random() * 5)}&pageSize=20`,
          ),
      ],
      [5, 'list', (s) => get(s, 'GET /merchants/list', `${V2}/merchants/list?page=1&minOfferCount=0`)],
      [
        8,
        'list',
        (s) =>
          get(
            s,
            'GET /payment/affiliate/cashouts',
            `${V2}/payment/affiliate/cashouts?status=PENDING&page=${1 + Math.floor(Math.random() * 3)}`,
          ),
      ],
      [6, 'list', (s) => get(s, 'GET /financing/applications', `${V2}/financing/applications`)],
      [4, 'list', (s) => get(s, 'GET /app-users', `${V2}/app-users`)],
      [5, 'list', (s) => get(s, 'GET /home', `${V2}/home`)],
      [3, 'list', (s) => get(s, 'GET /approvals', `${V2}/approvals`)],
      // Searches.
      [
        6,
        'search',
        (s) => get(s, 'GET /search (mobile)', `${V2}/search?q=${encodeURIComponent(customer().phone)}`),
      ],
      [
        4,
        'search',
        (s) =>
          get(
            s,
            'GET /search (name)',
            `${V2}/search?q=${encodeURIComponent(pick(['عمر عبد الفتاح', 'مريم رضوان', 'Carrefour']))}`,
          ),
      ],
      [
        4,
        'search',
        (s) =>
          get(
            s,
            'GET /offers/regular/all?query=',
            `${V2}/offers/regular/all?query=${encodeURIComponent(pick(['B.TECH', 'فودافون', 'Carrefour']))}&page=1&pageSize=20`,
          ),
      ],
      [
        4,
        'search',
        (s) =>
          get(
            s,
            'GET /financing/applications?q=',
            `${V2}/financing/applications?q=${encodeURIComponent(customer().document_number.slice(0, 10))}`,
          ),
      ],
      [
        3,
        'search',
        (s) => get(s, 'GET /app-users?q=', `${V2}/app-users?q=${encodeURIComponent(customer().phone)}`),
      ],
      // Customer and record pages.
      [8, 'page', (s) => get(s, 'GET /customers/:id/overview', `${V2}/customers/${customer().id}/overview`)],
      [4, 'page', (s) => get(s, 'GET /app-users/:id', `${V2}/app-users/${customer().id}`)],
      [
        4,
        'page',
        (s) =>
          get(
            s,
            'GET /payment/affiliate/cashouts/:id',
            `${V2}/payment/affiliate/cashouts/${1 + Math.floor(Math.random() * COUNTS.cashouts)}`,
          ),
      ],
      [
        3,
        'page',
        (s) => get(s, 'GET /offers/:id', `${V2}/offers/${1 + Math.floor(Math.random() * COUNTS.offers)}`),
      ],
      // Decisions: a reject (no money moves), an approve (money: four-eyes holds it at or above the
      // policy's threshold, 202), or a held approve checked by another session.
      [
        6,
        'decision',
        async (s) => {
          const held = awaitingChecker.findIndex((h) => h.maker !== s.index);
          if (held !== -1) {
            const [{ approvalId }] = awaitingChecker.splice(held, 1);
            return record(
              'POST /approvals/:id/approve',
              await request('POST', `${V2}/approvals/${approvalId}/approve`, { token: s.token }),
            );
          }
          const id = s.cashouts.pop();
          if (id === undefined)
            return get(
              s,
              'GET /payment/affiliate/cashouts',
              `${V2}/payment/affiliate/cashouts?status=PENDING&page=1`,
            );
          if (Math.random() < 0.4) {
            return record(
              'PUT /payment/affiliate/cashouts/:id/reject',
              await request(
                'PUT',
                `${V2}/payment/affiliate/cashouts/${id}/reject?reason=${encodeURIComponent('Soak: the destination account does not match')}`,
                { token: s.token },
              ),
            );
          }
          const answer = record(
            'PUT /payment/affiliate/cashouts/:id/approve',
            await request('PUT', `${V2}/payment/affiliate/cashouts/${id}/approve`, { token: s.token }),
            (status) => status === 200 || status === 202,
          );
          if (answer.status === 202) {
            const approvalId = json(answer)?.approvalId;
            if (approvalId) awaitingChecker.push({ approvalId, maker: s.index });
            else record('held approve without an approval id', { ...answer, status: 0 });
          }
          return answer;
        },
      ],
      // An upload: a small offers file through the bulk API, confirmed, polled until applied.
      [
        0.5,
        'upload',
        async (s) => {
          const file = uploadFile();
          const uploaded = record(
            'POST /files/bulk-upload',
            await request('POST', `${V2}/files/bulk-upload?feature=OfferStrategy`, {
              token: s.token,
              ...file,
            }),
          );
          const batch = json(uploaded);
          if (!batch?.id || batch.status !== 'VALID') {
            if (uploaded.status === 200 || uploaded.status === 201)
              record('bulk batch not VALID', { ...uploaded, status: 0 });
            return;
          }
          const confirmed = record(
            'POST /files/bulk-upload/batches/:id/confirm',
            await request(
              'POST',
              `${V2}/files/bulk-upload/batches/${batch.id}/confirm?feature=OfferStrategy`,
              { token: s.token },
            ),
          );
          if (confirmed.status >= 300) return;
          for (let polls = 0; polls < 120; polls++) {
            await new Promise((resolve) => setTimeout(resolve, 500));
            const read = await get(
              s,
              'GET /files/bulk-upload/batches/:id',
              `${V2}/files/bulk-upload/batches/${batch.id}?feature=OfferStrategy`,
            );
            const status = json(read)?.status;
            if (status === 'APPLIED') return;
            if (status === 'FAILED' || read.status >= 300)
              return void record('bulk batch FAILED', { ...read, status: 0 });
          }
          record('bulk batch not applied in 60 s', { status: 0, ms: 60_000, text: '' });
        },
      ],
      // Exports: streamed CSV, read to the last byte.
      [
        1,
        'export',
        (s) => get(s, 'GET /payment/affiliate/cashouts/export', `${exportCashouts.path}?status=PENDING`),
      ],
      [
        0.5,
        'export',
        (s) =>
          get(
            s,
            'GET /financing/export-applications',
            `${exportFinancingApplications.path}?status=ANY_ACTIVE&partnerId=${partnerId}`,
          ),
      ],
    ];
    const totalWeight = actions.reduce((sum, [w]) => sum + w, 0);
    const chooseAction = () => {
      let r = Math.random() * totalWeight;
      for (const action of actions) if ((r -= action[0]) <= 0) return action;
      return actions.at(-1);
    };

    log(`load: ${SESSIONS} sessions for ${SECONDS} s, think ${THINK_MIN}-${THINK_MAX} ms`);
    const endAt = performance.now() + SECONDS * 1000;
    const think = () =>
      new Promise((resolve) => setTimeout(resolve, THINK_MIN + Math.random() * (THINK_MAX - THINK_MIN)));
    const actionCounts = {};
    const progress = setInterval(() => {
      const count = [...stats.values()].reduce((s, e) => s + e.latencies.length, 0);
      const errors = [...stats.values()].reduce((s, e) => s + e.errors, 0);
      log(
        `${Math.round(elapsed())} s: ${count} requests, ${errors} errors, RSS ${instances.map((i) => rssOf(i.child.pid).toFixed(0)).join(' / ')} MB, load ${loadAverage()}`,
      );
    }, 60_000);
    await Promise.all(
      sessions.map(async (s) => {
        // Spread the first requests over the think time.
        await think();
        // The first session takes every action once first, so that even a short run has each.
        if (s.index === 0) {
          for (const [, kind, run] of actions) {
            actionCounts[kind] = (actionCounts[kind] ?? 0) + 1;
            await run(s);
          }
        }
        while (performance.now() < endAt) {
          const [, kind, run] = chooseAction();
          actionCounts[kind] = (actionCounts[kind] ?? 0) + 1;
          await run(s);
          await think();
        }
      }),
    );
    const loadSeconds = elapsed();
    clearInterval(progress);
    clearInterval(rssTimer);
    clearInterval(connectionTimer);
    sampleRss();
    await sampleConnections();

    // The held approves left (the run ended before another session checked them) are not errors.
    let share = null;
    const metrics = [];
    for (const instance of instances) {
      const text = await fetch(`http://127.0.0.1:${instance.port}/metrics`, {
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      }).then((r) => (r.ok ? r.text() : ''));
      metrics.push(text);
    }
    share = replicas ? replicaShare(metrics.join('\n')) : null;
    const loadAtEnd = loadAverage();
    stopping = true;
    await monitor.end();

    // 6. The figures.
    const routes = [...stats.entries()]
      .map(([route, { latencies, errors }]) => {
        const sorted = [...latencies].sort((a, b) => a - b);
        return {
          route,
          count: sorted.length,
          errors,
          p50: percentile(sorted, 50),
          p95: percentile(sorted, 95),
          p99: percentile(sorted, 99),
          max: sorted.at(-1),
        };
      })
      .sort((a, b) => b.count - a.count);
    const all = [...stats.entries()]
      .filter(([route]) => route !== SIGN_IN)
      .flatMap(([, e]) => e.latencies)
      .sort((a, b) => a - b);
    const totals = {
      count: all.length,
      errors: routes.reduce((s, r) => s + r.errors, 0),
      p50: percentile(all, 50),
      p95: percentile(all, 95),
      p99: percentile(all, 99),
      rps: all.length / loadSeconds,
    };
    const rss = instances.map((instance, i) => {
      const samples = rssSamples[i];
      const warm = samples.filter((p) => p.x >= WARM_UP);
      return {
        port: instance.port,
        samples,
        first: samples[0]?.y,
        warm: warm[0]?.y,
        last: samples.at(-1)?.y,
        max: Math.max(...samples.map((p) => p.y)),
        // MB per minute after the warm-up.
        slopePerMinute: slope(warm) * 60,
      };
    });
    const connections = {
      samples: connectionSamples.length,
      maxTotal: Math.max(...connectionSamples.map((c) => c.total)),
      meanTotal: connectionSamples.reduce((s, c) => s + c.total, 0) / connectionSamples.length,
      maxActive: Math.max(...connectionSamples.map((c) => c.active)),
      meanActive: connectionSamples.reduce((s, c) => s + c.active, 0) / connectionSamples.length,
    };
    const cpu = os.cpus();
    const machine = `${os.availableParallelism()} × ${cpu[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}`;
    const pgVersion = (await admin('show server_version')).rows[0].server_version;
    const result = {
      started: started.toISOString(),
      machine,
      postgres: pgVersion,
      commit: execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim(),
      seconds: SECONDS,
      loadSeconds,
      sessions: SESSIONS,
      think: [THINK_MIN, THINK_MAX],
      warmUp: WARM_UP,
      counts: COUNTS,
      seedSeconds,
      loadAtStart,
      loadAtEnd,
      actionCounts,
      totals,
      routes,
      rss,
      connections,
      poolSize: Number(env.DATABASE_POOL_SIZE ?? 10),
      replicaShare: share,
      replicas: Boolean(replicas),
      heldLeft: awaitingChecker.length,
      errorSamples,
      errorKinds: Object.fromEntries(errorKinds),
    };

    const ms = (v) => (Number.isFinite(v) ? v.toFixed(1) : '—');
    const table = [
      '| Route | Count | Errors | p50 ms | p95 ms | p99 ms | max ms |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
      ...routes.map(
        (r) =>
          `| \`${r.route}\` | ${r.count} | ${r.errors} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${ms(r.max)} |`,
      ),
      `| **All, sign-ins aside** | ${totals.count} | ${totals.errors} | ${ms(totals.p50)} | ${ms(totals.p95)} | ${ms(totals.p99)} | ${ms(all.at(-1))} |`,
    ].join('\n');
    const rssTable = [
      `| Instance | RSS at start MB | after warm-up (${WARM_UP} s) MB | at end MB | max MB | slope after warm-up MB/min | samples (every ${SAMPLE_MS / 1000} s) |`,
      '| --- | ---: | ---: | ---: | ---: | ---: | --- |',
      ...rss.map(
        (r) =>
          `| :${r.port} | ${ms(r.first)} | ${ms(r.warm)} | ${ms(r.last)} | ${ms(r.max)} | ${Number.isFinite(r.slopePerMinute) ? r.slopePerMinute.toFixed(2) : '—'} | ${r.samples.map((p) => p.y.toFixed(0)).join(' ')} |`,
      ),
    ].join('\n');
    const replicaLine = replicas
      ? share === null
        ? 'Replicas configured (DATABASE_REPLICA_URLS), but the server reports no read counter by target at /metrics.'
        : `Reads served by replicas: ${(share * 100).toFixed(1)}%.`
      : 'Replica share of reads: no replica configured.';
    const summary = [
      `${totals.count} requests in ${loadSeconds.toFixed(0)} s (${totals.rps.toFixed(1)}/s) from ${SESSIONS} signed-in sessions, ${totals.errors} errors.`,
      `Actions: ${Object.entries(actionCounts)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')}; held approves left unchecked at the end: ${awaitingChecker.length}.`,
      `Database connections (pg_stat_activity of the run's database, every 2 s, ${connections.samples} samples): max ${connections.maxTotal} open (mean ${connections.meanTotal.toFixed(1)}), max ${connections.maxActive} active at once (mean ${connections.meanActive.toFixed(2)}); each instance's pool holds at most ${result.poolSize}, plus its job queue's.`,
      replicaLine,
      `Load average (1, 5, 15 min): ${loadAtStart} at the start, ${loadAtEnd} at the end.`,
    ];
    console.log(`\n${table}\n\n${rssTable}\n\n${summary.join('\n')}\n`);
    if (errorKinds.size)
      console.log(`Errors by kind:\n${[...errorKinds].map(([k, n]) => `${n} × ${k}`).join('\n')}\n`);
    if (env.SOAK_JSON) fs.writeFileSync(env.SOAK_JSON, JSON.stringify(result, null, 2));
    if (env.SOAK_RESULTS !== '0') await writeResults(result, table, rssTable, summary);
    return totals.errors === 0 ? 0 : 1;
  } finally {
    await cleanUp();
  }
}

async function writeResults(result, table, rssTable, summary) {
  const prettier = await import('prettier');
  const section = [
    HEADING,
    '',
    `Measured ${result.started} on ${result.machine}, PostgreSQL ${result.postgres}, commit ${result.commit}, by \`npm run bench:soak\` (bench/soak.mjs). The machine was shared with other work the whole time (other builds and test runs on the same ${os.availableParallelism()} cores), so the latencies are those of a busy machine, not of an idle one: load average ${result.loadAtStart} at the start, ${result.loadAtEnd} at the end.`,
    '',
    `Two instances as \`npm start\` runs them (the build, its environment and Node flags), one PostgreSQL, a round-robin proxy of the bench's own in front; ${result.sessions} staff accounts each signed in with its password through the proxy, then each looping "think ${result.think[0]}–${result.think[1]} ms, one action" for ${result.seconds} s. Data: ${result.counts.offers.toLocaleString('en')} offers, ${result.counts.merchants.toLocaleString('en')} merchants, ${result.counts.applications.toLocaleString('en')} app users with applications, ${result.counts.cashouts.toLocaleString('en')} cashouts (seeded in ${result.seedSeconds.toFixed(0)} s). The mix: lists (offers, merchants, pending cashouts, applications, app users, Home, approvals), searches (the app bar by mobile and by name, offers, applications, app users), customer and record pages, decisions (cashout rejects; cashout approves, held by four-eyes from EGP 2,000 (the soak lowers the policy's threshold from 5,000 so that about half are held) and then approved by another session), a 20-row offers file uploaded, confirmed and polled until applied, and streamed CSV exports. Latency: from sending the request to the answer's last byte, through the proxy. An error is any answer other than 2xx.`,
    '',
    table,
    '',
    rssTable,
    '',
    ...summary.map((line) => `${line}\n`),
    ...(Object.keys(result.errorKinds).length
      ? [
          'Errors by kind (route → status, code):',
          '',
          ...Object.entries(result.errorKinds).map(([kind, n]) => `- ${n} × \`${kind}\``),
          '',
        ]
      : []),
  ].join('\n');
  const file = path.join(here, 'RESULTS.md');
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Benchmark results\n';
  const start = current.indexOf(HEADING);
  const next = start === -1 ? -1 : current.indexOf('\n## ', start + 1);
  const updated =
    start === -1
      ? `${current.trimEnd()}\n\n${section}`
      : `${current.slice(0, start)}${section}${next === -1 ? '' : `\n${current.slice(next + 1)}`}`;
  const options = (await prettier.resolveConfig(file)) ?? {};
  fs.writeFileSync(file, await prettier.format(`${updated.trimEnd()}\n`, { ...options, filepath: file }));
}

const [flag, ...rest] = process.argv.slice(2);
if (flag === '--proxy') runProxy(Number(rest[0]), rest.slice(1).map(Number));
else if (process.argv[1] === fileURLToPath(import.meta.url)) process.exitCode = await main();
