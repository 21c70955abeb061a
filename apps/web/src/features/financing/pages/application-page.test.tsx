import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApprovalHeld, PendingApproval } from '@cmt/contract/approval-actions';
import type { ResponseOf } from '@cmt/contract/endpoint';
import type { ClaimedItem } from '@cmt/contract/queues';
import {
  creditLineStatus,
  getFinancingApplication,
  listFinancingPartners,
  reviewApplication,
  takeNextApplicationReview,
  type CreditLine,
  type FinancingApplication,
} from '@cmt/contract/endpoints/financing';
import { Permission } from '@cmt/contract/permissions';
import { addressOf, answer, fakeServer, renderApp, type ApiCall } from '../../../kit/testing/render-app';
import { signInWith } from '../../../kit/testing/session';
import { buildPath } from '../../../lib/api-client';
import { logout } from '../../../lib/session';
import { customerApplication } from '../../../kit/testing/customer-application';
import { outsideValuBounds, valu } from '../testing/partners';
import ApplicationPage from './application-page';

const REVIEW = reviewApplication.path;
const APPLICATION = buildPath(getFinancingApplication.path, { documentNumber: '29001011234567' });
const READ = Permission.MANAGE_FINANCING_APPLICATIONS;
const REVIEWS = Permission.MANAGE_FINANCING_APPLICATION_REVIEWS;

const lineOf = (status: number, approvedAmount: string | null): CreditLine => ({
  id: 31,
  userId: 7,
  partnerId: valu.id,
  partnerName: valu.name,
  partnerNameAr: valu.nameAr,
  creditLineStatus: status,
  approvedAmount,
  activationType: null,
  isCurrent: true,
  outstanding: '0.00',
  version: 4,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
});

const applicationOf = (line: CreditLine, pendingApprovals: PendingApproval[] = []): FinancingApplication => ({
  application: customerApplication(),
  appliedAt: '2026-02-20T09:00:00.000Z',
  appUser: { id: 7, name: 'Mona Adel', phone: '01012345678', email: null, status: 'ACTIVE' },
  creditLines: [line],
  reviews: [],
  instalments: [],
  repayments: [],
  blacklist: null,
  block: null,
  contracts: [],
  promotions: [],
  sameDocumentUserIds: [],
  pendingApprovals,
});

const raiseWaiting: PendingApproval = {
  approvalId: 55,
  action: 'credit-line.change-limit',
  requestedBy: 'agent@lucky.app',
  requestedAt: '2026-03-02T10:00:00.000Z',
  expiresAt: '2026-03-09T10:00:00.000Z',
};

/** The review queue's next waiting application, which "Take next" claims. */
const nextInQueue: ClaimedItem = {
  item: { id: 40, claimedUntil: '2026-03-02T10:15:00.000Z', documentNumber: '29505051234568' },
};

/**
 * The server of one application (national id 29001011234567) whose current line is `line`; the
 * review answers `review` and, once it answered, the application is read as `after` (if given).
 * The review queue's next is `nextInQueue`, whose application is Karim's.
 */
function serve(line: CreditLine, review: Response, after?: FinancingApplication) {
  let reviewed = false;
  return fakeServer((call) => {
    if (call.url === listFinancingPartners.path) return answer(200, [valu]);
    if (call.method === 'POST' && call.url === takeNextApplicationReview.path)
      return answer(200, nextInQueue);
    if (call.url === buildPath(getFinancingApplication.path, { documentNumber: '29505051234568' })) {
      const next = applicationOf(lineOf(creditLineStatus.PENDING, null));
      return answer(200, { ...next, application: { ...next.application, userId: 8, firstName: 'Karim' } });
    }
    if (call.url === APPLICATION) return answer(200, reviewed && after ? after : applicationOf(line));
    if (call.method === 'PUT' && call.url === REVIEW) {
      reviewed = true;
      return review;
    }
    return answer(404, { code: 'NOT_FOUND', message: `${call.method} ${call.url}` });
  });
}

/** The application's page, opened from a link, or by the review queue's "Take next" (`fromQueue`). */
function renderPage({ fromQueue = false } = {}) {
  const path = '/app/financing/applications/29001011234567';
  const view = renderApp(
    [
      { path: '/app/financing/applications/:documentNumber', element: <ApplicationPage /> },
      { path: '/app/financing/applications', element: <h1>Applications</h1> },
    ],
    { history: [fromQueue ? '/app/financing/applications' : path] },
  );
  if (fromQueue) act(() => view.history.push(path, { fromQueue: true }));
  return view;
}

