import { BulkUploadScreen } from '../components/bulk-upload-screen';

export default function CatiBulkPage() {
  return <BulkUploadScreen feature="CATIStrategy" screen="cati" />;
}
