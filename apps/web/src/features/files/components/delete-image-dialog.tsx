import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { StoredImage } from '@cmt/contract/endpoints/files';
import { usePatternsTranslation } from '../../../kit/use-patterns-translation';
import { useImageUses } from '../api/images';
import { useFilesTranslation } from '../hooks/use-files-translation';

interface Props {
  image: StoredImage | null;
  open: boolean;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Says where an image is used before deleting it; an image in use cannot be deleted from here. */
export function DeleteImageDialog({ image, open, busy, onConfirm, onClose }: Props) {
  const { t } = useFilesTranslation();
  const patterns = usePatternsTranslation();
  const titleId = useId();
  const uses = useImageUses(open && image ? image.id : null);
  const used = (uses.data?.length ?? 0) > 0;
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>{t('deleteTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {image && (
            <img src={image.url} alt="" style={{ maxWidth: '100%', maxHeight: 120, objectFit: 'contain' }} />
          )}
          {uses.isPending && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <CircularProgress size={18} />
              <Typography>{t('checkingUses')}</Typography>
            </Stack>
          )}
          {uses.isError && <Alert severity="error">{t('usesFailed')}</Alert>}
          {uses.data && !used && <Typography>{t('unused')}</Typography>}
          {used && (
            <Alert severity="warning">
              {t('usedBy')}
              <List dense disablePadding>
                {uses.data!.map((use) => (
                  <ListItem key={`${use.kind}-${use.id}`} disableGutters>
                    <ListItemText
                      primary={`${t(`kinds.${use.kind}`, { defaultValue: use.kind })} #${use.id}: ${use.label}`}
                    />
                  </ListItem>
                ))}
              </List>
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy} autoFocus>
          {patterns.t('confirm.cancel')}
        </Button>
        <Button
          onClick={onConfirm}
          color="error"
          variant="contained"
          loading={busy}
          disabled={!uses.data || used}
        >
          {t('deleteConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
