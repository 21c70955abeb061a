import { useQuery } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BulkRowsResponse } from '@cmt/contract/bulk-rows';
import { i18n } from '../../lib/i18n';
import { ConfirmDialog } from '../confirm-dialog';
import { answer, fakeServer, renderApp } from '../testing/render-app';
import { useBulkAction } from './use-bulk-action';

interface Row {
  id: number;
  name: string;
  amount: string;
}

const rows: Row[] = [
  { id: 11, name: 'Amira', amount: 'EGP 150.00' },
  { id: 12, name: 'Bassem', amount: 'EGP 99.50' },
];
const LIST = '/api/things';

type Run = (rows: Row[], reason: string) => Promise<BulkRowsResponse>;

/**
 * A list page with one bulk action over `rows`: its list (reloaded afterwards), the confirmation
 * (a `ConfirmDialog`, or with `reason` a dialog that submits one reason and closes, as a
 * `ReasonDialog` does), and the outcome.
 */
function Page({ run, finished, reason }: { run: Run; finished: () => void; reason: boolean }) {
  const list = useQuery({
    queryKey: [LIST, { page: 1 }],
    queryFn: () => fetch(LIST).then((res) => res.json()),
  });
  const action = useBulkAction<Row, string>({
    run,
    idOf: (row) => row.id,
    labelOf: (row) => [row.name, row.amount],
    invalidates: [LIST],
    onFinished: finished,
  });
  return (
    <>
      <p>{list.data ? `List loaded ${list.data.loads}` : 'Loading'}</p>
      <button type="button" onClick={() => action.ask(rows)}>
        Reject selected
      </button>
      {action.busy && <p>Sending</p>}
      {reason ? (
        action.target && (
          <div role="dialog" aria-label="Reason">
            <p>{action.confirmMessage}</p>
            <button type="button" onClick={action.close}>
              Dismiss
            </button>
            <button type="button" onClick={() => action.submit('Duplicate request')}>
              Reject with reason
            </button>
          </div>
        )
      ) : (
        <ConfirmDialog
          {...action.confirm}
          title="Reject them?"
          message={action.confirmMessage}
          confirmLabel="Reject"
        />
      )}
      {action.outcomeDialog}
    </>
  );
}

function render(run: Run, { reason = false } = {}) {
  let loads = 0;
  const calls = fakeServer(() => answer(200, { loads: ++loads }));
  const finished = vi.fn();
  const sent = vi.fn(run);
  const page = <Page run={sent} finished={finished} reason={reason} />;
  return { ...renderApp([{ path: '/', element: page }]), calls, finished, run: sent };
}

