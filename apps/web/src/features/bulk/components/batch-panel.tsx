import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { BulkBatch, BulkBatchDetail } from '@cmt/contract/endpoints/bulk';
import { PendingApprovalNotice } from '../../../kit/approvals/pending-approval';
import { ConfirmDialog } from '../../../kit/confirm-dialog';
import { ApiError } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { formatEgp } from '../../../lib/money';
import { useSnackbar } from '../../../kit/snackbar';
import { downloadErrorsCsv } from '../api/download-bulk-errors';
import type { BulkUploadState } from '../hooks/use-bulk-upload';
import { useBulkMessage } from '../hooks/use-bulk-message';
import { useBulkTranslation } from '../hooks/use-bulk-translation';
import { BatchStatusChip } from './batch-status-chip';
import { RowErrorsTable } from './row-errors-table';

/** Why a confirm was refused (the server's 409 codes), as strings of this screen. */
const confirmErrors: Record<string, string> = {
  BULK_ALREADY_APPLIED: 'batch.alreadyApplying',
  BULK_INVALID: 'batch.notAppliable',
};

/**
 * The current batch: counts, the validation report, confirm (or, while its apply waits for a second
 * approval, who asked and when in place of Apply), apply progress and the final report.
 */
export function BatchPanel({
  batch,
  state,
}: {
  batch: BulkBatch & Partial<Pick<BulkBatchDetail, 'pendingApproval'>>;
  state: BulkUploadState;
}) {
  const { t } = useBulkTranslation();
  const snackbar = useSnackbar();
  const messageText = useBulkMessage();
  const { language } = useLanguage();
  const [asking, setAsking] = useState(false);
  const applying = batch.status === 'QUEUED' || batch.status === 'APPLYING';
  const appliable =
    (batch.status === 'VALID' || batch.status === 'FAILED') && batch.alreadyAppliedBatchId === null;
  const percent = batch.validRows ? Math.round((batch.progress / batch.validRows) * 100) : 0;

  const apply = () =>
    state
      .confirm(batch.id)
      .catch((error: unknown) =>
        snackbar.show(
          t(confirmErrors[error instanceof ApiError ? error.code : ''] ?? 'applyFailed'),
          'error',
        ),
      )
      .finally(() => setAsking(false));

  return (
    <Paper
      variant="outlined"
      sx={{ p: 2 }}
      aria-label={t('batch.label', { id: batch.id })}
      component="section"
    >
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2">
            {t('batch.title', { id: batch.id })}
          </Typography>
          <BatchStatusChip status={batch.status} />
          <Typography color="text.secondary">
            <bdi>{batch.fileName}</bdi>
          </Typography>
        </Stack>
        <Typography data-testid="bulk-counts">
          {t('batch.counts', { count: batch.totalRows, valid: batch.validRows, invalid: batch.invalidRows })}
        </Typography>
        {batch.amountTotal !== null && batch.validRows > 0 && batch.status !== 'INVALID' && (
          <Typography data-testid="bulk-amount-total">
            {t('batch.amountTotal', { amount: formatEgp(language, batch.amountTotal) })}
          </Typography>
        )}

        {batch.failureReason && batch.status === 'INVALID' && (
          <Alert severity="error">{messageText(batch.failureMessage, batch.failureReason)}</Alert>
        )}
        {batch.status === 'INVALID' && batch.invalidRows > 0 && (
          <Alert
            severity="error"
            action={
              <Button
                color="inherit"
                startIcon={<DownloadIcon />}
                onClick={() => void downloadErrorsCsv(batch.feature, batch.id)}
              >
                {t('batch.downloadErrors')}
              </Button>
            }
          >
            {t('batch.invalid', { count: batch.invalidRows, errors: batch.errorCount })}
          </Alert>
        )}
        {batch.alreadyAppliedBatchId !== null && (
          <Alert severity="warning">{t('batch.alreadyApplied', { id: batch.alreadyAppliedBatchId })}</Alert>
        )}
        {batch.status === 'VALID' && batch.alreadyAppliedBatchId === null && (
          <Alert severity="success">{t('batch.valid', { count: batch.validRows })}</Alert>
        )}
        {batch.status === 'FAILED' && (
          <Alert severity="error">
            {/* The reason as a code worded here, never the server's English text (a batch failed before codes: unexpected). */}
            {t('batch.failed', {
              reason: messageText(batch.failureMessage, t('messages.applyUnexpected')),
            })}
          </Alert>
        )}
        {applying && (
          <Stack spacing={0.5}>
            {/* Until the first chunk is written (or where the database reports progress only at the end) it moves without a figure. */}
            <LinearProgress
              variant={batch.progress > 0 ? 'determinate' : 'indeterminate'}
              value={percent}
              aria-label={t('batch.applying')}
            />
            <Typography variant="caption">
              {t('batch.progress', { done: batch.progress, total: batch.validRows, percent })}
            </Typography>
          </Stack>
        )}
        {batch.status === 'APPLIED' && batch.report && (
          <Alert severity="success">
            {t('batch.applied', { inserted: batch.report.inserted, updated: batch.report.updated })}
          </Alert>
        )}
        {appliable && batch.pendingApproval && <PendingApprovalNotice pending={batch.pendingApproval} />}
        {appliable && !batch.pendingApproval && (
          <div>
            <Button variant="contained" onClick={() => setAsking(true)}>
              {batch.status === 'FAILED'
                ? t('batch.applyAgain')
                : t('batch.apply', { count: batch.validRows })}
            </Button>
          </div>
        )}
        {batch.errorCount > 0 && <RowErrorsTable feature={batch.feature} batchId={batch.id} />}
      </Stack>
      <ConfirmDialog
        open={asking}
        title={t('confirm.title')}
        message={[
          t('confirm.message', { count: batch.validRows, file: batch.fileName }),
          // An AML file also suspends the open credit lines of the customers it lists.
          batch.openLinesToSuspend !== null && t('confirm.suspends', { lines: batch.openLinesToSuspend }),
        ]
          .filter(Boolean)
          .join(' ')}
        confirmLabel={t('confirm.apply')}
        busy={state.confirming}
        onConfirm={() => void apply()}
        onClose={() => setAsking(false)}
      />
    </Paper>
  );
}
