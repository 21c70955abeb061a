import { useTranslation } from 'react-i18next';
import { useRuntimeConfig } from '../../../lib/runtime-config';
import { GoogleSignIn } from './google-sign-in';
import { LocalSignInForm } from './local-sign-in-form';

/** /auth/login: the two Google buttons, then the email and password form. */
export default function SignInPage() {
  const { t } = useTranslation();
  const { appName } = useRuntimeConfig();
  return (
    <>
      <h1>{t('signIn.title', { appName: appName.toUpperCase() })}</h1>
      <GoogleSignIn />
      <div className="cmt-divider">{t('signIn.or')}</div>
      <LocalSignInForm />
    </>
  );
}
