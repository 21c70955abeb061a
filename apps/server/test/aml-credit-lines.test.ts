import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { V2 } from '@cmt/contract/endpoint';
import type { BulkBatch } from '@cmt/contract/endpoints/bulk';
import {
  applicationFinancingPartners as afp,
  auditLog,
  customerApplications,
  financingBlocks,
} from '../src/db/schema.ts';
import { seedApplications } from '../src/seed/applications-data.ts';
import { seedFinancing } from '../src/seed/financing-data.ts';
import { createRandom } from '../src/seed/random.ts';
import { csv } from './bulk-files.ts';
import { createTestApp, multipartFile, type TestApp } from './helpers.ts';
import { batchSettled } from './settled.ts';

/*
 * Issue 19 item 10: an AML-listed customer has no spendable credit. Applying an AML file suspends
 * the open line of each listed customer in the apply transaction, audited through the line's move;
 * the confirmation step says how many; lifting the block (unblock path) restores the line.
 */

let t: TestApp;
let compliance: { authorization: string; email: string };
let unblocker: { authorization: string; email: string };

beforeAll(async () => {
  t = await createTestApp();
  await seedApplications(t.db, createRandom(31), { scale: 1 });
  await seedFinancing(t.db, createRandom(32), { productDomain: 'lucky.app' });
  compliance = await t.signIn(['manage-offers-branches-bulk']);
  unblocker = await t.signIn(['manage-financing-applications-unblock-user']);
});
afterAll(() => t?.close());

const as = (who: { authorization: string }, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `${V2}${url}`,
    headers: { authorization: who.authorization },
    ...(payload ? { payload } : {}),
  });

const header = ['national_id', 'name', 'reason', 'source_list', 'listed_on'];
async function upload(nationalIds: string[]): Promise<BulkBatch> {
  const rows = nationalIds.map((id, i) => [id, `Listed ${i}`, 'Asset freeze', 'Court order', '2026-01-10']);
  const { payload, headers } = multipartFile('aml.csv', 'text/csv', Buffer.from(csv([header, ...rows])));
  const response = await t.app.inject({
    method: 'POST',
    url: `${V2}/files/bulk-upload?feature=AntiMoneyLaunderingStrategy`,
    headers: { ...headers, authorization: compliance.authorization },
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as BulkBatch;
}
const batchOf = async (id: number) =>
  (
    await as(compliance, 'GET', `/files/bulk-upload/batches/${id}?feature=AntiMoneyLaunderingStrategy`)
  ).json() as BulkBatch;
async function apply(batch: BulkBatch): Promise<BulkBatch> {
  const confirm = await as(
    compliance,
    'POST',
    `/files/bulk-upload/batches/${batch.id}/confirm?feature=AntiMoneyLaunderingStrategy`,
  );
  expect(confirm.statusCode, confirm.body).toBe(200);
  return batchSettled(() => batchOf(batch.id));
}

/** Customers with a national id whose current line has this status, not blocked and not listed. */
async function customersWith(status: number) {
  return t.db
    .select({ userId: afp.userId, lineId: afp.id, nationalId: customerApplications.documentNumber })
    .from(afp)
    .innerJoin(customerApplications, eq(customerApplications.userId, afp.userId))
    .where(
      and(
        eq(afp.isCurrent, true),
        eq(afp.creditLineStatus, status),
        sql`${customerApplications.documentNumber} ~ '^[0-9]{14}$'`,
        sql`not exists (select 1 from financing_blocks b where b.user_id = ${afp.userId} and b.status = 'ACTIVE')`,
        sql`not exists (select 1 from aml_blacklist l where l.national_id = ${customerApplications.documentNumber})`,
        sql`(select count(*) from customer_applications o where o.document_number = ${customerApplications.documentNumber}) = 1`,
      ),
    )
    .orderBy(afp.userId);
}
const lineOf = async (id: number) => (await t.db.select().from(afp).where(eq(afp.id, id)))[0]!;
const entries = (action: string, targetId: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, String(targetId))));

