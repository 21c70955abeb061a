import type { Strings } from './locales.en';

/** The French strings of namespace `account` (locales.ts loads the language on screen only). */
const fr: Strings = {
  title: 'Mon compte',
  loadFailed: 'Impossible de charger votre compte',
  password: {
    title: 'Mot de passe',
    help: 'Au moins 12 caractères. Une longue phrase de mots sans rapport est solide et facile à retenir.',
    current: 'Mot de passe actuel',
    new: 'Nouveau mot de passe',
    show: 'Afficher le mot de passe',
    hide: 'Masquer le mot de passe',
    submit: 'Changer le mot de passe',
    changed: 'Mot de passe changé. Vos autres sessions sont terminées.',
    failed: 'Impossible de changer le mot de passe',
    googleOnly: 'Vous vous connectez avec Google : aucun mot de passe à changer ici.',
  },
  twoFactor: {
    title: 'Validation en deux étapes',
    on: 'Activée : la connexion demande un code de votre application d’authentification.',
    off: 'Désactivée : la connexion ne demande que votre mot de passe.',
    required: 'Obligatoire pour tous les comptes ici.',
    enrol: 'Activer',
    scan: 'Scannez ce QR code avec une application d’authentification (Google Authenticator, Microsoft Authenticator, 1Password…), puis saisissez le code à 6 chiffres affiché.',
    qrAlt: 'QR code pour votre application d’authentification',
    key: 'Ou saisissez cette clé',
    recoveryTitle: 'Codes de secours',
    recoveryHint:
      'Chacun permet une connexion si vous perdez votre téléphone. Conservez-les maintenant : ils ne seront plus affichés.',
    code: 'Code de l’application',
    confirm: 'Confirmer',
    enabled: 'La validation en deux étapes est activée',
    remove: 'Désactiver',
    removeTitle: 'Désactiver la validation en deux étapes ?',
    removeHelp:
      'Saisissez votre mot de passe pour la désactiver. La connexion ne demandera plus que le mot de passe.',
    removed: 'La validation en deux étapes est désactivée',
    failed: 'Impossible de modifier la validation en deux étapes',
    cancel: 'Annuler',
    localOnly: 'La validation en deux étapes concerne les comptes qui se connectent avec un mot de passe.',
  },
  sessions: {
    title: 'Où vous êtes connecté',
    browser: 'Navigateur',
    address: 'Adresse',
    started: 'Début',
    lastSeen: 'Dernière activité',
    actions: 'Actions',
    current: 'Cette session',
    revoke: 'Déconnecter',
    revokeLabel: 'Déconnecter la session ouverte le {{started}}',
    revokeOthers: 'Déconnecter toutes les autres sessions',
    revoked: 'La session est terminée',
    othersRevoked: 'Toutes vos autres sessions sont terminées',
    failed: 'Impossible de terminer la session',
    empty: 'Aucune session ouverte',
    unknownBrowser: 'Navigateur inconnu',
  },
};

export default fr;
