/**
 * What a form or an API 400 tells staff about one field, by key, in English with `{{param}}`
 * placeholders (i18next's syntax), as the bulk messages do for file rows. Contract schemas carry a
 * key and its params inside zod's message (`fieldMessage`); the server answers the English text
 * with the key and params beside it (in the issue of `details`), and the web app shows the key's
 * translation (`validation.<key>` in `apps/web/src/kit/locales.ts`, checked by its test).
 * A new area adds its keys here and their translations there.
 */
export const fieldMessages = {
  // Shared rules (fields.ts)
  wholeNumberRange: 'Use a whole number from {{min}} to {{max}}',
  idList: 'Use a comma-separated list of ids',
  numberAtLeast: 'Use a number of at least {{min}}',
  numberAbove: 'Use a number above {{min}}',
  numberAtMost: 'Use a number of at most {{max}}',
  numberBelow: 'Use a number below {{max}}',
  textAtLeast: 'Use at least {{min}} characters',
  textAtMost: 'Use at most {{max}} characters',
  idListMax: 'Use at most {{max}} ids',
  chooseRows: 'Choose from 1 to {{max}} rows',
  rowsRepeated: 'Choose each row once',
  noNul: 'Remove the invisible NUL character (\\u0000)',
  noLoneSurrogate: 'Remove the broken character (an unpaired UTF-16 surrogate)',
  latitudeInsideEgypt: 'Use a latitude inside Egypt ({{min}} to {{max}})',
  longitudeInsideEgypt: 'Use a longitude inside Egypt ({{min}} to {{max}})',
  date: 'Enter a valid date',
  // zod's own refusals where no schema names a message (set for the web by its zod error map)
  notNumber: 'Enter a number',
  url: 'Enter a web address starting with http:// or https://',
  // Common entries
  enterTitle: 'Enter a title',
  enterName: 'Enter a name',
  enterEnglishName: 'Enter the English name',
  enterArabicName: 'Enter the Arabic name',
  enterEnglishTitle: 'Enter the English title',
  enterArabicTitle: 'Enter the Arabic title',
  enterEmail: 'Enter a valid email',
  passwordLength: 'Use at least {{min}} characters',
  passwordWeak: 'This password is too easy to guess: use a longer phrase or add unusual words',
  passwordWrong: 'The current password is not correct',
  enterCurrentPassword: 'Enter your current password',
  enterCode: 'Enter the 6-digit code from your authenticator app, or a recovery code',
  codeWrong: 'This code is not correct or was already used',
  uploadImageFirst: 'Upload an image first',
  imageInFolder: 'Upload the image to a {{folder}} folder first',
  chooseCategory: 'Choose a category',
  chooseExistingCategory: 'Choose an existing category',
  chooseMerchant: 'Choose a merchant',
  chooseExistingMerchant: 'Choose an existing merchant',
  // Offers
  endsBeforeStart: 'The end date is before the start date',
  percentRange: 'A percentage is above 0 and at most 100',
  amountRange: 'An amount is above 0 and at most EGP {{max}}',
  enterDiscount: 'Enter the discount',
  discountDecimals: 'Enter the discount as a number with at most two decimals, such as 15 or 12.50',
  chooseOfferStatus: 'Choose Draft, Active or Inactive',
  branchesOfMerchant: "Choose branches of the offer's merchant",
  maxOffers: 'At most {{max}} offers',
  offerTwice: 'An offer appears twice',
  noLiveOffer: 'No live offer with id {{ids}}',
  // Merchants and branches
  enterEnglishBranchName: 'Enter the English branch name',
  enterArabicBranchName: 'Enter the Arabic branch name',
  enterEnglishAddress: 'Enter the English address',
  enterArabicAddress: 'Enter the Arabic address',
  enterCity: 'Enter the city',
  enterGovernorate: 'Enter the governorate',
  newMerchantBranch: 'A new merchant has no existing branches',
  notMerchantBranch: 'Not a branch of this merchant',
  // Feature flags, contracts, customers
  flagKey: 'Use 2-100 letters, digits, dot, dash or underscore, starting with a letter',
  nameReviewer: 'Name the reviewing employee',
  customerSearch: 'Enter at least 2 characters of a national id, phone or name',
  nationalIdDigits: 'The national id has 14 digits',
  nationalIdMismatch: 'Does not match the national id of this customer',
  // Staff accounts: only the two company domains (docs/requirements.md §P6)
  companyEmailOnly: 'Use a company email: one on {{appDomain}} or {{partnerDomain}}',
  companyEmailDisableOnly:
    'This account’s email is not on {{appDomain}} or {{partnerDomain}}: the account can only be disabled',
  // Affiliate (cashback)
  chooseAggregator: 'Choose an aggregator',
  chooseExistingAggregator: 'Choose an existing aggregator',
  enterTrackingUrl: 'Enter the tracking link, starting with https://',
  egpAmount: 'Enter an amount in EGP such as 150 or 99.50',
  cashbackPercentRange: 'A cashback rate is above 0 and at most 100%',
  cashbackAmountRange: 'A fixed cashback is above 0 and at most EGP {{max}}',
  maxMerchants: 'At most {{max}} merchants',
  merchantTwice: 'A merchant appears twice',
  noActiveAffiliateMerchant: 'No active affiliate merchant with id {{ids}}',
  enterRejectReason: 'Say why the cashout is rejected (at least {{min}} characters)',
  customerFilter: 'Enter a customer id or an Egyptian mobile such as 01012345678',
  minAboveMax: 'The lowest amount is above the highest',
  maxPrizes: 'At most {{max}} prizes',
  maxBanners: 'At most {{max}} banners',
  enterLink: 'Enter a link starting with https:// or an app link such as lucky://offers',
  // Compliance: profile validation, NID download, blacklist
  explainReason: 'Explain the reason',
  enterReason: 'Enter the reason (at least {{min}} characters)',
  chooseRejectReason: 'Choose why the profile is rejected',
  downloadReference: 'Enter the reference: a ticket, letter or case number',
  chooseIdImageReason: 'Choose why you need this customer’s national id images',
  chooseCustomers: 'Choose 1 to {{max}} customers',
  // General: SMS, Plus
  writeSms: 'Write the message',
  smsTooLong: 'At most {{max}} SMS parts: shorten the message',
  smsRecipients: 'Add at least one mobile number',
  smsRecipientsMax: 'At most {{max}} numbers in one sending',
  egyptianMobile: 'Use an Egyptian mobile number such as 01012345678',
  priceRange: 'Enter a price above 0 and at most EGP {{max}}, with up to 2 decimals',
  enterEnglishBenefit: 'Enter the benefit in English',
  enterArabicBenefit: 'Enter the benefit in Arabic',
  benefitsCount: 'List 1 to {{max}} benefits',
  // Financing
  documentNumberDigits: 'Use the digits of the national id',
  chooseAction: 'Choose an action',
  creditLimitRequired: 'Enter the credit limit',
  creditLimitNotForAction: 'Leave the credit limit empty: this action does not change it',
  creditLimitBounds: '{{partner}} gives limits from EGP {{min}} to EGP {{max}}',
  usersIds: 'Give from 1 to {{max}} user ids',
  choosePartner: 'Choose a financing partner',
  chooseExistingPartner: 'Choose an existing, active financing partner',
  chooseActivationType: 'Choose how the credit line is activated',
  choosePromotionKind: 'Choose the kind of promotion',
  interestFreeMonths: 'Use 1 to {{max}} interest-free months',
  limitIncreaseRequired: 'Enter the extra credit in EGP',
  endsInPast: 'The end date has already passed',
  // Cases and the calendar
  enterNote: 'Write the note',
  caseOutcomeRequired: 'Choose the outcome',
  caseSummaryRequired: 'Write a summary of what was decided',
  calendarYear: 'Use a date from {{min}} to {{max}}',
  holidayTwice: 'Each date once',
  holidayOutsideYear: 'Every date must be in {{year}}',
  mentionUnknown: 'Mention only active staff who work cases',
  noteOfThisCase: 'Refer to a note of this case',
  assigneeUnknown: 'Choose an active staff member who works cases',
} as const;

export type FieldMessageKey = keyof typeof fieldMessages;
export type FieldMessageParams = Record<string, string | number>;

const MARK = '\u0001field:';

/** The English text of a message: its template with the params filled in. */
export const formatFieldMessage = (key: FieldMessageKey, params: FieldMessageParams = {}): string =>
  fieldMessages[key].replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );

/** A zod message that stands for a field message key and its params (read back by `readFieldMessage`). */
export const fieldMessage = (key: FieldMessageKey, params: FieldMessageParams = {}): string =>
  MARK + JSON.stringify([key, params]);

/** True for a message `fieldMessage` made, even one whose key this reader does not know (a newer server's). */
export const isFieldMessage = (message: string): boolean => message.startsWith(MARK);

/** The key, params and English text a message stands for; null for any other text (zod's own). */
export function readFieldMessage(
  message: string,
): { key: FieldMessageKey; params: FieldMessageParams; text: string } | null {
  if (!isFieldMessage(message)) return null;
  try {
    const [key, params] = JSON.parse(message.slice(MARK.length)) as [FieldMessageKey, FieldMessageParams];
    return key in fieldMessages ? { key, params, text: formatFieldMessage(key, params) } : null;
  } catch {
    return null;
  }
}
