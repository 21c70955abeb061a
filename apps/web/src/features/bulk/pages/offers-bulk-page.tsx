import { BulkUploadScreen } from '../components/bulk-upload-screen';

export default function OffersBulkPage() {
  return <BulkUploadScreen feature="OfferStrategy" screen="offers" />;
}
