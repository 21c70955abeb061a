import { useTranslation } from 'react-i18next';

/** Shown when /config.json cannot be loaded: without it the app does not know how it is deployed. */
export function BootError() {
  const { t } = useTranslation();
  return (
    <div className="cmt-failure" role="alert">
      <h2>{t('errors.configTitle')}</h2>
      <p>{t('errors.configBody')}</p>
      <button type="button" className="cmt-button" onClick={() => window.location.reload()}>
        {t('errors.reload')}
      </button>
    </div>
  );
}
