import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PageSpinner } from './page-spinner';

/** What a record page's panel says in each state of its list, in its own namespace's words. */
export interface PanelListWords {
  retry: string;
  loadError: string;
  loading: string;
  none: string;
}

/**
 * The list of a panel on a record page (its cases, its decisions) as its query stands: a failed load
 * with Retry, a small spinner, the empty words, or the items (`children`, each an `li`) in a plain
 * list.
 */
export function PanelList({
  query,
  count,
  words,
  children,
}: {
  query: { isError: boolean; isPending: boolean; refetch: () => Promise<unknown> };
  count: number;
  words: PanelListWords;
  children: ReactNode;
}) {
  if (query.isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            {words.retry}
          </Button>
        }
      >
        {words.loadError}
      </Alert>
    );
  if (query.isPending) return <PageSpinner size="small" label={words.loading} />;
  if (count === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {words.none}
      </Typography>
    );
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {children}
    </Box>
  );
}
