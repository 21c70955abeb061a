import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { BulkRowsResponse } from '@cmt/contract/bulk-rows';
import { ConfirmDialog } from '../confirm-dialog';
import { DataTable } from '../data-table';
import { loadedRows, tableState } from '../testing/data-table';
import { renderApp } from '../testing/render-app';
import { BulkActionBar } from './bulk-action-bar';
import { useBulkAction } from './use-bulk-action';
import { useRowSelection } from './use-row-selection';

interface Row {
  id: number;
  name: string;
  open: boolean;
}

const pageOne: Row[] = [
  { id: 1, name: 'Amira', open: true },
  { id: 2, name: 'Bassem', open: true },
  { id: 3, name: 'Closed one', open: false },
];
const pageTwo: Row[] = [{ id: 4, name: 'Dina', open: true }];

/** A list page with selection: two pages, a filter, and one bulk action whose answer the test gives. */
function Harness({ answer, sent }: { answer: BulkRowsResponse; sent: number[][] }) {
  const [page, setPage] = useState(1);
  const [filter, setFilter] = useState('');
  const rows = page === 1 ? pageOne : pageTwo;
  const selection = useRowSelection(
    rows,
    (row) => row.id,
    { page, filter },
    (row) => row.open,
  );
  const action = useBulkAction<Row>({
    run: async (picked) => {
      sent.push(picked.map((row) => row.id));
      return answer;
    },
    idOf: (row) => row.id,
    labelOf: (row) => [row.name],
    invalidates: [],
    onFinished: selection.clear,
  });
  return (
    <>
      <button type="button" onClick={() => setPage(page === 1 ? 2 : 1)}>
        Other page
      </button>
      <button type="button" onClick={() => setFilter('x')}>
        Filter
      </button>
      <p>Picked: {selection.rows.map((row) => row.id).join(',') || 'none'}</p>
      <BulkActionBar count={selection.count} onClear={selection.clear}>
        <button type="button" onClick={() => action.ask(selection.rows)}>
          Close them
        </button>
      </BulkActionBar>
      <DataTable
        label="People"
        columns={[{ id: 'name', label: 'Name', render: (row: Row) => row.name }]}
        result={loadedRows(rows)}
        state={tableState()}
        getRowId={(row) => row.id}
        selection={selection.table}
      />
      <ConfirmDialog
        {...action.confirm}
        title="Close them?"
        message={action.confirmMessage}
        confirmLabel="Go"
      />
      {action.outcomeDialog}
    </>
  );
}

const render = (answer: BulkRowsResponse = { results: [] }) => {
  const sent: number[][] = [];
  return { ...renderApp([{ path: '/', element: <Harness answer={answer} sent={sent} /> }]), sent };
};

describe('row selection and bulk actions', () => {
  it('selects rows one by one or all on the page, only those that can take the action', async () => {
    const { user } = render();
    expect(screen.queryByRole('checkbox', { name: 'Select row 3' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Select row 2' }));
    expect(screen.getByText('Picked: 2')).toBeTruthy();
    expect(screen.getByText('Rows selected: 1')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect(screen.getByText('Picked: 1,2')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect(screen.getByText('Picked: none')).toBeTruthy();
    expect(screen.queryByText(/Rows selected/)).toBeNull();
  });

  it('is cleared when the page or the filters change, so an action never reaches rows out of sight', async () => {
    const { user } = render();
    await user.click(screen.getByRole('checkbox', { name: 'Select row 1' }));
    await user.click(screen.getByRole('button', { name: 'Other page' }));
    expect(screen.getByText('Picked: none')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Select row 4' }));
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(screen.getByText('Picked: none')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Other page' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select row 1' }));
    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(screen.getByText('Picked: none')).toBeTruthy();
  });

  it('asks first, sends the selected rows, then shows each row’s outcome with the failed ones named and why', async () => {
    const { user, sent } = render({
      results: [
        { id: 1, status: 'done' },
        { id: 2, status: 'failed', code: 'CLAIMED_BY_OTHER', message: 'x' },
      ],
    });
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    await user.click(screen.getByRole('button', { name: 'Close them' }));
    const confirm = screen.getByRole('dialog', { name: 'Close them?' });
    expect(within(confirm).getByText(/Rows selected: 2\./)).toBeTruthy();
    expect(sent).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Go' }));
    expect(sent).toEqual([[1, 2]]);
    const outcome = await screen.findByRole('dialog', { name: 'Outcome' });
    expect(within(outcome).getByText('Done: 1')).toBeTruthy();
    expect(within(outcome).getByText('Failed: 1')).toBeTruthy();
    const failed = within(outcome).getByRole('table', { name: 'Rows that failed' });
    const row = within(failed).getAllByRole('row')[1]!;
    expect(row.textContent).toBe('#2 · BassemSomeone else is reviewing it');
    expect(screen.getByText('Picked: none')).toBeTruthy();
  });

  it('counts the rows held for a second person and words an unknown code', async () => {
    const { user } = render({
      results: [
        { id: 1, status: 'pending-approval', approvalId: 9 },
        { id: 2, status: 'failed', code: 'SOMETHING_NEW' },
      ],
    });
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    await user.click(screen.getByRole('button', { name: 'Close them' }));
    await user.click(screen.getByRole('button', { name: 'Go' }));
    const outcome = await screen.findByRole('dialog', { name: 'Outcome' });
    expect(within(outcome).getByText('Waiting for a second person: 1')).toBeTruthy();
    expect(within(outcome).getByText('Could not be changed (SOMETHING_NEW)')).toBeTruthy();
  });
});
