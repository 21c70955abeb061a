import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CaseDetail } from '@cmt/contract/endpoints/cases';
import { addressOf, answer, fakeServer, renderApp, type ApiCall } from '../testing/render-app';
import { OpenCaseDialog, type CaseLinkDraft } from './open-case-dialog';

const opened: CaseDetail = {
  id: 41,
  reference: 'CMP-2026-000007',
  kind: 'COMPLAINT',
  title: 'Cashout never arrived',
  priority: 'HIGH',
  status: 'OPEN',
  assignee: null,
  dueOn: '2026-12-20',
  businessDaysLeft: 15,
  sla: 'GREEN',
  escalated: false,
  createdAt: '2026-11-29T10:00:00.000Z',
  updatedAt: '2026-11-29T10:00:00.000Z',
  claim: null,
  version: 1,
  openedBy: null,
  links: [],
  outcome: null,
  summary: null,
  resolvedAt: null,
  closedAt: null,
  acknowledgedAt: '2026-11-29T10:00:00.000Z',
  moves: ['start', 'reject'],
};

const staff = [
  { id: 3, name: 'Salma Nabil', email: 'salma@lucky.app' },
  { id: 4, name: 'Omar Fathy', email: 'omar@lucky.app' },
];

/** The fake API: the staff lookup, and `onCreate` for the create. */
function serve(onCreate: (call: ApiCall) => Response = () => answer(200, opened)) {
  return fakeServer((call) => {
    if (call.url.includes('/cases/staff')) return answer(200, { items: staff });
    if (call.method === 'POST' && call.url.endsWith('/cases')) return onCreate(call);
    return answer(404, { code: 'NOT_FOUND', message: 'not faked' });
  });
}

const customerLinks: CaseLinkDraft[] = [
  { recordType: 'customer', recordId: 12, label: 'Mona Adel' },
  { recordType: 'cashout', recordId: 90 },
];

function open(links = customerLinks, onCreated?: (created: CaseDetail) => void) {
  return renderApp(
    [
      {
        path: '/app/customers/12',
        element: <OpenCaseDialog links={links} onClose={() => {}} {...(onCreated ? { onCreated } : {})} />,
      },
      { path: '/app/cases/:id', element: <p>Case page</p> },
    ],
    { history: ['/app/customers/12'] },
  );
}

const creates = (calls: ApiCall[]) => calls.filter((call) => call.method === 'POST');

/** The text under a field (its MUI helper text, which describes the input). */
const descriptionOf = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent ?? '';

