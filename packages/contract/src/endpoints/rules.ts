import { z } from 'zod';
import { V2, defineEndpoint, idParams } from '../endpoint.ts';
import { fieldMessage } from '../field-messages.ts';
import { idField, textField } from '../fields.ts';
import { caseKind } from './cases.ts';

/*
 * The rules studio (issue 37 items 2-6, docs/rules.md). Item 2: the declared catalogue of facts a rule
 * can read, per subject; items 3 and 4: the rules, their immutable versions and their lifecycle (below). A fact has a key (`<subject>.<name>`), a type, a unit and a description in the
 * four languages of the app (the API serves them: the rule editor shows them beside the expression).
 * The server computes every fact of a subject in one SQL statement (features/rules/fact-queries.ts).
 */

/** What a rule is about: a cashout request, a credit line under review, a customer. */
export const ruleSubjects = ['cashout', 'creditLineReview', 'customer'] as const;
export type RuleSubject = (typeof ruleSubjects)[number];
export const ruleSubject = z.enum(ruleSubjects);

/**
 * A fact's type, and the JSON value it has: `number` and `days` a whole number; `money` EGP with two
 * decimals as a string (never a float); `ratio` a decimal string with 4 places; `boolean`; `text`.
 * Any fact may be null where there is nothing to measure (no credit line, no previous cashout).
 */
export const factTypes = ['number', 'money', 'boolean', 'text', 'days', 'ratio'] as const;
export type FactType = (typeof factTypes)[number];

/** The languages a fact is described in (the app's four). */
export const factLanguages = ['en', 'ar', 'fr', 'ar-MA'] as const;
export type FactLanguage = (typeof factLanguages)[number];
type Described = Record<FactLanguage, string>;

export interface FactDefinition {
  key: string;
  /** The subject the fact belongs to (a cashout's rules also read its customer's facts). */
  subject: RuleSubject;
  type: FactType;
  /** EGP, cashouts, customers, days, ratio, lines, instalments; '' for text and yes/no facts. */
  unit: string;
  description: Described;
}

const fact = (
  subject: RuleSubject,
  name: string,
  type: FactType,
  unit: string,
  description: Described,
): FactDefinition => ({ key: `${subject}.${name}`, subject, type, unit, description });

/** The facts of a cashout request itself. */
const cashoutFacts: readonly FactDefinition[] = [
  fact('cashout', 'amount', 'money', 'EGP', {
    en: 'The amount the customer asked to cash out',
    ar: 'المبلغ الذي طلب العميل صرفه',
    fr: 'Le montant dont le client demande le retrait',
    'ar-MA': 'المبلغ اللي طلب الكليان يخرّجو',
  }),
  fact('cashout', 'method', 'text', '', {
    en: 'How it is paid: WALLET (mobile wallet) or BANK (bank transfer)',
    ar: 'طريقة الصرف: WALLET (محفظة الهاتف) أو BANK (تحويل بنكي)',
    fr: 'Le mode de paiement : WALLET (portefeuille mobile) ou BANK (virement bancaire)',
    'ar-MA': 'كيفاش غادي يتخلّص: WALLET (البزطام ديال التيليفون) ولا BANK (تحويل للبنك)',
  }),
  fact('cashout', 'amountToUsual', 'ratio', 'ratio', {
    en: 'The amount divided by the average of the customer’s earlier approved cashouts (empty when there is none)',
    ar: 'المبلغ مقسومًا على متوسط طلبات الصرف السابقة المعتمدة للعميل (فارغ إن لم توجد)',
    fr: 'Le montant divisé par la moyenne des retraits approuvés précédents du client (vide s’il n’y en a aucun)',
    'ar-MA': 'المبلغ مقسوم على المعدل ديال طلبات الصرف اللي تقبلو للكليان قبل (خاوي إلا ما كاين حتى وحدة)',
  }),
  fact('cashout', 'customersSharingDestination', 'number', 'customers', {
    en: 'Other customers whose cashouts or bank accounts carry this cashout’s IBAN or wallet number',
    ar: 'عدد العملاء الآخرين الذين تحمل طلبات صرفهم أو حساباتهم البنكية رقم الآيبان أو رقم المحفظة نفسه',
    fr: 'Autres clients dont les retraits ou les comptes bancaires portent l’IBAN ou le numéro de portefeuille de ce retrait',
    'ar-MA': 'شحال من كليان آخر عندو نفس الإيبان ولا نفس رقم البزطام فطلبات الصرف ديالو ولا فالحساب البنكي',
  }),
];

