import type { UploadedImage } from '@cmt/contract/endpoints/banners';
import { uploadAffiliateMerchantLogo } from '@cmt/contract/endpoints/affiliate';
import type { affiliateMerchantLogoFolders } from '@cmt/contract/files';
import { useImageUpload } from '../../../kit/use-image-upload';

export const useAffiliateMerchantLogoUpload = (
  folder: (typeof affiliateMerchantLogoFolders)[number],
  onChange: (image: UploadedImage | null) => void,
) => useImageUpload(uploadAffiliateMerchantLogo, { query: { folder }, onChange });
