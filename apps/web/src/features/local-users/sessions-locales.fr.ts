import type { Strings } from './sessions-locales.en';

/** The French strings of namespace `staffSessions` (sessions-locales.ts loads the language on screen only). */
const fr: Strings = {
  title: 'Sessions',
  browser: 'Navigateur',
  address: 'Adresse',
  started: 'Début',
  lastSeen: 'Dernière activité',
  revoke: 'Déconnecter',
  revokeLabel: 'Déconnecter la session ouverte le {{started}}',
  revoked: 'La session est terminée',
  failed: 'Impossible de terminer la session',
  loadFailed: 'Impossible de charger les sessions',
  empty: 'Aucune session ouverte',
  unknownBrowser: 'Navigateur inconnu',
};

export default fr;
