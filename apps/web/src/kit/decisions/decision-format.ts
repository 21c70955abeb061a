import type { TFunction } from 'i18next';
import type { DecisionDetail, DecisionFigures } from '@cmt/contract/endpoints/decisions';
import { creditLineStatusName } from '@cmt/contract/endpoints/financing';
import { formatDate, formatDateTime } from '../../lib/dates';
import { formatEgp } from '../../lib/money';
import type { Tree } from './locales.en';

/** The record-state keys the dialog words (others show under their own key). */
const knownFields = new Set<string>([
  'status',
  'amount',
  'available',
  'userId',
  'creditLineStatus',
  'approvedAmount',
  'rejectReason',
  'note',
  'reason',
  'blockId',
  'blockReason',
  'since',
] satisfies (keyof Tree['fields'])[]);

const MONEY_KEYS = /^(amount|available|limit|.*Amount|.*Limit)$/;
const ID_KEYS = /(^id|Id)$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MOMENT = /^\d{4}-\d{2}-\d{2}T/;

/** A day (`YYYY-MM-DD`) or a moment (ISO) in `language`, in Cairo time. */
export function formatWhen(language: string, value: string): string {
  if (DAY.test(value)) return formatDate(language, value);
  if (MOMENT.test(value) && !Number.isNaN(Date.parse(value))) return formatDateTime(language, value);
  return value;
}

const STATUS_KEYS = new Set(['status', 'creditLineStatus', 'accountStatus']);

/** A status code worded ("PENDING" → "Pending"; a credit line's number by its name); unknown: as it is. */
export function formatStatus(t: TFunction, value: unknown): string {
  const code = typeof value === 'number' ? creditLineStatusName(value) : String(value);
  return t(`statuses.${code}`, { defaultValue: code });
}

/** One value of a record's state, worded: money as EGP, moments in Cairo time, yes/no, else its text. */
export function formatStateValue(t: TFunction, language: string, key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return t(value ? 'yes' : 'no');
  if (STATUS_KEYS.has(key)) return formatStatus(t, value);
  if (typeof value === 'number' && ID_KEYS.test(key)) return String(value);
  if ((typeof value === 'string' || typeof value === 'number') && MONEY_KEYS.test(key))
    return formatEgp(language, String(value));
  if (typeof value === 'string') return formatWhen(language, value);
  if (typeof value === 'number') return new Intl.NumberFormat(language).format(value);
  return JSON.stringify(value);
}

export interface StateRow {
  key: string;
  label: string;
  before: string;
  after: string;
  changed: boolean;
}

/** The record's state before and after the decision, one row per key, the known keys worded first. */
export function stateRows(
  t: TFunction,
  language: string,
  before: DecisionDetail['before'],
  after: DecisionDetail['after'],
): StateRow[] {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after ?? {})])];
  // The known keys in the order of their labels, then the others by name.
  const order = [...knownFields];
  const rank = (key: string) => (knownFields.has(key) ? order.indexOf(key) : order.length);
  keys.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  return keys.map((key) => {
    const was = formatStateValue(t, language, key, before[key]);
    const is = after ? formatStateValue(t, language, key, after[key]) : '—';
    return {
      key,
      label: knownFields.has(key) ? t(`fields.${key}`) : key,
      before: was,
      after: is,
      changed: after !== null && was !== is,
    };
  });
}

/** A utilisation of 0 to 1 as a percentage in `language` (display only). */
export const formatUtilisation = (language: string, value: string | null): string =>
  value === null
    ? '—'
    : new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(Number(value));

export interface FigureRow {
  key: string;
  label: string;
  value: string;
}

/**
 * The customer's single figures (the cashout windows are a table of their own), worded in
 * `language`. `withReasons` adds each blacklist hit's reason (the dialog; the statement names the
 * list and the day only).
 */
export function figureRows(
  t: TFunction,
  language: string,
  figures: DecisionFigures,
  { withReasons }: { withReasons: boolean },
): FigureRow[] {
  const egp = (amount: string | null) => formatEgp(language, amount);
  const number = (value: number) => new Intl.NumberFormat(language).format(value);
  const none = t('figures.none');
  const hits = figures.blacklistHits.map((hit) =>
    withReasons
      ? t('figures.blacklistHit', {
          source: hit.sourceList,
          date: formatWhen(language, hit.listedOn),
          reason: hit.reason,
        })
      : t('statement.blacklistHit', { source: hit.sourceList, date: formatWhen(language, hit.listedOn) }),
  );
  return [
    { key: 'daysSinceSignUp', value: number(figures.daysSinceSignUp) },
    { key: 'accountStatus', value: figures.accountStatus ? formatStatus(t, figures.accountStatus) : '—' },
    { key: 'availableCashback', value: egp(figures.availableCashback) },
    { key: 'pendingCashback', value: egp(figures.pendingCashback) },
    { key: 'paidOutCashback', value: egp(figures.paidOutCashback) },
    { key: 'creditLimit', value: egp(figures.creditLimit) },
    { key: 'creditUsed', value: egp(figures.creditUsed) },
    { key: 'creditUtilisation', value: formatUtilisation(language, figures.creditUtilisation) },
    { key: 'openLines', value: number(figures.openLines) },
    { key: 'financingBlock', value: figures.financingBlock ?? none },
    { key: 'blacklistHits', value: hits.length ? hits.join('; ') : none },
  ].map((row) => ({ ...row, label: t(`figures.${row.key}`) }));
}

export const cashoutWindows = ['last24h', 'last7d', 'last30d'] as const;

/** The first 16 characters of the record's SHA-256: the statement's verification code. */
export const verificationCode = (sha256: string): string => sha256.slice(0, 16).toUpperCase();
