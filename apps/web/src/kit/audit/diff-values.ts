import { egpOf } from '@cmt/contract/money';
import { formatDate, formatDateTime } from '../../lib/dates';
import { formatEgp } from '../../lib/money';

/**
 * Bookkeeping a reader of a change has no use for (row ids, optimistic-lock versions, timestamps the
 * database stamps, sign-in internals, secrets): never shown as a changed field.
 */
export const INTERNAL_FIELDS: ReadonlySet<string> = new Set([
  'id',
  'version',
  'createdAt',
  'updatedAt',
  'deletedAt',
  'hasGoogle',
  'lastLoginAt',
  'passwordHash',
  'password',
  'tokenVersion',
  'sessionVersion',
  'totpSecret',
  'secret',
  'googleSub',
]);

/** Fields that hold an EGP amount as two-decimal text (the contract's money); thresholds are piastres. */
const EGP_FIELDS: ReadonlySet<string> = new Set([
  'amount',
  'available',
  'approvedAmount',
  'limit',
  'balance',
]);
const PIASTRE_FIELDS: ReadonlySet<string> = new Set(['thresholdPiastres']);

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const EGP_TEXT = /^-?\d+(\.\d{1,2})?$/;

/** `createdBy` → `Created by`, `source_list` → `Source list`: a field no label names yet. */
export function humanise(field: string): string {
  const words = field
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export interface ValueWords {
  language: string;
  yes: string;
  no: string;
  /** A status or reason code worded, or null when no wording exists. */
  word: (code: string) => string | null;
}

/** One recorded value as staff read it: money in EGP, timestamps in Cairo, codes worded. */
export function formatValue(field: string, value: unknown, words: ValueWords): string {
  if (value === undefined || value === null || value === '') return '—';
  const leaf = field.split('.').pop() ?? field;
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (PIASTRE_FIELDS.has(leaf) && typeof value === 'number') return formatEgp(words.language, egpOf(value));
  if (EGP_FIELDS.has(leaf) && typeof value === 'string' && EGP_TEXT.test(value))
    return formatEgp(words.language, value);
  if (typeof value === 'string') {
    if (ISO_TIMESTAMP.test(value) && !Number.isNaN(Date.parse(value)))
      return formatDateTime(words.language, value);
    if (ISO_DATE.test(value)) return formatDate(words.language, value);
    const worded = /^[A-Z][A-Z0-9_]*$/.test(value) ? words.word(value) : null;
    const text = worded ?? value;
    return text.length > 160 ? `${text.slice(0, 160)}…` : text;
  }
  if (Array.isArray(value)) return value.map((item) => formatValue(leaf, item, words)).join(', ');
  const text = JSON.stringify(value);
  return text.length > 160 ? `${text.slice(0, 160)}…` : text;
}

/** What a list of keys gained and lost between before and after. */
export function setChange(before: unknown, after: unknown): { added: string[]; removed: string[] } {
  const was = new Set(Array.isArray(before) ? before.map(String) : []);
  const now = new Set(Array.isArray(after) ? after.map(String) : []);
  return {
    added: [...now].filter((key) => !was.has(key)),
    removed: [...was].filter((key) => !now.has(key)),
  };
}
