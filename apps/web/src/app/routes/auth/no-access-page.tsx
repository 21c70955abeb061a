import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * /auth/no-access: the account signed in but holds no permission, so nothing in the app would open.
 * Nothing was stored; the way out is back to the sign-in page (another account, or later).
 */
export default function NoAccessPage() {
  const { t } = useTranslation();
  return (
    <div className="cmt-stack" role="alert">
      <h1>{t('noAccess.title')}</h1>
      <p>{t('noAccess.hint')}</p>
      <Link className="cmt-button" to="/auth/login" replace>
        {t('noAccess.back')}
      </Link>
    </div>
  );
}
