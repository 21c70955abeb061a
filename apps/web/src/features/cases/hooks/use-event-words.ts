import {
  caseStatuses,
  type CaseEvent,
  type CaseRecordRef,
  type CaseStatus,
} from '@cmt/contract/endpoints/cases';
import { useCasesTranslation } from './use-cases-translation';

const isStatus = (value: string | null): value is CaseStatus =>
  value !== null && (caseStatuses as readonly string[]).includes(value);

/**
 * What a timeline event says, in the UI language: a status move from and to (its statuses' words),
 * an assignment, a note, a file, a link, a linked record's audit entry with its action, an SMS with
 * its status, a four-eyes approval. The event's own codes (an audit action) stay as they came.
 */
export function useEventWords(): (event: CaseEvent) => string {
  const { t } = useCasesTranslation();
  const status = (value: string | null) => (isStatus(value) ? t(`statuses.${value}`) : (value ?? ''));
  const record = (ref: CaseRecordRef | null) =>
    ref
      ? t('links.record', { type: t(`recordTypes.${ref.recordType}`), id: ref.recordId })
      : t('timeline.noRecord');
  return (event) => {
    switch (event.kind) {
      case 'status':
        return event.from === null
          ? t('timeline.opened', { to: status(event.to) })
          : t('timeline.status', { from: status(event.from), to: status(event.to) });
      case 'assignment':
        return event.to === null ? t('timeline.unassigned') : t('timeline.assigned', { to: event.to });
      case 'note':
        return event.note?.refersTo ? t('timeline.correction') : t('timeline.note');
      case 'attachment':
        return t('timeline.attachment', { name: event.attachment?.fileName ?? event.text ?? '' });
      case 'link':
        return t('timeline.link', { record: event.text ?? record(event.record) });
      case 'audit':
        return t('timeline.audit', { record: record(event.record), action: event.action });
      case 'sms':
        return t('timeline.sms', { action: event.action });
      case 'approval':
        return t('timeline.approval', { action: event.action, record: record(event.record) });
    }
  };
}
