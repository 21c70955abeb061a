import type { TFunction } from 'i18next';
import { ApiError, isRateLimited } from '../../../lib/api-client';

/** The two company domains, when a sign-in was refused for an email outside them (400 DOMAIN_NOT_ALLOWED). */
export function refusedForDomain(error: unknown): { appDomain: string; partnerDomain: string } | null {
  if (!(error instanceof ApiError) || error.code !== 'DOMAIN_NOT_ALLOWED' || !Array.isArray(error.details)) {
    return null;
  }
  const params = (error.details as { params?: { appDomain?: unknown; partnerDomain?: unknown } }[])[0]
    ?.params;
  return typeof params?.appDomain === 'string' && typeof params.partnerDomain === 'string'
    ? { appDomain: params.appDomain, partnerDomain: params.partnerDomain }
    : null;
}

/** What a failed sign-in tells the user: wrong credentials, too many attempts, or unreachable. */
export function signInErrorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    if (error.status === 401 || error.status === 403 || error.status === 400)
      return t('messages.incorrectCredentials');
    if (isRateLimited(error)) return t('signIn.tooManyAttempts');
    if (error.status === 0) return t('errors.network');
  }
  return t('errors.generic');
}
