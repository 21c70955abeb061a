import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OfferHit } from '@cmt/contract/endpoints/offers';
import { OrderedPicker } from '../../../kit/ordered-picker';
import { useLanguage } from '../../../lib/i18n';
import { useOffersTranslation } from '../hooks/use-offers-translation';
import { OfferAdder } from './offer-adder';

interface OrderedOffersEditorProps {
  offers: readonly OfferHit[];
  onChange: (offers: OfferHit[]) => void;
  disabled?: boolean;
}

/** Pick live offers and put them in order (drag and drop, or the keyboard and buttons). */
export function OrderedOffersEditor({ offers, onChange, disabled }: OrderedOffersEditorProps) {
  const { t } = useOffersTranslation();
  const { language } = useLanguage();
  const arabic = language.startsWith('ar');
  const titleOf = (offer: OfferHit) => (arabic ? offer.titleAr : offer.titleEn);
  return (
    <Stack spacing={2}>
      <OfferAdder chosen={offers} onAdd={(offer) => onChange([...offers, offer])} disabled={disabled} />
      <OrderedPicker
        items={offers}
        onChange={onChange}
        getKey={(offer) => offer.id}
        disabled={disabled}
        labels={{
          list: t('ordered.listLabel'),
          empty: t('ordered.empty'),
          moveUp: (offer) => t('ordered.moveUp', { title: titleOf(offer) }),
          moveDown: (offer) => t('ordered.moveDown', { title: titleOf(offer) }),
          remove: (offer) => t('ordered.remove', { title: titleOf(offer) }),
          drag: (offer) => t('ordered.drag', { title: titleOf(offer) }),
          moved: (offer, position, count) => t('ordered.moved', { title: titleOf(offer), position, count }),
        }}
        renderItem={(offer) => (
          <>
            <Typography variant="body2" dir="auto" noWrap>
              {titleOf(offer)}
            </Typography>
            <Typography variant="caption" color="text.secondary" dir="auto" noWrap component="div">
              #{offer.id} · {arabic ? offer.merchantNameAr : offer.merchantNameEn} ·{' '}
              {t(`statuses.${offer.status}`)}
            </Typography>
          </>
        )}
      />
    </Stack>
  );
}
