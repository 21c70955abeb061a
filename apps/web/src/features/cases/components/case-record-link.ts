import type { CaseRecordType } from '@cmt/contract/endpoints/cases';
import { hrefFor, type AppRouteId } from '@cmt/contract/routes';

/**
 * The screen each kind of linked record opens on. An application and a credit line open by the
 * customer's national id, which a link does not carry: their financing list and review queue.
 * A bulk batch has no screen of its own.
 */
const recordScreens: Partial<Record<CaseRecordType, { route: AppRouteId; byId: boolean }>> = {
  customer: { route: 'customers.overview', byId: true },
  cashout: { route: 'affiliate.cashoutId', byId: true },
  merchant: { route: 'merchants.manage', byId: true },
  kycValidation: { route: 'applications.profileValidationId', byId: true },
  application: { route: 'financing.applications', byId: false },
  creditLine: { route: 'financing.applicationReviews', byId: false },
};

/** Where a linked record opens, when the signed-in staff member may open that screen; else null. */
export function caseRecordHref(
  type: CaseRecordType,
  id: number,
  canOpen: (route: AppRouteId) => boolean,
): string | null {
  const screen = recordScreens[type];
  if (!screen || !canOpen(screen.route)) return null;
  return screen.byId ? hrefFor(screen.route, { id }) : hrefFor(screen.route);
}