/** A call the test answers when it likes. */
function deferred() {
  let resolve!: (value: BulkRowsResponse) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<BulkRowsResponse>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

const outcomeRows = (outcome: HTMLElement) =>
  within(within(outcome).getByRole('table', { name: 'Rows that failed' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

describe('useBulkAction', () => {
  it('asks first, saying how many rows; Cancel sends nothing', async () => {
    const { user, run } = render(async () => ({ results: [] }));
    await user.click(screen.getByRole('button', { name: 'Reject selected' }));
    const confirm = screen.getByRole('dialog', { name: 'Reject them?' });
    expect(within(confirm).getByText(/^Rows selected: 2\. Each row is handled on its own/)).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(run).not.toHaveBeenCalled();
  });

  it('sends the rows with the reason, then shows each outcome: done, waiting for a second person, failed and why', async () => {
    const { user, run, finished, calls } = render(
      async () => ({
        results: [
          { id: 11, status: 'pending-approval', approvalId: 4 },
          { id: 12, status: 'failed', code: 'INSUFFICIENT_BALANCE', message: 'English for API clients' },
        ],
      }),
      { reason: true },
    );
    expect(await screen.findByText('List loaded 1')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Reject selected' }));
    await user.click(screen.getByRole('button', { name: 'Reject with reason' }));
    expect(run).toHaveBeenCalledWith(rows, 'Duplicate request');
    const outcome = await screen.findByRole('dialog', { name: 'Outcome' });
    expect(within(outcome).getByText('Waiting for a second person: 1')).toBeTruthy();
    expect(within(outcome).getByText('Failed: 1')).toBeTruthy();
    expect(within(outcome).queryByText(/^Done/)).toBeNull();
    // The failed row named by the page's words for it, the code worded (never the server's English).
    expect(outcomeRows(outcome)).toEqual([
      "#12 · Bassem · EGP 99.50The customer's available cashback no longer covers it",
    ]);
    expect(finished).toHaveBeenCalledTimes(1);
    // The list reloads: its rows changed.
    expect(await screen.findByText('List loaded 2')).toBeTruthy();
    expect(calls.filter((call) => call.url === LIST)).toHaveLength(2);
    await user.click(within(outcome).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('all done: only the count of done rows, no list of failures', async () => {
    const { user } = render(async () => ({
      results: [
        { id: 11, status: 'done' },
        { id: 12, status: 'done' },
      ],
    }));
    await user.click(screen.getByRole('button', { name: 'Reject selected' }));
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const outcome = await screen.findByRole('dialog', { name: 'Outcome' });
    expect(within(outcome).getByText('Done: 2')).toBeTruthy();
    expect(within(outcome).queryByRole('table')).toBeNull();
    expect(within(outcome).queryByText(/^(Failed|Waiting)/)).toBeNull();
  });

  it('a refused call (403, offline) changes nothing and says so; the selection stays, the list still reloads', async () => {
    const { user, finished } = render(async () => {
      throw new Error('offline');
    });
    expect(await screen.findByText('List loaded 1')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Reject selected' }));
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toBe('The action could not be sent. Nothing was changed.');
    expect(notice.dataset.type).toBe('error');
    expect(screen.queryByRole('dialog', { name: 'Outcome' })).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reject them?' })).toBeNull());
    expect(finished).not.toHaveBeenCalled();
    expect(await screen.findByText('List loaded 2')).toBeTruthy();
  });

  it('while the call runs, the confirmation stays open and a second submit sends nothing more', async () => {
    const call = deferred();
    const { user, run } = render(() => call.promise, { reason: true });
    await user.click(screen.getByRole('button', { name: 'Reject selected' }));
    await user.click(screen.getByRole('button', { name: 'Reject with reason' }));
    expect(screen.getByText('Sending')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    await user.click(screen.getByRole('button', { name: 'Reject with reason' }));
    expect(screen.getByRole('dialog', { name: 'Reason' })).toBeTruthy();
    expect(run).toHaveBeenCalledTimes(1);
    await act(async () => call.resolve({ results: [{ id: 11, status: 'done' }] }));
    expect(await screen.findByRole('dialog', { name: 'Outcome' })).toBeTruthy();
    expect(screen.queryByText('Sending')).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Reason' })).toBeNull();
  });

  it('words the confirmation and the outcome in Arabic, an unknown code too', async () => {
    await act(() => i18n.changeLanguage('ar'));
    const { user } = render(async () => ({
      results: [
        { id: 11, status: 'done' },
        { id: 12, status: 'failed', code: 'SOMETHING_NEW', message: 'English' },
      ],
    }));
    await user.click(screen.getByRole('button', { name: 'Reject selected' }));
    const confirm = screen.getByRole('dialog', { name: 'Reject them?' });
    expect(within(confirm).getByText(/^الصفوف المحددة: 2\./)).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Reject' }));
    const outcome = await screen.findByRole('dialog', { name: 'النتيجة' });
    expect(within(outcome).getByText('تم: 1')).toBeTruthy();
    expect(within(outcome).getByText('تعذّر: 1')).toBeTruthy();
    const failed = within(outcome).getByRole('table', { name: 'الصفوف التي تعذّرت' });
    expect(within(failed).getByText('تعذّر تغييره (SOMETHING_NEW)')).toBeTruthy();
  });
});