/** The facts of a credit line under review. */
const creditLineFacts: readonly FactDefinition[] = [
  fact('creditLineReview', 'status', 'text', '', {
    en: 'The line’s status: PENDING, APPROVED, ACTIVE, REJECTED, CLOSED or SUSPENDED',
    ar: 'حالة الحد الائتماني: PENDING أو APPROVED أو ACTIVE أو REJECTED أو CLOSED أو SUSPENDED',
    fr: 'Le statut de la ligne : PENDING, APPROVED, ACTIVE, REJECTED, CLOSED ou SUSPENDED',
    'ar-MA': 'الحالة ديال الكريدي: PENDING ولا APPROVED ولا ACTIVE ولا REJECTED ولا CLOSED ولا SUSPENDED',
  }),
  fact('creditLineReview', 'limit', 'money', 'EGP', {
    en: 'The line’s credit limit',
    ar: 'الحد الائتماني للخط',
    fr: 'Le plafond de crédit de la ligne',
    'ar-MA': 'السقف ديال الكريدي',
  }),
  fact('creditLineReview', 'daysOpen', 'days', 'days', {
    en: 'Days since the line was opened (Cairo days)',
    ar: 'الأيام منذ فتح الخط (بتوقيت القاهرة)',
    fr: 'Jours depuis l’ouverture de la ligne (jours du Caire)',
    'ar-MA': 'شحال من نهار دازت من نهار تحل الكريدي (بتوقيت القاهرة)',
  }),
  fact('creditLineReview', 'overdueInstalments', 'number', 'instalments', {
    en: 'Instalments of the line due before today (Cairo) and not fully paid',
    ar: 'أقساط الخط المستحقة قبل اليوم (بتوقيت القاهرة) ولم تُسدَّد بالكامل',
    fr: 'Échéances de la ligne dues avant aujourd’hui (Le Caire) et pas entièrement payées',
    'ar-MA': 'الأقساط ديال الكريدي اللي فات الوقت ديالها قبل اليوم (القاهرة) وما تخلّصوش كاملين',
  }),
];

const cashoutWindow = (name: string, en: string, ar: string, fr: string, arMA: string): FactDefinition[] => [
  fact('customer', `cashouts${name}Count`, 'number', 'cashouts', {
    en: `Cashouts the customer requested in the last ${en} (any status, this one included)`,
    ar: `طلبات الصرف التي قدّمها العميل في آخر ${ar} (بأي حالة، ومنها هذا الطلب)`,
    fr: `Retraits demandés par le client ${fr} (tout statut, celui-ci compris)`,
    'ar-MA': `طلبات الصرف اللي دار الكليان ف ${arMA} (أي حالة، حتى هادا محسوب)`,
  }),
  fact('customer', `cashouts${name}Total`, 'money', 'EGP', {
    en: `The total of the cashouts the customer requested in the last ${en}`,
    ar: `مجموع طلبات الصرف التي قدّمها العميل في آخر ${ar}`,
    fr: `Le total des retraits demandés par le client ${fr}`,
    'ar-MA': `المجموع ديال طلبات الصرف اللي دار الكليان ف ${arMA}`,
  }),
];

