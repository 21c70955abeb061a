import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { bulkColumns, type BulkFeature } from '@cmt/contract/endpoints/bulk';
import { PageHeader } from '../../../kit/page-header';
import { ApiError } from '../../../lib/api-client';
import { useBulkUpload, type Encoding } from '../hooks/use-bulk-upload';
import { useBulkMessage } from '../hooks/use-bulk-message';
import { useBulkTranslation } from '../hooks/use-bulk-translation';
import { saveFile } from '../../../lib/api-client';
import { templateCsv } from '../template-csv';
import { BatchHistory } from './batch-history';
import { BatchPanel } from './batch-panel';
import { DropZone } from './drop-zone';
import { PageSpinner } from '../../../kit/page-spinner';

interface BulkUploadScreenProps {
  feature: BulkFeature;
  /** Key of the screen's strings under `screens.` in the bulk namespace. */
  screen:
    | 'offers'
    | 'cardOffers'
    | 'branches'
    | 'merchants'
    | 'cati'
    | 'affiliateTransactions'
    | 'aml'
    | 'bank'
    | 'applicationReviews'
    | 'repayments'
    | 'creditPromotionUsers';
  /** Inside another page (a tab of the blacklist page): its title is a section heading, not the page's. */
  embedded?: boolean;
  /** What the kind's screen adds above the past uploads (e.g. the promotions a file can name). */
  children?: ReactNode;
}

/** The upload-and-confirm pattern: template, upload, validation report, confirm, progress, history. */
export function BulkUploadScreen({ feature, screen, embedded = false, children }: BulkUploadScreenProps) {
  const { t } = useBulkTranslation();
  const messageText = useBulkMessage();
  const state = useBulkUpload(feature);
  const required = bulkColumns[feature].filter((c) => c.required).map((c) => c.name);
  const optional = bulkColumns[feature].filter((c) => !c.required).map((c) => c.name);
  return (
    <>
      <PageHeader
        level={embedded ? 2 : 1}
        title={t(`screens.${screen}.title`)}
        subtitle={t(`screens.${screen}.subtitle`)}
        actions={
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            onClick={() =>
              saveFile(new Blob([templateCsv(feature)], { type: 'text/csv' }), `${screen}-template.csv`)
            }
          >
            {t('template')}
          </Button>
        }
      />
      <Stack spacing={3}>
        <Stack spacing={1}>
          <Typography variant="body2">
            {t('columns.required')} <bdi dir="ltr">{required.join(', ')}</bdi>
          </Typography>
          {optional.length > 0 && (
            <Typography variant="body2" color="text.secondary">
              {t('columns.optional')} <bdi dir="ltr">{optional.join(', ')}</bdi>
            </Typography>
          )}
          <TextField
            select
            size="small"
            label={t('encoding.label')}
            value={state.encoding}
            onChange={(event) => state.setEncoding(event.target.value as Encoding)}
            sx={{ maxWidth: 320 }}
            helperText={t('encoding.help')}
          >
            <MenuItem value="utf-8">{t('encoding.utf8')}</MenuItem>
            <MenuItem value="windows-1256">{t('encoding.windows1256')}</MenuItem>
          </TextField>
        </Stack>
        <DropZone onFile={state.send} disabled={state.uploading} progress={state.uploadProgress} />
        {state.uploadError && (
          <Alert severity="error" role="alert">
            {messageText(
              state.uploadError,
              state.uploadError instanceof ApiError ? state.uploadError.message : t('uploadFailed'),
            )}
          </Alert>
        )}
        {state.batchLoading && <PageSpinner label={t('loading')} />}
        {state.batch && <BatchPanel batch={state.batch} state={state} />}
        {children}
        <Stack spacing={1}>
          <Typography variant="h6" component="h2">
            {t('history.title')}
          </Typography>
          <BatchHistory feature={feature} onOpen={state.openBatch} />
        </Stack>
      </Stack>
    </>
  );
}
