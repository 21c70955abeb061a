import { bulkMessages, type BulkMessageKey } from '@cmt/contract/bulk-messages';
import type { Translations } from '../../lib/translations';

/** The English strings of namespace `bulk` (locales.ts loads the language on screen only). */
const en = {
  template: 'Download template',
  loading: 'Loading',
  applyFailed: 'The batch could not be applied',
  uploadFailed: 'The file could not be uploaded',
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
    counts_one: '{{count}} row: {{valid}} valid, {{invalid}} with errors',
    counts_other: '{{count}} rows: {{valid}} valid, {{invalid}} with errors',
    downloadErrors: 'Download errors (CSV)',
    invalid_one:
      '{{count}} row has errors ({{errors}} in all). Fix it in the file and upload it again: nothing was applied.',
    invalid_other:
      '{{count}} rows have errors ({{errors}} in all). Fix them in the file and upload it again: nothing was applied.',
    alreadyApplied: 'This same file was already applied in batch #{{id}}: it can’t be applied twice.',
    valid_one: 'The {{count}} row is valid. Nothing has changed yet: confirm to apply it.',
    valid_other: 'All {{count}} rows are valid. Nothing has changed yet: confirm to apply them.',
    failed: 'Applying failed and nothing was changed: {{reason}} You can apply the batch again.',
    alreadyApplying: 'This batch, or the same file, is already applied or being applied.',
    notAppliable: 'Only a batch without invalid rows can be applied: fix the file and upload it again.',
    applying: 'Applying',
    progress: '{{done}} of {{total}} rows applied ({{percent}}%)',
    applied: 'Applied: {{inserted}} added, {{updated}} updated.',
    amountTotal: 'Total of the valid rows: {{amount}}',
    apply_one: 'Apply {{count}} row',
    apply_other: 'Apply {{count}} rows',
    applyAgain: 'Apply again',
  },
  confirm: {
    title: 'Apply this file?',
    message_one: 'The {{count}} row of “{{file}}” will be written. If anything fails, nothing is written.',
    message_other:
      'All {{count}} rows of “{{file}}” will be written at once. If anything fails, nothing is written.',
    apply: 'Apply',
    suspends: 'Open credit lines of listed customers it will suspend: {{lines}}.',
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
    amountTotal: 'Total',
    actions: 'Actions',
    open: 'Open',
    openBatch: 'Open batch {{id}}',
    empty: 'No file uploaded yet',
    filtered: 'Showing only: {{statuses}}',
    emptyFiltered: 'No file with this status',
    showAll: 'Show all',
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
  /** Messages about a file or a row, by the key the server sends (contract bulk-messages.ts). */
  messages: { ...bulkMessages } as Record<BulkMessageKey, string>,
  screens: {
    offers: { title: 'Offers bulk upload', subtitle: 'Create many regular offers from one file' },
    cardOffers: {
      title: 'Card offers bulk upload',
      subtitle: 'Create many Lucky One card offers from one file',
    },
    branches: {
      title: 'Branches',
      subtitle: 'Add merchant branches with their addresses and locations',
    },
    merchants: { title: 'Merchants bulk upload', subtitle: 'Create many merchants from one file' },
    cati: { title: 'CATI bulk upload', subtitle: 'Map card acceptor terminal ids to merchant branches' },
    affiliateTransactions: {
      title: 'Upload Transactions',
      subtitle:
        'The affiliate networks’ orders: a new order adds cashback, an order already uploaded updates its status, and customers’ balances follow',
    },
    aml: {
      title: 'AML blacklist file',
      subtitle: 'National ids that may not be given credit, with the list they come from',
    },
    bank: {
      title: 'Bank accounts file',
      subtitle: 'Customers’ bank accounts for cashouts to a bank; every IBAN is checked',
    },
    applicationReviews: {
      title: 'Batch reviews',
      subtitle: 'Approve, reject, change limits, suspend or reactivate many credit lines from one file',
    },
    repayments: {
      title: 'Repayments',
      subtitle:
        'Record repayments received against customers’ instalments; a repayment is never applied twice',
    },
    creditPromotionUsers: {
      title: 'Credit promotion: eligible customers',
      subtitle: 'Make customers eligible for a running or scheduled promotion',
      open: 'Promotions a file can name (their id goes in promotion_id)',
      none: 'No running or scheduled promotion: create one first',
    },
  },
};

export type Strings = Translations<typeof en>;

export default en;
