import type { UploadedImage } from '@cmt/contract/endpoints/banners';
import { uploadBannerImage } from '@cmt/contract/endpoints/banners';
import type { bannerFolders } from '@cmt/contract/files';
import { useImageUpload } from '../../../kit/use-image-upload';

/** Upload state for a banner image going into `folder`; `onChange` receives the stored image or null. */
export const useBannerImageUpload = (
  folder: (typeof bannerFolders)[number],
  onChange: (image: UploadedImage | null) => void,
) => useImageUpload(uploadBannerImage, { query: { folder }, onChange });
