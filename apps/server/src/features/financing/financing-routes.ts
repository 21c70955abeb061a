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
  claimApplicationReview,
  releaseApplicationReview,
  takeNextApplicationReview,
  listFinancingPartners,
  previewAssignPartner,
  previewUnblockUsers,
  reviewApplication,
  unblockUsers,
  exportCreditPromotions,
  exportBlockedUsers,
} from '@cmt/contract/endpoints/financing';
import { actorOf } from '../../lib/audit.ts';
import { cairoDate } from '../../lib/cairo.ts';
import { csvFile } from '../../lib/csv.ts';
import { implement } from '../../lib/endpoints.ts';
import { implementExport } from '../../lib/list-export.ts';
import { recordApplicationsExport, recordApplicationView } from './access-writes.ts';
import { findFinancingApplication } from './application-detail.ts';
import { applicationExportRows, listApplicationPage } from './application-queries.ts';
import { claimReview, reviewQueue, takeNextReview } from './review-queue.ts';
import { listBlockedUsersPage, blockedUserList } from './block-queries.ts';
import { previewUnblock } from './block-writes.ts';
import { listPartners, previewAssignmentOnScreen } from './partner-writes.ts';
import { listPromotionPage, promotionList } from './promotion-queries.ts';
import { createPromotion, expirePromotion } from './promotion-writes.ts';
import { creditLimitChange, partnerAssignment, usersUnblock } from './financing-guards.ts';

export const financingRoutes = [
  implement(listFinancingApplications, async ({ app, staff, query }) =>
    listApplicationPage(app.db, query, { id: staff.id, slaHours: app.config.SLA_HOURS_APPLICATION_REVIEWS }),
  ),

  implement(takeNextApplicationReview, async ({ app, request }) => takeNextReview(app.db, actorOf(request))),

  implement(claimApplicationReview, async ({ app, request, params, body }) =>
    claimReview(app.db, actorOf(request), params.id, body.takeover),
  ),

  implement(releaseApplicationReview, async ({ app, request, params }) => {
    await reviewQueue.release(app.db, actorOf(request), params.id);
    return { released: true as const };
  }),

  implement(exportFinancingApplications, async ({ app, request, staff, query }) => {
    await recordApplicationsExport(app.db, actorOf(request), query);
    return csvFile(
      `applications-${cairoDate()}.csv`,
      applicationExportColumns,
      applicationExportRows(app.db, query, {
        id: staff.id,
        slaHours: app.config.SLA_HOURS_APPLICATION_REVIEWS,
      }),
    );
  }),

  implement(getFinancingApplication, async ({ app, request, params }) => {
    const found = await findFinancingApplication(app.db, params.documentNumber);
    await recordApplicationView(app.db, actorOf(request), found.application.userId);
    return found;
  }),

  implement(reviewApplication, async ({ app, request, body, ifMatch }) =>
    creditLimitChange.run(app, actorOf(request), { review: body, ifMatch }),
  ),

  implement(listFinancingPartners, async ({ app }) => listPartners(app.db)),

  implement(previewAssignPartner, async ({ app, body }) => previewAssignmentOnScreen(app.db, body)),

  implement(assignPartner, async ({ app, request, body }) =>
    partnerAssignment.run(app, actorOf(request), body),
  ),

  implement(listBlockedUsers, async ({ app, query }) => listBlockedUsersPage(app.db, query)),

  implementExport(
    exportBlockedUsers,
    {
      name: 'blocked-customers',
      personalData: { action: 'financing.blocked-users.export', targetType: 'financing_block' },
    },
    ({ app, query }) => blockedUserList(app.db, query),
  ),

  implement(previewUnblockUsers, async ({ app, body }) => previewUnblock(app.db, body.usersIds)),

  implement(unblockUsers, async ({ app, request, body }) => usersUnblock.run(app, actorOf(request), body)),

  implement(listCreditPromotions, async ({ app, query }) => listPromotionPage(app.db, query)),

  implementExport(exportCreditPromotions, { name: 'credit-promotions' }, ({ app, query }) =>
    promotionList(app.db, query),
  ),

  implement(createCreditPromotion, async ({ app, request, body }) =>
    createPromotion(app.db, actorOf(request), body),
  ),

  implement(expireCreditPromotion, async ({ app, request, body }) =>
    expirePromotion(app.db, actorOf(request), body),
  ),
];
