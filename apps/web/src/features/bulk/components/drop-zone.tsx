import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useBulkTranslation } from '../hooks/use-bulk-translation';

interface DropZoneProps {
  onFile: (file: File) => void;
  disabled: boolean;
  /** 0..1 while uploading, else null. */
  progress: number | null;
}

/** Drag a CSV/XLSX file here or pick one; shows the upload progress. */
export function DropZone({ onFile, disabled, progress }: DropZoneProps) {
  const { t } = useBulkTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const take = (files: FileList | null) => {
    const file = files?.[0];
    if (file && !disabled) onFile(file);
  };
  return (
    <Paper
      variant="outlined"
      data-testid="bulk-drop-zone"
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        take(event.dataTransfer.files);
      }}
      sx={{
        p: 3,
        borderStyle: 'dashed',
        borderWidth: 2,
        borderColor: over ? 'primary.main' : 'divider',
        textAlign: 'center',
      }}
    >
      <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
        <UploadFileIcon fontSize="large" color={over ? 'primary' : 'action'} />
        <Typography>{t('drop.hint')}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t('drop.limits')}
        </Typography>
        <Button variant="contained" disabled={disabled} onClick={() => input.current?.click()}>
          {t('drop.choose')}
        </Button>
        <input
          ref={input}
          type="file"
          hidden
          aria-label={t('drop.choose')}
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          onChange={(event) => {
            take(event.target.files);
            event.target.value = '';
          }}
        />
        {progress !== null && (
          <Stack sx={{ width: '100%' }} spacing={0.5}>
            <LinearProgress
              variant={progress < 1 ? 'determinate' : 'indeterminate'}
              value={progress * 100}
              aria-label={t('drop.uploading')}
            />
            <Typography variant="caption" color="text.secondary">
              {progress < 1
                ? t('drop.uploadingPercent', { percent: Math.round(progress * 100) })
                : t('drop.validating')}
            </Typography>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
