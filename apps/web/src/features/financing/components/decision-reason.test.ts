import { describe, expect, it } from 'vitest';
import { decisionReason } from './decision-reason';

// Issue 19 item 11: no English sentence of the server reaches the screen as a decision's reason.
describe('decisionReason', () => {
  it('words a partner assignment from its code, not from a server sentence', () => {
    expect(decisionReason({ action: 'ASSIGN', reason: 'INSTANT', toStatus: 2 })).toEqual({
      key: 'detail.history.assigned',
      activation: 'INSTANT',
    });
  });

  it('words an assignment recorded as an English sentence from the status it led to', () => {
    const legacy = { action: 'ASSIGN' as const, reason: 'Assigned to Connect Money (AFTER_SIGNATURE)' };
    expect(decisionReason({ ...legacy, toStatus: 1 })).toEqual({
      key: 'detail.history.assigned',
      activation: 'AFTER_SIGNATURE',
    });
  });

  it('keeps what staff wrote for their own decisions', () => {
    expect(decisionReason({ action: 'SUSPEND', reason: 'Cheque returned', toStatus: 5 })).toEqual({
      text: 'Cheque returned',
    });
  });
});
