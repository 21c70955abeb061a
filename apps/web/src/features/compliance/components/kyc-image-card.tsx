import ImageNotSupportedIcon from '@mui/icons-material/ImageNotSupported';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { KycImageSide } from '@cmt/contract/endpoints/compliance';
import { useKycImage } from '../api/use-kyc-image';
import { useComplianceTranslation } from '../hooks/use-compliance-translation';

interface Props {
  validationId: number;
  userId: number;
  side: KycImageSide;
  present: boolean;
}

/** One image of a profile, loaded through the audited endpoint; says so when it was not sent. */
export function KycImageCard({ validationId, userId, side, present }: Props) {
  const { t } = useComplianceTranslation();
  const image = useKycImage(validationId, side, present);
  const label = t(`sides.${side}`);
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }}>
      <Typography variant="subtitle2" gutterBottom>
        {label}
      </Typography>
      {!present || image.failed ? (
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
            color: present ? 'error.main' : 'warning.main',
          }}
        >
          <ImageNotSupportedIcon />
          <Typography variant="body2">
            {present ? t('profile.imageFailed') : t('profile.imageMissing')}
          </Typography>
        </Box>
      ) : image.url ? (
        <Box
          component="img"
          src={image.url}
          alt={t('profile.imageAlt', { side: label, userId })}
          sx={{ display: 'block', width: '100%', maxHeight: 320, objectFit: 'contain', borderRadius: 1 }}
        />
      ) : (
        <Skeleton variant="rectangular" height={160} aria-label={label} />
      )}
    </Paper>
  );
}
