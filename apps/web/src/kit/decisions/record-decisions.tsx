import { Suspense, lazy } from 'react';
import { canSeeDecisionRecord, type DecisionRecordType } from '@cmt/contract/endpoints/decisions';
import { useSession } from '../../lib/session';

// The panel, its dialog, its words and the decisions contract load only where a panel shows.
const RecordDecisionsPanel = lazy(() => import('./record-decisions-panel'));

export interface DecisionRecordRef {
  recordType: DecisionRecordType;
  recordId: number;
}

/** The records whose decisions a page shows, or every decision about one customer. */
export type RecordDecisionsProps = { records: DecisionRecordRef[] } | { customerId: number };

/**
 * "Decisions" on a record's page (issue 37 item 1): the decisions recorded on the record (or about
 * the customer), newest first, each opening what was known when it was made. Shown only to staff
 * who may see that kind of record (the contract's `canSeeDecisionRecord`); the panel waits in its
 * own place, loaded on demand, so no page bundle carries it.
 */
export function RecordDecisions(props: RecordDecisionsProps) {
  const { user } = useSession();
  const permissions = user?.permissions ?? [];
  if ('customerId' in props) {
    if (!canSeeDecisionRecord(permissions, 'customer')) return null;
    return (
      <Suspense fallback={null}>
        <RecordDecisionsPanel customerId={props.customerId} />
      </Suspense>
    );
  }
  const records = props.records.filter((record) => canSeeDecisionRecord(permissions, record.recordType));
  if (records.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <RecordDecisionsPanel records={records} />
    </Suspense>
  );
}
