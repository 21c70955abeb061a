import type { FieldError } from 'react-hook-form';
import { fieldMessages, isFieldMessage, readFieldMessage } from '@cmt/contract/field-messages';
import { useLanguage } from '../../lib/i18n';
import { messageParams } from '../../lib/money';
import { usePatternsTranslation } from '../use-patterns-translation';

/** zod's own issue kinds (no message of ours), translated generically. */
const byIssueCode: Record<string, string> = {
  too_small: 'tooShort',
  too_big: 'tooLong',
  invalid_type: 'invalid',
  invalid_format: 'invalidFormat',
  invalid_union: 'invalid',
  invalid_value: 'invalid',
  required: 'required',
};

/**
 * Turns a react-hook-form error into translated text: a contract field message (from the zod
 * resolver, or a server 400 put on the form by applyServerErrors) by its key and params, zod's own
 * issues by their code (`lib/zod-messages.ts` gives the common ones keys), and a server message we
 * do not know as it came. No English text is matched.
 */
export function useErrorText() {
  const { t } = usePatternsTranslation();
  const { language } = useLanguage();
  return (error: FieldError | undefined): string | undefined => {
    if (!error) return undefined;
    const message = error.message ?? '';
    const known = readFieldMessage(message);
    if (known)
      return t(`validation.${known.key}`, messageParams(language, fieldMessages[known.key], known.params));
    // A key this page does not know (the server is newer): its inner form is no text to show.
    if (isFieldMessage(message)) return t('validation.invalid');
    if (error.type === 'server' && message) return message;
    const kind = byIssueCode[error.type];
    return kind ? t(`validation.${kind}`) : message || t('validation.invalid');
  };
}
