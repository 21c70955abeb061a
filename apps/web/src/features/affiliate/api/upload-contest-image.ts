import type { UploadedImage } from '@cmt/contract/endpoints/banners';
import { uploadContestImage } from '@cmt/contract/endpoints/affiliate';
import { useImageUpload } from '../../../kit/use-image-upload';

export const useContestImageUpload = (onChange: (image: UploadedImage | null) => void) =>
  useImageUpload(uploadContestImage, { query: { folder: 'Contest Page' }, onChange });
