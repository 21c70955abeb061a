import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApprovalHeld } from '@cmt/contract/approval-actions';
import type { StaffUser, StaffUserDetail, StaffUserListItem } from '@cmt/contract/endpoints/local-users';
import { answer, fakeServer, type ApiCall } from '../../../kit/testing/render-app';
import { dialogClosed, renderPage } from '../../../kit/testing/render-page';
import { getAccessToken } from '../../../lib/session';
import LocalUsersPage from './local-users-page';

const API = '/api/v2/cmt-backend/local-users';

const account: StaffUserListItem = {
  id: 7,
  email: 'banners@lucky.app',
  name: 'Banners Editor',
  permissions: ['manage-offers-banners'],
  isActive: true,
  hasGoogle: false,
  lastLoginAt: null,
  version: 3,
  createdAt: '2026-01-01T10:00:00.000Z',
  pendingApproval: null,
};
const held: ApprovalHeld = { approvalId: 21, status: 'PENDING' };
const saved = (changes: Partial<StaffUser>): StaffUser => {
  const { pendingApproval: _, ...user } = account;
  return { ...user, ...changes, version: user.version + 1 };
};

/** The staff list with `rows` (read again after each change); every change answered by `change`. */
function serve(rows: StaffUserListItem[], change: (call: ApiCall) => Response) {
  return fakeServer((call) => {
    if (call.method !== 'GET') return change(call);
    const path = new URL(call.url, 'http://cmt.test').pathname;
    if (path === API) return answer(200, { items: rows, total: rows.length, page: 1, pageSize: 20 });
    const row = rows.find((item) => path === `${API}/${item.id}`);
    if (row) {
      const { pendingApproval: _, ...user } = row;
      return answer(200, { ...user, pendingRequests: [] } satisfies StaffUserDetail);
    }
    return answer(404, { code: 'NOT_FOUND', message: 'x' });
  });
}

const changes = (calls: ApiCall[]) => calls.filter((call) => call.method !== 'GET');
const openStaff = async () => {
  const view = renderPage(<LocalUsersPage />, {
    path: '/app/general/local-users/manage',
    permissions: ['manage-cmt', 'manage-offers-banners'],
    email: 'admin@lucky.app',
  });
  await screen.findByText('banners@lucky.app');
  return view;
};

type User = Awaited<ReturnType<typeof openStaff>>['user'];

/** A change the server holds (202): the dialog closes saying it waits, never that it is done. */
async function heldOutcome(
  rows: StaffUserListItem[],
  change: (user: User) => Promise<unknown>,
  done: string,
) {
  serve(rows, () => answer(202, held));
  const { user } = await openStaff();
  await change(user);
  await dialogClosed();
  expect(await screen.findByText('Sent for a second approval')).toBeTruthy();
  expect(screen.queryByText(done)).toBeNull();
}

