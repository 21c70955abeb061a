import { BulkUploadScreen } from '../components/bulk-upload-screen';

export default function BranchesBulkPage() {
  return <BulkUploadScreen feature="BranchStrategy" screen="branches" />;
}
