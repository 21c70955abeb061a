import type { UploadedImage } from '@cmt/contract/endpoints/banners';
import { uploadAffiliateCategoryLogo } from '@cmt/contract/endpoints/affiliate';
import type { affiliateCategoryLogoFolders } from '@cmt/contract/files';
import { useImageUpload } from '../../../kit/use-image-upload';

export const useCategoryLogoUpload = (
  folder: (typeof affiliateCategoryLogoFolders)[number],
  onChange: (image: UploadedImage | null) => void,
) => useImageUpload(uploadAffiliateCategoryLogo, { query: { folder }, onChange });
