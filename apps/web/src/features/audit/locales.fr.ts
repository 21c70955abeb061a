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
    broken: 'La chaîne est rompue : la première entrée concernée est la n° {{id}}.',
    brokenOutside: 'La chaîne ne tient pas : voir ce qui a été trouvé ci-dessous.',
    failed: 'La chaîne n’a pas pu être vérifiée.',
    mode: 'Passe',
    modes: { incremental: 'depuis le dernier point de contrôle vérifié', full: 'toute la chaîne' },
    checked: 'Sceaux vérifiés',
    sealed: 'Entrées scellées',
    unsealed: 'En attente de scellement',
    anchoredThrough: 'Ancrée hors de la base jusqu’à',
    checkpointsChecked: 'Points de contrôle vérifiés',
    missingSeals: 'Entrées jamais scellées',
    lateSeals: 'Entrées non scellées depuis plus de 10 s',
    headHash: 'Dernier maillon',
    none: 'aucun',
    problems: {
      linkBroken: 'L’entrée n° {{id}} a été modifiée ou supprimée après son scellement.',
      macInvalid:
        'Le sceau de l’entrée n° {{id}} n’a pas été fait avec la clé d’audit : scellé hors de l’application, chaîne réécrite, ou mauvaise AUDIT_KEY.',
      checkpointMismatch:
        'Le point de contrôle {{checkpoint}} garantit l’entrée n° {{id}}, que la base ne contient plus telle quelle : entrées supprimées ou chaîne réécrite.',
      checkpointBeyondHead:
        'Le point de contrôle {{checkpoint}} garantit l’entrée n° {{id}}, au-delà de la dernière entrée que contient la base : la base a été restaurée à un moment antérieur, ou ses entrées les plus récentes ont été supprimées.',
      checkpointForged: 'Le point de contrôle {{checkpoint}} n’est pas signé avec la clé d’audit : falsifié.',
      checkpointForeign: 'Le point de contrôle {{checkpoint}} a été signé pour un autre déploiement.',
      clockBehind:
        'Le point de contrôle le plus récent ({{checkpoint}}) est daté après l’horloge de ce serveur : l’horloge a-t-elle été reculée ?',
      missingSeal:
        'L’entrée n° {{id}} n’est ni scellée ni en attente de l’être : elle a été écrite à l’insu de l’application.',
      lateSeal:
        'L’entrée n° {{id}} attend son scellement depuis plus de 10 s : le scellement est-il bloqué ?',
      verifiedPointGone:
        'L’entrée n° {{id}}, tête du dernier point de contrôle vérifié, n’est plus dans la chaîne telle qu’elle était.',
      archiveMismatch:
        'Les sceaux gardés pour le mois exporté {{checkpoint}} ne sont pas ceux de son export : des entrées supprimées à côté ?',
    },
  },
  fullPass: {
    button: 'Passe complète',
    running: 'Passe complète : {{checked}} sceaux vérifiés sur {{total}} ({{percent}} %)…',
    done: 'Dernière passe complète, terminée le {{when}} :',
    interrupted: 'La dernière passe complète a été interrompue : lancez-en une autre.',
    failed: 'La passe complète n’a pas pu être lancée.',
  },
};

export default fr;
