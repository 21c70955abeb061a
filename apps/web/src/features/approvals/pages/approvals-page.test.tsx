import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApprovalStatus } from '@cmt/contract/approval-actions';
import type { Approval, ApprovalCounts } from '@cmt/contract/endpoints/approvals';
import { addressOf, answer, fakeServer, type ApiCall } from '../../../kit/testing/render-app';
import { dialogClosed, renderPage } from '../../../kit/testing/render-page';
import { getAccessToken } from '../../../lib/session';
import ApprovalsPage from './approvals-page';

const API = '/api/v2/cmt-backend/approvals';

/** A cashout approve held for a second person: 1,500 of the customer's 2,000 paid out. */
const waiting: Approval = {
  id: 12,
  action: 'cashout.approve',
  status: 'PENDING',
  targetType: 'affiliate_cashout',
  targetId: '5',
  amountPiastres: 150_000,
  request: { id: 5 },
  before: { status: 'PENDING', amount: '1500.00', available: '2000.00' },
  after: { status: 'APPROVED', amount: '1500.00', available: '500.00' },
  requestedBy: 'maker@lucky.app',
  requestedAt: '2026-03-02T09:00:00.000Z',
  expiresAt: '2026-03-05T09:00:00.000Z',
  decidedBy: null,
  decidedAt: null,
  reason: null,
  canDecide: true,
  mine: false,
  tiedToMaker: [],
  appliedAlone: false,
};
const tie: Approval['tiedToMaker'][number] = {
  kind: 'created',
  account: 'checker@lucky.app',
  by: 'maker@lucky.app',
  askedBy: null,
  permission: null,
  at: '2026-03-01T08:00:00.000Z',
};
const counts = (byStatus: Partial<ApprovalCounts>): { byStatus: ApprovalCounts; toDecide: number } => ({
  byStatus: { PENDING: 0, APPROVED: 0, REJECTED: 0, WITHDRAWN: 0, EXPIRED: 0, CANCELLED: 0, ...byStatus },
  toDecide: byStatus.PENDING ?? 0,
});

interface Served {
  /** The requests of each status, as the list reads them now. */
  lists: Partial<Record<ApprovalStatus, Approval[]>>;
  /** The answer to a decision (approve, reject, withdraw). */
  decide?: (call: ApiCall) => Response;
}

function serve(state: Served) {
  return fakeServer((call) => {
    const url = new URL(call.url, 'http://cmt.test');
    if (call.method === 'POST') return state.decide?.(call) ?? answer(500);
    if (url.pathname === `${API}/counts`) {
      const byStatus = Object.fromEntries(
        Object.entries(state.lists).map(([status, items]) => [status, items.length]),
      );
      return answer(200, counts(byStatus));
    }
    const items = state.lists[url.searchParams.get('status') as ApprovalStatus] ?? [];
    return answer(200, { items, total: items.length, page: 1, pageSize: 20 });
  });
}

const openApprovals = (url = '/app/approvals') =>
  renderPage(<ApprovalsPage />, {
    path: '/app/approvals',
    url,
    permissions: ['manage-affiliate-cashout-id'],
    email: 'checker@lucky.app',
  });

