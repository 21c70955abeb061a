import type { ApprovalWordStrings } from './approval-word-locales.en';

const strings: ApprovalWordStrings = {
  actions: {
    'cashout.approve': 'Approuver un retrait',
    'credit-line.change-limit': 'Relever une limite de crédit',
    'financing.assign-partner': 'Attribuer un partenaire de financement',
    'financing.unblock': 'Débloquer des clients du financement',
    'blacklist.remove': 'Retirer un numéro national de la liste noire',
    'staff.permissions': 'Modifier les accès d’un compte',
    'bulk.apply': 'Appliquer un fichier en masse',
    'rule.activate': 'Activer une règle',
    'approval-policy.loosen': 'Assouplir une règle des quatre yeux',
  },

  targets: {
    affiliate_cashout: 'Retrait n° {{id}}',
    credit_line: 'Ligne de crédit n° {{id}}',
    financing_partner: 'Partenaire n° {{id}}',
    financing_block: 'Clients : {{id}}',
    blacklist_entry: 'Entrée de liste noire n° {{id}}',
    bulk_batch: 'Lot n° {{id}}',
    rule: 'Règle n° {{id}}',
    approval_policy: 'Règle : {{id}}',
    staff_account: 'Compte {{id}}',
    other: '{{type}} {{id}}',
  },
};

export default strings;
