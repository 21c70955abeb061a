import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import { useLanguage } from '../../../lib/i18n';
import { useSnackbar } from '../../../lib/snackbar';
import { exportApplications, type ExportFilters } from '../api/export-applications';
import { useFinancingTranslation } from '../hooks/use-financing-translation';

const sizeOf = (language: string, bytes: number) =>
  new Intl.NumberFormat(language, {
    style: 'unit',
    unit: bytes < 1_048_576 ? 'kilobyte' : 'megabyte',
    maximumFractionDigits: 1,
  }).format(bytes < 1_048_576 ? bytes / 1024 : bytes / 1_048_576);

/**
 * Exports the applications of the list's filters as CSV: the file streams in (large exports show the
 * size received as it grows), can be cancelled, and is saved under the server's name.
 */
export function ExportButton({ filters, total }: { filters: ExportFilters; total: number | undefined }) {
  const { t } = useFinancingTranslation();
  const { language } = useLanguage();
  const snackbar = useSnackbar();
  const titleId = useId();
  const [received, setReceived] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);

  const start = async () => {
    controller.current = new AbortController();
    setReceived(0);
    try {
      await exportApplications(filters, setReceived, controller.current.signal);
      snackbar.show(t('export.done'), 'success');
    } catch (error) {
      if (!(error instanceof DOMException && error.name === 'AbortError'))
        snackbar.show(t('export.failed'), 'error');
    } finally {
      setReceived(null);
      controller.current = null;
    }
  };

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        onClick={() => void start()}
        disabled={received !== null}
      >
        {t('export.button')}
      </Button>
      <Dialog open={received !== null} aria-labelledby={titleId} maxWidth="xs" fullWidth>
        <DialogTitle id={titleId}>{t('export.title')}</DialogTitle>
        <DialogContent>
          {total !== undefined && (
            <Typography gutterBottom>{t('export.matching', { count: total })}</Typography>
          )}
          <LinearProgress aria-label={t('export.title')} />
          <Typography variant="caption" color="text.secondary" data-testid="export-received">
            {t('export.received', { size: sizeOf(language, received ?? 0) })}
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => controller.current?.abort()}>{t('export.cancel')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
