import AttachFileIcon from '@mui/icons-material/AttachFile';
import DownloadIcon from '@mui/icons-material/Download';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import { caseAttachmentTypes, type CaseAttachment } from '@cmt/contract/endpoints/cases';
import { useSnackbar } from '../../../kit/snackbar';
import { useFormatDateTime } from '../../../kit/use-format-date-time';
import { useLanguage } from '../../../lib/i18n';
import { downloadCaseAttachmentFile } from '../api/case-attachment-file';
import { useCaseTimeline } from '../api/get-case-timeline';
import {
  attachmentRefusal,
  CASE_ATTACHMENT_MAX_MB,
  uploadRefusal,
  useUploadCaseAttachment,
} from '../api/upload-case-attachment';
import { useCasesTranslation } from '../hooks/use-cases-translation';
import { AttachmentPreview, canPreview } from './attachment-preview';

const ATTACHMENT_KINDS = ['attachment'] as const;

const sizeOf = (language: string, bytes: number) =>
  new Intl.NumberFormat(language, {
    style: 'unit',
    unit: bytes < 1_048_576 ? 'kilobyte' : 'megabyte',
    maximumFractionDigits: 1,
  }).format(bytes < 1_048_576 ? bytes / 1024 : bytes / 1_048_576);

/**
 * The case's files: Upload (multipart `file`, with its progress; a file over 20 MB is refused before
 * it is sent, in the server's words), the list (read from the timeline's attachment events), each
 * with Download and, for images and PDFs, Preview.
 */
export function CaseAttachments({ caseId, canAdd }: { caseId: number; canAdd: boolean }) {
  const { t } = useCasesTranslation();
  const { language } = useLanguage();
  const when = useFormatDateTime();
  const snackbar = useSnackbar();
  const titleId = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadCaseAttachment(caseId);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [uploading, setUploading] = useState<string | null>(null);
  const [previewing, setPreviewing] = useState<CaseAttachment | null>(null);
  const timeline = useCaseTimeline(caseId, ATTACHMENT_KINDS);
  const attachments = (timeline.data?.events ?? []).flatMap((event) =>
    event.attachment ? [event.attachment] : [],
  );

  const send = (file: File) => {
    if (attachmentRefusal(file)) {
      setRefusal(t('attachments.tooLarge', { max: CASE_ATTACHMENT_MAX_MB }));
      return;
    }
    setRefusal(null);
    setUploading(file.name);
    upload.mutate(file, {
      onSuccess: (saved) => snackbar.show(t('attachments.uploaded', { name: saved.fileName }), 'success'),
      onError: (error) => {
        const why = uploadRefusal(error);
        setRefusal(
          why === 'tooLarge'
            ? t('attachments.tooLarge', { max: CASE_ATTACHMENT_MAX_MB })
            : t(`attachments.${why}`),
        );
      },
      onSettled: () => setUploading(null),
    });
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2 }}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}
      >
        <Typography id={titleId} variant="h6" component="h2">
          {t('attachments.title')}
        </Typography>
        {canAdd && (
          <>
            <input
              ref={input}
              type="file"
              hidden
              accept={caseAttachmentTypes.join(',')}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) send(file);
              }}
              data-testid="case-attachment-input"
            />
            <Button
              variant="outlined"
              startIcon={<AttachFileIcon />}
              disabled={upload.isPending}
              onClick={() => input.current?.click()}
            >
              {t('attachments.upload')}
            </Button>
          </>
        )}
      </Stack>
      {canAdd && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('attachments.hint', { max: CASE_ATTACHMENT_MAX_MB })}
        </Typography>
      )}
      {uploading !== null && (
        <Stack spacing={0.5} sx={{ mb: 1 }}>
          <Typography variant="body2">{t('attachments.uploading', { name: uploading })}</Typography>
          <LinearProgress
            variant="determinate"
            value={Math.round((upload.progress ?? 0) * 100)}
            aria-label={t('attachments.uploading', { name: uploading })}
          />
        </Stack>
      )}
      {refusal && (
        <Alert severity="error" sx={{ mb: 1 }} onClose={() => setRefusal(null)}>
          {refusal}
        </Alert>
      )}
      {attachments.length === 0 ? (
        <Typography color="text.secondary">{timeline.isPending ? '' : t('attachments.none')}</Typography>
      ) : (
        <List dense disablePadding aria-label={t('attachments.listLabel')}>
          {attachments.map((attachment) => (
            <ListItem key={attachment.id} disableGutters sx={{ gap: 1, alignItems: 'flex-start' }}>
              <ListItemText
                primary={<bdi>{attachment.fileName}</bdi>}
                secondary={t('attachments.meta', {
                  size: sizeOf(language, attachment.size),
                  who: attachment.uploadedBy?.name ?? t('timeline.system'),
                  at: when(attachment.createdAt),
                })}
                sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
              />
              <Stack direction="row" spacing={0.5} sx={{ flexShrink: 0 }}>
                {canPreview(attachment) && (
                  <Tooltip title={t('attachments.preview', { name: attachment.fileName })}>
                    <IconButton
                      aria-label={t('attachments.preview', { name: attachment.fileName })}
                      onClick={() => setPreviewing(attachment)}
                    >
                      <VisibilityIcon />
                    </IconButton>
                  </Tooltip>
                )}
                <Tooltip title={t('attachments.download', { name: attachment.fileName })}>
                  <IconButton
                    aria-label={t('attachments.download', { name: attachment.fileName })}
                    onClick={() =>
                      void downloadCaseAttachmentFile(caseId, attachment.id, attachment.fileName).catch(() =>
                        snackbar.show(t('attachments.downloadFailed'), 'error'),
                      )
                    }
                  >
                    <DownloadIcon />
                  </IconButton>
                </Tooltip>
              </Stack>
            </ListItem>
          ))}
        </List>
      )}
      <AttachmentPreview caseId={caseId} attachment={previewing} onClose={() => setPreviewing(null)} />
    </Paper>
  );
}
