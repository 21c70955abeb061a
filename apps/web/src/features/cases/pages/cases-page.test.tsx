import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PermissionKey } from '@cmt/contract/permissions';
import { addressOf, answer, fakeServer } from '../../../kit/testing/render-app';
import { renderPage } from '../../../kit/testing/render-page';
import { sara, summary } from '../testing-fixtures';
import CasesPage from './cases-page';

const LIST = '/api/v2/cmt-backend/cases';
const late = {
  ...summary,
  id: 13,
  reference: 'CMP-2026-000013',
  title: 'Instalment disputed',
  businessDaysLeft: -2,
  escalated: true,
  sla: 'RED' as const,
  assignee: null,
};

function serve() {
  return fakeServer((call) => {
    if ((call.method === 'GET' && call.url.startsWith(`${LIST}?`)) || call.url === LIST)
      return answer(200, { items: [summary, late], total: 2 });
    if (call.method === 'GET' && call.url.startsWith(`${LIST}/staff`)) return answer(200, { items: [sara] });
    if (call.method === 'POST' && call.url === `${LIST}/assign`)
      return answer(200, {
        results: [
          { id: 12, ok: true },
          { id: 13, ok: true },
        ],
      });
    return answer(404, { code: 'NOT_FOUND', message: 'not faked' });
  });
}

const open = (permissions: PermissionKey[], url = '/app/cases') =>
  renderPage(<CasesPage />, { path: '/app/cases', url, permissions });

describe('CasesPage', () => {
  it('lists each case with its link, countdown, SLA light and escalation', async () => {
    serve();
    open(['manage-cases-read']);
    const row = (await screen.findByRole('link', { name: 'CMP-2026-000013' })).closest('tr')!;
    expect(within(row).getByText('2 business days late')).toBeTruthy();
    expect(within(row).getByText('Escalated')).toBeTruthy();
    expect(within(row).getByText('Past SLA')).toBeTruthy();
    expect(within(row).getByText('Nobody')).toBeTruthy();
    const first = screen.getByRole('link', { name: 'CMP-2026-000012' });
    expect(first.getAttribute('href')).toBe('/app/cases/12');
    expect(within(first.closest('tr')!).getByText('3 business days left')).toBeTruthy();
    // Reading only: no take-next, no selection.
    expect(screen.queryByRole('button', { name: 'Take next' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New case' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('keeps the filters in the address and sends them', async () => {
    const calls = serve();
    const { user, history } = open(
      ['manage-cases-read', 'manage-cases-work'],
      '/app/cases?open=true&due=PAST',
    );
    await screen.findByRole('link', { name: 'CMP-2026-000012' });
    expect(calls[0]!.url).toContain('open=true');
    expect(calls[0]!.url).toContain('due=PAST');
    await user.click(screen.getByRole('combobox', { name: 'Assignee' }));
    await user.click(screen.getByRole('option', { name: 'Assigned to me' }));
    await waitFor(() => expect(addressOf(history)).toContain('assignee=ME'));
    await waitFor(() => expect(calls.at(-1)!.url).toContain('assignee=ME'));
    expect(screen.getByRole('button', { name: 'Take next' })).toBeTruthy();
    // New case: the kit's dialog, a complaint at first.
    await user.click(screen.getByRole('button', { name: 'New case' }));
    expect(await screen.findByRole('dialog', { name: 'Open a case' })).toBeTruthy();
  });

  it('supervisors select rows and assign them in bulk', async () => {
    const calls = serve();
    const { user } = open(['manage-cases-read', 'manage-cases-work', 'manage-cases-supervise']);
    await screen.findByRole('link', { name: 'CMP-2026-000012' });
    const checkboxes = screen.getAllByRole('checkbox');
    await user.click(checkboxes[1]!);
    await user.click(checkboxes[2]!);
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    const dialog = screen.getByRole('dialog', { name: 'Assign the selected cases' });
    await user.type(within(dialog).getByRole('combobox', { name: 'Staff member' }), 'sa');
    await user.click(await screen.findByRole('option', { name: /Sara Adel/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      url: `${LIST}/assign`,
      body: { ids: [12, 13], assigneeId: 7 },
    });
    expect(await screen.findByRole('dialog', { name: 'Outcome' })).toBeTruthy();
  });
});
