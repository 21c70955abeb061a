import type { Strings } from './locales.en';

/** The French strings of namespace `audit` (locales.ts loads the language on screen only). */
const fr: Strings = {
  title: 'Piste d’audit',
  subtitle:
    'Chaque modification, connexion et consultation de données personnelles, la plus récente d’abord. Les entrées ne peuvent être ni modifiées ni supprimées, et chacune est scellée dans une chaîne SHA-256.',
  filters: {
    actor: 'Qui (e-mail)',
    action: 'Action (exacte, p. ex. banner.update)',
    kind: 'Type',
    allKinds: 'Tous les types',
    targetType: 'Type de fiche',
    targetId: 'Identifiant de la fiche',
    from: 'Du',
    to: 'Au',
    clear: 'Effacer les filtres',
  },
  columns: { when: 'Quand', who: 'Qui', action: 'Action', record: 'Fiche', details: 'Avant → après' },
  tableLabel: 'Entrées d’audit',
  empty: 'Aucune entrée ne correspond à ces filtres',
  loadError: 'La piste d’audit n’a pas pu être chargée.',
  verify: {
    button: 'Vérifier la chaîne',
    ok: 'La chaîne est intacte : {{checked}} entrées scellées vérifiées, {{unsealed}} en attente de scellement.',
    broken:
      'La chaîne est rompue à l’entrée n° {{id}} : elle a été modifiée ou supprimée après son scellement ({{checked}} entrées vérifiées).',
    failed: 'La chaîne n’a pas pu être vérifiée.',
  },
};

export default fr;
