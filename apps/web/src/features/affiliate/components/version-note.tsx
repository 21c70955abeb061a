import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useFormatDateTime } from '../../../kit/use-format-date-time';
import { useAffiliateTranslation } from '../hooks/use-affiliate-translation';

interface VersionNoteProps {
  version: number;
  updatedAt: string;
  updatedBy: string | null;
  previous: { version: number; savedAt: string; savedBy: string | null } | null;
  /** The previous version's values, shown read-only when opened. */
  renderPrevious: () => ReactNode;
  /** Puts the previous version's values in the form (the user still saves them). */
  onRestore: () => void;
}

/** Which version is on screen, who saved it, and the version it replaced, which can be put back in the form. */
export function VersionNote({
  version,
  updatedAt,
  updatedBy,
  previous,
  renderPrevious,
  onRestore,
}: VersionNoteProps) {
  const { t } = useAffiliateTranslation();
  const formatDateTime = useFormatDateTime();
  const [open, setOpen] = useState(false);
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Typography variant="body2" color="text.secondary">
          {t('versions.current', {
            version,
            at: formatDateTime(updatedAt),
            by: updatedBy ?? t('versions.someone'),
          })}
        </Typography>
        {previous ? (
          <Button size="small" onClick={() => setOpen((value) => !value)} aria-expanded={open}>
            {t(open ? 'versions.hidePrevious' : 'versions.showPrevious')}
          </Button>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('versions.previousNone')}
          </Typography>
        )}
      </Stack>
      {previous && (
        <Collapse in={open} unmountOnExit>
          <Stack spacing={2} sx={{ mt: 2 }}>
            <Typography variant="subtitle2" component="h2">
              {t('versions.previous', {
                version: previous.version,
                at: formatDateTime(previous.savedAt),
                by: previous.savedBy ?? t('versions.someone'),
              })}
            </Typography>
            {renderPrevious()}
            <div>
              <Button variant="outlined" onClick={onRestore}>
                {t('versions.restore')}
              </Button>
            </div>
          </Stack>
        </Collapse>
      )}
    </Paper>
  );
}
