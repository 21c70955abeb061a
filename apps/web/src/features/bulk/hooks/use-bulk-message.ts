import { useCallback } from 'react';
import { bulkMessage, bulkMessages, type BulkMessage } from '@cmt/contract/bulk-messages';
import { ApiError } from '../../../lib/api-client';
import { messageParams } from '../../../lib/money';
import { useBulkTranslation } from './use-bulk-translation';

/** What the server said, if it is a bulk message: a row error, a batch's failure, or an upload's 400 details. */
const messageIn = (value: unknown): BulkMessage | null => {
  const parsed = bulkMessage.safeParse(value instanceof ApiError ? value.details : value);
  return parsed.success ? parsed.data : null;
};

/** The contract's English text of a key (empty for a key this build does not know). */
const englishOf = (key: string): string => (bulkMessages as Record<string, string>)[key] ?? '';

/**
 * Turns a bulk message from the server (key and params) into the staff member's language; falls back
 * to the server's English text for a key this build does not know.
 */
export function useBulkMessage(): (value: unknown, fallback: string) => string {
  const { t, i18n } = useBulkTranslation();
  return useCallback(
    (value: unknown, fallback: string) => {
      const message = messageIn(value);
      return message && i18n.exists(`bulk:messages.${message.key}`)
        ? t(`messages.${message.key}`, messageParams(i18n.language, englishOf(message.key), message.params))
        : fallback;
    },
    [t, i18n],
  );
}
