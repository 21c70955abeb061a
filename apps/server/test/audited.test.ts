import { eq, sql } from 'drizzle-orm';
import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbOrTx } from '../src/db/client.ts';
import type { Actor } from '../src/lib/audit.ts';
import { audited, auditedRecords } from '../src/lib/audited.ts';
import { notFound } from '../src/lib/errors.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/** A versioned record made for this test. */
const notes = pgTable('audited_test_notes', {
  id: serial('id').primaryKey(),
  text: text('text').notNull(),
  version: integer('version').notNull().default(1),
});

const noteNotFound = () => notFound('Note');
const readNote = async (db: DbOrTx, id: number) => {
  const [row] = await db.select().from(notes).where(eq(notes.id, id));
  if (!row) throw noteNotFound();
  return row;
};
const noteRecords = auditedRecords({
  type: 'note',
  read: readNote,
  versioned: { table: notes, notFound: noteNotFound },
});

let t: TestApp;
let actor: Actor;
beforeAll(async () => {
  t = await createTestApp();
  await t.db.execute(
    sql`create table audited_test_notes (id serial primary key, text text not null, version integer not null default 1)`,
  );
  const { id, email } = await t.signIn([]);
  actor = { staff: { id, email }, ip: '203.0.113.7' };
});
afterAll(() => t?.close());

const create = (text: string) =>
  noteRecords(t.db, actor).create(async (tx) => (await tx.insert(notes).values({ text }).returning())[0]!.id);

describe('audited changes', () => {
  it('writes the change and its entry together, with who, where from, the target and what it became', async () => {
    const note = await create('first');
    expect(note).toMatchObject({ text: 'first', version: 1 });
    const [entry] = (await t.auditOf('note.create')).filter((e) => e.targetId === String(note.id));
    expect(entry).toMatchObject({
      actorEmail: actor.staff!.email,
      ip: '203.0.113.7',
      targetType: 'note',
      before: null,
      after: { id: note.id, text: 'first', version: 1 },
    });
  });

  it('a change that fails leaves neither the change nor an audit entry', async () => {
    const rowsBefore = await t.countRows(notes);
    const entriesBefore = (await t.auditOf('note.create')).length;
    await expect(
      noteRecords(t.db, actor).create(async (tx) => {
        await tx.insert(notes).values({ text: 'half-written' });
        throw new Error('failure injected after the write');
      }),
    ).rejects.toThrow('failure injected');
    expect(await t.countRows(notes)).toBe(rowsBefore);
    expect(await t.auditOf('note.create')).toHaveLength(entriesBefore);
  });

  it('an update records before and after, bumps the version, and a stale If-Match changes nothing', async () => {
    const note = await create('draft');
    const records = noteRecords(t.db, actor);
    const saved = await records.update(
      note.id,
      (tx) => tx.update(notes).set({ text: 'final' }).where(eq(notes.id, note.id)),
      { ifMatch: 1 },
    );
    expect(saved).toMatchObject({ text: 'final', version: 2 });
    const stale = records.update(
      note.id,
      (tx) => tx.update(notes).set({ text: 'lost' }).where(eq(notes.id, note.id)),
      { ifMatch: 1 },
    );
    await expect(stale).rejects.toMatchObject({ status: 412, code: 'STALE_RECORD' });
    expect(await readNote(t.db, note.id)).toMatchObject({ text: 'final', version: 2 });
    const entries = (await t.auditOf('note.update')).filter((e) => e.targetId === String(note.id));
    expect(
      entries.map((e) => [(e.before as { text: string }).text, (e.after as { text: string }).text]),
    ).toEqual([['draft', 'final']]);
  });

  it('a delete records what was removed; an unknown id is a 404 with no entry', async () => {
    const note = await create('to remove');
    await noteRecords(t.db, actor).remove(note.id, (tx) => tx.delete(notes).where(eq(notes.id, note.id)));
    const [entry] = (await t.auditOf('note.delete')).filter((e) => e.targetId === String(note.id));
    expect(entry).toMatchObject({ before: { text: 'to remove' }, after: null });
    await expect(noteRecords(t.db, actor).remove(999999, async () => {})).rejects.toMatchObject({
      status: 404,
    });
    expect((await t.auditOf('note.delete')).filter((e) => e.targetId === '999999')).toHaveLength(0);
  });

  it('a plain audited change names its own target and shapes', async () => {
    await audited(t.db, actor, 'note.export', 'note', async (_tx, note) => {
      note.targetId = 'all';
      note.after = { rows: 3 };
    });
    expect((await t.auditOf('note.export'))[0]).toMatchObject({ targetId: 'all', after: { rows: 3 } });
  });
});