/** Types a whole value at once (a paste): each key would re-render the permission picker. */
async function fill(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function openEdit(user: User) {
  await user.click(screen.getByRole('button', { name: 'Edit banners@lucky.app' }));
  return within(await screen.findByRole('dialog', { name: 'Edit account' }));
}

describe('creating a staff account', () => {
  async function create(user: User) {
    await user.click(screen.getByRole('button', { name: 'New account' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New account' }));
    await fill(user, dialog.getByRole('textbox', { name: 'Email' }), 'New.Editor@Lucky.app');
    await fill(user, dialog.getByRole('textbox', { name: 'Name' }), 'New Editor');
    await fill(user, dialog.getByLabelText(/^Password/), 'a long first password');
    await user.click(dialog.getByLabelText(/^Banners/));
    await user.click(dialog.getByRole('button', { name: 'Create account' }));
    return dialog;
  }

  it('sends the account with an idempotency key that carries nothing of the password, and says it was created', async () => {
    const calls = serve([account], () => answer(201, saved({ id: 8, email: 'new.editor@lucky.app' })));
    const { user } = await openStaff();
    await create(user);
    await dialogClosed();
    expect(await screen.findByText('Account was created')).toBeTruthy();
    const [sent] = changes(calls);
    expect(sent).toMatchObject({
      method: 'POST',
      url: API,
      body: {
        email: 'new.editor@lucky.app',
        name: 'New Editor',
        password: 'a long first password',
        permissions: ['manage-offers-banners'],
      },
    });
    const key = sent?.headers['Idempotency-Key'] ?? '';
    expect(key).toMatch(/^[0-9a-f]{32}\.[0-9a-f]{8}$/);
    expect(key).not.toContain('password');
  });

  it('says a held create waits for a second person, and never that it was created', async () => {
    await heldOutcome([account], create, 'Account was created');
  });

  it('puts a taken email on the email field and keeps the form open', async () => {
    serve([account], () => answer(409, { code: 'DUPLICATE_EMAIL', message: 'x' }));
    const { user } = await openStaff();
    const dialog = await create(user);
    expect(await dialog.findByText('An account with this email already exists')).toBeTruthy();
    expect(dialog.getByRole('textbox', { name: 'Email' }).getAttribute('aria-invalid')).toBe('true');
  });
});

describe('changing a staff account’s permissions', () => {
  async function takeBannersAway(user: User) {
    const dialog = await openEdit(user);
    await user.click(dialog.getByLabelText(/^Banners/));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    return dialog;
  }

  it('sends the change from the version the dialog opened (If-Match), and says it was saved', async () => {
    const calls = serve([account], () => answer(200, saved({ permissions: [] })));
    const { user } = await openStaff();
    await takeBannersAway(user);
    await dialogClosed();
    expect(await screen.findByText('Account was saved')).toBeTruthy();
    const [sent] = changes(calls);
    expect(sent).toMatchObject({
      method: 'PUT',
      url: `${API}/7`,
      headers: { 'If-Match': '"3"' },
      body: { name: 'Banners Editor', permissions: [], isActive: true },
    });
  });

  it('says a held change waits for a second person', async () => {
    await heldOutcome([account], takeBannersAway, 'Account was saved');
  });

  it('says when someone else saved the account first (412), and closes', async () => {
    serve([account], () => answer(412, { code: 'STALE_RECORD', message: 'x' }));
    const { user } = await openStaff();
    await takeBannersAway(user);
    await dialogClosed();
    expect(
      await screen.findByText('Someone else changed this item meanwhile; the list was reloaded. Try again.'),
    ).toBeTruthy();
  });

  it('names the permissions only this account holds (409 LAST_HOLDER), and explains a grant beyond one’s own (403) without signing out', async () => {
    const refusals = [
      answer(409, { code: 'LAST_HOLDER', message: 'x', details: { permissions: ['manage-offers-banners'] } }),
      answer(403, { code: 'PERMISSION_ESCALATION', message: 'x' }),
    ];
    serve([account], () => refusals.shift() ?? answer(500));
    const { user } = await openStaff();
    const dialog = await takeBannersAway(user);
    expect(
      await screen.findByText(
        'banners@lucky.app is the only active account holding manage-offers-banners: give these permissions to another active account first',
      ),
    ).toBeTruthy();

    // The dialog stays open with the change: saved again, refused otherwise.
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'You can only grant permissions you hold, and only edit accounts whose permissions you all hold',
      ),
    ).toBeTruthy();
    expect(getAccessToken()).not.toBeNull();
  });
});

describe('re-enabling a disabled account', () => {
  const disabled: StaffUserListItem = { ...account, isActive: false };

  async function reEnable(user: User) {
    const dialog = await openEdit(user);
    await user.click(dialog.getByRole('switch', { name: 'Account active' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
  }

  it('sends the account active again, and says it was saved', async () => {
    const calls = serve([disabled], () => answer(200, saved({ isActive: true })));
    const { user } = await openStaff();
    await reEnable(user);
    await dialogClosed();
    expect(await screen.findByText('Account was saved')).toBeTruthy();
    expect(changes(calls)[0]?.body).toEqual({
      name: 'Banners Editor',
      permissions: ['manage-offers-banners'],
      isActive: true,
    });
  });

  it('says a held re-enable waits for a second person', async () => {
    await heldOutcome([disabled], reEnable, 'Account was saved');
  });
});

describe('resetting a staff account’s password', () => {
  async function reset(user: User, password = 'a brand new password') {
    await user.click(screen.getByRole('button', { name: 'Reset password for banners@lucky.app' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reset password' }));
    await fill(user, dialog.getByLabelText(/^New password/), password);
    await user.click(dialog.getByRole('button', { name: 'Set password' }));
    return dialog;
  }

  it('sends the new password for that account, and says it was changed', async () => {
    const calls = serve([account], () => new Response(null, { status: 204 }));
    const { user } = await openStaff();
    await reset(user);
    await dialogClosed();
    expect(await screen.findByText('Password was changed')).toBeTruthy();
    expect(changes(calls).map((call) => [call.method, call.url, call.body])).toEqual([
      ['POST', `${API}/7/reset-password`, { password: 'a brand new password' }],
    ]);
  });

  it('says a held reset waits for a second person', async () => {
    await heldOutcome([account], reset, 'Password was changed');
  });

  it('refuses a short password on screen, sending nothing', async () => {
    const calls = serve([account], () => answer(500));
    const { user } = await openStaff();
    const dialog = await reset(user, 'short');
    expect(await dialog.findByText(/at least 12/)).toBeTruthy();
    expect(changes(calls)).toHaveLength(0);
  });

  it('says so when the reset fails', async () => {
    serve([account], () => answer(500, { code: 'INTERNAL', message: 'x' }));
    const { user } = await openStaff();
    await reset(user);
    expect(await screen.findByText('Could not change the password')).toBeTruthy();
  });
});

describe('an account with a change waiting for a second person', () => {
  it('says who asked, in place of the reset actions', async () => {
    serve(
      [
        {
          ...account,
          pendingApproval: {
            approvalId: 21,
            action: 'staff.permissions',
            requestedBy: 'other.admin@lucky.app',
            requestedAt: '2026-03-02T09:00:00.000Z',
            expiresAt: '2026-03-05T09:00:00.000Z',
          },
        },
      ],
      () => answer(500),
    );
    await openStaff();
    const row = within(screen.getByText('banners@lucky.app').closest('tr')!);
    expect(row.getByRole('status').textContent).toMatch(
      /^Waiting for a second approval: asked by other\.admin@lucky\.app on /,
    );
    expect(row.queryByRole('button', { name: 'Reset password for banners@lucky.app' })).toBeNull();
    expect(row.getByRole('link', { name: /^Waiting for a second approval/ }).getAttribute('href')).toBe(
      '/app/approvals?approval=21',
    );
  });
});
