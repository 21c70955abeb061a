import {
  caseRecordTypes,
  caseStatuses,
  type CaseEvent,
  type CaseRecordRef,
  type CaseRecordType,
  type CaseStaff,
  type CaseStatus,
} from '@cmt/contract/endpoints/cases';
import { approvalStatuses } from '@cmt/contract/approval-actions';
import { useFormatDate } from '../../../kit/use-format-date-time';
import { useCasesTranslation } from './use-cases-translation';

const isStatus = (value: string | null): value is CaseStatus =>
  value !== null && (caseStatuses as readonly string[]).includes(value);

/** The deadline's own events (the acknowledgement, the reminder, the breach, a recount), by action. */
const slaActions = ['acknowledged', 'notAcknowledged', 'reminded', 'breached', 'dueRecounted'] as const;
type SlaAction = (typeof slaActions)[number];
const slaActionOf = (action: string): SlaAction | null => {
  const bare = action.replace(/^sla\./, '');
  return (slaActions as readonly string[]).includes(bare) ? (bare as SlaAction) : null;
};

/** A link event's record, stored as `<type>:<id>`. */
function recordOf(value: string | null): CaseRecordRef | null {
  const match = /^(\w+):(\d+)$/.exec(value ?? '');
  if (!match || !(caseRecordTypes as readonly string[]).includes(match[1]!)) return null;
  return { recordType: match[1] as CaseRecordType, recordId: Number(match[2]) };
}

const smsStatuses = ['PENDING', 'SENT', 'FAILED', 'LOGGED'] as const;
const isDay = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** Whether the event's `text` is something to show under its words (not a server sentence). */
export const showsText = (event: CaseEvent): boolean =>
  event.text !== null &&
  !event.note &&
  event.kind !== 'link' &&
  event.kind !== 'attachment' &&
  // The deadline's events carry the server's English explanation, except the acknowledgement SMS itself.
  (event.kind !== 'status' ||
    slaActionOf(event.action) === null ||
    slaActionOf(event.action) === 'acknowledged');

/**
 * What a timeline event says, in the UI language: a status move from and to (its statuses' words),
 * the deadline's events (acknowledgement SMS, reminder, breach, recount), an assignment (the staff
 * member's name where the page knows it), a note or its correction, a file, a link, a linked
 * record's audit entry with its action, an SMS with its status, a four-eyes request with its status.
 * The event's own codes (an audit action) stay as they came.
 */
export function useEventWords(known: readonly CaseStaff[] = []): (event: CaseEvent) => string {
  const { t } = useCasesTranslation();
  const formatDate = useFormatDate();
  const status = (value: string | null) => (isStatus(value) ? t(`statuses.${value}`) : (value ?? ''));
  const day = (value: string | null) => (isDay(value) ? formatDate(value) : (value ?? ''));
  const record = (ref: CaseRecordRef | null) =>
    ref
      ? t('links.record', { type: t(`recordTypes.${ref.recordType}`), id: ref.recordId })
      : t('timeline.noRecord');
  // An assignment names the staff member by id (or by name, from a newer server).
  const staff = (value: string) => {
    if (!/^\d+$/.test(value)) return value;
    return known.find((s) => s.id === Number(value))?.name ?? t('timeline.staff', { id: value });
  };
  const sla = (event: CaseEvent, action: SlaAction) => {
    switch (action) {
      case 'acknowledged':
        return t('timeline.sla.acknowledged');
      case 'notAcknowledged':
        return event.to === 'NO_CUSTOMER' || event.to === 'NO_MOBILE'
          ? t(`timeline.sla.${event.to}`)
          : t('timeline.sla.notAcknowledged');
      case 'reminded':
        return t('timeline.sla.reminded', { day: day(event.to) });
      case 'breached':
        return t('timeline.sla.breached', { day: day(event.from) });
      case 'dueRecounted':
        return t('timeline.sla.dueRecounted', { from: day(event.from), to: day(event.to) });
    }
  };
  return (event) => {
    switch (event.kind) {
      case 'status': {
        const deadline = slaActionOf(event.action);
        if (deadline) return sla(event, deadline);
        return event.from === null
          ? t('timeline.opened', { to: status(event.to) })
          : t('timeline.status', { from: status(event.from), to: status(event.to) });
      }
      case 'assignment':
        return event.to === null ? t('timeline.unassigned') : t('timeline.assigned', { to: staff(event.to) });
      case 'note':
        return event.note?.refersTo ? t('timeline.correction') : t('timeline.note');
      case 'attachment':
        return t('timeline.attachment', { name: event.attachment?.fileName ?? event.text ?? '' });
      case 'link':
        return t('timeline.link', { record: record(event.record ?? recordOf(event.to)) });
      case 'audit':
        return t('timeline.audit', { record: record(event.record), action: event.action });
      case 'sms': {
        const sent = (smsStatuses as readonly string[]).includes(event.to ?? '')
          ? t(`timeline.smsStatuses.${event.to as (typeof smsStatuses)[number]}`)
          : event.action;
        return t('timeline.sms', { action: sent });
      }
      case 'approval': {
        const state = (approvalStatuses as readonly string[]).includes(event.to ?? '')
          ? t(`timeline.approvalStatuses.${event.to as (typeof approvalStatuses)[number]}`)
          : (event.to ?? '');
        return t('timeline.approval', { action: event.action, record: record(event.record), status: state });
      }
    }
  };
}
