import type { FieldError } from 'react-hook-form';
import { usePatternsTranslation } from '../use-patterns-translation';

/**
 * The contract's own English validation messages, mapped to translation keys; anything else is
 * translated by issue kind, and a server message we do not know is shown as it came.
 */
const knownMessages: Record<string, string> = {
  'Enter a title': 'enterTitle',
  'Upload an image first': 'uploadImageFirst',
  'Upload the image to a banner folder first': 'uploadImageFirst',
  'Enter a valid email': 'enterEmail',
  'Enter a name': 'enterName',
  'Use at least 12 characters': 'passwordLength',
  'Use 2-100 letters, digits, dot, dash or underscore, starting with a letter': 'flagKey',
  'Invalid URL': 'url',
  'Invalid email address': 'enterEmail',
};

const byIssueCode: Record<string, string> = {
  too_small: 'tooShort',
  too_big: 'tooLong',
  invalid_type: 'invalid',
  invalid_format: 'invalidFormat',
  invalid_union: 'invalid',
  invalid_value: 'invalid',
  required: 'required',
};

/** Turns a react-hook-form error (from the zod resolver or the server) into translated text. */
export function useErrorText() {
  const { t } = usePatternsTranslation();
  return (error: FieldError | undefined): string | undefined => {
    if (!error) return undefined;
    const message = error.message ?? '';
    const known = knownMessages[message];
    if (known) return t(`validation.${known}`);
    if (error.type === 'server' && message) return message;
    if (message.startsWith('Invalid input: expected number')) return t('validation.notNumber');
    const kind = byIssueCode[error.type];
    return kind ? t(`validation.${kind}`) : message || t('validation.invalid');
  };
}
