/** Strings of the bulk upload screens, namespace `bulk`. */
const en = {
  template: 'Download template',
  loading: 'Loading',
  applyFailed: 'The batch could not be applied',
  drop: {
    hint: 'Drag a CSV or XLSX file here',
    limits:
      'CSV (UTF-8, comma or semicolon) or XLSX, up to 50 MB and 200,000 rows. Nothing changes until you confirm.',
    choose: 'Choose file',
    uploading: 'Uploading',
    uploadingPercent: 'Uploading… {{percent}}%',
    validating: 'Checking every row…',
  },
  columns: { required: 'Required columns:', optional: 'Optional columns:' },
  encoding: {
    label: 'Text encoding',
    help: 'Pick Windows-1256 only for Arabic files saved by Excel as plain "CSV"',
    utf8: 'UTF-8 (recommended)',
    windows1256: 'Windows-1256 (Arabic)',
  },
  batch: {
    label: 'Batch {{id}}',
    title: 'Batch #{{id}}',
    counts: '{{total}} rows: {{valid}} valid, {{invalid}} with errors',
    downloadErrors: 'Download errors (CSV)',
    invalid:
      '{{count}} rows have errors ({{errors}} in all). Fix them in the file and upload it again: nothing was applied.',
    alreadyApplied: 'This same file was already applied in batch #{{id}}: it can’t be applied twice.',
    valid: 'All {{count}} rows are valid. Nothing has changed yet: confirm to apply them.',
    failed: 'Applying failed and nothing was changed: {{reason}}. You can apply the batch again.',
    applying: 'Applying',
    progress: '{{done}} of {{total}} rows applied ({{percent}}%)',
    applied: 'Applied: {{inserted}} added, {{updated}} updated.',
    apply: 'Apply {{count}} rows',
    applyAgain: 'Apply again',
  },
  confirm: {
    title: 'Apply this file?',
    message:
      'All {{count}} rows of “{{file}}” will be written at once. If anything fails, nothing is written.',
    apply: 'Apply',
  },
  errors: { label: 'Row errors', row: 'Row', column: 'Column', message: 'Problem' },
  history: {
    title: 'Past uploads',
    label: 'Past uploads',
    batch: 'Batch',
    file: 'File',
    status: 'Status',
    rows: 'Rows',
    rowCounts: '{{valid}} / {{total}}',
    uploaded: 'Uploaded by',
    applied: 'Applied by',
    actions: 'Actions',
    open: 'Open',
    openBatch: 'Open batch {{id}}',
    empty: 'No file uploaded yet',
  },
  status: {
    VALIDATING: 'Checking',
    INVALID: 'Has errors',
    VALID: 'Ready to apply',
    QUEUED: 'Queued',
    APPLYING: 'Applying',
    APPLIED: 'Applied',
    FAILED: 'Failed',
  },
  screens: {
    offers: { title: 'Offers bulk upload', subtitle: 'Create many regular offers from one file' },
    cardOffers: {
      title: 'Card offers bulk upload',
      subtitle: 'Create many Lucky One card offers from one file',
    },
    branches: {
      title: 'Branches bulk upload',
      subtitle: 'Add merchant branches with their addresses and locations',
    },
    merchants: { title: 'Merchants bulk upload', subtitle: 'Create many merchants from one file' },
    cati: { title: 'CATI bulk upload', subtitle: 'Map card acceptor terminal ids to merchant branches' },
  },
};

type Strings = typeof en;

