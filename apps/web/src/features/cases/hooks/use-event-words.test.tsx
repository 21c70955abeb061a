import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CaseEvent } from '@cmt/contract/endpoints/cases';
import { wordsInEachLanguage } from '../../../kit/testing/words';
import { sara } from '../testing-fixtures';
import { showsText, useEventWords } from './use-event-words';

const event = (fields: Partial<CaseEvent> & Pick<CaseEvent, 'kind' | 'action'>): CaseEvent => ({
  key: `${fields.kind}:1`,
  at: '2026-03-01T10:00:00.000Z',
  actor: 'samir@lucky.app',
  record: null,
  text: null,
  from: null,
  to: null,
  note: null,
  attachment: null,
  ...fields,
});

const say = (e: CaseEvent) => renderHook(() => useEventWords([sara])).result.current(e);

describe('useEventWords', () => {
  it('words the moves and the deadline’s events from their codes', () => {
    expect(say(event({ kind: 'status', action: 'open', to: 'OPEN' }))).toBe('Opened as Open');
    expect(say(event({ kind: 'status', action: 'resolve', from: 'IN_PROGRESS', to: 'RESOLVED' }))).toBe(
      'Moved from In progress to Resolved',
    );
    const ack = event({
      kind: 'status',
      action: 'acknowledged',
      to: '12',
      text: 'Your complaint CMP-2026-000012…',
    });
    expect(say(ack)).toBe('Acknowledgement SMS sent to the customer');
    expect(showsText(ack)).toBe(true);
    const none = event({
      kind: 'status',
      action: 'notAcknowledged',
      to: 'NO_MOBILE',
      text: 'The customer has no mobile number',
    });
    expect(say(none)).toBe('No acknowledgement SMS: the customer has no mobile number');
    // The server's English explanation is not shown: the words above say it in the UI language.
    expect(showsText(none)).toBe(false);
    expect(say(event({ kind: 'status', action: 'breached', from: '2026-03-15', to: '2026-03-17' }))).toBe(
      'Deadline passed (due on Mar 15, 2026): escalated',
    );
  });

  it('names the assignee it knows, links by their record, SMS and approvals by their status', () => {
    expect(say(event({ kind: 'assignment', action: 'assign', to: '7' }))).toBe('Assigned to Sara Adel');
    expect(say(event({ kind: 'assignment', action: 'assign', to: '99' }))).toBe(
      'Assigned to staff member #99',
    );
    expect(say(event({ kind: 'assignment', action: 'unassign', from: '7' }))).toBe('Assignee removed');
    expect(say(event({ kind: 'link', action: 'link', to: 'cashout:5' }))).toBe('Linked Cashout #5');
    expect(say(event({ kind: 'sms', action: 'sms.sent', to: 'SENT' }))).toBe('SMS to the customer: sent');
    expect(
      say(
        event({
          kind: 'approval',
          action: 'cashout.approve',
          record: { recordType: 'cashout', recordId: 5 },
          from: 'PENDING',
          to: 'APPROVED',
        }),
      ),
    ).toBe('Second approval asked (cashout.approve) on Cashout #5: approved');
    expect(
      say(
        event({
          kind: 'audit',
          action: 'affiliate-cashout.approve',
          record: { recordType: 'cashout', recordId: 5 },
        }),
      ),
    ).toBe('Cashout #5: affiliate-cashout.approve');
  });

  it('follows the language on screen', async () => {
    expect(
      await wordsInEachLanguage(useEventWords, (words) =>
        words(event({ kind: 'status', action: 'start', from: 'OPEN', to: 'IN_PROGRESS' })),
      ),
    ).toEqual({
      en: 'Moved from Open to In progress',
      ar: 'انتقلت من مفتوحة إلى قيد العمل',
      fr: 'Passé de « Ouvert » à « En cours »',
      'ar-MA': 'انتقلت من مفتوحة إلى قيد العمل',
    });
  });
});
