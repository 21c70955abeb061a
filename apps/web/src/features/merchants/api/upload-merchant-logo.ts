import type { UploadedImage } from '@cmt/contract/endpoints/banners';
import { uploadMerchantLogo } from '@cmt/contract/endpoints/merchants';
import type { merchantLogoFolders } from '@cmt/contract/files';
import { useImageUpload } from '../../../kit/use-image-upload';

export const useMerchantLogoUpload = (
  folder: (typeof merchantLogoFolders)[number],
  onChange: (image: UploadedImage | null) => void,
) => useImageUpload(uploadMerchantLogo, { query: { folder }, onChange });
