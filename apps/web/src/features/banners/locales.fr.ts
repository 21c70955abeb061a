import type { Tree } from './locales.en';

/** The French strings of namespace `banners` (locales.ts loads the language on screen only). */
const fr: Tree = {
  title: 'Bannières',
  subtitle: "Images affichées en haut des écrans d'offres de l'application",
  createBanner: 'Créer une bannière',
  createTitle: 'Créer une bannière',
  tableLabel: 'Bannières',
  empty: 'Aucune bannière à afficher',
  filters: { active: 'Statut', ALL: 'Toutes', ACTIVE: 'Actives', INACTIVE: 'Inactives' },
  columns: {
    image: 'Image',
    title: 'Titre',
    folder: 'Dossier',
    link: 'Lien',
    position: 'Position',
    createdAt: 'Créée le',
    isActive: 'Active',
    actions: 'Actions',
  },
  imageAlt: 'Bannière « {{title}} »',
  noLink: 'Aucun lien',
  toggleActive: 'Active : {{title}}',
  edit: 'Modifier {{title}}',
  editTitle: 'Modifier la bannière',
  loading: 'Chargement de la bannière…',
  activeHelp: 'Seules les bannières actives sont affichées dans l’application',
  delete: 'Supprimer {{title}}',
  confirmDeleteTitle: 'Supprimer la bannière ?',
  confirmDeleteMessage: "La bannière « {{title}} » sera retirée de l'application.",
  fields: {
    folder: 'Dossier',
    folderHelp: "Changer de dossier demande de renvoyer l'image",
    image: 'Image de la bannière',
    title: 'Titre',
    link: 'Lien',
    linkHelp: 'Facultatif. Ouvert quand on touche la bannière (https://…)',
    position: 'Position',
    positionHelp: "Les plus petits nombres s'affichent en premier",
    isActive: 'Active',
  },
  folders: {
    Banners: 'Bannières',
    'WCB Banners': 'Bannières WCB',
    'Banners Dev': 'Bannières (développement)',
  },
};

export default fr;
