import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect, useId, useState } from 'react';
import type { CaseAttachment } from '@cmt/contract/endpoints/cases';
import { PageSpinner } from '../../../kit/page-spinner';
import { fetchCaseAttachment } from '../api/case-attachment-file';
import { useCasesTranslation } from '../hooks/use-cases-translation';

/** Whether the page can show the file itself (an image or a PDF). */
export const canPreview = (attachment: CaseAttachment) =>
  attachment.contentType.startsWith('image/') || attachment.contentType === 'application/pdf';

/**
 * An image or a PDF of the case, shown in the page: its bytes read with the session's token (a
 * plain `src` would carry none) into an object URL, which is let go when the preview closes.
 */
export function AttachmentPreview({
  caseId,
  attachment,
  onClose,
}: {
  caseId: number;
  attachment: CaseAttachment | null;
  onClose: () => void;
}) {
  const { t } = useCasesTranslation();
  const titleId = useId();
  // What was read for which attachment: a newer one's preview never shows an older one's bytes.
  const [read, setRead] = useState<{ id: number; url: string | null; failed: boolean } | null>(null);
  const id = attachment?.id;
  useEffect(() => {
    if (id === undefined) return;
    const controller = new AbortController();
    let href: string | null = null;
    fetchCaseAttachment(caseId, id, controller.signal).then(
      ({ blob }) => {
        href = URL.createObjectURL(blob);
        setRead({ id, url: href, failed: false });
      },
      (error: unknown) => {
        if (!(error instanceof DOMException && error.name === 'AbortError'))
          setRead({ id, url: null, failed: true });
      },
    );
    return () => {
      controller.abort();
      if (href) URL.revokeObjectURL(href);
    };
  }, [caseId, id]);
  const url = read && read.id === id ? read.url : null;
  const failed = read !== null && read.id === id && read.failed;
  // The name stays while the dialog fades out after a close: a dialog without one is unnamed (axe).
  const [lastName, setLastName] = useState('');
  if (attachment && attachment.fileName !== lastName) setLastName(attachment.fileName);
  const name = attachment?.fileName ?? lastName;
  const close = () => {
    setRead(null);
    onClose();
  };
  return (
    <Dialog open={attachment !== null} onClose={close} aria-labelledby={titleId} maxWidth="lg" fullWidth>
      <DialogTitle id={titleId}>
        <bdi>{name}</bdi>
      </DialogTitle>
      <DialogContent dividers sx={{ display: 'flex', justifyContent: 'center' }}>
        {failed && <Alert severity="error">{t('attachments.previewFailed')}</Alert>}
        {!failed && !url && <PageSpinner label={t('attachments.previewLoading')} />}
        {url && attachment?.contentType === 'application/pdf' && (
          <iframe src={url} title={name} style={{ width: '100%', height: '75vh', border: 0 }} />
        )}
        {url && attachment?.contentType.startsWith('image/') && (
          <img src={url} alt={name} style={{ maxWidth: '100%', maxHeight: '75vh', objectFit: 'contain' }} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} autoFocus>
          {t('attachments.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
