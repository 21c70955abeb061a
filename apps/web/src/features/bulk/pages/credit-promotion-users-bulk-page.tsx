import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useBilingual } from '../../../kit/use-bilingual';
import { useFormatDate } from '../../../kit/use-format-date-time';
import { useOpenPromotions } from '../api/get-open-promotions';
import { BulkUploadScreen } from '../components/bulk-upload-screen';
import { useBulkTranslation } from '../hooks/use-bulk-translation';

/** CreditPromotionStrategy files: customers eligible for a promotion, named by its id (listed here). */
export default function CreditPromotionUsersBulkPage() {
  const { t } = useBulkTranslation();
  const pick = useBilingual();
  const formatDate = useFormatDate();
  const promotions = useOpenPromotions();
  return (
    <BulkUploadScreen feature="CreditPromotionStrategy" screen="creditPromotionUsers">
      <Paper
        variant="outlined"
        sx={{ p: 2 }}
        component="section"
        aria-label={t('screens.creditPromotionUsers.open')}
      >
        <Typography variant="subtitle1" component="h2" gutterBottom>
          {t('screens.creditPromotionUsers.open')}
        </Typography>
        {promotions.data?.length === 0 && (
          <Typography color="text.secondary">{t('screens.creditPromotionUsers.none')}</Typography>
        )}
        <Stack component="ul" spacing={0.5} sx={{ m: 0, paddingInlineStart: 2.5 }}>
          {(promotions.data ?? []).map((promotion) => (
            <Typography component="li" variant="body2" key={promotion.id}>
              <bdi dir="ltr">promotion_id = {promotion.id}</bdi> ·{' '}
              <bdi>{pick(promotion.nameEn, promotion.nameAr)}</bdi> · {formatDate(promotion.startsOn)} –{' '}
              {formatDate(promotion.endsOn)}
            </Typography>
          ))}
        </Stack>
      </Paper>
    </BulkUploadScreen>
  );
}
