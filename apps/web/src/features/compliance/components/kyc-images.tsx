import VisibilityIcon from '@mui/icons-material/Visibility';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  REFERENCE_IN_USE,
  kycImageSides,
  type IdImageViewPurpose,
  type ProfileValidation,
} from '@cmt/contract/endpoints/compliance';
import { ApiError } from '../../../lib/api-client';
import { useKycImages } from '../api/use-kyc-images';
import { useComplianceTranslation } from '../hooks/use-compliance-translation';
import { KycImageCard } from './kyc-image-card';
import { ViewPurposeDialog } from './view-purpose-dialog';

interface Props {
  profile: Pick<ProfileValidation, 'id' | 'userId' | 'status' | 'images'>;
  name: string;
  /** Ask why as the component opens (the KYC review); false: only when "Show images" is pressed (the customer page). */
  askOnOpen?: boolean;
}

/**
 * The id card and selfie of a profile. Opening the profile asks once why (a reason and a
 * reference: a pending profile starts with its KYC review and its number); the images load only
 * then, each view recorded with both. Mount it per profile (`key={id}`) so each opening asks anew.
 */
export function KycImages({ profile, name, askOnOpen = true }: Props) {
  const { t } = useComplianceTranslation();
  const sides = kycImageSides.filter((side) => profile.images[side]);
  const { images, load } = useKycImages(profile.id);
  const [asking, setAsking] = useState(askOnOpen && sides.length > 0);
  const [loading, setLoading] = useState(false);
  const [purpose, setPurpose] = useState<IdImageViewPurpose | null>(null);
  const pending = profile.status === 'PENDING';

  /** Loads the images with why; a refused reference keeps the dialog open saying so. */
  const show = async (chosen: IdImageViewPurpose): Promise<string | null> => {
    setLoading(true);
    try {
      await load(sides, chosen);
      setPurpose(chosen);
      setAsking(false);
      return null;
    } catch (error) {
      if (error instanceof ApiError && error.code === REFERENCE_IN_USE) return t('referenceInUse');
      setAsking(false);
      return null;
    } finally {
      setLoading(false);
    }
  };

  return (
    <Stack spacing={1.5}>
      <Typography variant="h6" component="h2">
        {t('profile.imagesTitle')}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {purpose
          ? t('profile.imagesShownFor', {
              reason:
                purpose.reason === 'KYC_REVIEW'
                  ? t('profile.purpose.kycReview')
                  : t(`nid.reasons.${purpose.reason}`),
              reference: `\u2068${purpose.reference}\u2069`,
            })
          : t('profile.imagesAudited')}
      </Typography>
      {sides.length > 0 && !purpose && !asking && !loading && (
        <Alert
          severity="info"
          action={
            <Button
              color="inherit"
              size="small"
              startIcon={<VisibilityIcon />}
              onClick={() => setAsking(true)}
            >
              {t('profile.showImages')}
            </Button>
          }
        >
          {t('profile.imagesHidden')}
        </Alert>
      )}
      {kycImageSides.map((side) => (
        <KycImageCard
          key={side}
          userId={profile.userId}
          side={side}
          present={profile.images[side]}
          image={images[side]}
          loading={loading}
        />
      ))}
      <ViewPurposeDialog
        key={String(asking)}
        open={asking}
        name={name}
        initial={
          pending ? { reason: 'KYC_REVIEW', reference: `KYC-${profile.id}` } : { reason: '', reference: '' }
        }
        busy={loading}
        onClose={() => setAsking(false)}
        onShow={show}
      />
    </Stack>
  );
}