const card = async (id = 12) => within(await screen.findByTestId(`approval-${id}`));
const decisions = (calls: ApiCall[]) => calls.filter((call) => call.method === 'POST');
describe('the Approvals page', () => {
  it('shows a waiting request as the record would change, and approves it after asking', async () => {
    const state: Served = { lists: { PENDING: [waiting] } };
    state.decide = () => {
      const approved = { ...waiting, status: 'APPROVED' as const, decidedBy: 'checker@lucky.app' };
      state.lists = { APPROVED: [approved] };
      return answer(200, approved);
    };
    const calls = serve(state);
    const { user } = openApprovals();
    const request = await card();
    expect(request.getByRole('heading', { name: 'Approve a cashout' })).toBeTruthy();
    expect(request.getByText(/Amount: EGP\s1,500\.00/).textContent).toMatch(/^Cashout #5 · Amount/);
    expect(request.getByText(/^Asked by maker@lucky\.app on /)).toBeTruthy();
    // The diff: the customer's available cashback now and after the payout.
    const change = request.getByRole('table', { name: 'How the record would change' });
    const available = within(change).getByRole('rowheader', { name: 'Available cashback' }).closest('tr')!;
    expect(available.textContent).toMatch(/EGP\s2,000\.00.*EGP\s500\.00/);

    await user.click(request.getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this request?' });
    expect(
      within(dialog).getByText(
        '“Approve a cashout” (Cashout #5), asked by maker@lucky.app, is applied now, under your name.',
      ),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await dialogClosed();

    expect(await screen.findByText('Approved and applied')).toBeTruthy();
    expect(decisions(calls).map((call) => [call.url, call.body])).toEqual([[`${API}/12/approve`, undefined]]);
    // The list is read again: nothing waits any more.
    expect(await screen.findByText('Nothing here')).toBeTruthy();
  });

  it('rejects with a reason the maker will see, sent in the body', async () => {
    const state: Served = { lists: { PENDING: [waiting] } };
    state.decide = () => {
      state.lists = {};
      return answer(200, { ...waiting, status: 'REJECTED', reason: 'Wallet not verified' });
    };
    const calls = serve(state);
    const { user } = openApprovals();
    await user.click((await card()).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this request?' });
    expect(within(dialog).getByText('Nothing is applied. maker@lucky.app sees your reason.')).toBeTruthy();
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });

    await user.type(reason, 'no');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText(/at least 3/)).toBeTruthy();
    expect(decisions(calls)).toHaveLength(0);

    await user.clear(reason);
    await user.type(reason, 'Wallet not verified');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await dialogClosed();
    expect(await screen.findByText('Request rejected')).toBeTruthy();
    expect(decisions(calls).map((call) => [call.url, call.body])).toEqual([
      [`${API}/12/reject`, { reason: 'Wallet not verified' }],
    ]);
  });

  it('lets the maker withdraw their own request, never decide it', async () => {
    const mine: Approval = { ...waiting, canDecide: false, mine: true };
    const state: Served = { lists: { PENDING: [mine] } };
    state.decide = () => {
      state.lists = { WITHDRAWN: [{ ...mine, status: 'WITHDRAWN' }] };
      return answer(200, { ...mine, status: 'WITHDRAWN' });
    };
    const calls = serve(state);
    const { user } = openApprovals();
    const request = await card();
    expect(request.getByText('You asked for this: a second person decides it.')).toBeTruthy();
    expect(request.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(request.queryByRole('button', { name: 'Reject' })).toBeNull();

    await user.click(request.getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw your request?' });
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await dialogClosed();
    expect(await screen.findByText('Request withdrawn')).toBeTruthy();
    expect(decisions(calls).map((call) => call.url)).toEqual([`${API}/12/withdraw`]);
  });

  it('says who did what when a recent change ties the checker to the maker: reject stays, approve does not', async () => {
    serve({ lists: { PENDING: [{ ...waiting, tiedToMaker: [tie] }] } });
    openApprovals();
    const request = await card();
    const tied = request.getByTestId('tied-to-maker');
    expect(tied.textContent).toContain(
      'You cannot approve this: a recent change ties you to maker@lucky.app',
    );
    expect(tied.textContent).toContain('maker@lucky.app created the account checker@lucky.app on ');
    expect(request.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(request.getByRole('button', { name: 'Reject' })).toBeTruthy();
  });

  it('words a 403 CHECKER_TIED_TO_MAKER met on approve, keeps the user signed in and shows the tie', async () => {
    const state: Served = { lists: { PENDING: [waiting] } };
    state.decide = () => {
      // The tie was made after the list was read: the server refuses, naming it.
      state.lists = { PENDING: [{ ...waiting, tiedToMaker: [tie] }] };
      return answer(403, {
        code: 'CHECKER_TIED_TO_MAKER',
        message: 'x',
        details: { maker: 'maker@lucky.app', ties: [tie] },
      });
    };
    serve(state);
    const { user } = openApprovals();
    await user.click((await card()).getByRole('button', { name: 'Approve' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve' }));
    await dialogClosed();

    expect(
      await screen.findByText(
        'A recent change ties you to the person who asked (you made or changed each other’s access): someone else has to approve it',
      ),
    ).toBeTruthy();
    expect((await card()).getByTestId('tied-to-maker').textContent).toContain(
      'maker@lucky.app created the account checker@lucky.app on ',
    );
    // A refusal of this decision, not of the session: the checker stays signed in.
    expect(getAccessToken()).not.toBeNull();
  });

  it('words a 409 MAKER_NO_LONGER_ENTITLED: the request is cancelled, nothing applied', async () => {
    const state: Served = { lists: { PENDING: [waiting] } };
    state.decide = () => {
      state.lists = { CANCELLED: [{ ...waiting, status: 'CANCELLED' }] };
      return answer(409, {
        code: 'MAKER_NO_LONGER_ENTITLED',
        message: 'x',
        details: { maker: 'maker@lucky.app', permission: 'manage-affiliate-cashout-id', disabled: true },
      });
    };
    serve(state);
    const { user } = openApprovals();
    await user.click((await card()).getByRole('button', { name: 'Approve' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve' }));
    expect(
      await screen.findByText(
        'The person who asked is disabled or no longer holds the permission: the request is cancelled, nothing was applied',
      ),
    ).toBeTruthy();
    expect(await screen.findByText('Nothing here')).toBeTruthy();
  });

  it('lists the requests by status, with each tab’s count, the tab in the address', async () => {
    const approved: Approval = {
      ...waiting,
      id: 13,
      status: 'APPROVED',
      canDecide: false,
      decidedBy: 'second@lucky.app',
      decidedAt: '2026-03-03T09:00:00.000Z',
    };
    const calls = serve({ lists: { PENDING: [waiting], APPROVED: [approved] } });
    const { user, history } = openApprovals();
    await card(12);
    const tabs = screen.getByRole('tablist', { name: 'Approvals by status' });
    expect(within(tabs).getByRole('tab', { selected: true }).textContent).toBe('Waiting1');
    expect(within(tabs).getByRole('tab', { name: /Cancelled/ }).textContent).toBe('Cancelled0');

    await user.click(within(tabs).getByRole('tab', { name: /Approved/ }));
    const decided = await card(13);
    expect(addressOf(history)).toBe('/app/approvals?status=APPROVED');
    expect(calls.some((call) => call.url.includes('status=APPROVED'))).toBe(true);
    expect(screen.queryByTestId('approval-12')).toBeNull();
    expect(decided.getByText(/^Approved by second@lucky\.app on /)).toBeTruthy();
    expect(decided.queryByRole('button')).toBeNull();
  });
});
