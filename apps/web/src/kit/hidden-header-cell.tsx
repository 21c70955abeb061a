import TableCell from '@mui/material/TableCell';
import type { ReactNode } from 'react';
import { usePatternsTranslation } from './use-patterns-translation';

/**
 * The header of a column that shows no title on screen (row actions, row checkboxes): screen readers
 * still hear one (WCAG 1.3.1; axe `empty-table-header`). Without children it says "Actions".
 */
export function HiddenHeaderCell({ children }: { children?: ReactNode }) {
  const { t } = usePatternsTranslation();
  return (
    <TableCell>
      <span className="cmt-visually-hidden">{children ?? t('table.actions')}</span>
    </TableCell>
  );
}
