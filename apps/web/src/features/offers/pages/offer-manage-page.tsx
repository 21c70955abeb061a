import { useParams } from 'react-router';
import { hrefFor } from '@cmt/contract/routes';
import { OfferEditor } from '../components/offer-editor';

/** /app/offers/manage/{id?}: edit an offer, or create one when there is no id. */
export default function OfferManagePage() {
  const { id } = useParams();
  const offerId = id && /^\d+$/.test(id) ? Number(id) : null;
  return (
    <OfferEditor
      key={offerId ?? 'new'}
      kind="REGULAR"
      id={offerId}
      afterCreate={(created) => hrefFor('offers.manage', { id: created })}
    />
  );
}
