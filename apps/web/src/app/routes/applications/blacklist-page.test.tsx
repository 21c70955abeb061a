import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApprovalHeld } from '@cmt/contract/approval-actions';
import type { BlacklistEntry } from '@cmt/contract/endpoints/compliance';
import { answer, fakeServer, type ApiCall } from '../../../kit/testing/render-app';
import { dialogClosed, renderPage } from '../../../kit/testing/render-page';
import BlacklistPage from './blacklist-page';

const API = '/api/v2/cmt-backend/applications/blacklist';
const REASON = 'Listed in error: a namesake';

const entry: BlacklistEntry = {
  id: 3,
  nationalIdMasked: '2900101****15',
  name: 'Karim Nabil',
  reason: 'EMLCU circular 12/2025',
  sourceList: 'EMLCU',
  listedOn: '2025-12-01',
  customerUserId: 41,
  batchId: 8,
  createdAt: '2025-12-02T10:00:00.000Z',
  pendingApproval: null,
};
const held: ApprovalHeld = { approvalId: 31, status: 'PENDING' };

interface Served {
  /** The list as it reads now. */
  rows: BlacklistEntry[];
  /** The answer to the removal. */
  remove: (call: ApiCall) => Response;
}

function serve(state: Served) {
  return fakeServer((call) => {
    if (call.method === 'POST') return state.remove(call);
    const path = new URL(call.url, 'http://cmt.test').pathname;
    if (path === `${API}/sources`) return answer(200, [{ sourceList: 'EMLCU', count: state.rows.length }]);
    return answer(200, { items: state.rows, total: state.rows.length, page: 1, pageSize: 20 });
  });
}

const removals = (calls: ApiCall[]) => calls.filter((call) => call.method === 'POST');
const reads = (calls: ApiCall[]) => calls.filter((call) => call.url.startsWith(`${API}?`));

async function takeOff(reason = REASON) {
  const view = renderPage(<BlacklistPage />, {
    path: '/app/applications/blacklist',
    permissions: ['manage-offers-branches-bulk'],
  });
  const { user } = view;
  await user.click(await screen.findByRole('button', { name: 'Take Karim Nabil off the list' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Take this national id off the list?' }));
  expect(
    dialog.getByText(
      'Karim Nabil (2900101****15, EMLCU (anti-money-laundering unit)) will no longer be flagged. Say why: a listing made in error, a court decision…',
    ),
  ).toBeTruthy();
  await user.type(dialog.getByRole('textbox', { name: /Reason/ }), reason);
  await user.click(dialog.getByRole('button', { name: 'Take off the list' }));
  return { ...view, dialog };
}

describe('taking a national id off the blacklist', () => {
  it('sends the reason for that entry, says it is off, and reads the list again', async () => {
    const state: Served = {
      rows: [entry],
      remove: () => {
        state.rows = [];
        return new Response(null, { status: 204 });
      },
    };
    const calls = serve(state);
    await takeOff();
    await dialogClosed();
    expect(await screen.findByText('The national id was taken off the list')).toBeTruthy();
    expect(removals(calls).map((call) => [call.url, call.body])).toEqual([
      [`${API}/3/remove`, { reason: REASON }],
    ]);
    expect(await screen.findByText('No listed national id matches')).toBeTruthy();
    expect(reads(calls)).toHaveLength(2);
  });

  it('says a held removal waits for a second person, and the row then shows who asked in place of Remove', async () => {
    const state: Served = {
      rows: [entry],
      remove: () => {
        state.rows = [
          {
            ...entry,
            pendingApproval: {
              approvalId: 31,
              action: 'blacklist.remove',
              requestedBy: 'agent@lucky.app',
              requestedAt: '2026-03-02T09:00:00.000Z',
              expiresAt: '2026-03-05T09:00:00.000Z',
            },
          },
        ];
        return answer(202, held);
      },
    };
    serve(state);
    await takeOff();
    await dialogClosed();
    expect(await screen.findByText('Sent for a second approval')).toBeTruthy();
    expect(screen.queryByText('The national id was taken off the list')).toBeNull();
    const waiting = await screen.findByRole('link', {
      name: /^Waiting for a second approval: asked by agent@lucky\.app/,
    });
    expect(waiting.getAttribute('href')).toBe('/app/approvals?approval=31');
    expect(screen.queryByRole('button', { name: 'Take Karim Nabil off the list' })).toBeNull();
  });

  it('asks for a reason of at least 3 characters, sending nothing before', async () => {
    const calls = serve({ rows: [entry], remove: () => answer(500) });
    const { dialog } = await takeOff('no');
    expect(await dialog.findByText(/at least 3/)).toBeTruthy();
    expect(removals(calls)).toHaveLength(0);
  });

  it('says when the removal failed, and reads the list again (a colleague may have removed it)', async () => {
    const state: Served = { rows: [entry], remove: () => answer(404, { code: 'NOT_FOUND', message: 'x' }) };
    const calls = serve(state);
    await takeOff();
    await dialogClosed();
    expect(await screen.findByText('Could not take the national id off the list')).toBeTruthy();
    await waitFor(() => expect(reads(calls)).toHaveLength(2));
  });
});
