import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import type { Key, ReactNode } from 'react';
import type { TableSelection } from './bulk-rows/use-row-selection';
import { SelectAllCell, SelectRowCell } from './bulk-rows/selection-cells';
import type { ListTableState } from './use-list-state';
import { usePatternsTranslation } from './use-patterns-translation';
import { SlowLoadNotice, useRetryLoads } from './page-spinner';
import { useSlowLoad } from './use-slow-load';

export interface Column<T> {
  /** Column id; for a sortable column, the endpoint's `sort` value. */
  id: string;
  label: ReactNode;
  /** The label is for screen readers only (a column of checkboxes or row actions): never an empty header. */
  hiddenLabel?: boolean;
  sortable?: boolean;
  /** Logical alignment, so columns mirror in right-to-left. */
  align?: 'start' | 'center' | 'end';
  width?: number | string;
  render: (row: T) => ReactNode;
}

/** The part of a TanStack Query result the table reads. */
export interface ListResult<T> {
  data?: { items: T[]; total: number } | undefined;
  isPending: boolean;
  isFetching: boolean;
  isError: boolean;
  refetch: () => unknown;
}

export interface DataTableProps<T> {
  columns: readonly Column<T>[];
  result: ListResult<T>;
  state: ListTableState;
  getRowId: (row: T) => Key;
  emptyText?: ReactNode;
  pageSizeOptions?: number[];
  /** Accessible name of the table. */
  label: string;
  /** Row selection for bulk actions (`useRowSelection(...).table`): a checkbox column, select all on the page. */
  selection?: TableSelection<T>;
}

const SKELETON_ROWS = 5;

/** Server-paged, server-sorted table with loading, empty and error states. */
export function DataTable<T>({
  columns,
  result,
  state,
  getRowId,
  emptyText,
  pageSizeOptions = [10, 20, 50, 100],
  label,
  selection,
}: DataTableProps<T>) {
  const { t } = usePatternsTranslation();
  // A page that has not arrived in 10 s says so, with Retry, as every screen's spinner does.
  const load = useSlowLoad(result.isFetching, useRetryLoads());
  const span = columns.length + (selection ? 1 : 0);
  const rows = result.data?.items ?? [];
  const total = result.data?.total ?? 0;
  // After a delete empties the last page the URL may point past the end until the user moves.
  const lastPage = Math.max(0, Math.ceil(total / state.pageSize) - 1);
  const options = pageSizeOptions.includes(state.pageSize)
    ? pageSizeOptions
    : [...pageSizeOptions, state.pageSize].sort((a, b) => a - b);

  return (
    <Paper variant="outlined">
      {result.isFetching && !result.isPending ? (
        <LinearProgress aria-label={t('table.loading')} />
      ) : (
        <LinearProgress variant="determinate" value={0} sx={{ visibility: 'hidden' }} />
      )}
      {load.slow && <SlowLoadNotice retry={load.retry} />}
      {result.isError && (
        <Alert
          severity="error"
          sx={{ borderRadius: 0 }}
          action={
            <Button color="inherit" size="small" onClick={() => void result.refetch()}>
              {t('table.retry')}
            </Button>
          }
        >
          {t('table.loadError')}
        </Alert>
      )}
      <TableContainer>
        <Table size="small" aria-label={label} aria-busy={result.isFetching}>
          <TableHead>
            <TableRow>
              {selection && <SelectAllCell selection={selection} rows={rows} />}
              {columns.map((column) => (
                <TableCell
                  key={column.id}
                  sx={{ width: column.width, fontWeight: 600, textAlign: column.align }}
                  sortDirection={column.sortable && state.sort === column.id ? state.order : false}
                >
                  {column.sortable ? (
                    <TableSortLabel
                      active={state.sort === column.id}
                      direction={state.sort === column.id ? state.order : 'asc'}
                      onClick={() => state.onSortChange(column.id)}
                    >
                      {column.label}
                    </TableSortLabel>
                  ) : column.hiddenLabel ? (
                    <span className="cmt-visually-hidden">{column.label}</span>
                  ) : (
                    column.label
                  )}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {result.isPending &&
              Array.from({ length: SKELETON_ROWS }, (_, index) => (
                <TableRow key={`skeleton-${index}`}>
                  {selection && <TableCell padding="checkbox" />}
                  {columns.map((column) => (
                    <TableCell key={column.id}>
                      <Skeleton variant="text" />
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            {!result.isPending && !result.isError && rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={span} align="center" sx={{ py: 6 }}>
                  <Typography color="text.secondary">{emptyText ?? t('table.empty')}</Typography>
                </TableCell>
              </TableRow>
            )}
            {rows.map((row) => (
              <TableRow key={getRowId(row)} hover selected={selection?.isSelected(row) ?? false}>
                {selection && <SelectRowCell selection={selection} row={row} />}
                {columns.map((column) => (
                  <TableCell key={column.id} sx={{ textAlign: column.align }}>
                    {column.render(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={total}
        page={Math.min(state.page, lastPage)}
        rowsPerPage={state.pageSize}
        rowsPerPageOptions={options}
        onPageChange={(_, page) => state.onPageChange(page)}
        onRowsPerPageChange={(event) => state.onPageSizeChange(Number(event.target.value))}
        labelRowsPerPage={t('table.rowsPerPage')}
        labelDisplayedRows={({ from, to, count }) =>
          count === -1
            ? t('table.displayedRowsMore', { from, to })
            : t('table.displayedRows', { from, to, count })
        }
        getItemAriaLabel={(type) => t(`table.${type}`)}
      />
    </Paper>
  );
}
