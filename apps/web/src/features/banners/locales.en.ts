/** The English strings of namespace `banners` (locales.ts loads the language on screen only). */
const en = {
  title: 'Banners',
  subtitle: 'Images shown at the top of the offers screens in the app',
  createBanner: 'Create banner',
  createTitle: 'Create banner',
  tableLabel: 'Banners',
  empty: 'No banners to show',
  filters: { active: 'Active', ALL: 'All', ACTIVE: 'Active', INACTIVE: 'Inactive' },
  columns: {
    image: 'Image',
    title: 'Title',
    folder: 'Folder',
    link: 'Link',
    position: 'Position',
    createdAt: 'Created',
    isActive: 'Active',
    actions: 'Actions',
  },
  imageAlt: 'Banner “{{title}}”',
  noLink: 'No link',
  toggleActive: 'Active: {{title}}',
  edit: 'Edit {{title}}',
  editTitle: 'Edit banner',
  loading: 'Loading the banner…',
  activeHelp: 'Only active banners are shown in the app',
  delete: 'Delete {{title}}',
  confirmDeleteTitle: 'Delete banner?',
  confirmDeleteMessage: 'The banner “{{title}}” will be removed from the app.',
  fields: {
    folder: 'Folder',
    folderHelp: 'Changing the folder asks for the image again',
    image: 'Banner image',
    title: 'Title',
    link: 'Link',
    linkHelp: 'Optional. Opens when the banner is tapped (https://…)',
    position: 'Position',
    positionHelp: 'Lower numbers are shown first',
    isActive: 'Active',
  },
  folders: { Banners: 'Banners', 'WCB Banners': 'WCB Banners', 'Banners Dev': 'Banners (development)' },
};

export type Tree = typeof en;

export default en;
