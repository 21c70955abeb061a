import type { Strings } from './locales.en';

/** The French strings of namespace `bulk` (locales.ts loads the language on screen only). */
const fr: Strings = {
  template: 'Télécharger le modèle',
  loading: 'Chargement',
  applyFailed: 'Le lot n’a pas pu être appliqué',
  uploadFailed: 'Le fichier n’a pas pu être envoyé',
  drop: {
    hint: 'Déposez un fichier CSV ou XLSX ici',
    limits:
      'CSV (UTF-8, virgule ou point-virgule) ou XLSX, jusqu’à 50 Mo et 200 000 lignes. Rien ne change avant votre confirmation.',
    choose: 'Choisir un fichier',
    uploading: 'Envoi en cours',
    uploadingPercent: 'Envoi… {{percent}} %',
    validating: 'Vérification de chaque ligne…',
  },
  columns: { required: 'Colonnes obligatoires :', optional: 'Colonnes facultatives :' },
  encoding: {
    label: 'Encodage du texte',
    help: 'Choisissez Windows-1256 seulement pour un fichier arabe enregistré par Excel en « CSV » simple',
    utf8: 'UTF-8 (recommandé)',
    windows1256: 'Windows-1256 (arabe)',
  },
  batch: {
    label: 'Lot {{id}}',
    title: 'Lot n° {{id}}',
    counts_one: '{{count}} ligne : {{valid}} valide, {{invalid}} avec erreurs',
    counts_other: '{{count}} lignes : {{valid}} valides, {{invalid}} avec erreurs',
    downloadErrors: 'Télécharger les erreurs (CSV)',
    invalid_one:
      '{{count}} ligne a des erreurs ({{errors}} au total). Corrigez le fichier et envoyez-le à nouveau : rien n’a été appliqué.',
    invalid_other:
      '{{count}} lignes ont des erreurs ({{errors}} au total). Corrigez le fichier et envoyez-le à nouveau : rien n’a été appliqué.',
    alreadyApplied:
      'Ce même fichier a déjà été appliqué dans le lot n° {{id}} : il ne peut pas l’être deux fois.',
    valid_one: 'La ligne est valide. Rien n’a encore changé : confirmez pour l’appliquer.',
    valid_other: 'Les {{count}} lignes sont valides. Rien n’a encore changé : confirmez pour les appliquer.',
    failed: 'L’application a échoué et rien n’a changé : {{reason}} Vous pouvez appliquer le lot à nouveau.',
    alreadyApplying: 'Ce lot, ou le même fichier, est déjà appliqué ou en cours d’application.',
    notAppliable:
      'Seul un lot sans ligne invalide peut être appliqué : corrigez le fichier et envoyez-le de nouveau.',
    applying: 'Application en cours',
    progress: '{{done}} lignes appliquées sur {{total}} ({{percent}} %)',
    applied: 'Appliqué : {{inserted}} ajoutées, {{updated}} mises à jour.',
    amountTotal: 'Total des lignes valides : {{amount}}',
    apply_one: 'Appliquer {{count}} ligne',
    apply_other: 'Appliquer {{count}} lignes',
    applyAgain: 'Appliquer à nouveau',
  },
  confirm: {
    title: 'Appliquer ce fichier ?',
    message_one: 'La ligne de « {{file}} » sera écrite. Si quelque chose échoue, rien n’est écrit.',
    message_other:
      'Les {{count}} lignes de « {{file}} » seront écrites d’un seul coup. Si quelque chose échoue, rien n’est écrit.',
    apply: 'Appliquer',
    suspends: 'Lignes de crédit ouvertes de clients inscrits qu’il suspendra : {{lines}}.',
  },
  errors: { label: 'Erreurs par ligne', row: 'Ligne', column: 'Colonne', message: 'Problème' },
  history: {
    title: 'Envois précédents',
    label: 'Envois précédents',
    batch: 'Lot',
    file: 'Fichier',
    status: 'État',
    rows: 'Lignes',
    rowCounts: '{{valid}} / {{total}}',
    uploaded: 'Envoyé par',
    applied: 'Appliqué par',
    amountTotal: 'Total',
    actions: 'Actions',
    open: 'Ouvrir',
    openBatch: 'Ouvrir le lot {{id}}',
    empty: 'Aucun fichier envoyé pour l’instant',
    filtered: 'Seulement : {{statuses}}',
    emptyFiltered: 'Aucun fichier dans cet état',
    showAll: 'Tout afficher',
  },
  status: {
    VALIDATING: 'Vérification',
    INVALID: 'Avec erreurs',
    VALID: 'Prêt à appliquer',
    QUEUED: 'En attente',
    APPLYING: 'En cours',
    APPLIED: 'Appliqué',
    FAILED: 'Échec',
  },
  messages: {
    required: 'Obligatoire',
    maxChars: '{{max}} caractères au maximum',
    arabic: 'Écrivez ceci en arabe',
    wholeNumberId: 'Utilisez un identifiant entier',
    egpAmount: 'Utilisez un montant en EGP, par exemple 150 ou 99.50',
    moreThanZero: 'Doit être supérieur à 0',
    nationalId: 'Utilisez un numéro national égyptien valide à 14 chiffres',
    mobile: 'Utilisez un numéro de mobile égyptien, par exemple 01012345678',
    phone: 'Utilisez un mobile (01012345678), un fixe (0223456789) ou une ligne directe (19677)',
    latitude: 'Utilisez une latitude décimale, par exemple 30.0444',
    longitude: 'Utilisez une longitude décimale, par exemple 31.2357',
    insideEgypt: 'Doit se trouver en Égypte (de {{min}} à {{max}})',
    date: 'Utilisez une date comme 2026-01-31',
    oneOf: 'Utilisez l’une des valeurs : {{values}}',
    itemMaxChars: 'Chaque élément : {{max}} caractères au maximum',
    maxItems: '{{max}} éléments au maximum',
    httpsUrl: 'Utilisez une adresse web commençant par https://',
    terminalId: 'Utilisez l’identifiant de terminal à 8 caractères, lettres et chiffres uniquement',
    invalid: 'Valeur non valide',
    formula: 'Les cellules contenant une formule ne sont pas acceptées : retirez le = + - @ initial',
    duplicate: 'Doublon de la ligne {{row}}',
    endsBeforeStart: 'Doit être égale ou postérieure à starts_at',
    percentMax: 'Un pourcentage vaut 100 au maximum',
    fixedAmountMax: 'Un montant fixe vaut 1 000 000 EGP au maximum',
    merchantMissing: 'Le commerçant {{id}} n’existe pas',
    categoryMissing: 'La catégorie {{id}} n’existe pas',
    branchMissing: 'La succursale {{id}} n’existe pas',
    branchOfOtherMerchant: 'La succursale {{branch}} appartient au commerçant {{owner}}, pas à {{merchant}}',
    merchantExists: 'Un commerçant porte déjà ce nom (id {{id}})',
    orderId: 'Utilisez l’identifiant de commande du réseau : lettres, chiffres, points, tirets (64 au plus)',
    cashbackAboveOrder: 'Le cashback dépasse le montant de la commande',
    futureDate: 'La date est après aujourd’hui (heure du Caire)',
    affiliateMerchantMissing: 'Le commerçant affilié {{id}} n’existe pas',
    customerMissing: 'Le client {{id}} n’existe pas',
    transactionStatusBack: 'La commande {{order}} est déjà {{from}} : elle ne peut pas devenir {{to}}',
    notFutureDate: 'Ne doit pas être postérieure à aujourd’hui',
    iban: 'Utilisez un IBAN égyptien : EG, 2 chiffres de contrôle et 25 chiffres, avec une clé valide',
    noApplication: 'Le client {{id}} n’a pas de demande',
    noCreditLine: 'Le client {{id}} n’a pas de ligne de crédit à examiner',
    reviewNotAllowed: 'Non autorisé sur une ligne de crédit au statut {{status}}',
    limitRequired: 'Indiquez la limite de crédit pour {{action}}',
    limitNotForAction: 'Laissez credit_limit vide pour {{action}}',
    limitBounds: '{{partner}} accorde des limites de {{min}} à {{max}} EGP',
    customerBlacklisted: 'Le client figure sur la liste noire anti-blanchiment',
    customerBlocked: 'Le client est bloqué pour le financement',
    userOrNationalId: 'Indiquez user_id ou national_id',
    reasonShort: 'Indiquez un motif d’au moins {{min}} caractères',
    instalmentMissing: 'L’échéance {{reference}} n’existe pas',
    instalmentOfOtherCustomer: 'L’échéance {{reference}} appartient à un autre client',
    instalmentPaid: 'L’échéance {{reference}} est déjà payée',
    amountAboveDue: 'Plus que les {{due}} EGP restant à payer sur cette échéance',
    paidDateFuture: 'La date de paiement est dans le futur',
    repaymentExists: 'Ce remboursement est déjà enregistré',
    promotionMissing: 'La promotion {{id}} n’existe pas',
    promotionEnded: 'La promotion {{id}} est terminée',
    promotionOtherPartner: 'La promotion {{id}} est réservée aux clients de {{partner}}',
    appUserMissing: 'L’utilisateur {{id}} n’existe pas',
    fileEmpty: 'Le fichier est vide.',
    fileNoRows: 'Le fichier a une ligne d’en-tête mais aucune ligne de données.',
    fileHeader:
      'La ligne d’en-tête ne correspond pas au modèle. Colonnes manquantes : {{missing}}. Colonnes inconnues : {{unknown}}. Colonnes répétées : {{repeated}}. Attendu : {{expected}}.',
    fileTooManyRows: 'Le fichier a plus de {{max}} lignes : découpez-le en fichiers plus petits.',
    fileTooLarge: 'Le fichier dépasse {{mb}} Mo : découpez-le en fichiers plus petits.',
    fileNotUtf8:
      'Le fichier n’est pas un texte UTF-8 valide (vers la ligne {{line}}). Si Excel l’a enregistré en « CSV » simple avec du texte arabe, enregistrez-le de nouveau en « CSV UTF-8 », ou choisissez l’encodage Windows-1256 (arabe).',
    fileNotWindows1256:
      'Le fichier n’est pas un texte Windows-1256 valide (vers la ligne {{line}}). Enregistrez-le en « CSV UTF-8 ».',
    fileBinaryData: 'Le fichier contient des données binaires : ce n’est pas un fichier texte CSV.',
    fileXls:
      'C’est un ancien classeur Excel .xls, pas un fichier CSV ou XLSX : enregistrez-le en .xlsx ou en CSV UTF-8.',
    filePdf: 'C’est un PDF, pas un fichier CSV ou XLSX.',
    fileImage: 'C’est une image, pas un fichier CSV ou XLSX.',
    fileBinary: 'C’est un fichier binaire, pas un fichier CSV ou XLSX.',
    fileCsvUnreadable: 'Le CSV n’a pas pu être lu : {{reason}}',
    fileXlsxInvalid:
      'Le fichier n’est pas un classeur XLSX valide. Enregistrez-le de nouveau depuis Excel en .xlsx, ou en CSV UTF-8.',
    fileNoWorksheet: 'Le classeur ne contient aucune feuille.',
    fileWorksheetUnreadable: 'La feuille n’a pas pu être lue : {{reason}}',
    fileUnreadable: 'Le fichier n’a pas pu être lu',
    fileXlsxTooBig:
      'Le classeur décompressé dépasse {{mb}} Mo : ce n’est pas un tableur ordinaire. Découpez-le, ou enregistrez-le en CSV UTF-8.',
    fileXlsxCellTooLong:
      'Une cellule contient plus de {{max}} caractères, plus qu’Excel lui-même ne le permet.',
    fileXlsxDoctype:
      'Le classeur contient des déclarations XML (DOCTYPE ou ENTITY) qu’aucun tableur n’utilise : il a été refusé.',
    fileXlsxSharedStrings:
      'La table des textes du classeur dépasse ce qu’un fichier de ce type peut utiliser (au plus {{max}} textes, {{mb}} Mo au total) : ce n’est pas un tableur ordinaire. Enregistrez seulement la feuille des données en .xlsx, ou enregistrez-le en CSV UTF-8.',
    fileValidationsBusy:
      'D’autres fichiers sont en cours de vérification. Réessayez dans {{seconds}} secondes : rien n’a été enregistré.',
    applyOrderMoved:
      'Le statut de la commande {{order}} a changé après la vérification de ce fichier, vers un statut que ce fichier ne peut plus modifier. Téléversez le fichier à nouveau pour voir toutes les lignes concernées.',
    applyLinesChanged:
      'Lignes de crédit modifiées depuis la vérification de ce fichier (autre révision, affectation, mise sur liste noire ou blocage) : {{count}}. Rien n’a été appliqué ; téléversez le fichier à nouveau pour le vérifier contre les lignes actuelles.',
    applyInstalmentGone: 'L’échéance {{reference}} n’existe plus : rien n’a été appliqué.',
    applyInstalmentPaidSince:
      'Il ne reste que {{due}} EGP à payer sur l’échéance {{reference}} : elle a été payée depuis la vérification du fichier. Rien n’a été appliqué ; téléversez le fichier à nouveau.',
    applyRepaymentRecorded:
      'Un remboursement de ce fichier est déjà enregistré (même échéance, jour, montant et canal) : rien n’a été appliqué.',
    applyDatabaseRefused: 'La base de données a refusé les lignes.',
    applyUnexpected: 'Une erreur inattendue l’a arrêté.',
  },
  screens: {
    offers: {
      title: 'Import d’offres en masse',
      subtitle: 'Créer de nombreuses offres à partir d’un fichier',
    },
    cardOffers: {
      title: 'Import d’offres carte en masse',
      subtitle: 'Créer de nombreuses offres carte Lucky One à partir d’un fichier',
    },
    branches: {
      title: 'Agences',
      subtitle: 'Ajouter des succursales avec leur adresse et leur position',
    },
    merchants: {
      title: 'Import de commerçants en masse',
      subtitle: 'Créer de nombreux commerçants à partir d’un fichier',
    },
    cati: {
      title: 'Import CATI en masse',
      subtitle: 'Associer les identifiants de terminaux de paiement aux succursales',
    },
    affiliateTransactions: {
      title: 'Importer les transactions',
      subtitle:
        'Les commandes des réseaux d’affiliation : une nouvelle commande ajoute du cashback, une commande déjà importée met à jour son statut, et les soldes des clients suivent',
    },
    aml: {
      title: 'Fichier de la liste LBC',
      subtitle: 'Numéros nationaux à qui aucun crédit ne peut être accordé, avec leur liste d’origine',
    },
    bank: {
      title: 'Fichier des comptes bancaires',
      subtitle: 'Comptes bancaires des clients pour les retraits vers une banque ; chaque IBAN est vérifié',
    },
    applicationReviews: {
      title: 'Revues par lot',
      subtitle:
        'Approuver, refuser, modifier les limites, suspendre ou réactiver de nombreuses lignes de crédit depuis un fichier',
    },
    repayments: {
      title: 'Remboursements',
      subtitle:
        'Enregistrer les remboursements reçus sur les échéances des clients ; jamais deux fois le même',
    },
    creditPromotionUsers: {
      title: 'Promotion de crédit : clients éligibles',
      subtitle: 'Rendre des clients éligibles à une promotion en cours ou programmée',
      open: 'Promotions qu’un fichier peut citer (leur identifiant va dans promotion_id)',
      none: 'Aucune promotion en cours ou programmée : créez-en une d’abord',
    },
  },
};

export default fr;
