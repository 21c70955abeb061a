import { BulkUploadScreen } from '../components/bulk-upload-screen';

export default function AffiliateTransactionsBulkPage() {
  return <BulkUploadScreen feature="AffiliateTransactionStrategy" screen="affiliateTransactions" />;
}
