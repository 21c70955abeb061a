import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { BulkRowResult } from '@cmt/contract/bulk-rows';
import { useBulkRowsTranslation } from './use-bulk-rows-translation';

export interface BulkOutcome {
  results: BulkRowResult[];
  /** How each row is named in the list of failures beside its id (the page's words for it: name, amount). */
  labels: Record<number, readonly string[]>;
}

/** The outcome of a bulk action, per row: how many were done, held for a second person, failed and why. */
export function BulkOutcomeDialog({
  outcome,
  onClose,
}: {
  outcome: BulkOutcome | null;
  onClose: () => void;
}) {
  const { t } = useBulkRowsTranslation();
  const titleId = useId();
  const results = outcome?.results ?? [];
  const count = (status: BulkRowResult['status']) => results.filter((row) => row.status === status).length;
  const failed = results.filter((row) => row.status === 'failed');
  const reason = (code = '') => t(`errors.${code}`, { defaultValue: t('errors.other', { code }) });
  return (
    <Dialog open={outcome !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('outcome.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={1}>
          {count('done') > 0 && (
            <Alert severity="success">{t('outcome.done', { count: count('done') })}</Alert>
          )}
          {count('pending-approval') > 0 && (
            <Alert severity="info">{t('outcome.pending', { count: count('pending-approval') })}</Alert>
          )}
          {failed.length > 0 && (
            <Alert severity="error">{t('outcome.failed', { count: failed.length })}</Alert>
          )}
        </Stack>
        {failed.length > 0 && (
          <>
            <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
              {t('outcome.failedRows')}
            </Typography>
            <Table size="small" aria-label={t('outcome.failedRows')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('outcome.row')}</TableCell>
                  <TableCell>{t('outcome.reason')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {failed.map((row) => (
                  <TableRow key={row.id}>
                    <TableCell>
                      <bdi>#{row.id}</bdi>
                      {(outcome?.labels[row.id] ?? []).map((part, index) => (
                        <span key={index}>
                          {' · '}
                          <bdi>{part}</bdi>
                        </span>
                      ))}
                    </TableCell>
                    <TableCell>{reason(row.code)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {t('outcome.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
