import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/Delete';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { StoredImage } from '@cmt/contract/endpoints/files';
import { RowAction } from '../../../kit/row-action';
import { useFormatDateTime } from '../../../kit/use-format-date-time';
import { useFilesTranslation } from '../hooks/use-files-translation';

interface Props {
  image: StoredImage;
  onCopy: (image: StoredImage) => void;
  onDelete: (image: StoredImage) => void;
}

/** The last part of a key (its uuid file name), to tell images apart in labels. */
export const shortName = (key: string) => key.split('/').pop() ?? key;

/** One image as a thumbnail with its folder, size, who uploaded it, and copy / open / delete. */
export function ImageCard({ image, onCopy, onDelete }: Props) {
  const { t } = useFilesTranslation();
  const when = useFormatDateTime();
  const name = image.originalName ?? shortName(image.key);
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <Box
        sx={{
          height: 140,
          bgcolor: 'action.hover',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          backgroundImage:
            'linear-gradient(45deg, rgba(128,128,128,.15) 25%, transparent 25%, transparent 75%, rgba(128,128,128,.15) 75%)',
          backgroundSize: '16px 16px',
        }}
      >
        <Box
          component="img"
          src={image.url}
          alt={name}
          loading="lazy"
          sx={{ maxWidth: '100%', maxHeight: 140, objectFit: 'contain' }}
        />
      </Box>
      <CardContent sx={{ flexGrow: 1, pb: 0 }}>
        <Typography variant="subtitle2">{t(`folders.${image.folder}`)}</Typography>
        <Typography variant="caption" color="text.secondary" component="p" noWrap title={image.key}>
          <bdi dir="ltr">{name}</bdi>
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p">
          {image.contentType.replace('image/', '').toUpperCase()} ·{' '}
          {t('size', { kb: (image.size / 1024).toFixed(1) })}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p">
          {image.createdBy
            ? t('uploadedBy', { when: when(image.createdAt), who: image.createdBy })
            : t('uploadedAt', { when: when(image.createdAt) })}
        </Typography>
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end' }}>
        <Tooltip title={t('copy', { name })}>
          <IconButton size="small" aria-label={t('copy', { name })} onClick={() => onCopy(image)}>
            <ContentCopyIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        <Tooltip title={t('open', { name })}>
          <IconButton
            size="small"
            aria-label={t('open', { name })}
            component="a"
            href={image.url}
            target="_blank"
            rel="noopener noreferrer"
          >
            <OpenInNewIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        <RowAction
          label={t('delete', { name })}
          icon={<DeleteIcon fontSize="small" />}
          onClick={() => onDelete(image)}
        />
      </CardActions>
    </Card>
  );
}
