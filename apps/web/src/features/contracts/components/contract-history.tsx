import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ContractEvent } from '@cmt/contract/endpoints/applications';
import { useFormatDateTime } from '../../../components/use-format-date-time';
import { useSnackbar } from '../../../lib/snackbar';
import { downloadArchivedPdf } from '../api/download-contract-pdf';
import { useContractsTranslation } from '../hooks/use-contracts-translation';

/** Printed when and by whom, signed when and by whom, and the archived PDF of each print. */
export function ContractHistory({
  history,
  canDownload,
}: {
  history: ContractEvent[];
  canDownload: boolean;
}) {
  const { t } = useContractsTranslation();
  const formatDateTime = useFormatDateTime();
  const snackbar = useSnackbar();
  const download = (id: number) =>
    downloadArchivedPdf(id).catch(() => snackbar.show(t('history.downloadFailed'), 'error'));

  const pdfCell = (event: ContractEvent) => {
    if (event.action !== 'printed' || !event.pdfStatus) return '';
    if (event.pdfStatus !== 'stored') return t(`history.${event.pdfStatus}`);
    if (!canDownload) return t('history.noPermission');
    return (
      <Button size="small" onClick={() => void download(event.id)}>
        {t('history.download')}
      </Button>
    );
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={t('history.title')}>
      <Typography variant="h6" component="h2" gutterBottom>
        {t('history.title')}
      </Typography>
      {history.length === 0 ? (
        <Typography color="text.secondary">{t('history.empty')}</Typography>
      ) : (
        <Table size="small" aria-label={t('history.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('history.kind')}</TableCell>
              <TableCell>{t('history.action')}</TableCell>
              <TableCell>{t('history.at')}</TableCell>
              <TableCell>{t('history.by')}</TableCell>
              <TableCell>{t('history.pdf')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {history.map((event) => (
              <TableRow key={event.id}>
                <TableCell>{t(`history.${event.kind}`)}</TableCell>
                <TableCell>
                  {t(`history.${event.action}`)}
                  {event.reviewedBy && (
                    <Typography variant="caption" component="div" color="text.secondary">
                      {t('history.reviewedBy', { name: event.reviewedBy })}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>{formatDateTime(event.at)}</TableCell>
                <TableCell>{event.by ? <bdi>{event.by}</bdi> : '—'}</TableCell>
                <TableCell>{pdfCell(event)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
}
