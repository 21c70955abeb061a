import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { StaffUserListItem } from '@cmt/contract/endpoints/local-users';
import type { PermissionKey } from '@cmt/contract/permissions';
import { answer, fakeServer, renderApp } from '../../../kit/testing/render-app';
import { i18n } from '../../../lib/i18n';
import LocalUsersPage from './local-users-page';

const staff: StaffUserListItem = {
  id: 7,
  email: 'banners@lucky.app',
  name: 'Banners Editor',
  // A key stored before it was renamed (or misspelt) stays visible as stored.
  permissions: ['manage-offers-banners', 'manage-bannres' as PermissionKey],
  isActive: true,
  hasGoogle: false,
  lastLoginAt: null,
  version: 1,
  createdAt: '2026-01-01T10:00:00.000Z',
  pendingApproval: null,
};

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

async function permissionsCell() {
  fakeServer(() => answer(200, { items: [staff], total: 1, page: 1, pageSize: 20 }));
  renderApp([{ path: '/users', element: <LocalUsersPage /> }], { history: ['/users'] });
  const row = (await screen.findByText('banners@lucky.app')).closest('tr')!;
  return within(row);
}

describe('the staff list shows permissions as the editor does', () => {
  it('by label, in English', async () => {
    const row = await permissionsCell();
    expect(row.getByText('Banners')).toBeTruthy();
    expect(row.queryByText('manage-offers-banners')).toBeNull();
    expect(row.getByText('manage-bannres')).toBeTruthy();
  });

  it('by label, in Arabic', async () => {
    await act(() => i18n.changeLanguage('ar'));
    const row = await permissionsCell();
    expect(row.getByText('البانرات')).toBeTruthy();
  });
});
