import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';

/**
 * The operator's alert rules and dashboard (docs/ops/README.md): `promtool check rules` and the
 * rules' unit tests (`promtool test rules`, Debian package `prometheus`; CI installs it in .ci/run, a
 * machine without it skips those two, except under CI, where they fail instead), and every metric
 * the rules and the Grafana dashboard query is one the real app's /metrics exports, so neither can
 * drift from the code.
 */
const OPS = path.resolve(import.meta.dirname, '../../../docs/ops');
const RULES = path.join(OPS, 'alerts.yml');
const DASHBOARD = path.join(OPS, 'grafana-dashboard.json');
const TOKEN = 'ops-alerts-metrics-token-0123456789';

const promtool = spawnSync('sh', ['-c', 'command -v promtool']).status === 0;
const run = promisify(execFile);

/** The rules' expressions: `expr: <one line>` or `expr: |` and the lines indented under it. */
export function ruleExpressions(yaml: string): string[] {
  const lines = yaml.split('\n');
  const found: string[] = [];
  lines.forEach((line, i) => {
    const match = /^(\s*)expr:\s*(.*)$/.exec(line);
    if (!match) return;
    const [, indent = '', value = ''] = match;
    if (!/^[|>]-?$/.test(value)) {
      found.push(value.replace(/^'(.*)'$|^"(.*)"$/, '$1$2'));
      return;
    }
    const body: string[] = [];
    for (const next of lines.slice(i + 1)) {
      if (next.trim() && next.search(/\S/) <= indent.length) break;
      body.push(next.trim());
    }
    found.push(body.join(' ').trim());
  });
  return found;
}

const FUNCTION_OR_KEYWORD =
  /^(and|or|unless|bool|offset|by|without|on|ignoring|group_left|group_right|inf|nan)$/i;

/** The metric names a PromQL expression selects (not its functions, labels, durations or Grafana variables). */
export function metricNames(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, ' ') // strings
    .replace(/\{[^}]*\}/g, ' ') // label matchers
    .replace(/\[[^\]]*\]/g, ' ') // ranges
    .replace(/\$\{?\w+\}?/g, ' ') // Grafana variables
    .replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, ' '); // label lists
  const names = [...bare.matchAll(/([a-zA-Z_:][a-zA-Z0-9_:]*)(\s*\()?/g)]
    .filter(([, name, call]) => !call && !FUNCTION_OR_KEYWORD.test(name!))
    .map(([, name]) => name!);
  return [...new Set(names)];
}

/** Every series name a scrape can hold: each family's name, and a histogram's `_bucket`, `_count`, `_sum`. */
function exported(text: string): Set<string> {
  const names = new Set<string>();
  for (const [, name, type] of text.matchAll(/^# TYPE (\S+) (\S+)$/gm)) {
    names.add(name!);
    if (type === 'histogram' || type === 'summary')
      for (const end of ['_bucket', '_count', '_sum']) names.add(`${name}${end}`);
  }
  return names;
}

describe('metric names in a PromQL expression', () => {
  it('are the selected series, not functions, labels, ranges or variables', () => {
    expect(
      metricNames(
        'histogram_quantile(0.99, sum by (route, le) (rate(http_request_duration_seconds_bucket{route!~"a|b",instance=~"$instance"}[$__rate_interval]))) > 1 and on (route) sum by (route) (rate(x_total[5m])) > 1/60',
      ),
    ).toEqual(['http_request_duration_seconds_bucket', 'x_total']);
    expect(metricNames('time() - max(cmt_audit_checkpoint_timestamp_seconds)')).toEqual([
      'cmt_audit_checkpoint_timestamp_seconds',
    ]);
  });
});

describe('docs/ops: the alert rules and the dashboard', () => {
  let t: TestApp;
  let names: Set<string>;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN });
    const response = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    names = exported(response.body);
  });
  afterAll(() => t?.close());

  it('query only metrics the server exports on /metrics', () => {
    const rules = fs.readFileSync(RULES, 'utf8');
    const expressions = ruleExpressions(rules);
    // One expression read per rule: a rule the reader missed would escape the check.
    expect(expressions).toHaveLength(rules.match(/^\s*- alert:/gm)?.length ?? -1);
    const dashboard = JSON.parse(fs.readFileSync(DASHBOARD, 'utf8')) as {
      panels: { title: string; targets?: { expr: string }[] }[];
      templating: { list: { query?: unknown }[] };
    };
    const queries = [
      ...dashboard.panels.flatMap((panel) => (panel.targets ?? []).map((target) => target.expr)),
      ...dashboard.templating.list.flatMap((variable) => {
        const query = (variable.query as { query?: string } | undefined)?.query;
        return query ? [query.replace(/^label_values\((\w+),.*\)$/, '$1')] : [];
      }),
    ];
    expect(queries.length).toBeGreaterThan(10);

    const used = (exprs: string[]) => [...new Set(exprs.flatMap(metricNames))].sort();
    const inRules = used(expressions);
    const inDashboard = used(queries);
    expect(inRules.filter((name) => !names.has(name))).toEqual([]);
    expect(inDashboard.filter((name) => !names.has(name))).toEqual([]);
    // What the issue asks the alerts and the dashboard to cover.
    expect(inRules).toEqual(
      expect.arrayContaining([
        'http_request_duration_seconds_count',
        'http_request_duration_seconds_bucket',
        'cmt_audit_sealing_lag_seconds',
        'cmt_audit_checkpoint_lag_seconds',
        'cmt_job_queue_depth',
        'cmt_job_duration_seconds_count',
        'cmt_queue_sla_breaches',
        'cmt_db_replica_lag_seconds',
      ]),
    );
    expect(inDashboard).toEqual(
      expect.arrayContaining([
        'http_request_duration_seconds_bucket',
        'cmt_db_pool_connections',
        'cmt_job_queue_depth',
        'cmt_audit_sealing_lag_seconds',
      ]),
    );
  });

  const promtoolTitle = promtool
    ? 'promtool'
    : process.env.CI
      ? 'promtool: not installed, and CI needs it (.ci/run installs the prometheus package)'
      : 'promtool: skipped, not installed on this machine (apt-get install prometheus; CI fails without it)';
  describe.skipIf(!promtool && !process.env.CI)(promtoolTitle, () => {
    it('checks the rules', async () => {
      const { stdout } = await run('promtool', ['check', 'rules', RULES]);
      expect(stdout).toMatch(/SUCCESS: \d+ rules found/);
    });

    it('passes the rules’ unit tests (each alert firing and not firing)', async () => {
      const { stdout } = await run('promtool', ['test', 'rules', 'alerts.test.yml'], { cwd: OPS });
      expect(stdout).toContain('SUCCESS');
    });
  });
});
