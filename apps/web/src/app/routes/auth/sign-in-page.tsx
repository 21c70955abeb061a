import type { MfaChallenge } from '@cmt/contract/endpoints/auth';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuntimeConfig } from '../../../lib/runtime-config';
import { GoogleSignIn } from './google-sign-in';
import { LocalSignInForm } from './local-sign-in-form';
import { useCompleteSignIn } from './use-complete-sign-in';

// Only accounts with two-step verification need it: loaded once the password has been accepted.
const SecondStep = lazy(() => import('./second-step').then((m) => ({ default: m.SecondStep })));

/**
 * /auth/login: the two Google buttons, then the email and password form; after a password of an
 * account with two-step verification, only the second step (a code, or enrolment first).
 */
export default function SignInPage() {
  const { t } = useTranslation();
  const { appName } = useRuntimeConfig();
  const completeSignIn = useCompleteSignIn();
  const [challenge, setChallenge] = useState<MfaChallenge | null>(null);
  return (
    <>
      <h1>{t('signIn.title', { appName: appName.toUpperCase() })}</h1>
      {challenge ? (
        <Suspense
          fallback={
            <div className="cmt-spinner-box" role="status" aria-label={t('loading')}>
              <div className="cmt-spinner" />
            </div>
          }
        >
          <SecondStep challenge={challenge} onSession={completeSignIn} onRestart={() => setChallenge(null)} />
        </Suspense>
      ) : (
        <>
          <GoogleSignIn />
          <div className="cmt-divider">{t('signIn.or')}</div>
          <LocalSignInForm onChallenge={setChallenge} />
        </>
      )}
    </>
  );
}
