import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../lib/dates';

/** Formats an ISO timestamp in Cairo time, in the current UI language's order and digits. */
export function useFormatDateTime() {
  const { i18n } = useTranslation();
  return (iso: string | null | undefined): string => (iso ? formatDateTime(i18n.language, iso) : '—');
}

/** Formats a calendar date (`YYYY-MM-DD`) in the current UI language's order and digits. */
export function useFormatDate() {
  const { i18n } = useTranslation();
  return (date: string | null | undefined): string => (date ? formatDate(i18n.language, date) : '—');
}
