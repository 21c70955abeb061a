import type { Readable } from 'node:stream';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { CaseAttachment, CaseNote, CaseStaff } from '@cmt/contract/endpoints/cases';
import type { DbOrTx } from '../../db/client.ts';
import { caseAttachments, caseNotes, cases, staffUsers } from '../../db/schema.ts';
import { recordRead, type Actor } from '../../lib/audit.ts';
import { notFound } from '../../lib/errors.ts';
import { containsText } from '../../lib/sql.ts';
import type { Storage } from '../../lib/storage.ts';
import { previewable } from './case-file-content.ts';

/*
 * Reads of a case's notes and attachments, and of the staff who work cases (the @mention
 * autocomplete and its check). docs/cases.md, "Notes, attachments and the timeline".
 */

/** The permissions that make a staff member one who works cases: mentionable, assignable. */
export const CASE_STAFF_PERMISSIONS = ['manage-cases-read', 'manage-cases-work'] as const;
/** At most this many staff in one answer of the autocomplete. */
export const CASE_STAFF_LIMIT = 10;

const holdsCasePermission = sql`${staffUsers.permissions} && array['manage-cases-read', 'manage-cases-work']::text[]`;

const staffColumns = { id: staffUsers.id, name: staffUsers.name, email: staffUsers.email };

/** Active staff who work cases, whose name or email holds `q`, by name; at most 10. */
export async function caseStaffMatching(db: DbOrTx, q: string): Promise<{ items: CaseStaff[] }> {
  const text = q.trim();
  const items = await db
    .select(staffColumns)
    .from(staffUsers)
    .where(
      and(
        eq(staffUsers.isActive, true),
        holdsCasePermission,
        text === ''
          ? undefined
          : or(containsText(staffUsers.name, text), containsText(staffUsers.email, text)),
      ),
    )
    .orderBy(asc(staffUsers.name), asc(staffUsers.id))
    .limit(CASE_STAFF_LIMIT);
  return { items };
}

/** Of these ids, the active staff who work cases, by id (the rest are unknown, disabled or not case staff). */
export async function activeCaseStaff(db: DbOrTx, ids: readonly number[]): Promise<Map<number, CaseStaff>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(staffColumns)
    .from(staffUsers)
    .where(and(inArray(staffUsers.id, [...ids]), eq(staffUsers.isActive, true), holdsCasePermission));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Any staff by id, active or not (a note's author stays named after they leave). */
export async function staffByIds(db: DbOrTx, ids: readonly number[]): Promise<Map<number, CaseStaff>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db.select(staffColumns).from(staffUsers).where(inArray(staffUsers.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The case's id and reference; 404 when there is no such case. */
export async function findCaseHead(db: DbOrTx, caseId: number): Promise<{ id: number; reference: string }> {
  const [row] = await db
    .select({ id: cases.id, reference: cases.reference })
    .from(cases)
    .where(eq(cases.id, caseId));
  if (!row) throw notFound('Case');
  return row;
}

type NoteRow = typeof caseNotes.$inferSelect;
type AttachmentRow = typeof caseAttachments.$inferSelect;

/** Notes as the contract shows them, their author and mentions named. */
export async function notesOf(db: DbOrTx, rows: readonly NoteRow[]): Promise<CaseNote[]> {
  const staff = await staffByIds(
    db,
    rows.flatMap((row) => [...(row.authorId === null ? [] : [row.authorId]), ...row.mentions]),
  );
  return rows.map((row) => ({
    id: row.id,
    text: row.text,
    author: row.authorId === null ? null : (staff.get(row.authorId) ?? null),
    mentions: row.mentions.flatMap((id) => {
      const named = staff.get(id);
      return named ? [named] : [];
    }),
    refersTo: row.refersTo,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** Attachments as the contract shows them (never their storage key). */
export async function attachmentsOf(db: DbOrTx, rows: readonly AttachmentRow[]): Promise<CaseAttachment[]> {
  const staff = await staffByIds(
    db,
    rows.flatMap((row) => (row.uploadedBy === null ? [] : [row.uploadedBy])),
  );
  return rows.map((row) => ({
    id: row.id,
    fileName: row.fileName,
    contentType: row.contentType as CaseAttachment['contentType'],
    size: row.size,
    sha256: row.sha256,
    uploadedBy: row.uploadedBy === null ? null : (staff.get(row.uploadedBy) ?? null),
    createdAt: row.createdAt.toISOString(),
  }));
}

/** One attachment of one case (its storage key too); 404 when the case has no such attachment. */
export async function findAttachment(
  db: DbOrTx,
  caseId: number,
  attachmentId: number,
): Promise<AttachmentRow> {
  const [row] = await db
    .select()
    .from(caseAttachments)
    .where(and(eq(caseAttachments.id, attachmentId), eq(caseAttachments.caseId, caseId)));
  if (!row) throw notFound('Attachment');
  return row;
}

/** Whether the case has this note (what a correction may refer to). */
export async function caseHasNote(db: DbOrTx, caseId: number, noteId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: caseNotes.id })
    .from(caseNotes)
    .where(and(eq(caseNotes.id, noteId), eq(caseNotes.caseId, caseId)));
  return Boolean(row);
}

/**
 * An attachment's bytes to send, its download recorded first as a read of personal data (every
 * download, the previews too). 404 when the case has no such attachment or its bytes are gone.
 */
export async function openAttachment(
  deps: { db: DbOrTx; storage: Storage },
  actor: Actor,
  caseId: number,
  attachmentId: number,
  inline: boolean,
): Promise<{ fileName: string; contentType: string; sha256: string; inline: boolean; body: Readable }> {
  const row = await findAttachment(deps.db, caseId, attachmentId);
  const body = await deps.storage.read(row.storageKey);
  if (!body) throw notFound('Attachment');
  const shown = inline && previewable(row.contentType);
  try {
    await recordRead(deps.db, actor, {
      action: 'case.attachment.download',
      targetType: 'case',
      targetId: caseId,
      details: { attachmentId, fileName: row.fileName, sha256: row.sha256, inline: shown },
    });
  } catch (error) {
    body.destroy();
    throw error;
  }
  return { fileName: row.fileName, contentType: row.contentType, sha256: row.sha256, inline: shown, body };
}
