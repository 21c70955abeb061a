import type { UploadedImage } from '@cmt/contract/endpoints/banners';
import { uploadOfferImage } from '@cmt/contract/endpoints/offers';
import type { offerLogoFolders } from '@cmt/contract/files';
import { useImageUpload } from '../../../kit/use-image-upload';

export const useOfferImageUpload = (
  folder: (typeof offerLogoFolders)[number],
  onChange: (image: UploadedImage | null) => void,
) => useImageUpload(uploadOfferImage, { query: { folder }, onChange });
