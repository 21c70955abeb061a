import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApprovalHeld } from '@cmt/contract/approval-actions';
import type { CashoutDetail } from '@cmt/contract/endpoints/affiliate';
import { answer, fakeServer, type ApiCall } from '../../../kit/testing/render-app';
import { dialogClosed, renderPage } from '../../../kit/testing/render-page';
import CashoutPage from './cashout-page';

const CASHOUT = '/api/v2/cmt-backend/payment/affiliate/cashouts/5';

const pending: CashoutDetail = {
  id: 5,
  userId: 41,
  customerName: 'Mona Adel',
  customerPhone: '01012345678',
  amount: '1500.00',
  method: 'WALLET',
  status: 'PENDING',
  requestedAt: '2026-03-01T10:00:00.000Z',
  decidedAt: null,
  claim: null,
  destination: { method: 'WALLET', provider: 'Vodafone Cash', walletNumber: '01012345678' },
  balanceAtRequest: '2000.00',
  balance: { available: '2000.00', pending: '0.00', paidOut: '0.00' },
  reason: null,
  decidedBy: null,
  pendingApproval: null,
  bankAccounts: [],
  transactions: [],
  history: [{ at: '2026-03-01T10:00:00.000Z', action: 'REQUESTED', by: null, reason: null }],
};
const decided = (
  status: 'APPROVED' | 'REJECTED',
  { reason = null, by = 'agent@lucky.app' }: { reason?: string | null; by?: string } = {},
): CashoutDetail => ({
  ...pending,
  status,
  reason,
  decidedAt: '2026-03-02T09:00:00.000Z',
  decidedBy: by,
  history: [...pending.history, { at: '2026-03-02T09:00:00.000Z', action: status, by, reason }],
});
const held: ApprovalHeld = { approvalId: 9, status: 'PENDING' };

/** The cashout as `read()` gives it (asked each time), the decisions answered by `decide`. */
function serve(read: () => CashoutDetail, decide: (call: ApiCall) => Response) {
  return fakeServer((call) =>
    call.method === 'PUT' ? decide(call) : call.url === CASHOUT ? answer(200, read()) : answer(404),
  );
}

const openCashout = async () => {
  const view = renderPage(<CashoutPage />, {
    path: '/app/affiliate/cashout/:id',
    url: '/app/affiliate/cashout/5',
    permissions: ['manage-affiliate-cashout', 'manage-affiliate-cashout-id'],
  });
  await screen.findByText('Mona Adel');
  return view;
};

const decisions = (calls: ApiCall[]) => calls.filter((call) => call.method === 'PUT');

async function approve(user: Awaited<ReturnType<typeof openCashout>>['user']) {
  await user.click(screen.getByRole('button', { name: 'Approve' }));
  const dialog = await screen.findByRole('dialog', { name: 'Approve this cashout?' });
  expect(
    within(dialog).getByText(
      'EGP 1,500.00 will be paid to Mona Adel and taken from their available cashback (EGP 2,000.00). This cannot be undone.',
    ),
  ).toBeTruthy();
  await user.click(within(dialog).getByRole('button', { name: /^Approve EGP\s1,500\.00$/ }));
  await dialogClosed();
}

