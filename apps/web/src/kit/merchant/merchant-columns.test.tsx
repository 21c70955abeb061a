import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { DataTable } from '../data-table';
import { loadedRows, tableState } from '../testing/data-table';
import { renderApp } from '../testing/render-app';
import { useMerchantColumns, type MerchantRow } from './merchant-columns';

const merchant = (id: number, fields: Partial<MerchantRow> = {}): MerchantRow => ({
  id,
  nameEn: 'Cairo Bakery',
  nameAr: 'مخبز القاهرة',
  logoUrl: `https://cdn.lucky.app/logos/${id}.png`,
  categoryId: 3,
  categoryNameEn: 'Food',
  categoryNameAr: 'طعام',
  isActive: true,
  version: 1,
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...fields,
});

/** A merchants list as the merchants and affiliate merchants tables put the kit's columns, with a row action. */
function MerchantsTable({
  rows,
  onSortChange,
}: {
  rows: MerchantRow[];
  onSortChange: (sort: string) => void;
}) {
  const { columns, nameOf } = useMerchantColumns<MerchantRow>();
  return (
    <DataTable
      label="Merchants"
      columns={[
        columns.logo,
        columns.name,
        columns.category,
        columns.status,
        {
          id: 'actions',
          label: 'Actions',
          render: (row) => <button type="button">Edit {nameOf(row)}</button>,
        },
      ]}
      result={loadedRows(rows)}
      state={tableState({ onSortChange })}
      getRowId={(row) => row.id}
    />
  );
}

const render = (rows: MerchantRow[], onSortChange: (sort: string) => void = () => {}) =>
  renderApp([{ path: '/', element: <MerchantsTable rows={rows} onSortChange={onSortChange} /> }]);

const headers = () => screen.getAllByRole('columnheader').map((cell) => cell.textContent);
const cells = (rowIndex: number) =>
  within(screen.getAllByRole('row')[rowIndex + 1]!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('useMerchantColumns', () => {
  it('shows logo, name with its id and other-language name, category and status, in English', () => {
    render([merchant(7), merchant(8, { isActive: false, logoUrl: null })]);
    expect(headers()).toEqual(['Logo', 'Name', 'Category', 'Status', 'Actions']);
    expect(cells(0)).toEqual(['', 'Cairo Bakery#7 · مخبز القاهرة', 'Food', 'Active', 'Edit Cairo Bakery']);
    expect(cells(1).slice(1, 4)).toEqual(['Cairo Bakery#8 · مخبز القاهرة', 'Food', 'Inactive']);
    // The logo, and its initial where there is none.
    const [first, second] = screen.getAllByRole('row').slice(1);
    expect(first!.querySelector('img')?.getAttribute('src')).toBe('https://cdn.lucky.app/logos/7.png');
    expect(second!.querySelector('img')).toBeNull();
    expect(within(second!).getAllByRole('cell')[0]!.textContent).toBe('C');
  });

  it('in Arabic: the columns, the Arabic name first, the Arabic category and status, the row named in Arabic', async () => {
    await act(() => i18n.changeLanguage('ar'));
    render([merchant(7, { isActive: false })]);
    expect(headers()).toEqual(['الشعار', 'الاسم', 'الفئة', 'الحالة', 'Actions']);
    expect(cells(0)).toEqual(['', 'مخبز القاهرة#7 · Cairo Bakery', 'طعام', 'غير نشط', 'Edit مخبز القاهرة']);
  });

  it('a name missing in the UI language shows the other one', async () => {
    await act(() => i18n.changeLanguage('ar'));
    render([merchant(9, { nameAr: '', categoryNameAr: '' })]);
    expect(cells(0).slice(1, 3)).toEqual(['Cairo Bakery#9 · Cairo Bakery', 'Food']);
    expect(cells(0)[4]).toBe('Edit Cairo Bakery');
  });

  it('sorts by the name the API sorts by (nameEn); only the name is sortable', async () => {
    const onSortChange = vi.fn();
    const { user } = render([merchant(7)], onSortChange);
    const columnHeaders = screen.getAllByRole('columnheader');
    expect(within(columnHeaders[1]!).getByRole('button', { name: 'Name' })).toBeTruthy();
    for (const index of [0, 2, 3]) expect(within(columnHeaders[index]!).queryByRole('button')).toBeNull();
    await user.click(within(columnHeaders[1]!).getByRole('button', { name: 'Name' }));
    expect(onSortChange).toHaveBeenCalledWith('nameEn');
  });
});