const ar: Strings = {
  template: 'تنزيل القالب',
  loading: 'جارٍ التحميل',
  applyFailed: 'تعذّر تطبيق الدفعة',
  drop: {
    hint: 'اسحب ملف CSV أو XLSX إلى هنا',
    limits:
      'ملف CSV (بترميز UTF-8، بفاصلة أو فاصلة منقوطة) أو XLSX، حتى 50 ميغابايت و200,000 صف. لا يتغيّر شيء قبل التأكيد.',
    choose: 'اختيار ملف',
    uploading: 'جارٍ الرفع',
    uploadingPercent: 'جارٍ الرفع… {{percent}}٪',
    validating: 'جارٍ فحص كل الصفوف…',
  },
  columns: { required: 'الأعمدة المطلوبة:', optional: 'الأعمدة الاختيارية:' },
  encoding: {
    label: 'ترميز النص',
    help: 'اختر Windows-1256 فقط للملفات العربية التي حفظها Excel بصيغة "CSV" العادية',
    utf8: 'UTF-8 (موصى به)',
    windows1256: 'Windows-1256 (عربي)',
  },
  batch: {
    label: 'الدفعة {{id}}',
    title: 'الدفعة رقم {{id}}',
    counts: '{{total}} صفًا: {{valid}} صحيحة، و{{invalid}} بها أخطاء',
    downloadErrors: 'تنزيل الأخطاء (CSV)',
    invalid:
      'في {{count}} صفًا أخطاء ({{errors}} خطأ إجمالًا). صحّحها في الملف ثم ارفعه من جديد: لم يُطبَّق أي شيء.',
    alreadyApplied: 'هذا الملف نفسه طُبِّق في الدفعة رقم {{id}}: لا يمكن تطبيقه مرتين.',
    valid: 'كل الصفوف ({{count}}) صحيحة. لم يتغيّر شيء بعد: أكّد لتطبيقها.',
    failed: 'فشل التطبيق ولم يتغيّر شيء: {{reason}}. يمكنك تطبيق الدفعة مرة أخرى.',
    applying: 'جارٍ التطبيق',
    progress: 'طُبِّق {{done}} من {{total}} صفًا ({{percent}}٪)',
    applied: 'تم التطبيق: أُضيف {{inserted}} وحُدِّث {{updated}}.',
    apply: 'تطبيق {{count}} صفًا',
    applyAgain: 'التطبيق مرة أخرى',
  },
  confirm: {
    title: 'تطبيق هذا الملف؟',
    message: 'ستُكتب كل صفوف «{{file}}» ({{count}}) دفعة واحدة. إن فشل أي شيء فلن يُكتب شيء.',
    apply: 'تطبيق',
  },
  errors: { label: 'أخطاء الصفوف', row: 'الصف', column: 'العمود', message: 'المشكلة' },
  history: {
    title: 'الملفات المرفوعة سابقًا',
    label: 'الملفات المرفوعة سابقًا',
    batch: 'الدفعة',
    file: 'الملف',
    status: 'الحالة',
    rows: 'الصفوف',
    rowCounts: '{{valid}} / {{total}}',
    uploaded: 'رفعه',
    applied: 'طبّقه',
    actions: 'الإجراءات',
    open: 'فتح',
    openBatch: 'فتح الدفعة {{id}}',
    empty: 'لم يُرفع أي ملف بعد',
  },
  status: {
    VALIDATING: 'قيد الفحص',
    INVALID: 'به أخطاء',
    VALID: 'جاهز للتطبيق',
    QUEUED: 'في الانتظار',
    APPLYING: 'قيد التطبيق',
    APPLIED: 'مُطبَّق',
    FAILED: 'فشل',
  },
  screens: {
    offers: { title: 'رفع العروض دفعة واحدة', subtitle: 'إنشاء عروض عادية كثيرة من ملف واحد' },
    cardOffers: {
      title: 'رفع عروض البطاقة دفعة واحدة',
      subtitle: 'إنشاء عروض كثيرة لبطاقة Lucky One من ملف واحد',
    },
    branches: { title: 'رفع الفروع دفعة واحدة', subtitle: 'إضافة فروع التجار بعناوينها ومواقعها' },
    merchants: { title: 'رفع التجار دفعة واحدة', subtitle: 'إنشاء تجار كثيرين من ملف واحد' },
    cati: { title: 'رفع أرقام أجهزة CATI', subtitle: 'ربط أرقام أجهزة قبول البطاقات بفروع التجار' },
  },
};