describe('OpenCaseDialog', () => {
  it('shows the records the page linked, each removable, and asks the SMS language only for a complaint', async () => {
    serve();
    const { user } = open();
    const dialog = await screen.findByRole('dialog', { name: 'Open a case' });
    const links = within(dialog).getByRole('group', { name: 'Linked records' });
    expect(within(links).getByText('Customer: Mona Adel')).toBeTruthy();
    expect(within(links).getByText('Cashout #90')).toBeTruthy();
    // A customer linked: a complaint at first, with the language of its acknowledgement.
    expect(within(dialog).getByRole('combobox', { name: /Kind/ }).textContent).toBe('Complaint');
    expect(
      within(dialog).getByRole('combobox', { name: 'Language of the acknowledgement SMS' }),
    ).toBeTruthy();

    await user.click(within(links).getByRole('button', { name: 'Remove Cashout #90' }));
    expect(within(links).queryByText('Cashout #90')).toBeNull();

    await user.click(within(dialog).getByRole('combobox', { name: /Kind/ }));
    await user.click(await screen.findByRole('option', { name: 'Dispute' }));
    expect(
      within(dialog).queryByRole('combobox', { name: 'Language of the acknowledgement SMS' }),
    ).toBeNull();
  });

  it('checks the title with the contract before sending anything', async () => {
    const calls = serve();
    const { user } = open();
    const dialog = await screen.findByRole('dialog', { name: 'Open a case' });
    await user.click(within(dialog).getByRole('button', { name: 'Open the case' }));
    const title = within(dialog).getByRole('textbox', { name: /Title/ });
    await waitFor(() => expect(descriptionOf(title)).toBe('Enter a title'));
    expect(creates(calls)).toEqual([]);
  });

  it('sends the case with its links and assignee under an Idempotency-Key, then opens the new case', async () => {
    const calls = serve();
    const { user, history } = open();
    const dialog = await screen.findByRole('dialog', { name: 'Open a case' });
    await user.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'Cashout never arrived');
    await user.type(within(dialog).getByRole('textbox', { name: 'What happened' }), 'Called twice.');
    await user.click(within(dialog).getByRole('combobox', { name: 'Priority' }));
    await user.click(await screen.findByRole('option', { name: 'High' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Assignee' }));
    await user.click(await screen.findByRole('option', { name: /Salma Nabil/ }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Language of the acknowledgement SMS' }));
    await user.click(await screen.findByRole('option', { name: 'English' }));
    await user.click(within(dialog).getByRole('button', { name: 'Open the case' }));

    await waitFor(() => expect(addressOf(history)).toBe('/app/cases/41'));
    expect(await screen.findByText('Case page')).toBeTruthy();
    const [create] = creates(calls);
    expect(create!.body).toEqual({
      kind: 'COMPLAINT',
      title: 'Cashout never arrived',
      priority: 'HIGH',
      description: 'Called twice.',
      links: [
        { recordType: 'customer', recordId: 12 },
        { recordType: 'cashout', recordId: 90 },
      ],
      assigneeId: 3,
      smsLanguage: 'en',
    });
    expect(create!.headers['Idempotency-Key']).toMatch(/^[0-9a-f]{32}\.[0-9a-f]{8}$/);
    expect(screen.getByRole('status').textContent).toBe('Case CMP-2026-000007 opened');
  });

  it('sends the same key again when the first answer was lost, and hands the case to onCreated', async () => {
    let tries = 0;
    const calls = serve(() =>
      ++tries === 1 ? answer(503, { code: 'UNAVAILABLE', message: 'down' }) : answer(200, opened),
    );
    const created: CaseDetail[] = [];
    const { user, history } = open([{ recordType: 'merchant', recordId: 5, label: 'Cairo Mart' }], (c) =>
      created.push(c),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Open a case' });
    // A merchant linked: "Other" at first, no SMS language.
    expect(within(dialog).getByRole('combobox', { name: /Kind/ }).textContent).toBe('Other');
    await user.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'Wrong category');
    await user.click(within(dialog).getByRole('button', { name: 'Open the case' }));
    expect((await screen.findByRole('status', { hidden: true })).textContent).toBe(
      'The case could not be opened. Try again.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Open the case' }));
    await waitFor(() => expect(created.map((c) => c.id)).toEqual([41]));
    const [first, second] = creates(calls);
    expect(second!.headers['Idempotency-Key']).toBe(first!.headers['Idempotency-Key']);
    expect(first!.body).not.toHaveProperty('description');
    expect(addressOf(history)).toBe('/app/customers/12');
  });

  it('shows the server’s refusals on their fields: a field message, and a linked record not found', async () => {
    let refusal = answer(400, {
      code: 'VALIDATION_FAILED',
      message: 'body.title: Enter a title',
      details: [{ path: ['body', 'title'], message: 'Enter a title', key: 'enterTitle' }],
    });
    serve(() => refusal);
    const { user } = open();
    const dialog = await screen.findByRole('dialog', { name: 'Open a case' });
    const title = within(dialog).getByRole('textbox', { name: /Title/ });
    await user.type(title, 'x');
    await user.click(within(dialog).getByRole('button', { name: 'Open the case' }));
    await waitFor(() => expect(descriptionOf(title)).toBe('Enter a title'));

    refusal = answer(404, { code: 'NOT_FOUND', message: 'Cashout 90 not found' });
    await user.type(title, 'y');
    await user.click(within(dialog).getByRole('button', { name: 'Open the case' }));
    const links = within(dialog).getByRole('group', { name: 'Linked records' });
    expect((await within(links).findByRole('alert')).textContent).toBe(
      'A linked record no longer exists or you may not see it. Remove it and try again.',
    );
    expect(screen.getByRole('dialog', { name: 'Open a case' })).toBeTruthy();
  });
});