describe('applying an AML file', () => {
  it('says how many open lines it will suspend, suspends them in the apply, audited; unblocking restores them', async () => {
    const [active] = await customersWith(2);
    const [approved] = await customersWith(1);
    const [pending] = await customersWith(0);
    expect(active && approved && pending).toBeTruthy();

    const batch = await upload([
      active!.nationalId!,
      approved!.nationalId!,
      pending!.nationalId!,
      '28501011234567',
    ]);
    expect(batch.status).toBe('VALID');
    // The confirmation step: two open lines (the pending one is not open; the last id is nobody's).
    expect((await batchOf(batch.id)).openLinesToSuspend).toBe(2);

    expect(await apply(batch)).toMatchObject({ status: 'APPLIED', report: { inserted: 4 } });
    expect((await lineOf(active!.lineId)).creditLineStatus).toBe(5);
    expect((await lineOf(approved!.lineId)).creditLineStatus).toBe(5);
    expect((await lineOf(pending!.lineId)).creditLineStatus).toBe(0);

    const [suspendEntry] = await entries('financing.line.aml-suspend', active!.lineId);
    expect(suspendEntry).toMatchObject({
      actorEmail: compliance.email,
      targetType: 'credit_line',
      before: expect.objectContaining({ creditLineStatus: 2 }),
      after: expect.objectContaining({
        creditLineStatus: 5,
        reason: 'AML_LISTED',
      }),
    });
    const [block] = await t.db
      .select()
      .from(financingBlocks)
      .where(and(eq(financingBlocks.userId, active!.userId), eq(financingBlocks.status, 'ACTIVE')));
    expect(block).toMatchObject({
      reason: 'AML_LISTED',
      suspendedLineId: active!.lineId,
      lineStatusBefore: 2,
    });

    // The customer page has no spendable credit: the line is suspended, the block names the AML file.
    const detail = (
      await as(
        await t.signIn(['manage-financing-applications']),
        'GET',
        `/financing/applications/${active!.nationalId}`,
      )
    ).json();
    expect(detail.creditLines.find((l: { id: number }) => l.id === active!.lineId)).toMatchObject({
      creditLineStatus: 5,
    });
    expect(detail.block).toMatchObject({ reason: 'AML_LISTED' });

    // Nothing left to suspend: a second look at the same batch counts none.
    const again = await upload([active!.nationalId!]);
    expect((await batchOf(again.id)).openLinesToSuspend).toBe(0);

    // The unblock path gives the line its status back, audited.
    const lifted = await as(unblocker, 'POST', '/financing/unblock-users', {
      usersIds: [active!.userId],
      reason: 'False match',
    });
    expect(lifted.statusCode, lifted.body).toBe(200);
    expect((await lineOf(active!.lineId)).creditLineStatus).toBe(2);
    const [restoreEntry] = await entries('financing.line.aml-restore', active!.lineId);
    expect(restoreEntry).toMatchObject({
      actorEmail: unblocker.email,
      before: expect.objectContaining({ creditLineStatus: 5 }),
      after: expect.objectContaining({ creditLineStatus: 2, reason: 'False match' }),
    });
  });

  it('suspends nothing when the apply fails: the file, the lines and their entries roll back together', async () => {
    const [active] = await customersWith(2);
    const batch = await upload([active!.nationalId!]);
    expect((await batchOf(batch.id)).openLinesToSuspend).toBe(1);
    await t.db.execute(sql`create function refuse_block() returns trigger language plpgsql as $$
      begin raise exception 'refused'; end $$`);
    await t.db.execute(
      sql`create trigger refuse_block before insert on financing_blocks for each row execute function refuse_block()`,
    );
    try {
      expect(await apply(batch)).toMatchObject({ status: 'FAILED' });
    } finally {
      await t.db.execute(sql`drop trigger refuse_block on financing_blocks`);
      await t.db.execute(sql`drop function refuse_block()`);
    }
    expect((await lineOf(active!.lineId)).creditLineStatus).toBe(2);
    expect(await entries('financing.line.aml-suspend', active!.lineId)).toEqual([]);
    expect(
      (await t.db.execute(sql`select 1 from aml_blacklist where national_id = ${active!.nationalId}`)).rows,
    ).toEqual([]);
  });
});