/** The facts of a customer: every subject's rules read those of its customer. */
const customerFacts: readonly FactDefinition[] = [
  fact('customer', 'availableCashback', 'money', 'EGP', {
    en: 'Cashback the customer can cash out now',
    ar: 'الكاش باك المتاح للعميل للصرف الآن',
    fr: 'Le cashback que le client peut retirer maintenant',
    'ar-MA': 'الكاش باك اللي يقدر الكليان يخرّجو دابا',
  }),
  ...cashoutWindow('24h', '24 hours', '24 ساعة', 'ces dernières 24 heures', 'آخر 24 ساعة'),
  ...cashoutWindow('7d', '7 days', '7 أيام', 'ces 7 derniers jours', 'آخر 7 أيام'),
  ...cashoutWindow('30d', '30 days', '30 يومًا', 'ces 30 derniers jours', 'آخر 30 يوم'),
  fact('customer', 'daysSinceSignUp', 'days', 'days', {
    en: 'Days since the customer signed up (Cairo days)',
    ar: 'الأيام منذ تسجيل العميل (بتوقيت القاهرة)',
    fr: 'Jours depuis l’inscription du client (jours du Caire)',
    'ar-MA': 'شحال من نهار من نهار تسجّل الكليان (بتوقيت القاهرة)',
  }),
  fact('customer', 'accountStatus', 'text', '', {
    en: 'The customer’s account status (e.g. ACTIVE, BLOCKED)',
    ar: 'حالة حساب العميل (مثل ACTIVE أو BLOCKED)',
    fr: 'Le statut du compte du client (p. ex. ACTIVE, BLOCKED)',
    'ar-MA': 'الحالة ديال الحساب ديال الكليان (بحال ACTIVE ولا BLOCKED)',
  }),
  fact('customer', 'creditLimit', 'money', 'EGP', {
    en: 'The credit limit of the customer’s current line (empty without a line)',
    ar: 'الحد الائتماني للخط الحالي للعميل (فارغ دون خط)',
    fr: 'Le plafond de la ligne de crédit actuelle du client (vide sans ligne)',
    'ar-MA': 'السقف ديال الكريدي الحالي ديال الكليان (خاوي إلا ما عندوش)',
  }),
  fact('customer', 'creditUsed', 'money', 'EGP', {
    en: 'What the customer owes on the current line (unpaid instalments)',
    ar: 'المستحق على العميل في الخط الحالي (الأقساط غير المسددة)',
    fr: 'Ce que le client doit sur la ligne actuelle (échéances impayées)',
    'ar-MA': 'شحال كيتسال الكليان فالكريدي الحالي (الأقساط اللي ما تخلّصوش)',
  }),
  fact('customer', 'creditUtilisation', 'ratio', 'ratio', {
    en: 'Credit used divided by the credit limit, 0 to 1 (empty without a limit)',
    ar: 'المستخدم من الائتمان مقسومًا على الحد، من 0 إلى 1 (فارغ دون حد)',
    fr: 'Crédit utilisé divisé par le plafond, de 0 à 1 (vide sans plafond)',
    'ar-MA': 'الكريدي المستعمل مقسوم على السقف، من 0 حتى 1 (خاوي بلا سقف)',
  }),
  fact('customer', 'openLines', 'number', 'lines', {
    en: 'The customer’s open credit lines (approved or active)',
    ar: 'خطوط الائتمان المفتوحة للعميل (المعتمدة أو النشطة)',
    fr: 'Les lignes de crédit ouvertes du client (approuvées ou actives)',
    'ar-MA': 'الكريديات المفتوحة ديال الكليان (مقبولة ولا خدّامة)',
  }),
  fact('customer', 'financingBlocked', 'boolean', '', {
    en: 'The customer is blocked from financing now',
    ar: 'العميل محظور من التمويل حاليًا',
    fr: 'Le client est actuellement bloqué pour le financement',
    'ar-MA': 'الكليان ممنوع من التمويل دابا',
  }),
  fact('customer', 'amlBlacklisted', 'boolean', '', {
    en: 'The national id on the customer’s application is on the AML blacklist',
    ar: 'الرقم القومي في طلب العميل مدرج في القائمة السوداء لمكافحة غسل الأموال',
    fr: 'Le numéro national de la demande du client figure sur la liste noire LBA',
    'ar-MA': 'رقم البطاقة الوطنية فالطلب ديال الكليان كاين فاللائحة السوداء ديال غسيل الأموال',
  }),
  fact('customer', 'blacklistNameSimilarity', 'ratio', 'ratio', {
    en: 'The closest match, 0 to 1, between the legal name on the customer’s application and a name on the AML blacklist (trigram similarity)',
    ar: 'أقرب تطابق، من 0 إلى 1، بين الاسم القانوني في طلب العميل واسم في القائمة السوداء (تشابه الثلاثيات)',
    fr: 'La plus forte ressemblance, de 0 à 1, entre le nom légal de la demande du client et un nom de la liste noire LBA (similarité par trigrammes)',
    'ar-MA':
      'أقرب تشابه، من 0 حتى 1، بين السمية القانونية فالطلب ديال الكليان وشي سمية فاللائحة السوداء (تشابه الثلاثيات)',
  }),
];

