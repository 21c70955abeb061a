import { useTranslation } from 'react-i18next';

/** Formats an ISO timestamp in the current UI language (digits and order follow the locale). */
export function useFormatDateTime() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (iso: string | null | undefined): string => (iso ? format.format(new Date(iso)) : '—');
}
