import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { ExportButton, type ExportEndpoint, type ExportedList } from './export-button';
import { SearchField } from './search-field';

interface ListToolbarProps {
  /** Committed search text and its setter (usually list.query.q and list.setFilter('q', …)). */
  search?: { value: string; onChange: (value: string) => void; label?: string };
  /** Filter controls, typically <FilterSelect>s. */
  filters?: ReactNode;
  /** Primary action, shown at the inline end (e.g. "New flag"). */
  action?: ReactNode;
  /** The list's CSV export of its current filters (`exportCsv={{ endpoint: exportBanners, list }}`). */
  exportCsv?: { endpoint: ExportEndpoint; list: ExportedList };
}

/** Search, filters and the primary action above a list; wraps on narrow screens. */
export function ListToolbar({ search, filters, action, exportCsv }: ListToolbarProps) {
  return (
    <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
      {search && <SearchField value={search.value} onChange={search.onChange} label={search.label} />}
      {filters}
      <Box sx={{ flexGrow: 1 }} />
      {exportCsv && <ExportButton {...exportCsv} />}
      {action}
    </Stack>
  );
}
