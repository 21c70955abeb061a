/** Image upload folders of docs/requirements.md §P3. */
export const imageFolders = [
  'Banners',
  'WCB Banners',
  'Banners Dev',
  'Affiliate Merchant Logos',
  'Affiliate Merchant Logos Dev',
  'Merchant Logos',
  'Merchant Logos Dev',
  'Affiliate Categories Logos',
  'Affiliate Categories Logos Dev',
  'Contest Page',
  'Offer Logo',
  'Offer Logo Dev',
] as const;
export type ImageFolder = (typeof imageFolders)[number];

export const bannerFolders = [
  'Banners',
  'WCB Banners',
  'Banners Dev',
] as const satisfies readonly ImageFolder[];

/** Images accepted for upload, sniffed from content on the server. */
export const imageTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;

export const merchantLogoFolders = [
  'Merchant Logos',
  'Merchant Logos Dev',
] as const satisfies readonly ImageFolder[];
export const offerLogoFolders = ['Offer Logo', 'Offer Logo Dev'] as const satisfies readonly ImageFolder[];

export const affiliateMerchantLogoFolders = [
  'Affiliate Merchant Logos',
  'Affiliate Merchant Logos Dev',
] as const satisfies readonly ImageFolder[];
export const affiliateCategoryLogoFolders = [
  'Affiliate Categories Logos',
  'Affiliate Categories Logos Dev',
] as const satisfies readonly ImageFolder[];
export const contestImageFolders = ['Contest Page'] as const satisfies readonly ImageFolder[];