describe('the cashout page', () => {
  it('approves after asking, sending only the approve (no body, no version, no key), then shows it approved', async () => {
    const calls = serve(
      () => pending,
      () => answer(200, decided('APPROVED')),
    );
    const { user } = await openCashout();
    await approve(user);

    expect(await screen.findByText('Cashout of EGP 1,500.00 was approved')).toBeTruthy();
    expect(decisions(calls)).toHaveLength(1);
    const sent = decisions(calls)[0]!;
    expect(sent.url).toBe(`${CASHOUT}/approve`);
    expect(sent.body).toBeUndefined();
    expect(sent.headers['If-Match']).toBeUndefined();
    expect(sent.headers['Idempotency-Key']).toBeUndefined();
    // The answer is the cashout now: decided, nothing left to decide.
    expect(await screen.findByText('Approved by agent@lucky.app')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
  });

  it('says a held approve waits for a second person, and shows who asked in place of Approve', async () => {
    let read = pending;
    const calls = serve(
      () => read,
      () => {
        read = {
          ...pending,
          pendingApproval: {
            approvalId: 9,
            action: 'cashout.approve',
            requestedBy: 'agent@lucky.app',
            requestedAt: '2026-03-02T09:00:00.000Z',
            expiresAt: '2026-03-05T09:00:00.000Z',
          },
        };
        return answer(202, held);
      },
    );
    const { user } = await openCashout();
    await approve(user);

    expect(await screen.findByText('Sent for a second approval')).toBeTruthy();
    expect(screen.queryByText('Cashout of EGP 1,500.00 was approved')).toBeNull();
    // The page reads the cashout again: the waiting request stands where Approve was.
    const waiting = await screen.findByText(/Waiting for a second approval: asked by agent@lucky\.app/);
    expect(waiting.closest('[role="status"]')?.querySelector('a')?.getAttribute('href')).toBe(
      '/app/approvals?approval=9',
    );
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeTruthy();
    expect(calls.filter((call) => call.url === CASHOUT)).toHaveLength(2);
  });

  it('rejects with the reason the customer is told, sent as the contract says (in the query)', async () => {
    const calls = serve(
      () => pending,
      () => answer(200, decided('REJECTED', { reason: 'The wallet is not in the customer’s name' })),
    );
    const { user } = await openCashout();
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this cashout?' });
    expect(
      within(dialog).getByText('The request for EGP 1,500.00 by Mona Adel will be rejected. No money moves.'),
    ).toBeTruthy();

    // Too short for the contract's rule: refused on screen, nothing sent.
    const reason = within(dialog).getByRole('textbox', { name: /Reason \(the customer is told\)/ });
    await user.type(reason, 'no');
    await user.click(within(dialog).getByRole('button', { name: 'Reject request' }));
    expect(await within(dialog).findByText(/at least 3/)).toBeTruthy();
    expect(decisions(calls)).toHaveLength(0);

    await user.clear(reason);
    await user.type(reason, 'The wallet is not in the customer’s name');
    await user.click(within(dialog).getByRole('button', { name: 'Reject request' }));
    await dialogClosed();
    expect(await screen.findByText('Cashout was rejected')).toBeTruthy();
    expect(decisions(calls)).toHaveLength(1);
    const sent = decisions(calls)[0]!;
    const address = new URL(sent.url, 'http://cmt.test');
    expect(address.pathname).toBe(`${CASHOUT}/reject`);
    expect(address.searchParams.get('reason')).toBe('The wallet is not in the customer’s name');
    expect(sent.body).toBeUndefined();
    expect(await screen.findByText('Reason: The wallet is not in the customer’s name')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
  });

  it('words a short balance (409) and keeps the request open to decide', async () => {
    serve(
      () => pending,
      () =>
        answer(409, {
          code: 'INSUFFICIENT_BALANCE',
          message: 'x',
          details: { available: '900.00', amount: '1500.00' },
        }),
    );
    const { user } = await openCashout();
    await approve(user);
    expect(
      await screen.findByText(
        'The customer’s available cashback no longer covers this request: reject it or wait',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeTruthy();
  });

  it('words a request another reviewer took meanwhile (409 CLAIMED_BY_OTHER), says who, and takes it over', async () => {
    let read = pending;
    const calls = fakeServer((call) => {
      if (call.method === 'PUT') {
        read = {
          ...pending,
          claim: { by: 'sara@lucky.app', byMe: false, until: '2026-03-01T10:15:00.000Z' },
        };
        return answer(409, { code: 'CLAIMED_BY_OTHER', message: 'x' });
      }
      if (call.method === 'POST' && call.url === `${CASHOUT}/claim`) {
        read = {
          ...pending,
          claim: { by: 'agent@lucky.app', byMe: true, until: '2026-03-01T10:30:00.000Z' },
        };
        return answer(200, { item: { id: 5, claimedUntil: '2026-03-01T10:30:00.000Z' } });
      }
      return call.url === CASHOUT ? answer(200, read) : answer(404);
    });
    const { user } = await openCashout();
    expect(screen.queryByRole('button', { name: 'Take over' })).toBeNull();
    await approve(user);
    expect(await screen.findByText('Someone else is reviewing this: take it over first')).toBeTruthy();
    expect(await screen.findByText(/^sara@lucky\.app is reviewing this until /)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Take over' }));
    expect(await screen.findByText('You took it over')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({ takeover: true });
    expect(await screen.findByText(/^You are reviewing this until /)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeTruthy();
  });

  it('words a request decided meanwhile (409) and reloads it as it is now', async () => {
    let read = pending;
    const calls = serve(
      () => read,
      () => {
        read = decided('APPROVED', { by: 'colleague@lucky.app' });
        return answer(409, { code: 'INVALID_TRANSITION', message: 'x' });
      },
    );
    const { user } = await openCashout();
    await approve(user);
    expect(
      await screen.findByText('This request was already decided by someone else; it has been reloaded'),
    ).toBeTruthy();
    expect(await screen.findByText('Approved by colleague@lucky.app')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(calls.filter((call) => call.url === CASHOUT)).toHaveLength(2);
  });

  it('offers no decision on a request already decided', async () => {
    const calls = serve(
      () => decided('REJECTED', { reason: 'Duplicate request' }),
      () => answer(500),
    );
    await openCashout();
    expect(screen.getByText('Reason: Duplicate request')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
    expect(decisions(calls)).toHaveLength(0);
  });
});
