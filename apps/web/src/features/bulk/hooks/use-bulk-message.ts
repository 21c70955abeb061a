import { useCallback } from 'react';
import { bulkMessage, type BulkMessage } from '@cmt/contract/bulk-messages';
import { ApiError } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { useBulkTranslation } from './use-bulk-translation';

/** What the server said, if it is a bulk message: a row error, a batch's failure, or an upload's 400 details. */
const messageIn = (value: unknown): BulkMessage | null => {
  const parsed = bulkMessage.safeParse(value instanceof ApiError ? value.details : value);
  return parsed.success ? parsed.data : null;
};

/**
 * Each value as its own directional run (Unicode first-strong isolate), for right-to-left screens: a
 * reference such as INS-100012-2-3 inside an Arabic sentence keeps its order instead of being
 * reordered around it.
 */
const isolated = (params: BulkMessage['params']) =>
  Object.fromEntries(Object.entries(params).map(([name, value]) => [name, `\u2068${value}\u2069`]));

/**
 * Turns a bulk message from the server (key and params) into the staff member's language; falls back
 * to the server's English text for a key this build does not know.
 */
export function useBulkMessage(): (value: unknown, fallback: string) => string {
  const { t, i18n } = useBulkTranslation();
  const rtl = useLanguage().direction === 'rtl';
  return useCallback(
    (value: unknown, fallback: string) => {
      const message = messageIn(value);
      return message && i18n.exists(`bulk:messages.${message.key}`)
        ? t(`messages.${message.key}`, rtl ? isolated(message.params) : message.params)
        : fallback;
    },
    [t, i18n, rtl],
  );
}
