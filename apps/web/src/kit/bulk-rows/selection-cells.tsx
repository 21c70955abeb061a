import Checkbox from '@mui/material/Checkbox';
import TableCell from '@mui/material/TableCell';
import type { TableSelection } from './use-row-selection';
import { useBulkRowsTranslation } from './use-bulk-rows-translation';

/** The header cell of the selection column: select (or clear) every selectable row of the page. */
export function SelectAllCell<T>({ selection, rows }: { selection: TableSelection<T>; rows: readonly T[] }) {
  const { t } = useBulkRowsTranslation();
  return (
    <TableCell padding="checkbox">
      <Checkbox
        checked={selection.allSelected}
        indeterminate={selection.someSelected}
        disabled={!rows.some(selection.canSelect)}
        onChange={selection.toggleAll}
        slotProps={{ input: { 'aria-label': t('selectAll') } }}
      />
    </TableCell>
  );
}

/** A row's selection cell: its checkbox, or nothing when the row cannot take the page's bulk actions. */
export function SelectRowCell<T>({ selection, row }: { selection: TableSelection<T>; row: T }) {
  const { t } = useBulkRowsTranslation();
  return (
    <TableCell padding="checkbox">
      {selection.canSelect(row) && (
        <Checkbox
          checked={selection.isSelected(row)}
          onChange={() => selection.toggle(row)}
          slotProps={{ input: { 'aria-label': t('selectRow', { id: selection.idOf(row) }) } }}
        />
      )}
    </TableCell>
  );
}
