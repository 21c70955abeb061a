import type { Strings } from './locales.en';

/** The French strings of namespace `notifications` (locales.ts loads the language on screen only). */
const fr: Strings = {
  title: 'Notifications',
  none: 'Aucune notification ces 30 derniers jours',
  readAll: 'Tout marquer comme lu',
  markRead: 'Marquer comme lu',
  failed: 'Impossible de charger les notifications',
  kinds: {
    'bulk.validated': 'Votre fichier {{fileName}} a été vérifié : {{invalidRows}} lignes en erreur',
    'bulk.applied': 'Votre fichier {{fileName}} a été appliqué : {{rows}} lignes',
    'bulk.failed': 'Votre fichier {{fileName}} a échoué',
    'approval.approved': 'Votre demande n° {{approvalId}} a été approuvée',
    'approval.rejected': 'Votre demande n° {{approvalId}} a été refusée',
    'claim.takenOver': '{{by}} a repris {{what}} n° {{id}} que vous aviez pris',
  },
  items: {
    'profile-validation': 'le profil KYC',
    'affiliate-cashout': 'la demande de retrait',
    'credit-line': 'la revue de demande',
    'sms.finished': 'Votre envoi de SMS n° {{jobId}} est terminé : {{sent}} envoyés, {{failed}} en échec',
  },
};

export default fr;
