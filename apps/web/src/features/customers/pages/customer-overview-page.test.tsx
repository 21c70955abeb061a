import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, fakeServer, renderApp } from '../../../kit/testing/render-app';
import { signInWith } from '../../../kit/testing/session';
import { logout } from '../../../lib/session';
import { SLOW_LOAD_MS } from '../../../kit/use-slow-load';
import { CustomerOverviewPage } from './customer-overview-page';

// The page's Decisions panel (kit/decisions, tested there) loads on demand: its suspended import
// would hold this file's un-awaited act() renders under the fake clock, so it is left out here.
vi.mock('../../../kit/decisions/record-decisions', () => ({ RecordDecisions: () => null }));

const profile = {
  userId: 7,
  name: 'Mona Adel',
  profile: {
    phone: '01012345678',
    email: null,
    status: 'ACTIVE',
    blockReason: null,
    blockedAt: null,
    createdAt: '2026-01-05T10:00:00.000Z',
  },
};
const sms = {
  userId: 7,
  name: 'Mona Adel',
  sms: {
    items: [
      {
        jobId: 3,
        message: 'Your card is ready',
        status: 'SENT',
        sentAt: null,
        createdAt: '2026-02-01T10:00:00.000Z',
      },
    ],
  },
};

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => {
  vi.useRealTimers();
  logout();
});

const renderPage = () =>
  renderApp([{ path: '/customers/:id', element: <CustomerOverviewPage kycImages={() => null} /> }], {
    history: ['/customers/7'],
  });

describe('the customer page', () => {
  it('shows each section as it arrives; one that has not arrived in 10 s says so, and Retry asks again', async () => {
    signInWith(['manage-app-users', 'manage-general']);
    let smsAnswered = false;
    const calls = fakeServer(({ url }) => {
      if (url.endsWith('?section=profile')) return answer(200, profile);
      if (url.endsWith('?section=sms') && smsAnswered) return answer(200, sms);
      // The first SMS request never answers (a request stuck behind the browser's connections).
      return new Promise<Response>(() => {});
    });
    renderPage();

    // The profile shows while the SMS section still loads.
    await screen.findByText('01012345678');
    expect(within(screen.getByRole('region', { name: 'Profile' })).getByText('01012345678')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Mona Adel' })).toBeTruthy();
    const smsSection = screen.getByRole('region', { name: 'SMS received' });
    expect(within(smsSection).getByRole('status')).toBeTruthy();
    expect(within(smsSection).queryByRole('alert')).toBeNull();
    expect(calls.map((call) => call.url)).toEqual([
      '/api/v2/cmt-backend/customers/7/overview?section=profile',
      '/api/v2/cmt-backend/customers/7/overview?section=sms',
    ]);

    act(() => vi.advanceTimersByTime(SLOW_LOAD_MS));
    expect(within(smsSection).getByRole('alert').textContent).toContain('This is taking longer than usual.');
    smsAnswered = true;
    act(() => within(smsSection).getByRole('button', { name: 'Retry' }).click());
    await screen.findByText('Your card is ready');
    expect(
      within(screen.getByRole('region', { name: 'SMS received' })).getByText('Your card is ready'),
    ).toBeTruthy();
    expect(calls.filter((call) => call.url.endsWith('?section=sms'))).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks for no section the permissions do not show, and says a failed one failed', async () => {
    signInWith(['manage-general']);
    const calls = fakeServer(() => answer(500, { code: 'INTERNAL', message: 'x' }));
    renderPage();
    const smsSection = await screen.findByRole('region', { name: 'SMS received' });
    expect((await within(smsSection).findByRole('alert')).textContent).toContain(
      'Could not load this section',
    );
    expect(screen.queryByRole('region', { name: 'Profile' })).toBeNull();
    expect(calls.map((call) => call.url)).toEqual(['/api/v2/cmt-backend/customers/7/overview?section=sms']);
  });
});