/** Opens the decision `action` on the current line: its dialog. */
async function open(action: string, options?: { fromQueue?: boolean }) {
  const view = renderPage(options);
  await view.user.click(await screen.findByRole('button', { name: action }));
  return { ...view, dialog: await screen.findByRole('dialog', { name: `${action} · Mona Adel Hassan` }) };
}

const reviewsSent = (calls: ApiCall[]) => calls.filter((call) => call.url === REVIEW);
const nextTaken = (calls: ApiCall[]) => calls.filter((call) => call.url === takeNextApplicationReview.path);
const decided = (line: CreditLine, changes: Partial<CreditLine>): ResponseOf<typeof reviewApplication> => ({
  ...line,
  ...changes,
  changed: true,
  review: null,
});

afterEach(() => logout());

describe('the application page: decisions on the current credit line', () => {
  it('approves a pending line with the new limit and a reason, sent with the line’s version', async () => {
    signInWith([READ, REVIEWS]);
    const line = lineOf(creditLineStatus.PENDING, null);
    const approved = { ...line, creditLineStatus: creditLineStatus.APPROVED, approvedAmount: '25000.00' };
    const calls = serve(
      line,
      answer(200, decided(line, { creditLineStatus: creditLineStatus.APPROVED, approvedAmount: '25000.00' })),
      applicationOf({ ...approved, version: 5 }),
    );
    const { user } = renderPage();
    const approve = await screen.findByRole('button', { name: 'Approve' });
    // A pending line is approved or rejected, nothing else.
    expect(screen.getByRole('button', { name: 'Reject' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Change limit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Suspend' })).toBeNull();
    await user.click(approve);
    const dialog = await screen.findByRole('dialog', { name: 'Approve · Mona Adel Hassan' });

    const limit = within(dialog).getByRole('textbox', { name: /New credit limit/ });
    expect(await within(dialog).findByText(/Valu: from .*5,000.* to .*100,000/)).toBeTruthy();
    await user.type(limit, '25000');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), '  Income checked  ');
    await user.click(within(dialog).getByRole('button', { name: 'Save decision' }));

    expect(await screen.findByText('Decision saved')).toBeTruthy();
    const [sent] = reviewsSent(calls);
    expect(sent?.method).toBe('PUT');
    expect(sent?.headers['If-Match']).toBe('"4"');
    expect(sent?.body).toEqual({
      luckyUserId: 7,
      action: 'APPROVE',
      reason: 'Income checked',
      creditLimit: '25000.00',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The application is read again: the line shows its new status and limit.
    expect(await screen.findAllByText('Approved · 1')).not.toHaveLength(0);
    expect(screen.getByTestId('current-limit').textContent).toMatch(/25,000/);
  });

  it('rejects with a reason only: no limit is asked, none is sent', async () => {
    signInWith([READ, REVIEWS]);
    const line = lineOf(creditLineStatus.PENDING, null);
    const calls = serve(line, answer(200, decided(line, { creditLineStatus: creditLineStatus.REJECTED })));
    const { user, dialog } = await open('Reject');
    expect(within(dialog).queryByRole('textbox', { name: /New credit limit/ })).toBeNull();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Income too low');
    await user.click(within(dialog).getByRole('button', { name: 'Save decision' }));

    expect(await screen.findByText('Decision saved')).toBeTruthy();
    expect(reviewsSent(calls).map((call) => call.body)).toEqual([
      { luckyUserId: 7, action: 'REJECT', reason: 'Income too low', creditLimit: null },
    ]);
  });

  it('refuses a decision without a reason of 5 characters, and sends nothing', async () => {
    signInWith([READ, REVIEWS]);
    const line = lineOf(creditLineStatus.ACTIVE, '20000.00');
    const calls = serve(line, answer(500, {}));
    const { user, dialog } = await open('Suspend');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), ' late ');
    await user.click(within(dialog).getByRole('button', { name: 'Save decision' }));

    expect(await within(dialog).findByText('Enter the reason (at least 5 characters)')).toBeTruthy();
    expect(
      within(dialog)
        .getByRole('textbox', { name: /Reason/ })
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(reviewsSent(calls)).toEqual([]);
  });

  it('says a limit raise waits for a second person, and shows it waiting in place of Change limit', async () => {
    signInWith([READ, REVIEWS]);
    const line = lineOf(creditLineStatus.ACTIVE, '20000.00');
    const held: ApprovalHeld = { approvalId: 55, status: 'PENDING' };
    const calls = serve(line, answer(202, held), applicationOf(line, [raiseWaiting]));
    // Opened by the queue's "Take next": a held raise is no decision yet, so the page stays.
    const { user, dialog, history } = await open('Change limit', { fromQueue: true });
    const limit = within(dialog).getByRole('textbox', { name: /New credit limit/ });
    // The limit starts at the line's own.
    expect((limit as HTMLInputElement).value).toBe('20000.00');
    await user.clear(limit);
    await user.type(limit, '40000');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Salary raised');
    await user.click(within(dialog).getByRole('button', { name: 'Save decision' }));

    expect(await screen.findByText('Sent for a second approval')).toBeTruthy();
    expect(screen.queryByText('Decision saved')).toBeNull();
    expect(reviewsSent(calls).map((call) => call.body)).toEqual([
      { luckyUserId: 7, action: 'CHANGE_LIMIT', reason: 'Salary raised', creditLimit: '40000.00' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The limit is unchanged until the second person approves; the request shows who asked.
    expect(await screen.findByText(/Waiting for a second approval: asked by agent@lucky\.app/)).toBeTruthy();
    expect(screen.getByTestId('current-limit').textContent).toMatch(/20,000/);
    expect(screen.queryByRole('button', { name: 'Change limit' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Suspend' })).toBeTruthy();
    expect(nextTaken(calls)).toEqual([]);
    expect(addressOf(history)).toBe('/app/financing/applications/29001011234567');
  });

  it('opened by “Take next”, opens the next waiting application once a decision is recorded', async () => {
    signInWith([READ, REVIEWS]);
    const line = lineOf(creditLineStatus.ACTIVE, '20000.00');
    const calls = serve(line, answer(200, decided(line, { creditLineStatus: creditLineStatus.SUSPENDED })));
    const { user, dialog, history } = await open('Suspend', { fromQueue: true });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Fraud suspected');
    await user.click(within(dialog).getByRole('button', { name: 'Save decision' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Karim Adel Hassan' })).toBeTruthy();
    expect(addressOf(history)).toBe('/app/financing/applications/29505051234568');
    expect(nextTaken(calls).map((call) => call.method)).toEqual(['POST']);
  });

  it('says someone else decided first (412), and closes the decision', async () => {
    signInWith([READ, REVIEWS]);
    const line = lineOf(creditLineStatus.ACTIVE, '20000.00');
    serve(line, answer(412, { code: 'STALE_RECORD', message: 'Someone else changed this record' }));
    const { user, dialog } = await open('Suspend');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Fraud suspected');
    await user.click(within(dialog).getByRole('button', { name: 'Save decision' }));

    expect(
      await screen.findByText(
        'Someone else decided on this line after you opened it. Reload the application.',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it.each([
    ['INVALID_TRANSITION', 'This decision is not allowed on the line as it is now. Reload the application.'],
    ['CUSTOMER_BLOCKED', 'The customer is blocked from financing: unblock them first'],
    ['CUSTOMER_BLACKLISTED', 'The customer is on the AML blacklist: no credit can be given'],
  ])('words the refusal %s (409)', async (code, words) => {
    signInWith([READ, REVIEWS]);
    const line = lineOf(creditLineStatus.SUSPENDED, '20000.00');
    serve(line, answer(409, { code, message: 'refused' }));
    const { user, dialog } = await open('Reactivate');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Paid the arrears');
    await user.click(within(dialog).getByRole('button', { name: 'Save decision' }));

    expect(await screen.findByText(words)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows a limit outside the partner’s bounds on the limit, keeping the decision open', async () => {
    signInWith([READ, REVIEWS]);
    const line = lineOf(creditLineStatus.APPROVED, '20000.00');
    serve(line, outsideValuBounds('creditLimit'));
    const { user, dialog } = await open('Change limit');
    const limit = within(dialog).getByRole('textbox', { name: /New credit limit/ });
    await user.clear(limit);
    await user.type(limit, '15000');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Lower exposure');
    await user.click(within(dialog).getByRole('button', { name: 'Save decision' }));

    expect(await within(dialog).findByText('Valu gives limits from EGP 5,000 to EGP 100,000')).toBeTruthy();
    expect(limit.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('offers no decision to staff without the reviews permission', async () => {
    signInWith([READ]);
    const line = lineOf(creditLineStatus.PENDING, null);
    const calls = serve(line, answer(500, {}));
    renderPage();
    expect(await screen.findAllByText('Pending review · 0')).not.toHaveLength(0);
    for (const action of ['Approve', 'Reject', 'Change limit', 'Suspend', 'Reactivate'])
      expect(screen.queryByRole('button', { name: action })).toBeNull();
    expect(reviewsSent(calls)).toEqual([]);
  });
});
