import TaskAltIcon from '@mui/icons-material/TaskAlt';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ContractEvent, ContractKind } from '@cmt/contract/endpoints/applications';
import { useFormatDateTime } from '../../../kit/use-format-date-time';
import { useSnackbar } from '../../../kit/snackbar';
import { downloadArchivedPdf } from '../api/download-contract-pdf';
import { useContractsTranslation } from '../hooks/use-contracts-translation';

/** Printed when and by whom, signed when and by whom, and the archived PDF of each print. */
export function ContractHistory({
  history,
  canDownload,
  onSign,
}: {
  history: ContractEvent[];
  canDownload: boolean;
  /** Asks to mark one document signed; absent without the permission. */
  onSign?: ((kind: ContractKind) => void) | undefined;
}) {
  const { t } = useContractsTranslation();
  const formatDateTime = useFormatDateTime();
  const snackbar = useSnackbar();
  // The history is newest first: a document awaits its signature when its latest event is a print.
  const awaiting = new Set<number>();
  const seen = new Set<ContractKind>();
  for (const event of history) {
    if (seen.has(event.kind)) continue;
    seen.add(event.kind);
    if (event.action === 'printed') awaiting.add(event.id);
  }
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
                  {onSign && awaiting.has(event.id) && (
                    <Button
                      size="small"
                      variant="outlined"
                      startIcon={<TaskAltIcon />}
                      sx={{ marginInlineStart: 1 }}
                      aria-label={t('actions.markDocumentSigned', { document: t(`history.${event.kind}`) })}
                      onClick={() => onSign(event.kind)}
                    >
                      {t('actions.markSigned')}
                    </Button>
                  )}
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
