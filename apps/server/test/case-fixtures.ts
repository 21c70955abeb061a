import { caseReference, type CaseKind, type CaseRecordRef } from '@cmt/contract/endpoints/cases';
import { caseLinks, cases } from '../src/db/schema.ts';
import type { TestApp } from './helpers.ts';

/*
 * Cases written straight to the database, for tests of what hangs off a case (notes, attachments,
 * the timeline) without going through the endpoint that opens one. Every NOT NULL column of `cases`
 * is filled; the reference takes the next number of its kind and year.
 */

let seq = 0;

export interface CaseFixture {
  kind?: CaseKind;
  title?: string;
  /** When it was opened (default: now). */
  createdAt?: Date;
  links?: CaseRecordRef[];
  openedBy?: number | null;
  assigneeId?: number | null;
}

/** Inserts a case (OPEN, due in 15 days) and its links; returns its id and reference. */
export async function makeCase(
  t: TestApp,
  input: CaseFixture = {},
): Promise<{ id: number; reference: string }> {
  const kind = input.kind ?? 'COMPLAINT';
  const createdAt = input.createdAt ?? new Date();
  const year = createdAt.getUTCFullYear();
  const number = ++seq;
  const day = (offset: number) =>
    new Date(createdAt.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  const customer = input.links?.find((link) => link.recordType === 'customer');
  const [row] = await t.db
    .insert(cases)
    .values({
      reference: caseReference(kind, year, number),
      kind,
      year,
      seq: number,
      title: input.title ?? `Case ${number}`,
      priority: 'NORMAL',
      status: 'OPEN',
      assigneeId: input.assigneeId ?? null,
      openedBy: input.openedBy ?? null,
      customerId: customer?.recordId ?? null,
      openedOn: day(0),
      businessDays: 15,
      dueOn: day(21),
      remindOn: day(19),
      createdAt,
      updatedAt: createdAt,
    })
    .returning({ id: cases.id, reference: cases.reference });
  if (input.links && input.links.length > 0)
    await t.db.insert(caseLinks).values(
      input.links.map((link) => ({
        caseId: row!.id,
        recordType: link.recordType,
        recordId: link.recordId,
        linkedAt: createdAt,
      })),
    );
  return row!;
}
