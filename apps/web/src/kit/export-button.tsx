import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Endpoint } from '@cmt/contract/endpoint';
import { downloadFile } from '../lib/api-client';
import { useLanguage } from '../lib/i18n';
import { useSnackbar } from './snackbar';

/** A list's CSV export of the contract (`listExport`). */
export type ExportEndpoint = Endpoint & { download: { columns: readonly string[] } };

/** What the button reads from a list screen (`useListScreen`): the query it sends and its total. */
export interface ExportedList {
  request: Record<string, unknown>;
  result: { data?: { total: number } | undefined };
}

const sizeOf = (language: string, bytes: number) =>
  new Intl.NumberFormat(language, {
    style: 'unit',
    unit: bytes < 1_048_576 ? 'kilobyte' : 'megabyte',
    maximumFractionDigits: 1,
  }).format(bytes < 1_048_576 ? bytes / 1024 : bytes / 1_048_576);

/** The list's query for its export: the same filters and sort, without paging. */
export function exportQueryOf(request: Record<string, unknown>): Record<string, unknown> {
  const { page: _page, pageSize: _pageSize, ...query } = request;
  return query;
}

/**
 * Exports every row of a list's current filters as CSV (its `listExport` endpoint): the file streams
 * in through `downloadFile` (the size received shows as it grows), can be cancelled, and is saved
 * under the server's name. `ListToolbar` renders it from `exportCsv={{ endpoint, list }}`.
 */
export function ExportButton({ endpoint, list }: { endpoint: ExportEndpoint; list: ExportedList }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const snackbar = useSnackbar();
  const titleId = useId();
  const [received, setReceived] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);
  const total = list.result.data?.total;

  const start = async () => {
    controller.current = new AbortController();
    setReceived(0);
    try {
      await downloadFile(endpoint, {
        query: exportQueryOf(list.request) as never,
        onProgress: setReceived,
        signal: controller.current.signal,
        fallbackName: 'export.csv',
      });
      snackbar.show(t('exportCsv.done'), 'success');
    } catch (error) {
      if (!(error instanceof DOMException && error.name === 'AbortError'))
        snackbar.show(t('exportCsv.failed'), 'error');
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
        {t('exportCsv.button')}
      </Button>
      <Dialog open={received !== null} aria-labelledby={titleId} maxWidth="xs" fullWidth>
        <DialogTitle id={titleId}>{t('exportCsv.title')}</DialogTitle>
        <DialogContent>
          {total !== undefined && (
            <Typography gutterBottom>{t('exportCsv.matching', { rows: total })}</Typography>
          )}
          <LinearProgress aria-label={t('exportCsv.title')} />
          <Typography variant="caption" color="text.secondary" data-testid="export-received">
            {t('exportCsv.received', { size: sizeOf(language, received ?? 0) })}
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => controller.current?.abort()}>{t('exportCsv.cancel')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