/** Every fact, by subject: a subject's own facts, then its customer's (a customer has only its own). */
export const factCatalogue: Readonly<Record<RuleSubject, readonly FactDefinition[]>> = {
  cashout: [...cashoutFacts, ...customerFacts],
  creditLineReview: [...creditLineFacts, ...customerFacts],
  customer: customerFacts,
};

/** The value of one fact (see `factTypes`); null where there is none. */
export const factValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type FactValue = z.infer<typeof factValue>;
/** A subject's facts at one moment: fact key → value. */
export type FactValues = Record<string, FactValue>;

export const factDefinition = z.object({
  key: z.string(),
  subject: ruleSubject,
  type: z.enum(factTypes),
  unit: z.string(),
  description: z.object({ en: z.string(), ar: z.string(), fr: z.string(), 'ar-MA': z.string() }),
});

export const listFacts = defineEndpoint({
  method: 'GET',
  path: `${V2}/rules/facts`,
  access: 'manage-rules',
  summary:
    'The catalogue of facts a rule about this subject can read (its own, then its customer’s): key, type, unit and a description in en, ar, fr and ar-MA; no values',
  query: z.object({ subject: ruleSubject }),
  response: z.object({ subject: ruleSubject, facts: z.array(factDefinition) }),
});

// ---------------------------------------------------------------- rules (items 3 and 4)

/**
 * A rule's lifecycle: DRAFT (edited, never evaluated) → SHADOW (evaluated on live items, results
 * recorded, no effect) → ACTIVE (moving there is held under four-eyes, `rule.activate`) → RETIRED.
 */
export const ruleStatuses = ['DRAFT', 'SHADOW', 'ACTIVE', 'RETIRED'] as const;
export type RuleStatus = (typeof ruleStatuses)[number];
export const ruleStatus = z.enum(ruleStatuses);

/** The moves: to SHADOW from DRAFT, to ACTIVE from DRAFT or SHADOW (held), to RETIRED from any other. */
export const ruleMoveSpecs = {
  SHADOW: { from: ['DRAFT'] },
  ACTIVE: { from: ['DRAFT', 'SHADOW'] },
  RETIRED: { from: ['DRAFT', 'SHADOW', 'ACTIVE'] },
} as const satisfies Record<string, { from: readonly RuleStatus[] }>;
export type RuleMove = keyof typeof ruleMoveSpecs;
export const ruleMoves = Object.keys(ruleMoveSpecs) as [RuleMove, ...RuleMove[]];

/** New versions are written only in these statuses (an ACTIVE or RETIRED rule is fixed). */
export const ruleEditableStatuses: readonly RuleStatus[] = ['DRAFT', 'SHADOW'];

export const ruleSeverities = ['LOW', 'MEDIUM', 'HIGH'] as const;
export type RuleSeverity = (typeof ruleSeverities)[number];

/** What a hit does once the rule is ACTIVE (effects are applied by later work, issue 37 item 6). */
export const ruleEffect = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('FLAG'), severity: z.enum(ruleSeverities) }),
  z.object({ kind: z.literal('PRIORITY') }),
  z.object({ kind: z.literal('REQUIRE_SECOND_PERSON') }),
  z.object({ kind: z.literal('OPEN_CASE'), caseKind }),
]);
export type RuleEffect = z.infer<typeof ruleEffect>;
export const ruleEffectKinds = ['FLAG', 'PRIORITY', 'REQUIRE_SECOND_PERSON', 'OPEN_CASE'] as const;

