import { useTranslation } from 'react-i18next';

/** The spinner shown while a page part or its data loads (plain CSS: no MUI on the first load). */
export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <div className="cmt-spinner-box" role="status" aria-live="polite">
      <span className="cmt-spinner" aria-hidden />
      <span className="cmt-visually-hidden">{t('loading')}</span>
    </div>
  );
}
