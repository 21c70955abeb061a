import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useBulkRowsTranslation } from './use-bulk-rows-translation';

interface BulkActionBarProps {
  count: number;
  onClear: () => void;
  /** The page's bulk action buttons. */
  children: ReactNode;
}

/** Above a list with selected rows: how many, the actions for them, and Clear selection. */
export function BulkActionBar({ count, onClear, children }: BulkActionBarProps) {
  const { t } = useBulkRowsTranslation();
  if (count === 0) return null;
  return (
    <Paper
      variant="outlined"
      role="region"
      aria-label={t('selected', { count })}
      sx={{ mb: 1, px: 2, py: 1, bgcolor: 'action.selected' }}
    >
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ fontWeight: 600, me: 1 }}>
          {t('selected', { count })}
        </Typography>
        {children}
        <Button size="small" onClick={onClear} sx={{ ms: 'auto' }}>
          {t('clear')}
        </Button>
      </Stack>
    </Paper>
  );
}
