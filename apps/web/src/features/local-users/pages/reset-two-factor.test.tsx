import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StaffUserListItem } from '@cmt/contract/endpoints/local-users';
import { answer, fakeServer, renderApp } from '../../../kit/testing/render-app';
import LocalUsersPage from './local-users-page';

const staff: StaffUserListItem = {
  id: 7,
  email: 'lost.phone@lucky.app',
  name: 'Lost Phone',
  permissions: ['manage-offers-banners'],
  isActive: true,
  hasGoogle: false,
  lastLoginAt: null,
  version: 1,
  createdAt: '2026-01-01T10:00:00.000Z',
  pendingApproval: null,
};

/** The staff list with one account; the turn-off call answers `reset`. */
function serve(reset: Response) {
  return fakeServer((call) =>
    call.url.includes('/reset-two-factor')
      ? reset
      : answer(200, { items: [staff], total: 1, page: 1, pageSize: 20 }),
  );
}

async function turnOff() {
  const { user } = renderApp([{ path: '/users', element: <LocalUsersPage /> }], { history: ['/users'] });
  await user.click(
    await screen.findByRole('button', { name: 'Turn off two-step verification for lost.phone@lucky.app' }),
  );
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(/lost\.phone@lucky\.app will sign in with the password only/)).toBeTruthy();
  await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
}

describe('turning off a staff account’s two-step verification', () => {
  it('asks first, then calls the server for that account and says it is off', async () => {
    const calls = serve(new Response(null, { status: 204 }));
    await turnOff();
    expect(await screen.findByText('Two-step verification of lost.phone@lucky.app is off')).toBeTruthy();
    const posted = calls.find((call) => call.url.includes('/reset-two-factor'));
    expect(posted?.url).toContain('/local-users/7/reset-two-factor');
    expect(posted?.method).toBe('POST');
  });

  it('says when a second administrator must approve it', async () => {
    serve(answer(202, { approvalId: 3, status: 'PENDING' }));
    await turnOff();
    expect(await screen.findByText(/second/i)).toBeTruthy();
  });

  it('explains an account with nothing to turn off', async () => {
    serve(answer(409, { code: 'TWO_FACTOR_OFF', message: 'x has no two-step verification to turn off' }));
    await turnOff();
    expect(await screen.findByText('This account has no two-step verification to turn off')).toBeTruthy();
  });
});
