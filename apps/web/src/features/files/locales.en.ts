import type { ImageFolder } from '@cmt/contract/files';

/** The English strings of namespace `files` (locales.ts loads the language on screen only). */
const en = {
  title: 'Files',
  subtitle: 'Images for banners, logos, offers and the contest page, served from the CDN',
  upload: {
    title: 'Upload an image',
    folder: 'Folder',
    image: 'Image',
    done: 'The image was uploaded to {{folder}}',
  },
  filter: {
    folder: 'Folder',
    all: 'All folders',
    sort: 'Order',
    newest: 'Newest first',
    largest: 'Largest first',
  },
  listLabel: 'Images',
  search: 'File name',
  empty: 'No image in this folder yet',
  noMatch: 'No image whose name holds “{{q}}”',
  loadError: 'Could not load the images',
  retry: 'Retry',
  uploadedBy: 'Uploaded {{when}} by {{who}}',
  uploadedAt: 'Uploaded {{when}}',
  size: '{{kb}} kB',
  copy: 'Copy the address of {{name}}',
  copied: 'The image address was copied',
  copyFailed: 'Could not copy: select the address and copy it yourself',
  open: 'Open {{name}}',
  delete: 'Delete {{name}}',
  deleteTitle: 'Delete this image?',
  checkingUses: 'Checking where the image is used…',
  unused: 'Nothing uses this image: it will be deleted and its address will stop working.',
  usedBy: 'This image is used and cannot be deleted. Change these first:',
  usesFailed: 'Could not check where the image is used',
  deleteConfirm: 'Delete image',
  deleted: 'The image was deleted',
  stillUsed: 'The image is used, so it was not deleted',
  deleteFailed: 'Could not delete the image',
  kinds: {
    banner: 'Banner',
    offer: 'Offer',
    merchant: 'Merchant',
    'affiliate-merchant': 'Affiliate merchant',
    'affiliate-category': 'Affiliate category',
    'affiliate-config': 'Affiliate page (contest or banners)',
  } as Record<string, string>,
  folders: {
    Banners: 'Banners',
    'WCB Banners': 'WCB Banners',
    'Banners Dev': 'Banners (development)',
    'Affiliate Merchant Logos': 'Affiliate merchant logos',
    'Affiliate Merchant Logos Dev': 'Affiliate merchant logos (development)',
    'Merchant Logos': 'Merchant logos',
    'Merchant Logos Dev': 'Merchant logos (development)',
    'Affiliate Categories Logos': 'Affiliate category logos',
    'Affiliate Categories Logos Dev': 'Affiliate category logos (development)',
    'Contest Page': 'Contest page',
    'Offer Logo': 'Offer logos',
    'Offer Logo Dev': 'Offer logos (development)',
  } satisfies Record<ImageFolder, string>,
};

export type Tree = typeof en;

export default en;
