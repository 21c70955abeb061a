import type { ParsedBodyOf } from '@cmt/contract/endpoint';
import { createHash, randomUUID } from 'node:crypto';
import type { CaseAttachment, CaseNote, addCaseNote } from '@cmt/contract/endpoints/cases';
import type { DbOrTx } from '../../db/client.ts';
import { caseAttachments, caseNotes } from '../../db/schema.ts';
import type { Actor } from '../../lib/audit.ts';
import { audited } from '../../lib/audited.ts';
import { fieldError } from '../../lib/errors.ts';
import { uploadName } from '../../lib/images.ts';
import { notify } from '../../lib/notifications.ts';
import type { Storage } from '../../lib/storage.ts';
import { attachmentTypeOf, storedExtension } from './case-file-content.ts';
import { activeCaseStaff, attachmentsOf, caseHasNote, findCaseHead, notesOf } from './case-file-queries.ts';

/*
 * A case's notes and attachments: only ever added (a trigger refuses UPDATE and DELETE), each a
 * change to the case audited in the chain (`case.note`, `case.attachment`) in the transaction that
 * adds it. docs/cases.md, "Notes, attachments and the timeline".
 */

/** The private folder of the file store that holds case attachments: never served by /files/. */
export const CASE_FILES_PREFIX = 'cases/';

/** A note as its endpoint parsed it (the contract's body, never restated). */
export type NoteInput = ParsedBodyOf<typeof addCaseNote>;

/**
 * Adds a note. Every mention must be an active staff member who works cases (else 400
 * `mentionUnknown` on that mention, nothing written); `refersTo` must be a note of the same case.
 * Each mentioned staff member (but the author) is notified in the same transaction, so the
 * notification exists exactly when the note does, and reaches them live at commit.
 */
export async function addNote(db: DbOrTx, actor: Actor, caseId: number, input: NoteInput): Promise<CaseNote> {
  const mentions = [...new Set(input.mentions)];
  return audited(db, actor, 'case.note', 'case', async (tx, note) => {
    const head = await findCaseHead(tx, caseId);
    const known = await activeCaseStaff(tx, mentions);
    const unknown = input.mentions.findIndex((id) => !known.has(id));
    if (unknown >= 0) throw fieldError(['mentions', unknown], 'mentionUnknown');
    if (input.refersTo !== null && !(await caseHasNote(tx, caseId, input.refersTo)))
      throw fieldError(['refersTo'], 'noteOfThisCase');
    const [row] = await tx
      .insert(caseNotes)
      .values({
        caseId,
        authorId: actor.staff?.id ?? null,
        text: input.text,
        mentions,
        refersTo: input.refersTo,
      })
      .returning();
    for (const staffId of mentions) {
      if (staffId === actor.staff?.id) continue;
      await notify(tx, staffId, {
        kind: 'case.mentioned',
        params: { caseId, reference: head.reference, noteId: row!.id },
      });
    }
    note.targetId = caseId;
    // The note's words stay in the case; the chain keeps what was added and who was told.
    note.after = {
      noteId: row!.id,
      length: input.text.length,
      mentions,
      refersTo: input.refersTo,
    };
    return (await notesOf(tx, [row!]))[0]!;
  });
}

export interface AttachmentUpload {
  data: Buffer;
  fileName: string;
  declaredType: string | undefined;
}

/**
 * Keeps an attachment: its type read from its content and matched with its name (400, nothing
 * stored, otherwise), its bytes in the file store under `cases/<case>/`, its row with the SHA-256,
 * audited. The case is checked first (404 before anything is stored); a row that fails to land
 * takes its stored bytes away again.
 */
export async function saveAttachment(
  deps: { db: DbOrTx; storage: Storage },
  actor: Actor,
  caseId: number,
  upload: AttachmentUpload,
): Promise<CaseAttachment> {
  await findCaseHead(deps.db, caseId);
  const contentType = await attachmentTypeOf(upload.data, upload.fileName, upload.declaredType);
  const fileName = uploadName(upload.fileName) ?? `attachment.${storedExtension(contentType)}`;
  const sha256 = createHash('sha256').update(upload.data).digest('hex');
  const storageKey = `${CASE_FILES_PREFIX}${caseId}/${randomUUID()}.${storedExtension(contentType)}`;
  await deps.storage.put(storageKey, upload.data, contentType);
  try {
    return await audited(deps.db, actor, 'case.attachment', 'case', async (tx, note) => {
      await findCaseHead(tx, caseId);
      const [row] = await tx
        .insert(caseAttachments)
        .values({
          caseId,
          storageKey,
          fileName,
          contentType,
          size: upload.data.length,
          sha256,
          uploadedBy: actor.staff?.id ?? null,
        })
        .returning();
      note.targetId = caseId;
      note.after = { attachmentId: row!.id, fileName, contentType, size: upload.data.length, sha256 };
      return (await attachmentsOf(tx, [row!]))[0]!;
    });
  } catch (error) {
    await deps.storage.remove(storageKey).catch(() => {});
    throw error;
  }
}
