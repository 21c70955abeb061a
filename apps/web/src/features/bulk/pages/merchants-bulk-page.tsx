import { BulkUploadScreen } from '../components/bulk-upload-screen';

export default function MerchantsBulkPage() {
  return <BulkUploadScreen feature="MerchantStrategy" screen="merchants" />;
}
