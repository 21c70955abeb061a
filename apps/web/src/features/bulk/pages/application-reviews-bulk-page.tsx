import { BulkUploadScreen } from '../components/bulk-upload-screen';

/** ApplicationReviewsStrategy files, applied by POST /financing/application-reviews/process-batch/{id}. */
export default function ApplicationReviewsBulkPage() {
  return <BulkUploadScreen feature="ApplicationReviewsStrategy" screen="applicationReviews" />;
}
