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
    'approval.requested': 'En attente de votre décision — {{action}} : {{record}}, demandé par {{by}}',
    'approval.approved': 'Votre demande a été approuvée — {{action}} : {{record}}',
    'approval.rejected': 'Votre demande a été rejetée — {{action}} : {{record}}',
    'claim.takenOver': '{{by}} a repris {{what}} n° {{id}} que vous aviez pris',
    'sms.finished': 'Votre envoi de SMS n° {{jobId}} est terminé : {{sent}} envoyés, {{failed}} en échec',
    'case.mentioned': 'Vous avez été mentionné dans une note du dossier {{reference}}',
    'case.assigned': 'Le dossier {{reference}} vous a été attribué',
    'case.reminder': 'Le dossier {{reference}} est à traiter pour le {{dueOn}} : 2 jours ouvrés restants',
    'case.breached': 'Le dossier {{reference}} a dépassé son échéance ({{dueOn}}) et a été escaladé',
  },
  request: 'Demande n° {{id}}',
  withAmount: '{{record}}, {{amount}}',
  items: {
    'profile-validation': 'le profil KYC',
    'affiliate-cashout': 'la demande de retrait',
    'credit-line': 'la revue de demande',
  },
};

export default fr;
