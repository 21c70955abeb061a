import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApprovalHeld } from '@cmt/contract/approval-actions';
import {
  listBlockedUsers,
  previewUnblockUsers,
  unblockUsers,
  type BlockedUser,
  type UnblockResult,
} from '@cmt/contract/endpoints/financing';
import { Permission } from '@cmt/contract/permissions';
import { answer, fakeServer, renderApp, type ApiCall } from '../../../kit/testing/render-app';
import { signInWith } from '../../../kit/testing/session';
import { logout } from '../../../lib/session';
import UnblockUsersPage from './unblock-users-page';

const block = {
  reason: 'OVERDUE_INSTALMENTS',
  note: 'Three months late',
  since: '2026-02-01T10:00:00.000Z',
  by: 'sara@lucky.app',
} as const;

const blocked: BlockedUser = {
  userId: 100001,
  name: 'Mona Adel',
  documentNumberMasked: '**********4567',
  phone: '01012345678',
  ...block,
  blacklisted: false,
  pendingApproval: null,
};
const waiting: BlockedUser = {
  ...blocked,
  userId: 100003,
  name: 'Karim Said',
  pendingApproval: {
    approvalId: 9,
    action: 'financing.unblock',
    requestedBy: 'sara@lucky.app',
    requestedAt: '2026-03-01T10:00:00.000Z',
    expiresAt: '2026-03-08T10:00:00.000Z',
  },
};

/** Users 100001 (blocked) and 100002 (not): what the preview says, or what unblocking did. */
const outcomes = (done: boolean): UnblockResult => ({
  outcomes: [
    {
      userId: 100001,
      name: 'Mona Adel',
      documentNumberMasked: '**********4567',
      outcome: 'UNBLOCKED',
      block: done ? null : block,
      blacklisted: false,
    },
    {
      userId: 100002,
      name: 'Omar Farid',
      documentNumberMasked: '**********8910',
      outcome: 'NOT_BLOCKED',
      block: null,
      blacklisted: false,
    },
  ],
  counts: { UNBLOCKED: 1, NOT_BLOCKED: 1, NOT_FOUND: 0 },
});

/** The blocked list (Mona, and Karim whose unblock waits); the preview and the unblock answer as given. */
function serve({
  preview = answer(200, outcomes(false)),
  unblock = answer(200, outcomes(true)),
}: { preview?: Response; unblock?: Response } = {}) {
  return fakeServer((call) => {
    if (call.method === 'GET' && call.url.startsWith(listBlockedUsers.path))
      return answer(200, { items: [blocked, waiting], total: 2, page: 1, pageSize: 20 });
    if (call.method === 'POST' && call.url === previewUnblockUsers.path) return preview;
    if (call.method === 'POST' && call.url === unblockUsers.path) return unblock;
    return answer(404, { code: 'NOT_FOUND', message: `${call.method} ${call.url}` });
  });
}

function renderPage() {
  signInWith([Permission.MANAGE_FINANCING_APPLICATIONS_UNBLOCK_USER]);
  return renderApp([{ path: '/app/financing/unblockUsers', element: <UnblockUsersPage /> }], {
    history: ['/app/financing/unblockUsers'],
  });
}

const to = (calls: ApiCall[], path: string) =>
  calls.filter((call) => call.method === 'POST' && call.url === path).map((call) => call.body);

/** Pastes the user ids (and the reason), then asks who of them is blocked. */
async function check(user: ReturnType<typeof renderPage>['user'], ids: string, reason = '') {
  await user.click(screen.getByRole('textbox', { name: 'User ids' }));
  await user.paste(ids);
  if (reason) {
    await user.click(screen.getByRole('textbox', { name: 'Why they may have credit again' }));
    await user.paste(reason);
  }
  await user.click(screen.getByRole('button', { name: 'Check these users' }));
}

/** Unblocks who the preview found blocked, confirming. */
async function unblock(user: ReturnType<typeof renderPage>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Unblock 1 user' }));
  const confirm = await screen.findByRole('dialog', { name: 'Unblock 1 user?' });
  await user.click(within(confirm).getByRole('button', { name: 'Unblock' }));
}

afterEach(() => logout());

