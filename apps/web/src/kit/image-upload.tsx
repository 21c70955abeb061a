import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type ReactNode } from 'react';
import { IMAGE_MAX_BYTES, imageTypes } from '@cmt/contract/files';
import type { ImageUploadState } from './use-image-upload';
import { usePatternsTranslation } from './use-patterns-translation';

interface ImageUploadProps {
  label: ReactNode;
  state: ImageUploadState<unknown>;
  /** A form error for the field the upload fills (e.g. "Upload an image first"). */
  error?: string;
  disabled?: boolean;
}

/** Drop zone or file chooser with preview, progress and clear error text; state from useImageUpload. */
export function ImageUpload({ label, state, error, disabled }: ImageUploadProps) {
  const { t } = usePatternsTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const labelId = useId();
  const helpId = useId();
  // A file the browser cannot draw (its type lied) shows no broken picture while the server checks it.
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  const previewUrl = state.previewUrl !== brokenUrl ? state.previewUrl : null;
  const problem = state.problem
    ? t(`upload.${state.problem}`, { max: Math.round(IMAGE_MAX_BYTES / (1024 * 1024)) })
    : error;

  const pick = (files: FileList | null) => {
    const file = files?.[0];
    if (file) state.upload(file);
  };

  return (
    <Box role="group" aria-labelledby={labelId} aria-describedby={helpId}>
      <Typography id={labelId} variant="subtitle2" gutterBottom>
        {label}
      </Typography>
      <Box
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          if (!disabled) pick(event.dataTransfer.files);
        }}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: problem ? 'error.main' : dragging ? 'primary.main' : 'divider',
          borderRadius: 1,
          p: 2,
          bgcolor: dragging ? 'action.hover' : 'transparent',
        }}
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'center' }}>
          {previewUrl ? (
            <Box
              component="img"
              src={previewUrl}
              alt={t('upload.preview')}
              onError={() => setBrokenUrl(previewUrl)}
              sx={{
                width: 160,
                height: 90,
                objectFit: 'contain',
                bgcolor: 'action.selected',
                borderRadius: 1,
              }}
            />
          ) : (
            <CloudUploadIcon color="action" sx={{ fontSize: 48 }} />
          )}
          <Stack spacing={1} sx={{ flexGrow: 1, minWidth: 0 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              {!previewUrl && <Typography color="text.secondary">{t('upload.drop')}</Typography>}
              <Button
                variant="outlined"
                size="small"
                disabled={disabled}
                onClick={() => input.current?.click()}
              >
                {previewUrl ? t('upload.replace') : t('upload.choose')}
              </Button>
              {state.status !== 'idle' && (
                <Button size="small" color="inherit" disabled={disabled} onClick={state.clear}>
                  {t('upload.remove')}
                </Button>
              )}
            </Stack>
            {state.fileName && (
              <Typography variant="body2" noWrap title={state.fileName}>
                {state.fileName}
              </Typography>
            )}
            {state.status === 'uploading' && (
              <>
                <LinearProgress variant="determinate" value={state.progress * 100} />
                <Typography variant="caption" aria-live="polite">
                  {t('upload.uploading', { percent: Math.round(state.progress * 100) })}
                </Typography>
              </>
            )}
            {state.status === 'done' && (
              <Typography variant="caption" color="success.main" aria-live="polite">
                {t('upload.done')}
              </Typography>
            )}
          </Stack>
        </Stack>
        <input
          ref={input}
          type="file"
          hidden
          accept={imageTypes.join(',')}
          onChange={(event) => {
            pick(event.target.files);
            event.target.value = '';
          }}
        />
      </Box>
      <FormHelperText
        id={helpId}
        error={Boolean(problem)}
        role={problem ? 'alert' : undefined}
        sx={{ marginInline: 1.75 }}
      >
        {problem ?? ' '}
      </FormHelperText>
    </Box>
  );
}

/** The image a record has now, shown above the upload until a new one is chosen. */
export function CurrentImage({
  label,
  src,
  alt,
  width,
  height,
}: {
  label: ReactNode;
  src: string;
  alt: string;
  width: number;
  height: number;
}) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Box
        component="img"
        src={src}
        alt={alt}
        sx={{ display: 'block', width, height, objectFit: 'contain', borderRadius: 1 }}
      />
    </Box>
  );
}
