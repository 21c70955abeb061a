import type { UploadedImage } from '@cmt/contract/endpoints/banners';
import { uploadAffiliateBannerImage } from '@cmt/contract/endpoints/affiliate';
import type { bannerFolders } from '@cmt/contract/files';
import { useImageUpload } from '../../../kit/use-image-upload';

export const useAffiliateBannerUpload = (
  folder: (typeof bannerFolders)[number],
  onChange: (image: UploadedImage | null) => void,
) => useImageUpload(uploadAffiliateBannerImage, { query: { folder }, onChange });
