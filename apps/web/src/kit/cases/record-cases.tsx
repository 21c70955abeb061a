import { Suspense, lazy } from 'react';
import { canOpenRoute, routeById } from '@cmt/contract/routes';
import { useSession } from '../../lib/session';
import type { CaseLinkDraft } from './open-case-dialog';

// The panel, its words and the cases contract load only for staff who read cases.
const RecordCasesPanel = lazy(() => import('./record-cases-panel'));

export interface RecordCasesProps {
  /**
   * The record the page is about, first, and any other record it shows that a case may be about
   * (an application's credit line): the panel lists the open cases of each, and "Open a case"
   * links them all.
   */
  records: CaseLinkDraft[];
  /**
   * Records "Open a case" links too, whose cases the panel does not list (a cashout's customer: a
   * complaint about the cashout reaches the customer by SMS).
   */
  alsoLink?: CaseLinkDraft[];
}

/**
 * "Cases" on a record's page (issue 36: everywhere a record is, its cases are): the open cases
 * linked to the record, each with its reference (to the case), title, status and business-day
 * countdown, and "Open a case" with the record linked. Shown only to staff who read cases; the
 * button only to those who work them. The panel waits in its own place (the page shows at once),
 * and the dialog loads when opened.
 */
export function RecordCases(props: RecordCasesProps) {
  const { user } = useSession();
  // The cases area has no flag of its own: the permission that opens a case decides.
  if (!canOpenRoute(routeById('cases.detail'), user?.permissions) || props.records.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <RecordCasesPanel {...props} canWork={user?.permissions.includes('manage-cases-work') ?? false} />
    </Suspense>
  );
}
