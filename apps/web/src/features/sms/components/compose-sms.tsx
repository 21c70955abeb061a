import SendIcon from '@mui/icons-material/Send';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { SMS_MAX_RECIPIENTS, type SmsInput } from '@cmt/contract/endpoints/sms';
import { SMS_MAX_PARTS, smsParts } from '@cmt/contract/sms';
import { ConfirmDialog } from '../../../kit/confirm-dialog';
import { useConfirmedAction } from '../../../kit/use-confirmed-action';
import { useLeaveGuard } from '../../../kit/use-leave-guard';
import { ApiError } from '../../../lib/api-client';
import { useSnackbar } from '../../../kit/snackbar';
import { useCreateSmsJob } from '../api/create-sms-job';
import { useSmsTranslation } from '../hooks/use-sms-translation';
import { firstColumn, parseRecipients } from './parse-recipients';
import { SmsPreview } from './sms-preview';

/** The compose form: message with a live part count, numbers pasted or loaded from a file, preview, send. */
export function ComposeSms({ onQueued }: { onQueued: (jobId: number) => void }) {
  const { t } = useSmsTranslation();
  const snackbar = useSnackbar();
  const [message, setMessage] = useState('');
  const [numbers, setNumbers] = useState('');
  const file = useRef<HTMLInputElement>(null);
  const create = useCreateSmsJob();
  const parts = smsParts(message.trim());
  const recipients = parseRecipients(numbers);
  const tooLong = parts.parts > SMS_MAX_PARTS;
  const [queued, setQueued] = useState<number | null>(null);
  const tooMany = recipients.valid.length > SMS_MAX_RECIPIENTS;
  // A message or numbers typed and not sent: leaving the page asks first.
  const leaveGuard = useLeaveGuard(message.trim() !== '' || numbers.trim() !== '');
  const ready =
    parts.parts > 0 && !tooLong && recipients.valid.length > 0 && recipients.invalid.length === 0 && !tooMany;
  const send = useConfirmedAction<SmsInput>({
    run: async (input) => {
      const job = await create.mutateAsync(input);
      setMessage('');
      setNumbers('');
      // The sending's dialog opens once this confirmation has closed: two dialogs at once leave the
      // second hidden from screen readers.
      setQueued(job.id);
    },
    success: t('compose.queued'),
    failure: (error) =>
      error instanceof ApiError && error.code === 'SMS_DAILY_LIMIT'
        ? t('compose.limit', error.details as { used: number; limit: number })
        : t('compose.failed'),
  });
  const load = async (chosen: File | undefined) => {
    if (!chosen) return;
    try {
      const lines = firstColumn(await chosen.text());
      setNumbers((current) => [current.trim(), ...lines].filter(Boolean).join('\n'));
      snackbar.show(t('compose.fileLoaded', { count: lines.length, name: chosen.name }), 'info');
    } catch {
      snackbar.show(t('compose.fileFailed'), 'error');
    }
  };
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {t('compose.title')}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Stack spacing={2}>
            <TextField
              label={t('compose.message')}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
              multiline
              minRows={4}
              required
              error={tooLong}
              slotProps={{ htmlInput: { dir: 'auto' } }}
              helperText={
                <>
                  <span aria-live="polite">
                    {t('compose.counter', {
                      units: parts.units,
                      parts: parts.parts,
                      encoding: t(`compose.encodings.${parts.encoding}`),
                    })}
                    {parts.parts > 0 && ` · ${t('compose.remaining', { remaining: parts.remaining })}`}
                  </span>
                  <br />
                  {tooLong ? t('compose.tooLong', { max: SMS_MAX_PARTS }) : t('compose.messageHelp')}
                </>
              }
            />
            <TextField
              label={t('compose.recipients')}
              value={numbers}
              onChange={(event) => setNumbers(event.target.value)}
              multiline
              minRows={4}
              maxRows={12}
              required
              helperText={t('compose.recipientsHelp')}
              slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false } }}
            />
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
              <Button size="small" startIcon={<UploadFileIcon />} onClick={() => file.current?.click()}>
                {t('compose.loadFile')}
              </Button>
              <input
                ref={file}
                type="file"
                hidden
                accept=".csv,.txt,text/csv,text/plain"
                onChange={(event) => {
                  void load(event.target.files?.[0]);
                  event.target.value = '';
                }}
              />
              <Chip
                size="small"
                color={recipients.valid.length > 0 ? 'success' : 'default'}
                label={t('compose.valid', { count: recipients.valid.length })}
              />
              {recipients.duplicates > 0 && (
                <Chip size="small" label={t('compose.duplicates', { count: recipients.duplicates })} />
              )}
            </Stack>
            {recipients.invalid.length > 0 && (
              <Alert severity="error">
                {t('compose.invalid', {
                  count: recipients.invalid.length,
                  examples: recipients.invalid
                    .slice(0, 5)
                    .map((entry) => `${entry.position}: ${entry.text}`)
                    .join(' · '),
                })}
              </Alert>
            )}
            {tooMany && <Alert severity="error">{t('compose.tooMany', { max: SMS_MAX_RECIPIENTS })}</Alert>}
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Stack spacing={2}>
            <SmsPreview message={message} />
            <Button
              variant="contained"
              startIcon={<SendIcon />}
              disabled={!ready}
              onClick={() => send.ask({ message: message.trim(), recipients: recipients.valid })}
              sx={{ alignSelf: 'flex-end' }}
            >
              {t('compose.send')}
            </Button>
          </Stack>
        </Grid>
      </Grid>
      <ConfirmDialog
        {...send.dialog}
        onExited={() => {
          if (queued !== null) onQueued(queued);
          setQueued(null);
        }}
        destructive={false}
        title={t('compose.confirmTitle')}
        message={t('compose.confirmMessage', {
          parts: parts.parts,
          count: recipients.valid.length,
          total: parts.parts * recipients.valid.length,
        })}
        confirmLabel={t('compose.send')}
      />
      {leaveGuard}
    </Paper>
  );
}
