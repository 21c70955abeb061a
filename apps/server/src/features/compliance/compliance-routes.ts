import { isHeld } from '@cmt/contract/approval-actions';
import {
  approveProfileValidation,
  claimProfileValidation,
  claimProfileValidations,
  downloadNidImage as downloadNidImageEndpoint,
  downloadNidZip as downloadNidZipEndpoint,
  getProfileValidation,
  getProfileValidationImage,
  listBlacklist,
  listBlacklistSources,
  listProfileValidations,
  rejectProfileValidation,
  releaseProfileValidation,
  removeBlacklistEntry,
  searchNidCustomers as searchNidCustomersEndpoint,
  takeNextProfileValidation,
  exportProfileValidations,
  exportBlacklist,
} from '@cmt/contract/endpoints/compliance';
import { actorOf } from '../../lib/audit.ts';
import { byId, runBulkRows } from '../../lib/bulk-rows.ts';
import { claimedAnswer } from '../../lib/claims.ts';
import { implement } from '../../lib/endpoints.ts';
import { implementExport } from '../../lib/list-export.ts';
import { blacklistSources, listBlacklistPage, blacklistList } from './blacklist-queries.ts';
import { blacklistRemoval } from './blacklist-writes.ts';
import { viewValidationImage } from './id-image-access.ts';
import { downloadNidImage, downloadNidZip, searchNidCustomers } from './nid-download.ts';
import {
  findProfileValidation,
  listProfileValidationPage,
  profileValidationList,
} from './profile-validation-queries.ts';
import { profileQueue } from './profile-validation-queue.ts';
import { approveProfile, rejectProfile } from './profile-validation-writes.ts';

export const complianceRoutes = [
  implement(listProfileValidations, async ({ app, staff, query }) =>
    listProfileValidationPage(app.db, query, {
      id: staff.id,
      slaHours: app.config.SLA_HOURS_PROFILE_VALIDATIONS,
    }),
  ),

  implementExport(
    exportProfileValidations,
    {
      name: 'profile-validations',
      personalData: { action: 'profile-validations.export', targetType: 'profile_validation' },
    },
    ({ app, staff, query }) =>
      profileValidationList(app.db, query, {
        id: staff.id,
        slaHours: app.config.SLA_HOURS_PROFILE_VALIDATIONS,
      }),
  ),

  implement(getProfileValidation, async ({ app, staff, params }) =>
    findProfileValidation(app.db, params.id, staff.id),
  ),

  implement(approveProfileValidation, async ({ app, request, params }) =>
    approveProfile(app.db, actorOf(request), params.id),
  ),

  implement(rejectProfileValidation, async ({ app, request, params, body }) =>
    rejectProfile(app.db, actorOf(request), params.id, body),
  ),

  implement(takeNextProfileValidation, async ({ app, request }) =>
    claimedAnswer(await profileQueue.next(app.db, actorOf(request))),
  ),

  implement(claimProfileValidations, async ({ app, request, body }) =>
    runBulkRows(body.ids, byId, (id) => profileQueue.claim(app.db, actorOf(request), id, false), request.log),
  ),

  implement(claimProfileValidation, async ({ app, request, params, body }) =>
    claimedAnswer(await profileQueue.claim(app.db, actorOf(request), params.id, body.takeover)),
  ),

  implement(releaseProfileValidation, async ({ app, request, params }) => {
    await profileQueue.release(app.db, actorOf(request), params.id);
    return { released: true as const };
  }),

  // The reviewer's view of an image: audited with its reason and reference, like a download.
  implement(getProfileValidationImage, async ({ app, request, params, query }) =>
    viewValidationImage(app, actorOf(request), params.id, params.side, query),
  ),

  implement(searchNidCustomersEndpoint, async ({ app, query }) => searchNidCustomers(app.db, query.q)),

  implement(downloadNidImageEndpoint, async ({ app, request, params, query }) =>
    downloadNidImage(app, actorOf(request), params.id, params.side, query),
  ),

  implement(downloadNidZipEndpoint, async ({ app, request, query }) =>
    downloadNidZip(app, actorOf(request), query.userIds.split(',').map(Number), query),
  ),

  implement(listBlacklist, async ({ app, query }) => listBlacklistPage(app.db, query)),

  implementExport(
    exportBlacklist,
    { name: 'aml-blacklist', personalData: { action: 'blacklist.export', targetType: 'aml_blacklist' } },
    ({ app, query }) => blacklistList(app.db, query),
  ),

  implement(listBlacklistSources, async ({ app }) => blacklistSources(app.db)),

  implement(removeBlacklistEntry, async ({ app, request, params, body }) => {
    const result = await blacklistRemoval.run(app, actorOf(request), { id: params.id, reason: body.reason });
    return isHeld(result) ? result : undefined;
  }),
];
