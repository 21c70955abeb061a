import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  approveProfileValidation,
  claimProfileValidation,
  getProfileValidation,
  rejectProfileValidation,
  releaseProfileValidation,
  takeNextProfileValidation,
  type ProfileValidation,
} from '@cmt/contract/endpoints/compliance';
import { Permission } from '@cmt/contract/permissions';
import type { ClaimedItem, QueueClaim } from '@cmt/contract/queues';
import { addressOf, answer, fakeServer, renderApp, type ApiCall } from '../../../kit/testing/render-app';
import { signInWith } from '../../../kit/testing/session';
import { buildPath } from '../../../lib/api-client';
import { logout } from '../../../lib/session';
import { customerApplication } from '../../../kit/testing/customer-application';
import ProfileValidationPage from './profile-validation-page';

const at = (endpoint: { path: string }, id: number) => buildPath(endpoint.path, { id });
const PROFILE = at(getProfileValidation, 12);
const APPROVE = at(approveProfileValidation, 12);
const REJECT = at(rejectProfileValidation, 12);
const CLAIM = at(claimProfileValidation, 12);

const mine: QueueClaim = { by: 'agent@lucky.app', byMe: true, until: '2026-03-02T10:15:00.000Z' };
const sara: QueueClaim = { by: 'sara@lucky.app', byMe: false, until: '2026-03-02T10:15:00.000Z' };

const profileOf = (changes: Partial<ProfileValidation> = {}): ProfileValidation => ({
  id: 12,
  userId: 7,
  status: 'PENDING',
  submittedAt: '2026-03-02T09:00:00.000Z',
  decidedAt: null,
  decidedBy: null,
  rejectReason: null,
  rejectNote: null,
  application: customerApplication(),
  checks: [{ key: 'nationalIdFormat', passed: true, values: { digits: '14' } }],
  approvable: true,
  blacklistEntry: null,
  claim: mine,
  // No image on file: the page does not ask why the images are needed before showing the decision.
  images: { front: false, back: false, selfie: false },
  history: [],
  ...changes,
});

/** The KYC queue's next waiting profile (13), which a decision moves on to. */
const nextInQueue: ClaimedItem = {
  item: { id: 13, claimedUntil: '2026-03-02T10:15:00.000Z', documentNumber: null },
};
const queueEmpty: ClaimedItem = { item: null };

/**
 * The server of profile 12 as `profile`; the decision (approve or reject) answers `decision`, a claim
 * `claim`, and once one of them succeeded the profile reads as `after` (if given).
 */
function serve(
  profile: ProfileValidation,
  {
    decision,
    claim,
    after,
    next = nextInQueue,
  }: { decision?: Response; claim?: Response; after?: ProfileValidation; next?: ClaimedItem },
) {
  let changed = false;
  return fakeServer((call) => {
    if (call.method === 'GET' && call.url === PROFILE) return answer(200, changed && after ? after : profile);
    if (call.method === 'GET' && call.url === at(getProfileValidation, 13))
      return answer(200, profileOf({ id: 13, userId: 8, claim: mine }));
    const reply =
      (call.method === 'PUT' && (call.url === APPROVE || call.url === REJECT) && decision) ||
      (call.url === CLAIM && claim) ||
      (call.method === 'POST' && call.url === takeNextProfileValidation.path && answer(200, next));
    if (!reply) return answer(404, { code: 'NOT_FOUND', message: `${call.method} ${call.url}` });
    if (reply.ok) changed = true;
    return reply;
  });
}

function renderPage() {
  return renderApp(
    [
      { path: '/app/applications/profile-validation/:id', element: <ProfileValidationPage /> },
      { path: '/app/applications/profile-validation', element: <h1>Profile Validation queue</h1> },
    ],
    { history: ['/app/applications/profile-validation/12'] },
  );
}

const sent = (calls: ApiCall[], url: string) => calls.filter((call) => call.url === url);

afterEach(() => logout());

