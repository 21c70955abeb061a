import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addCalendarDays } from '@cmt/contract/business-days';
import { cairoDate } from '../src/lib/cairo.ts';
import { createDatabase, migrateDatabase } from './database.ts';
import { startInstance, type Instance } from './instance.ts';

/**
 * A case's reminder and breach fire once across instances (issue 36, "Done when"): two server
 * processes on one PostgreSQL database both check the deadlines as they start, at the same time; each
 * person hears of each case once.
 */
const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('case deadlines across two instances', () => {
  let database: Awaited<ReturnType<typeof createDatabase>>;
  let client: pg.Client;
  let instances: Instance[] = [];
  const ids = { worker: 0, boss: 0, other: 0, remind: 0, late: 0 };

  beforeAll(async () => {
    database = await createDatabase(adminUrl!);
    await migrateDatabase(database.url);
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const staff = async (email: string, permissions: string[]) =>
      (
        await client.query<{ id: number }>(
          `insert into staff_users (email, name, permissions) values ($1, $1, $2) returning id`,
          [email, permissions],
        )
      ).rows[0]!.id;
    ids.worker = await staff('worker@lucky.app', ['manage-cases-work']);
    ids.boss = await staff('boss@lucky.app', ['manage-cases-supervise']);
    ids.other = await staff('other@lucky.app', ['manage-cases-read']);
    const today = cairoDate();
    const insertCase = async (seq: number, remindOn: string, dueOn: string, remindedAt: string | null) =>
      (
        await client.query<{ id: number }>(
          `insert into cases (reference, kind, year, seq, title, assignee_id, opened_on, business_days, due_on, remind_on, reminded_at)
           values ($1, 'COMPLAINT', 2026, $2, 'Two instances', $3, $4, 15, $5, $6, $7) returning id`,
          [
            `CMP-2026-${String(seq).padStart(6, '0')}`,
            seq,
            ids.worker,
            addCalendarDays(today, -25),
            dueOn,
            remindOn,
            remindedAt,
          ],
        )
      ).rows[0]!.id;
    ids.remind = await insertCase(1, today, addCalendarDays(today, 2), null);
    ids.late = await insertCase(
      2,
      addCalendarDays(today, -4),
      addCalendarDays(today, -1),
      new Date().toISOString(),
    );
    const env = { DATABASE_URL: database.url, TOKEN_SECRET: randomBytes(32).toString('hex') };
    const starts = await Promise.allSettled([startInstance(env), startInstance(env)]);
    instances = starts.flatMap((start) => (start.status === 'fulfilled' ? [start.value] : []));
    const failed = starts.find((start) => start.status === 'rejected');
    if (failed) throw failed.reason;
  }, 120_000);

  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await client?.end();
    await database?.drop();
  });

  it('reminds the assignee once and tells each person of the breach once', async () => {
    const checks = (instance: Instance) =>
      instance.logs().filter((line) => line.msg === 'case deadlines checked' && line.first === true) as {
        reminded: number;
        breached: number;
      }[];
    // Both instances have made their first check (no fixed wait: their logs say so).
    const firsts = await vi.waitFor(
      () => {
        const all = instances.map(checks);
        if (all.some((list) => list.length === 0)) throw new Error('not checked yet');
        return all.map((list) => list[0]!);
      },
      { timeout: 30_000, interval: 50 },
    );
    expect(firsts.reduce((sum, check) => sum + check.reminded, 0)).toBe(1);
    expect(firsts.reduce((sum, check) => sum + check.breached, 0)).toBe(1);

    const { rows } = await client.query<{ staff_id: number; kind: string; case_id: number }>(
      `select staff_id, kind, (params->>'caseId')::int as case_id from staff_notifications order by staff_id, kind`,
    );
    expect(rows.map((row) => [row.staff_id, row.kind, row.case_id])).toEqual(
      [
        [ids.worker, 'case.breached', ids.late],
        [ids.worker, 'case.reminder', ids.remind],
        [ids.boss, 'case.breached', ids.late],
      ].sort((a, b) => Number(a[0]) - Number(b[0]) || String(a[1]).localeCompare(String(b[1]))),
    );
    const events = await client.query<{ case_id: number; action: string }>(
      `select case_id, action from case_events where kind = 'sla' order by case_id, action`,
    );
    expect(events.rows).toEqual([
      { case_id: ids.remind, action: 'reminded' },
      { case_id: ids.late, action: 'breached' },
    ]);
    const audit = await client.query(`select target_id from audit_log where action = 'case.breached'`);
    expect(audit.rows).toEqual([{ target_id: String(ids.late) }]);
  });
});
