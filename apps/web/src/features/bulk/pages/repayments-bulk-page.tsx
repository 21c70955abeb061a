import { BulkUploadScreen } from '../components/bulk-upload-screen';

/** RepaymentsStrategy files (with each batch's total), applied by POST /financing/repayments/process-batch/{id}. */
export default function RepaymentsBulkPage() {
  return <BulkUploadScreen feature="RepaymentsStrategy" screen="repayments" />;
}