describe('the KYC decision on a profile', () => {
  it('approves after asking, then opens the next profile waiting', async () => {
    signInWith([Permission.MANAGE_FINANCING_APPLICATIONS_PROFILE_VALIDATION_ID]);
    const calls = serve(profileOf(), { decision: answer(200, profileOf({ status: 'APPROVED' })) });
    const { user, history } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const confirm = await screen.findByRole('dialog', { name: 'Approve this profile?' });
    expect(within(confirm).getByText(/the images show Mona Adel Hassan/)).toBeTruthy();
    expect(sent(calls, APPROVE)).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText('The profile was approved')).toBeTruthy();
    expect(sent(calls, APPROVE).map((call) => call.method)).toEqual(['PUT']);
    expect(await screen.findByText('Customer 8', { exact: false })).toBeTruthy();
    expect(addressOf(history)).toBe('/app/applications/profile-validation/13');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Profile #13');
  });

  it('goes back to the queue after a decision when nothing else waits', async () => {
    signInWith([Permission.MANAGE_FINANCING_APPLICATIONS_PROFILE_VALIDATION_ID]);
    serve(profileOf(), { decision: answer(200, profileOf({ status: 'APPROVED' })), next: queueEmpty });
    const { user, history } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const confirm = await screen.findByRole('dialog', { name: 'Approve this profile?' });
    await user.click(within(confirm).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByRole('heading', { name: 'Profile Validation queue' })).toBeTruthy();
    expect(addressOf(history)).toBe('/app/applications/profile-validation');
    expect(screen.getByText('Nothing is waiting: the queue is empty')).toBeTruthy();
  });

  it('rejects with the reason and note chosen', async () => {
    signInWith([Permission.MANAGE_FINANCING_APPLICATIONS_PROFILE_VALIDATION_ID]);
    const calls = serve(profileOf(), { decision: answer(200, profileOf({ status: 'REJECTED' })) });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this profile' });
    await user.click(within(dialog).getByRole('combobox', { name: /Reason/ }));
    await user.click(await screen.findByRole('option', { name: 'Other (explain)' }));
    await user.type(
      within(dialog).getByRole('textbox', { name: /Note for the customer/ }),
      'The address is cut off',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reject profile' }));

    expect(await screen.findByText('The profile was rejected')).toBeTruthy();
    expect(sent(calls, REJECT).map(({ method, body }) => ({ method, body }))).toEqual([
      { method: 'PUT', body: { reason: 'OTHER', note: 'The address is cut off' } },
    ]);
    expect(sent(calls, APPROVE)).toEqual([]);
    // A decision moves the queue on: the next profile is asked for.
    await waitFor(() => expect(sent(calls, takeNextProfileValidation.path)).toHaveLength(1));
  });

  it.each([
    ['CLAIMED_BY_OTHER', 'Someone else is reviewing this: take it over first'],
    ['CHECKS_FAILED', 'The checks no longer pass: the profile was not approved'],
    ['INVALID_TRANSITION', 'Someone already decided this profile: reload to see it'],
  ])('words an approval refused with %s (409), and stays on the profile', async (code, words) => {
    signInWith([Permission.MANAGE_FINANCING_APPLICATIONS_PROFILE_VALIDATION_ID]);
    const calls = serve(profileOf(), { decision: answer(409, { code, message: 'refused' }) });
    const { user, history } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Approve this profile?' })).getByRole('button', {
        name: 'Approve',
      }),
    );

    expect(await screen.findByText(words)).toBeTruthy();
    expect(screen.queryByText('The profile was approved')).toBeNull();
    expect(sent(calls, takeNextProfileValidation.path)).toEqual([]);
    expect(addressOf(history)).toBe('/app/applications/profile-validation/12');
  });

  it('words a rejection refused because someone else holds the profile', async () => {
    signInWith([Permission.MANAGE_FINANCING_APPLICATIONS_PROFILE_VALIDATION_ID]);
    const calls = serve(profileOf(), {
      decision: answer(409, { code: 'CLAIMED_BY_OTHER', message: 'Claimed by sara@lucky.app' }),
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this profile' });
    await user.click(within(dialog).getByRole('combobox', { name: /Reason/ }));
    await user.click(await screen.findByRole('option', { name: 'The id card has expired' }));
    await user.click(within(dialog).getByRole('button', { name: 'Reject profile' }));

    expect(await screen.findByText('Someone else is reviewing this: take it over first')).toBeTruthy();
    expect(sent(calls, REJECT).map((call) => call.body)).toEqual([{ reason: 'ID_EXPIRED' }]);
    expect(screen.queryByText('The profile was rejected')).toBeNull();
    expect(sent(calls, takeNextProfileValidation.path)).toEqual([]);
  });

  it('says who else is reviewing it, and takes it over when asked', async () => {
    signInWith([Permission.MANAGE_FINANCING_APPLICATIONS_PROFILE_VALIDATION_ID]);
    const claimed: ClaimedItem = {
      item: { id: 12, claimedUntil: '2026-03-02T10:30:00.000Z', documentNumber: null },
    };
    const calls = serve(profileOf({ claim: sara }), {
      claim: answer(200, claimed),
      after: profileOf({ claim: { ...mine, until: claimed.item!.claimedUntil } }),
    });
    const { user } = renderPage();
    const notice = await screen.findByText(/^sara@lucky\.app is reviewing this until /);
    expect(sent(calls, CLAIM)).toEqual([]);
    await user.click(
      within(notice.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Take over' }),
    );

    expect(await screen.findByText('You took it over')).toBeTruthy();
    expect(sent(calls, CLAIM).map(({ method, body }) => ({ method, body }))).toEqual([
      { method: 'POST', body: { takeover: true } },
    ]);
    expect(await screen.findByText(/^You are reviewing this until /)).toBeTruthy();
    expect(screen.queryByText(/sara@lucky\.app/)).toBeNull();
  });

  it('says when taking it over failed', async () => {
    signInWith([Permission.MANAGE_FINANCING_APPLICATIONS_PROFILE_VALIDATION_ID]);
    serve(profileOf({ claim: sara }), { claim: answer(500, { code: 'INTERNAL', message: 'x' }) });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Take over' }));
    expect(await screen.findByText('Could not take it')).toBeTruthy();
  });

  it('lets the reviewer holding it release it', async () => {
    signInWith([Permission.MANAGE_FINANCING_APPLICATIONS_PROFILE_VALIDATION_ID]);
    const calls = serve(profileOf(), {
      claim: answer(200, { released: true }),
      after: profileOf({ claim: null }),
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Release' }));
    await waitFor(() => expect(screen.queryByText(/^You are reviewing this until /)).toBeNull());
    expect(sent(calls, at(releaseProfileValidation, 12)).map((call) => call.method)).toEqual(['DELETE']);
  });

  it('does not let a profile whose checks fail be approved', async () => {
    signInWith([Permission.MANAGE_FINANCING_APPLICATIONS_PROFILE_VALIDATION_ID]);
    serve(
      profileOf({
        approvable: false,
        checks: [{ key: 'idNotExpired', passed: false, values: { expirationDate: '2025-01-01' } }],
      }),
      {},
    );
    renderPage();
    const approve = await screen.findByRole('button', { name: 'Approve' });
    expect((approve as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Reject' })).toBeTruthy();
  });

  it('shows a decided profile’s decision, with nothing left to decide', async () => {
    signInWith([Permission.MANAGE_FINANCING_APPLICATIONS_PROFILE_VALIDATION_ID]);
    serve(
      profileOf({
        status: 'REJECTED',
        decidedAt: '2026-03-02T11:00:00.000Z',
        decidedBy: 'sara@lucky.app',
        rejectReason: 'SELFIE_MISMATCH',
        claim: null,
      }),
      {},
    );
    renderPage();
    expect(
      await screen.findByText(/Rejected .* by sara@lucky\.app · The selfie does not match the id card/),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
  });
});
