import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Key, ReactNode } from 'react';

export interface DetailColumn<T> {
  id: string;
  label: ReactNode;
  align?: 'start' | 'end';
  render: (row: T) => ReactNode;
}

/** A short, unpaged table inside a section of the application screen (a customer's lines, instalments…). */
export function DetailTable<T>({
  label,
  columns,
  rows,
  rowKey,
  empty,
}: {
  label: string;
  columns: DetailColumn<T>[];
  rows: T[];
  rowKey: (row: T) => Key;
  empty: string;
}) {
  if (rows.length === 0) {
    return (
      <Typography color="text.secondary" variant="body2">
        {empty}
      </Typography>
    );
  }
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.id} sx={{ fontWeight: 600, textAlign: column.align }}>
                {column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)}>
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
  );
}
