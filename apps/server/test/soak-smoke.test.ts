import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The soak (`npm run bench:soak`, bench/soak.mjs) in miniature, so that it cannot rot: two instances
 * from the sources behind its proxy, 4 signed-in sessions for 15 s on a small data set, every kind of
 * action taken at least once (the first session tours them), and the figures it reports: no errors,
 * each instance's RSS sampled, the database's connections counted, no replica configured.
 * 80 to 92 s on a shared 2-core machine at a load average of 30 to 40; most of it the two instances
 * starting from the sources.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const root = path.resolve(import.meta.dirname, '../../..');
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'cmt-soak-smoke-'));
let child: ChildProcess | undefined;
afterAll(() => {
  // A run cut short (the test timed out) stops its instances and drops its database (its SIGINT).
  if (child && child.exitCode === null) child.kill('SIGINT');
  fs.rmSync(folder, { recursive: true, force: true });
});

interface SoakResult {
  totals: { count: number; errors: number };
  actionCounts: Record<string, number>;
  routes: { route: string; count: number; errors: number; p50: number; p99: number }[];
  rss: { samples: { x: number; y: number }[]; slopePerMinute: number }[];
  connections: { samples: number; maxTotal: number };
  replicaShare: number | null;
  errorSamples: string[];
}

describe.skipIf(!adminUrl)('the soak script', () => {
  it('runs two instances behind its proxy with signed-in sessions and reports its figures', async () => {
    const json = path.join(folder, 'soak.json');
    child = spawn(process.execPath, ['bench/soak.mjs'], {
      cwd: root,
      env: {
        ...process.env,
        SOAK_DATABASE_URL: adminUrl,
        SOAK_PORT: '0',
        SOAK_SECONDS: '15',
        SOAK_SESSIONS: '4',
        SOAK_SCALE: '0.02',
        SOAK_SAMPLE_SECONDS: '3',
        SOAK_THINK_MS: '200-600',
        SOAK_SERVER_ENTRY: 'sources',
        SOAK_RESULTS: '0',
        SOAK_JSON: json,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const running = child;
    running.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    running.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise((resolve) => running.once('exit', resolve));
    expect(code, output).toBe(0);

    const result = JSON.parse(fs.readFileSync(json, 'utf8')) as SoakResult;
    expect(result.totals.errors, result.errorSamples.join('\n')).toBe(0);
    expect(result.totals.count).toBeGreaterThan(20);
    for (const kind of ['list', 'search', 'page', 'decision', 'upload', 'export'])
      expect(result.actionCounts[kind], kind).toBeGreaterThan(0);
    const routes = new Map(result.routes.map((r) => [r.route, r]));
    for (const route of [
      'POST /auth/local-login',
      'GET /customers/:id/overview',
      'POST /files/bulk-upload/batches/:id/confirm',
      'GET /payment/affiliate/cashouts/export',
      'GET /financing/export-applications',
    ]) {
      expect(routes.get(route)?.count, route).toBeGreaterThan(0);
      expect(routes.get(route)!.p99).toBeGreaterThanOrEqual(routes.get(route)!.p50);
    }
    expect(routes.get('POST /auth/local-login')!.count).toBe(4);
    // A cashout approve answered either at once or held (202) for another session to check.
    expect(
      (routes.get('PUT /payment/affiliate/cashouts/:id/approve')?.count ?? 0) +
        (routes.get('PUT /payment/affiliate/cashouts/:id/reject')?.count ?? 0) +
        (routes.get('POST /approvals/:id/approve')?.count ?? 0),
    ).toBeGreaterThan(0);

    expect(result.rss).toHaveLength(2);
    for (const instance of result.rss) {
      expect(instance.samples.length).toBeGreaterThanOrEqual(4);
      for (const sample of instance.samples) expect(sample.y).toBeGreaterThan(30);
      expect(Number.isFinite(instance.slopePerMinute)).toBe(true);
    }
    // Both instances' pools and job queues, at least.
    expect(result.connections.samples).toBeGreaterThan(5);
    expect(result.connections.maxTotal).toBeGreaterThanOrEqual(2);
    expect(result.replicaShare).toBeNull();
    expect(output).toContain('Replica share of reads: no replica configured.');
    expect(output).toMatch(/\| `GET \/home` \| \d+ \| 0 \|/);
  }, 240_000);
});