describe('unblocking users from financing', () => {
  it('checks the ids first, then unblocks them with the reason and shows what was done', async () => {
    const calls = serve();
    const { user } = renderPage();
    await screen.findByText('Mona Adel');
    await check(user, '100001, 100002', 'Paid in full');

    const preview = await screen.findByRole('region', { name: 'Who is blocked, and why' });
    expect(within(preview).getByText('Will be unblocked: 1')).toBeTruthy();
    expect(within(preview).getByText('Not blocked: 1')).toBeTruthy();
    expect(within(preview).getByText('Omar Farid')).toBeTruthy();
    expect(to(calls, previewUnblockUsers.path)).toEqual([{ usersIds: [100001, 100002] }]);
    expect(to(calls, unblockUsers.path)).toEqual([]);

    await unblock(user);
    expect(await screen.findByText('1 user unblocked')).toBeTruthy();
    expect(to(calls, unblockUsers.path)).toEqual([{ usersIds: [100001, 100002], reason: 'Paid in full' }]);
    const done = await screen.findByRole('region', { name: 'What was done' });
    expect(within(done).getByText('Unblocked: 1')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Who is blocked, and why' })).toBeNull();
    // The blocked list is read again.
    await waitFor(() =>
      expect(calls.filter((call) => call.url.startsWith(listBlockedUsers.path))).toHaveLength(2),
    );
  });

  it('reads ids typed in Arabic-Indic digits (and separated by the Arabic comma) as the same ids', async () => {
    const calls = serve();
    const { user } = renderPage();
    await check(user, '١٠٠٠٠١، ۱۰۰۰۰۲');
    expect(screen.getByTestId('user-id-count').textContent).toBe('2 user ids');
    await screen.findByRole('region', { name: 'Who is blocked, and why' });
    expect(to(calls, previewUnblockUsers.path)).toEqual([{ usersIds: [100001, 100002] }]);
  });

  it('says an unblock waits for a second person, and shows nobody as unblocked', async () => {
    const held: ApprovalHeld = { approvalId: 10, status: 'PENDING' };
    const calls = serve({ unblock: answer(202, held) });
    const { user } = renderPage();
    await check(user, '100001 100002');
    await unblock(user);

    expect(await screen.findByText('Sent for a second approval')).toBeTruthy();
    expect(to(calls, unblockUsers.path)).toEqual([{ usersIds: [100001, 100002] }]);
    expect(screen.queryByRole('region', { name: 'What was done' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Who is blocked, and why' })).toBeNull();
    expect(screen.queryByText(/unblocked$/)).toBeNull();
  });

  it('says when the unblock failed, leaving the preview to try again', async () => {
    serve({ unblock: answer(500, { code: 'INTERNAL', message: 'x' }) });
    const { user } = renderPage();
    await check(user, '100001');
    await unblock(user);

    expect(await screen.findByText('The users could not be unblocked')).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Who is blocked, and why' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'What was done' })).toBeNull();
  });

  it('says when the check failed', async () => {
    const calls = serve({ preview: answer(500, { code: 'INTERNAL', message: 'x' }) });
    const { user } = renderPage();
    await check(user, '100001');
    expect(await screen.findByText('The users could not be unblocked')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Who is blocked, and why' })).toBeNull();
    expect(to(calls, unblockUsers.path)).toEqual([]);
  });

  it('offers no unblock when none of the users is blocked', async () => {
    const nobody: UnblockResult = {
      outcomes: [outcomes(false).outcomes[1]!],
      counts: { UNBLOCKED: 0, NOT_BLOCKED: 1, NOT_FOUND: 0 },
    };
    serve({ preview: answer(200, nobody) });
    const { user } = renderPage();
    await check(user, '100002');
    expect(await screen.findByText('None of these users is blocked from financing.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Unblock/ })).toBeNull();
  });

  it('takes the users selected in the list; one whose unblock waits cannot be selected', async () => {
    const calls = serve();
    const { user } = renderPage();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Mona Adel' }));
    expect(screen.queryByRole('checkbox', { name: 'Select Karim Said' })).toBeNull();
    expect(
      screen.getByRole('link', { name: /Waiting for a second approval: asked by sara@lucky\.app/ }),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Check the 1 selected' }));
    expect((screen.getByRole('textbox', { name: 'User ids' }) as HTMLTextAreaElement).value).toBe('100001');
    await user.click(screen.getByRole('button', { name: 'Check these users' }));
    await screen.findByRole('region', { name: 'Who is blocked, and why' });
    expect(to(calls, previewUnblockUsers.path)).toEqual([{ usersIds: [100001] }]);
  });
});
