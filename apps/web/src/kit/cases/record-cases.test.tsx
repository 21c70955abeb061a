import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CaseSummary } from '@cmt/contract/endpoints/cases';
import type { PermissionKey } from '@cmt/contract/permissions';
import { answer, fakeServer, type ApiCall } from '../testing/render-app';
import { renderPage } from '../testing/render-page';
import { RecordCases } from './record-cases';

const summary = (id: number, over: Partial<CaseSummary>): CaseSummary => ({
  id,
  reference: `CMP-2026-${String(id).padStart(6, '0')}`,
  kind: 'COMPLAINT',
  title: 'Cashout never arrived',
  priority: 'NORMAL',
  status: 'OPEN',
  assignee: null,
  dueOn: '2026-12-20',
  businessDaysLeft: 3,
  sla: 'GREEN',
  escalated: false,
  createdAt: '2026-11-29T10:00:00.000Z',
  updatedAt: '2026-11-29T10:00:00.000Z',
  claim: null,
  version: 1,
  ...over,
});

/** The fake API: the open cases of customer 12 and of cashout 90 (case 2 is linked to both). */
function serve() {
  return fakeServer((call: ApiCall) => {
    const url = new URL(call.url, 'http://test');
    if (url.pathname.endsWith('/cases/staff')) return answer(200, { items: [] });
    if (url.pathname.endsWith('/cases')) {
      const of = `${url.searchParams.get('recordType')}:${url.searchParams.get('recordId')}`;
      const items =
        of === 'customer:12'
          ? [
              summary(2, { dueOn: '2026-12-01', businessDaysLeft: -2, sla: 'RED', escalated: true }),
              summary(1, {
                title: 'Wrong instalment',
                status: 'IN_PROGRESS',
                businessDaysLeft: 0,
                sla: 'AMBER',
              }),
            ]
          : [summary(2, { dueOn: '2026-12-01', businessDaysLeft: -2, sla: 'RED', escalated: true })];
      return answer(200, { items, total: items.length, page: 1, pageSize: 10 });
    }
    return answer(404, { code: 'NOT_FOUND', message: 'not faked' });
  });
}

const page = (permissions: PermissionKey[]) =>
  renderPage(
    <RecordCases
      records={[
        { recordType: 'customer', recordId: 12, label: 'Mona Adel' },
        { recordType: 'cashout', recordId: 90 },
      ]}
    />,
    { path: '/app/customers/12', permissions },
  );

describe('RecordCases', () => {
  it('is not there, and asks nothing, for staff who do not read cases', async () => {
    const calls = serve();
    page(['manage-app-users']);
    // Its queries are off from the first render: nothing to wait for.
    expect(screen.queryByRole('region')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('lists the open cases of each record once, by due day, with their countdown; no button to read-only staff', async () => {
    const calls = serve();
    page(['manage-cases-read']);
    const region = await screen.findByRole('region', { name: 'Cases' });
    const rows = await within(region).findAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual([
      'CMP-2026-000002',
      'CMP-2026-000001',
    ]);
    expect(within(rows[0]!).getByRole('link').getAttribute('href')).toBe('/app/cases/2');
    expect(rows[0]!.textContent).toContain('2 business days late');
    expect(rows[0]!.textContent).toContain('Escalated');
    expect(rows[1]!.textContent).toContain('Wrong instalment');
    expect(rows[1]!.textContent).toContain('In progress');
    expect(rows[1]!.textContent).toContain('Due today');
    expect(within(region).queryByRole('button', { name: 'Open a case' })).toBeNull();
    const asked = calls.map((call) => new URL(call.url, 'http://test').searchParams);
    expect(asked.map((query) => [query.get('recordType'), query.get('recordId'), query.get('open')])).toEqual(
      [
        ['customer', '12', 'true'],
        ['cashout', '90', 'true'],
      ],
    );
  });

  it('offers "Open a case" to staff who work cases, with the page’s records linked', async () => {
    serve();
    const { user } = page(['manage-cases-read', 'manage-cases-work']);
    const region = await screen.findByRole('region', { name: 'Cases' });
    await user.click(within(region).getByRole('button', { name: 'Open a case' }));
    // The dialog loads on demand: the first time takes its module's import.
    const dialog = await screen.findByRole('dialog', { name: 'Open a case' }, { timeout: 10_000 });
    const links = within(dialog).getByRole('group', { name: 'Linked records' });
    expect(
      within(links)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Customer: Mona Adel', 'Cashout #90']);
  });
});