const fr: Strings = {
  template: 'Télécharger le modèle',
  loading: 'Chargement',
  applyFailed: 'Le lot n’a pas pu être appliqué',
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
    counts: '{{total}} lignes : {{valid}} valides, {{invalid}} avec erreurs',
    downloadErrors: 'Télécharger les erreurs (CSV)',
    invalid:
      '{{count}} lignes ont des erreurs ({{errors}} au total). Corrigez le fichier et envoyez-le à nouveau : rien n’a été appliqué.',
    alreadyApplied:
      'Ce même fichier a déjà été appliqué dans le lot n° {{id}} : il ne peut pas l’être deux fois.',
    valid: 'Les {{count}} lignes sont valides. Rien n’a encore changé : confirmez pour les appliquer.',
    failed: 'L’application a échoué et rien n’a changé : {{reason}}. Vous pouvez appliquer le lot à nouveau.',
    applying: 'Application en cours',
    progress: '{{done}} lignes appliquées sur {{total}} ({{percent}} %)',
    applied: 'Appliqué : {{inserted}} ajoutées, {{updated}} mises à jour.',
    apply: 'Appliquer {{count}} lignes',
    applyAgain: 'Appliquer à nouveau',
  },
  confirm: {
    title: 'Appliquer ce fichier ?',
    message:
      'Les {{count}} lignes de « {{file}} » seront écrites d’un seul coup. Si quelque chose échoue, rien n’est écrit.',
    apply: 'Appliquer',
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
    actions: 'Actions',
    open: 'Ouvrir',
    openBatch: 'Ouvrir le lot {{id}}',
    empty: 'Aucun fichier envoyé pour l’instant',
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
      title: 'Import de succursales en masse',
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
  },
};

const arMA: Strings = {
  ...ar,
  template: 'تيليشارجي القالب',
  applyFailed: 'ما تقدّاتش الدفعة تطبّق',
  drop: {
    ...ar.drop,
    hint: 'جرّ فيشي CSV ولا XLSX لهنا',
    choose: 'ختار فيشي',
    uploading: 'كيترفع',
    uploadingPercent: 'كيترفع… {{percent}}٪',
    validating: 'كنشوفو كاع السطور…',
  },
  batch: {
    ...ar.batch,
    invalid:
      'كاينين أخطاء ف {{count}} سطر ({{errors}} فالمجموع). صلحهم فالفيشي وعاود رفعو: حتى حاجة ما تطبّقات.',
    alreadyApplied: 'هاد الفيشي راه تطبّق قبل فالدفعة رقم {{id}}: ما يمكنش يتطبّق جوج مرات.',
    valid: 'كاع السطور ({{count}}) صحاح. باقي حتى حاجة ما تبدّلات: أكّد باش تطبّقهم.',
    failed: 'التطبيق ما نجحش وحتى حاجة ما تبدّلات: {{reason}}. تقدر تعاود تطبّق الدفعة.',
    apply: 'طبّق {{count}} سطر',
    applyAgain: 'عاود طبّق',
  },
  confirm: {
    title: 'نطبّقو هاد الفيشي؟',
    message:
      'كاع السطور ديال «{{file}}» ({{count}}) غادي يتكتبو مرة وحدة. إلا شي حاجة ما نجحاتش، حتى حاجة ما غادي تتكتب.',
    apply: 'طبّق',
  },
  history: {
    ...ar.history,
    title: 'الفيشيات اللي ترفعو قبل',
    label: 'الفيشيات اللي ترفعو قبل',
    open: 'حل',
    empty: 'باقي ما ترفع حتى فيشي',
  },
};

export const bulkLocales = { en, ar, fr, 'ar-MA': arMA };
