import type { MfaChallenge } from '@cmt/contract/endpoints/auth';
import { useId, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/api-client';
import { useSnackbar } from '../../../kit/snackbar';
import { loadAuthEndpoints } from './load-auth-endpoints';
import { refusedForDomain, signInErrorMessage } from './sign-in-error';
import { useCompleteSignIn } from './use-complete-sign-in';

interface Credentials {
  email: string;
  password: string;
}

/** Validates with the contract's own schema (localLogin.body), loaded on first use. */
const credentialsResolver: Resolver<Credentials> = async (values, context, options) => {
  const [{ localLogin }, { zodResolver }] = await Promise.all([
    loadAuthEndpoints(),
    import('@hookform/resolvers/zod'),
  ]);
  return zodResolver(localLogin.body)(values, context, options);
};

const prefetch = () => void loadAuthEndpoints().catch(() => undefined);

/** Email and password sign-in for staff accounts; an account with two-step verification gets `onChallenge`. */
export function LocalSignInForm({ onChallenge }: { onChallenge(challenge: MfaChallenge): void }) {
  const { t } = useTranslation();
  const id = useId();
  const snackbar = useSnackbar();
  const completeSignIn = useCompleteSignIn();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Credentials>({ resolver: credentialsResolver, defaultValues: { email: '', password: '' } });
  // Only the two company domains sign in (docs/requirements.md §P6): the server names them, the email field says so.
  const [domains, setDomains] = useState<{ appDomain: string; partnerDomain: string } | null>(null);

  const onSubmit = handleSubmit(async (body) => {
    try {
      const { localLogin } = await loadAuthEndpoints();
      const answer = await callApi(localLogin, { body });
      if ('mfaRequired' in answer) onChallenge(answer);
      else completeSignIn(answer);
    } catch (error) {
      const refused = refusedForDomain(error);
      if (refused) {
        setDomains(refused);
        setError('email', { type: 'domain' }, { shouldFocus: true });
        return;
      }
      snackbar.show(signInErrorMessage(error, t), 'error');
    }
  });

  return (
    <form className="cmt-stack" noValidate onFocus={prefetch} onSubmit={(event) => void onSubmit(event)}>
      <div className="cmt-field">
        <label htmlFor={`${id}-email`}>{t('signIn.email')}</label>
        <input
          id={`${id}-email`}
          type="email"
          dir="ltr"
          autoComplete="username"
          required
          aria-invalid={Boolean(errors.email)}
          aria-describedby={`${id}-email-error`}
          {...register('email')}
        />
        <span id={`${id}-email-error`} className="cmt-field-error">
          {errors.email
            ? errors.email.type === 'domain' && domains
              ? t('signIn.companyEmailOnly', domains)
              : t('signIn.emailInvalid')
            : ''}
        </span>
      </div>
      <div className="cmt-field">
        <label htmlFor={`${id}-password`}>{t('signIn.password')}</label>
        <input
          id={`${id}-password`}
          type="password"
          autoComplete="current-password"
          required
          aria-invalid={Boolean(errors.password)}
          aria-describedby={`${id}-password-error`}
          {...register('password')}
        />
        <span id={`${id}-password-error`} className="cmt-field-error">
          {errors.password ? t('signIn.passwordRequired') : ''}
        </span>
      </div>
      <button type="submit" className="cmt-button cmt-button--secondary" disabled={isSubmitting}>
        {t('signIn.submit')}
      </button>
    </form>
  );
}
