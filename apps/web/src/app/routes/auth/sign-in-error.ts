import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client';

/** What a failed sign-in tells the user: wrong credentials, too many attempts, or unreachable. */
export function signInErrorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    if (error.status === 401 || error.status === 403 || error.status === 400)
      return t('messages.incorrectCredentials');
    if (error.status === 429) return t('signIn.tooManyAttempts');
    if (error.status === 0) return t('errors.network');
  }
  return t('errors.generic');
}
