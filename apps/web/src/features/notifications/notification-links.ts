import { bulkFeatures, bulkScreens, type BulkFeature } from '@cmt/contract/endpoints/bulk';
import type { Notification } from '@cmt/contract/endpoints/notifications';
import { hrefFor, type AppRouteId } from '@cmt/contract/routes';

/** The screen of a claimed item, by the queue's type (the server's `defineQueue` types). */
const claimScreens: Record<string, (id: string | number) => string> = {
  'affiliate-cashout': (id) => hrefFor('affiliate.cashoutId', { id }),
  'profile-validation': (id) => hrefFor('applications.profileValidationId', { id }),
  // The review queue opens by national id, which the notification does not carry: the queue itself.
  'credit-line': () => hrefFor('financing.applicationReviews'),
};

const withQuery = (route: AppRouteId, query: Record<string, string>) =>
  `${hrefFor(route)}?${new URLSearchParams(query).toString()}`;

/**
 * Where a notification leads: the record it names (the Approvals screen with the request open, the
 * batch on its upload screen, the SMS sending, the claimed item). Null when its params name none.
 */
export function notificationLink(n: Notification): string | null {
  const { params } = n;
  switch (n.kind) {
    case 'approval.requested':
    case 'approval.approved':
    case 'approval.rejected':
      return params.approvalId === undefined || params.approvalId === null
        ? null
        : `/app/approvals?approval=${encodeURIComponent(String(params.approvalId))}`;
    case 'bulk.validated':
    case 'bulk.applied':
    case 'bulk.failed': {
      const feature = params.feature as BulkFeature;
      if (!bulkFeatures.includes(feature) || params.batchId == null) return null;
      const screen: { route: AppRouteId; tab?: string } = bulkScreens[feature];
      return withQuery(screen.route, {
        ...(screen.tab ? { tab: screen.tab } : {}),
        batch: String(params.batchId),
      });
    }
    case 'claim.takenOver': {
      const screen = typeof params.type === 'string' ? claimScreens[params.type] : undefined;
      return screen && params.id != null ? screen(params.id) : null;
    }
    case 'sms.finished':
      return params.jobId == null ? null : withQuery('general.sms', { job: String(params.jobId) });
    case 'case.mentioned':
    case 'case.assigned':
    case 'case.reminder':
    case 'case.breached':
      return params.caseId == null ? null : hrefFor('cases.detail', { id: params.caseId });
  }
}
