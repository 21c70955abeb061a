import {
  addCaseNote,
  downloadCaseAttachment,
  getCaseTimeline,
  listCaseStaff,
  uploadCaseAttachment,
} from '@cmt/contract/endpoints/cases';
import { actorOf } from '../../lib/audit.ts';
import { implement } from '../../lib/endpoints.ts';
import { readUploadedFileAndName } from '../../plugins/uploads.ts';
import { caseStaffMatching, openAttachment } from './case-file-queries.ts';
import { addNote, saveAttachment } from './case-file-writes.ts';
import { caseTimeline } from './case-timeline-queries.ts';

/** A case's notes, attachments and timeline, and the staff who work cases (docs/cases.md). */
export const caseFileRoutes = [
  implement(listCaseStaff, async ({ app, query }) => caseStaffMatching(app.db, query.q)),

  implement(addCaseNote, async ({ app, request, params, body }) =>
    addNote(app.db, actorOf(request), params.id, body),
  ),

  implement(uploadCaseAttachment, async ({ app, request, params }) => {
    const { data, filename, mimetype } = await readUploadedFileAndName(
      request,
      uploadCaseAttachment.upload.maxBytes,
    );
    return saveAttachment({ db: app.db, storage: app.storage }, actorOf(request), params.id, {
      data,
      fileName: filename,
      declaredType: mimetype,
    });
  }),

  implement(downloadCaseAttachment, async ({ app, request, params, query }) => {
    const file = await openAttachment(
      { db: app.db, storage: app.storage },
      actorOf(request),
      params.id,
      params.attachmentId,
      query.inline,
    );
    return {
      filename: file.fileName,
      body: file.body,
      contentType: file.contentType,
      disposition: file.inline ? ('inline' as const) : ('attachment' as const),
      headers: { 'x-content-sha256': file.sha256 },
    };
  }),

  implement(getCaseTimeline, async ({ app, request, staff, params, query }) =>
    caseTimeline(app.db, actorOf(request), staff, params.id, query.kinds),
  ),
];
