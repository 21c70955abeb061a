import {
  applicationExportColumns,
  assignPartner,
  createCreditPromotion,
  expireCreditPromotion,
  exportFinancingApplications,
  getFinancingApplication,
  listBlockedUsers,
  listCreditPromotions,
  listFinancingApplications,
  listFinancingPartners,
  previewAssignPartner,
  previewUnblockUsers,
  reviewApplication,
  unblockUsers,
} from '@cmt/contract/endpoints/financing';
import { maskNationalId } from '../../domain/applications.ts';
import { actorOf, writeAudit } from '../../lib/audit.ts';
import { cairoDate } from '../../lib/cairo.ts';
import { csvFile } from '../../lib/csv.ts';
import { implement } from '../../lib/endpoints.ts';
import { findFinancingApplication } from './application-detail.ts';
import {
  applicationConditions,
  applicationExportRows,
  listApplicationPage,
  type ApplicationFilters,
} from './application-queries.ts';
import { listBlockedUsersPage, previewUnblock, unblockUsersOf } from './block-writes.ts';
import { assignPartnerTo, listPartners, previewAssignment } from './partner-writes.ts';
import { createPromotion, expirePromotion, listPromotionPage } from './promotion-writes.ts';
import { reviewCurrentLine } from './review-writes.ts';

/** Filters as the audit log may keep them: a searched national id or phone is masked. */
const auditedFilters = (filters: ApplicationFilters) => ({
  ...filters,
  // As the search reads it: spaces and dashes between the digits do not hide a national id.
  q:
    filters.q && /\d{4}/.test(filters.q.replace(/[\s-]/g, ''))
      ? maskNationalId(filters.q.replace(/\D/g, ''))
      : filters.q,
});

export const financingRoutes = [
  implement(listFinancingApplications, async ({ app, query }) => listApplicationPage(app.db, query)),

  implement(exportFinancingApplications, async ({ app, request, query }) => {
    applicationConditions(query); // refuses bad filters (400) before anything is written or sent
    await writeAudit(app.db, actorOf(request), {
      action: 'financing.applications.export',
      targetType: 'application',
      after: { filters: auditedFilters(query) },
    });
    return csvFile(
      `applications-${cairoDate()}.csv`,
      applicationExportColumns,
      applicationExportRows(app.db, query),
    );
  }),

  implement(getFinancingApplication, async ({ app, request, params }) => {
    const found = await findFinancingApplication(app.db, params.documentNumber);
    // Whole national ids are read one customer at a time, and each reading is on record.
    await writeAudit(app.db, actorOf(request), {
      action: 'financing.application.view',
      targetType: 'application',
      targetId: found.application.userId,
    });
    return found;
  }),

  implement(reviewApplication, async ({ app, request, body, ifMatch }) =>
    reviewCurrentLine(app.db, actorOf(request), body, ifMatch),
  ),

  implement(listFinancingPartners, async ({ app }) => listPartners(app.db)),

  implement(previewAssignPartner, async ({ app, body }) => previewAssignment(app.db, body)),

  implement(assignPartner, async ({ app, request, body }) => assignPartnerTo(app.db, actorOf(request), body)),

  implement(listBlockedUsers, async ({ app, query }) => listBlockedUsersPage(app.db, query)),

  implement(previewUnblockUsers, async ({ app, body }) => previewUnblock(app.db, body.usersIds)),

  implement(unblockUsers, async ({ app, request, body }) => unblockUsersOf(app.db, actorOf(request), body)),

  implement(listCreditPromotions, async ({ app, query }) => listPromotionPage(app.db, query)),

  implement(createCreditPromotion, async ({ app, request, body }) =>
    createPromotion(app.db, actorOf(request), body),
  ),

  implement(expireCreditPromotion, async ({ app, request, body }) =>
    expirePromotion(app.db, actorOf(request), body),
  ),
];