/** The longest condition (characters), as `RULE_EXPRESSION_MAX` in rule-expressions.ts. */
export const RULE_CONDITION_MAX = 2000;
export const RULE_NAME_MAX = 200;
export const RULE_EXPLANATION_MAX = 1000;

/** One version of a rule: immutable once written. */
export const ruleVersion = z.object({
  number: z.number().int(),
  /** The CEL condition over the subject's facts (rule-expressions.ts). */
  condition: z.string(),
  effect: ruleEffect,
  /** The text shown with the flag or the hit. */
  explanation: z.string(),
  /** The facts the condition reads (keys). */
  facts: z.array(z.string()),
  createdBy: z.string(),
  createdAt: z.string(),
});
export type RuleVersion = z.infer<typeof ruleVersion>;

export const ruleSummary = z.object({
  id: z.number().int(),
  subject: ruleSubject,
  name: z.string(),
  status: ruleStatus,
  /** The number of the rule's current (latest) version. */
  currentVersion: z.number().int(),
  /** Row version (ETag; If-Match of versions and moves). */
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RuleSummary = z.infer<typeof ruleSummary>;

export const ruleDetail = ruleSummary.extend({
  /** Every version, newest first. */
  versions: z.array(ruleVersion),
  /** A move to ACTIVE waiting for a second person. */
  pendingActivation: z.object({ approvalId: z.number().int(), requestedBy: z.string() }).nullable(),
});
export type RuleDetail = z.infer<typeof ruleDetail>;

/** What a version is written from: the condition, the effect, the explanation. */
const versionBody = {
  condition: z.string().max(RULE_CONDITION_MAX, fieldMessage('textAtMost', { max: RULE_CONDITION_MAX })),
  effect: ruleEffect,
  explanation: textField(RULE_EXPLANATION_MAX, fieldMessage('textAtLeast', { min: 1 })),
};

export const listRules = defineEndpoint({
  method: 'GET',
  path: `${V2}/rules`,
  access: 'manage-rules',
  summary: 'The rules, newest first, by subject and status',
  query: z.object({ subject: ruleSubject.optional(), status: ruleStatus.optional() }),
  response: z.object({ items: z.array(ruleSummary) }),
});

export const getRule = defineEndpoint({
  method: 'GET',
  path: `${V2}/rules/:id`,
  access: 'manage-rules',
  summary: 'One rule with all its versions, newest first; ETag is its row version',
  params: idParams,
  response: ruleDetail,
});

export const createRule = defineEndpoint({
  method: 'POST',
  path: `${V2}/rules`,
  access: 'manage-rules',
  idempotent: true,
  summary:
    'Create a DRAFT rule with its first version: a condition that does not parse or type-check over the subject’s facts is a 400 naming its position (line, column), as is an OPEN_CASE kind that does not exist',
  body: z.object({
    subject: ruleSubject,
    name: textField(RULE_NAME_MAX, fieldMessage('enterName')),
    ...versionBody,
  }),
  response: ruleDetail,
});

export const addRuleVersion = defineEndpoint({
  method: 'POST',
  path: `${V2}/rules/:id/versions`,
  access: 'manage-rules',
  ifMatch: true,
  summary:
    'Write a new version of a DRAFT or SHADOW rule (409 otherwise); checked as at creation (400 naming the position)',
  params: idParams,
  body: z.object(versionBody),
  response: ruleDetail,
});

export const moveRule = defineEndpoint({
  method: 'POST',
  path: `${V2}/rules/:id/moves/:move`,
  access: 'manage-rules',
  ifMatch: true,
  guarded: 'rule.activate',
  summary:
    'Move a rule: SHADOW (from DRAFT), ACTIVE (from DRAFT or SHADOW, held for a second manage-rules holder: 202), RETIRED (from any but RETIRED); a repeat is a no-op, another status 409',
  params: z.object({ id: idField(), move: z.enum(ruleMoves) }),
  response: ruleDetail,
});
