import Alert from '@mui/material/Alert';
import { useParams } from 'react-router';
import { hrefFor } from '@cmt/contract/routes';
import { PageHeader } from '../../../kit/page-header';
import { useFeatureFlags } from '../../../lib/feature-flags';
import { OfferEditor } from '../components/offer-editor';
import { useOffersTranslation } from '../hooks/use-offers-translation';

/** /app/offers/cards/manage/{id?}: Lucky One card offers, only while their feature flag is on. */
export default function CardOfferManagePage() {
  const { t } = useOffersTranslation();
  const flags = useFeatureFlags();
  const { id } = useParams();
  const offerId = id && /^\d+$/.test(id) ? Number(id) : null;
  if (flags.isABMLuckyOneCardsOffersEnabled !== true) {
    return (
      <>
        <PageHeader title={t('form.cardCreateTitle')} />
        <Alert severity="info">{t('form.cardsOff')}</Alert>
      </>
    );
  }
  return (
    <OfferEditor
      key={offerId ?? 'new'}
      kind="CARD"
      id={offerId}
      afterCreate={(created) => hrefFor('offers.cardsManage', { id: created })}
    />
  );
}
