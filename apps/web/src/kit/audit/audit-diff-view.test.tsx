import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { AuditDiff } from './audit-diff';

/** A staff-access change as the server records it: the account row whole, one permission added. */
const staffAccess = {
  kind: 'change' as const,
  before: {
    id: 42,
    version: 3,
    email: 'amira@example.com',
    name: 'Amira',
    isActive: true,
    hasGoogle: false,
    createdAt: '2026-11-01T08:00:00.000Z',
    lastLoginAt: '2026-11-28T21:30:00.000Z',
    permissions: ['manage-cmt', 'not-a-real-key'],
  },
  after: {
    id: 42,
    version: 4,
    email: 'amira@example.com',
    name: 'Amira',
    isActive: false,
    hasGoogle: false,
    createdAt: '2026-11-01T08:00:00.000Z',
    lastLoginAt: '2026-11-28T22:30:00.000Z',
    permissions: ['manage-cmt', 'manage-offers-banners'],
  },
};

const cashout = {
  kind: 'change' as const,
  before: { status: 'PENDING', amount: '1483.00', decidedAt: null },
  after: { status: 'APPROVED', amount: '1483.50', decidedAt: '2026-11-28T22:30:00.000Z' },
};

const rowOf = (name: RegExp | string) => screen.getByRole('row', { name });

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('AuditDiff: one readable diff', () => {
  it('shows a staff-access change as labelled fields and permissions added and removed, internals hidden', () => {
    render(<AuditDiff entry={staffAccess} />);
    const table = screen.getByRole('table', { name: 'What changed' });
    expect(within(table).getByRole('rowheader', { name: 'Active' })).toBeTruthy();
    expect(rowOf(/^Active/).textContent).toContain('Yes');
    expect(rowOf(/^Active/).textContent).toContain('No');
    const permissions = rowOf(/^Permissions/);
    expect(permissions.textContent).toContain('Added: Banners');
    expect(permissions.textContent).toContain('Removed: not-a-real-key');
    expect(permissions.textContent).not.toContain('Administration');
    for (const internal of [
      'id',
      'version',
      'createdAt',
      'lastLoginAt',
      'hasGoogle',
      'Last login at',
      'Version',
    ])
      expect(within(table).queryByRole('rowheader', { name: internal })).toBeNull();
    expect(table.textContent).not.toContain('manage-offers-banners');
  });

  it('formats money in EGP and timestamps in Cairo time, and words statuses', () => {
    render(<AuditDiff entry={cashout} />);
    expect(rowOf(/^Status/).textContent).toContain('Pending');
    expect(rowOf(/^Status/).textContent).toContain('Approved');
    expect(rowOf(/^Status/).textContent).not.toContain('PENDING');
    expect(rowOf(/^Amount/).textContent).toMatch(/EGP\s?1,483\.00/);
    expect(rowOf(/^Amount/).textContent).toMatch(/EGP\s?1,483\.50/);
    // 22:30 UTC is half past midnight the next day in Cairo (UTC+2 in November).
    expect(rowOf(/^Decided/).textContent).toMatch(/Nov 29, 2026.*12:30/);
    expect(rowOf(/^Decided/).textContent).not.toContain('2026-11-28T');
  });

  it('words a read’s stated reason code', () => {
    render(
      <AuditDiff
        entry={{
          kind: 'read',
          before: null,
          after: { side: 'front', reason: 'INTERNAL_AUDIT', reference: 'A-1' },
        }}
      />,
    );
    expect(screen.getByTestId('audit-reason').textContent).toContain('Internal audit');
    expect(screen.getByTestId('audit-reason').textContent).not.toContain('INTERNAL_AUDIT');
  });

  it('speaks Arabic: field names, permission labels and values', async () => {
    await act(() => i18n.changeLanguage('ar'));
    render(<AuditDiff entry={staffAccess} />);
    const table = screen.getByRole('table', { name: 'ما الذي تغير' });
    expect(within(table).getByRole('rowheader', { name: 'الصلاحيات' })).toBeTruthy();
    expect(rowOf(/^الصلاحيات/).textContent).toContain('أُضيف: البانرات');
    expect(within(table).getByRole('rowheader', { name: 'نشط' })).toBeTruthy();
    expect(table.textContent).not.toMatch(/isActive|permissions|version/);
  });

  it('in Arabic, money in the app’s Arabic format and Cairo dates', async () => {
    await act(() => i18n.changeLanguage('ar'));
    render(<AuditDiff entry={cashout} />);
    expect(rowOf(/^الحالة/).textContent).toContain('تمت الموافقة');
    expect(rowOf(/^المبلغ/).textContent).toMatch(/1,483\.00\sج\.م\./);
    expect(rowOf(/^تاريخ القرار/).textContent).toMatch(/29\u200f\/11\u200f\/2026/);
  });
});
