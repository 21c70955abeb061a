import { hrefFor } from '@cmt/contract/routes';
import { OfferEditor } from '../components/offer-editor';

export default function OfferCreatePage() {
  return <OfferEditor kind="REGULAR" id={null} afterCreate={(id) => hrefFor('offers.manage', { id })} />;
}
