import TextField from '@mui/material/TextField';
import { fieldMessage, type FieldMessageKey, type FieldMessageParams } from '@cmt/contract/field-messages';
import { useErrorText } from '../../../kit/form/use-error-text';
import { ApiError } from '../../../lib/api-client';
import { useLocalUsersTranslation } from '../hooks/use-local-users-translation';

interface EmailIssue {
  path?: unknown[];
  message?: string;
  key?: FieldMessageKey;
  params?: FieldMessageParams;
}

/**
 * The server's refusal of an account for its email (400 DOMAIN_NOT_ALLOWED: not on one of the two
 * company domains), as a field message to translate; undefined for any other failure.
 */
export function emailRefusalOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.code !== 'DOMAIN_NOT_ALLOWED' || !Array.isArray(error.details)) {
    return undefined;
  }
  const issue = (error.details as EmailIssue[]).find((item) => item.path?.join('.') === 'body.email');
  if (!issue) return error.message;
  return issue.key ? fieldMessage(issue.key, issue.params) : issue.message;
}

/**
 * An existing account's email, which no form changes: a read-only field that carries the server's
 * refusal of the account for it (`emailRefusalOf`), in the staff member's language.
 */
export function AccountEmailField({ email, refusal }: { email: string; refusal: string | undefined }) {
  const { t } = useLocalUsersTranslation();
  const errorText = useErrorText()(refusal === undefined ? undefined : { type: 'server', message: refusal });
  return (
    <TextField
      label={t('fields.email')}
      value={email}
      error={refusal !== undefined}
      helperText={errorText}
      slotProps={{ htmlInput: { readOnly: true, dir: 'ltr' } }}
    />
  );
}
