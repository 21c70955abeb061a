import ImageNotSupportedIcon from '@mui/icons-material/ImageNotSupported';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { KycImageSide } from '@cmt/contract/endpoints/compliance';
import type { KycImageState } from '../api/use-kyc-images';
import { useComplianceTranslation } from '../hooks/use-compliance-translation';

interface Props {
  userId: number;
  side: KycImageSide;
  /** The customer sent this side. */
  present: boolean;
  /** The image once asked for (undefined: not asked for yet). */
  image: KycImageState | undefined;
  loading: boolean;
}

function Placeholder({ color, icon, text }: { color: string; icon: ReactNode; text: string }) {
  return (
    <Box
      sx={{
        height: 160,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1,
        bgcolor: 'action.hover',
        borderRadius: 1,
        color,
      }}
    >
      {icon}
      <Typography variant="body2">{text}</Typography>
    </Box>
  );
}

/** One image of a profile, loaded through the audited endpoint once the reviewer said why; says so when it was not sent. */
export function KycImageCard({ userId, side, present, image, loading }: Props) {
  const { t } = useComplianceTranslation();
  const label = t(`sides.${side}`);
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }}>
      <Typography variant="subtitle2" gutterBottom>
        {label}
      </Typography>
      {!present ? (
        <Placeholder color="warning.main" icon={<ImageNotSupportedIcon />} text={t('profile.imageMissing')} />
      ) : image?.failed ? (
        <Placeholder color="error.main" icon={<ImageNotSupportedIcon />} text={t('profile.imageFailed')} />
      ) : image?.url ? (
        <Box
          component="img"
          src={image.url}
          alt={t('profile.imageAlt', { side: label, userId })}
          sx={{ display: 'block', width: '100%', maxHeight: 320, objectFit: 'contain', borderRadius: 1 }}
        />
      ) : loading ? (
        <Skeleton variant="rectangular" height={160} aria-label={label} />
      ) : (
        <Placeholder color="text.secondary" icon={<VisibilityOffIcon />} text={t('profile.imageHidden')} />
      )}
    </Paper>
  );
}
