import { BulkUploadScreen } from '../components/bulk-upload-screen';

export default function CardOffersBulkPage() {
  return <BulkUploadScreen feature="CardOfferStrategy" screen="cardOffers" />;
}
