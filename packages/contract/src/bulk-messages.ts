import { z } from 'zod';

/**
 * What the bulk pipeline tells staff about a file or a row, by key, in English with `{{param}}`
 * placeholders (i18next's syntax). The server sends the key and params beside the English text;
 * the web app shows the key's translation in the staff member's language.
 */
export const bulkMessages = {
  // Cells
  required: 'Required',
  maxChars: 'At most {{max}} characters',
  arabic: 'Write this in Arabic',
  wholeNumberId: 'Use a whole number id',
  egpAmount: 'Use an amount in EGP such as 150 or 99.50',
  moreThanZero: 'Must be more than 0',
  nationalId: 'Use a valid 14-digit Egyptian national id',
  mobile: 'Use an Egyptian mobile number such as 01012345678',
  phone: 'Use a mobile (01012345678), a landline (0223456789) or a hotline (19677)',
  latitude: 'Use a decimal latitude such as 30.0444',
  longitude: 'Use a decimal longitude such as 31.2357',
  insideEgypt: 'Must be inside Egypt ({{min}} to {{max}})',
  date: 'Use a date such as 2026-01-31',
  oneOf: 'Use one of {{values}}',
  itemMaxChars: 'Each item at most {{max}} characters',
  maxItems: 'At most {{max}} items',
  httpsUrl: 'Use a web address starting with https://',
  terminalId: 'Use the 8-character terminal id, letters and digits only',
  invalid: 'Invalid value',
  // Rows
  formula: 'Formula cells are not accepted: remove the leading = + - @',
  duplicate: 'Duplicate of row {{row}}',
  endsBeforeStart: 'Must be on or after starts_at',
  percentMax: 'A percentage is at most 100',
  fixedAmountMax: 'A fixed amount is at most EGP 1,000,000',
  merchantMissing: 'Merchant {{id}} does not exist',
  categoryMissing: 'Category {{id}} does not exist',
  branchMissing: 'Branch {{id}} does not exist',
  branchOfOtherMerchant: 'Branch {{branch}} belongs to merchant {{owner}}, not {{merchant}}',
  merchantExists: 'A merchant with this name already exists (id {{id}})',
  orderId: 'Use the network’s order id: letters, digits, dots, dashes and underscores (up to 64)',
  cashbackAboveOrder: 'The cashback is more than the order amount',
  futureDate: 'The date is after today (Cairo)',
  affiliateMerchantMissing: 'Affiliate merchant {{id}} does not exist',
  customerMissing: 'Customer {{id}} does not exist',
  transactionStatusBack: 'Order {{order}} is already {{from}}: it can’t become {{to}}',
  notFutureDate: 'Must not be after today',
  iban: 'Use an Egyptian IBAN: EG, 2 check digits and 25 digits, with a valid check',
  // Financing rows (never echo a national id)
  noApplication: 'Customer {{id}} has no application',
  noCreditLine: 'Customer {{id}} has no credit line to review',
  reviewNotAllowed: 'Not allowed on a credit line in status {{status}}',
  limitRequired: 'Give the credit limit for {{action}}',
  limitNotForAction: 'Leave credit_limit empty for {{action}}',
  limitBounds: '{{partner}} gives limits from EGP {{min}} to EGP {{max}}',
  customerBlacklisted: 'The customer is on the AML blacklist',
  customerBlocked: 'The customer is blocked from financing',
  userOrNationalId: 'Give the user_id or the national_id',
  reasonShort: 'Write a reason of at least {{min}} characters',
  instalmentMissing: 'Instalment {{reference}} does not exist',
  instalmentOfOtherCustomer: 'Instalment {{reference}} belongs to another customer',
  instalmentPaid: 'Instalment {{reference}} is already paid',
  amountAboveDue: 'More than the EGP {{due}} left to pay on this instalment',
  paidDateFuture: 'The paid date is in the future',
  repaymentExists: 'This repayment was already recorded',
  promotionMissing: 'Promotion {{id}} does not exist',
  promotionEnded: 'Promotion {{id}} has ended',
  promotionOtherPartner: 'Promotion {{id}} is for customers of {{partner}} only',
  appUserMissing: 'App user {{id}} does not exist',
  // Whole files
  fileEmpty: 'The file is empty.',
  fileNoRows: 'The file has a header row but no data rows.',
  fileHeader:
    'The header row does not match the template. Missing columns: {{missing}}. Unknown columns: {{unknown}}. Repeated columns: {{repeated}}. Expected: {{expected}}.',
  fileTooManyRows: 'The file has more than {{max}} rows: split it into smaller files.',
  fileTooLarge: 'The file is larger than {{mb}} MB: split it into smaller files.',
  fileNotUtf8:
    'The file is not valid UTF-8 text (near line {{line}}). If Excel saved it as plain "CSV" with Arabic text, save it again as "CSV UTF-8", or choose the Windows-1256 (Arabic) encoding.',
  fileNotWindows1256: 'The file is not valid Windows-1256 text (near line {{line}}). Save it as "CSV UTF-8".',
  fileBinaryData: 'The file contains binary data: it is not a CSV text file.',
  fileXls: 'This is an old Excel .xls workbook, not a CSV or XLSX file: save it as .xlsx or CSV UTF-8.',
  filePdf: 'This is a PDF, not a CSV or XLSX file.',
  fileImage: 'This is an image, not a CSV or XLSX file.',
  fileBinary: 'This is a binary file, not a CSV or XLSX file.',
  fileCsvUnreadable: 'The CSV could not be read: {{reason}}',
  fileXlsxInvalid:
    'The file is not a valid XLSX workbook. Save it again from Excel as .xlsx, or as CSV UTF-8.',
  fileNoWorksheet: 'The workbook has no worksheet.',
  fileWorksheetUnreadable: 'The worksheet could not be read: {{reason}}',
  fileUnreadable: 'The file could not be read',
  fileXlsxTooBig:
    'The workbook unpacks to more than {{mb}} MB: it is not an ordinary spreadsheet. Split it, or save it as CSV UTF-8.',
  fileXlsxCellTooLong: 'A cell holds more than {{max}} characters, more than Excel itself allows.',
  fileXlsxDoctype:
    'The workbook contains XML declarations (DOCTYPE or ENTITY) that spreadsheets never use: it was refused.',
  fileXlsxSharedStrings:
    'The workbook’s table of texts is larger than a file of this kind can use (at most {{max}} texts, {{mb}} MB in all): it is not an ordinary spreadsheet. Save only the sheet with the data as .xlsx, or save it as CSV UTF-8.',
  fileValidationsBusy:
    'Other files are being checked right now. Try again in {{seconds}} seconds: nothing was saved.',
  // Applying a checked file (the batch FAILED, nothing written)
  applyOrderMoved:
    "Order {{order}} changed status after this file was checked, to one this file can't move it from. Upload the file again to see every such row.",
  applyLinesChanged:
    'Credit lines changed since this file was checked (another review, an assignment, a blacklisting or a block): {{count}}. Nothing was applied; upload the file again to check it against the lines as they are now.',
  applyInstalmentGone: 'Instalment {{reference}} no longer exists: nothing was applied.',
  applyInstalmentPaidSince:
    'Instalment {{reference}} has only EGP {{due}} left to pay: it was paid since the file was checked. Nothing was applied; upload the file again.',
  applyRepaymentRecorded:
    'A repayment of this file was already recorded (same instalment, day, amount and channel): nothing was applied.',
  applyDatabaseRefused: 'The database refused the rows.',
  applyUnexpected: 'An unexpected error stopped it.',
} as const;

export type BulkMessageKey = keyof typeof bulkMessages;
export type BulkMessageParams = Record<string, string | number>;

export const bulkMessage = z.object({
  key: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type BulkMessage = z.infer<typeof bulkMessage>;

/** The English text of a message: its template with the params filled in. */
export const formatBulkMessage = (key: BulkMessageKey, params: BulkMessageParams = {}): string =>
  bulkMessages[key].replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
