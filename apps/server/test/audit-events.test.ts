import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../src/lib/audit.ts';
import { recordEvent, recordRead } from '../src/lib/audit.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let actor: Actor;
beforeAll(async () => {
  t = await createTestApp();
  const { id, email } = await t.signIn([]);
  actor = { staff: { id, email }, ip: '203.0.113.9' };
});
afterAll(() => t?.close());

const entryOf = async (action: string) => {
  const [entry] = (await t.auditOf(action)).slice(-1);
  const { actorId, actorEmail, targetType, targetId, before, after, ip } = entry!;
  return { actorId, actorEmail, targetType, targetId, before, after, ip };
};

describe('events and reads on record', () => {
  it('records an event with its actor, target and details', async () => {
    await recordEvent(
      t.db,
      actor,
      'test.thing.refused',
      { type: 'staff', id: 'a@lucky.app' },
      { code: 'NOPE' },
    );
    expect(await entryOf('test.thing.refused')).toEqual({
      actorId: actor.staff!.id,
      actorEmail: actor.staff!.email,
      targetType: 'staff',
      targetId: 'a@lucky.app',
      before: null,
      after: { code: 'NOPE' },
      ip: '203.0.113.9',
    });
    await recordEvent(t.db, { staff: null, ip: '198.51.100.1' }, 'test.anonymous', { type: 'staff' });
    expect(await entryOf('test.anonymous')).toMatchObject({ actorId: null, targetId: null, after: null });
  });

  it('records a read of personal data with its reason and reference beside what was read', async () => {
    await recordRead(t.db, actor, {
      action: 'test.image.view',
      targetType: 'app_user',
      targetId: 42,
      reason: 'KYC review',
      reference: 'KYC-7',
      details: { validationId: 7, side: 'front' },
    });
    expect(await entryOf('test.image.view')).toMatchObject({
      targetType: 'app_user',
      targetId: '42',
      before: null,
      after: { validationId: 7, side: 'front', reason: 'KYC review', reference: 'KYC-7' },
    });
    // A read without a stated purpose (a record opened on screen) and a read of many (an export).
    await recordRead(t.db, actor, { action: 'test.record.view', targetType: 'application', targetId: 5 });
    expect(await entryOf('test.record.view')).toMatchObject({ targetId: '5', after: null });
    await recordRead(t.db, actor, {
      action: 'test.export',
      targetType: 'application',
      details: { filters: {} },
    });
    expect(await entryOf('test.export')).toMatchObject({ targetId: null, after: { filters: {} } });
  });

  it('lands or not with the transaction it is given', async () => {
    await t.db
      .transaction(async (tx) => {
        await recordRead(tx, actor, { action: 'test.rolled.back', targetType: 'app_user', targetId: 1 });
        throw new Error('refused');
      })
      .catch(() => {});
    expect(await t.auditOf('test.rolled.back')).toEqual([]);
  });
});
