import Alert from '@mui/material/Alert';
import { useParams } from 'react-router';
import { hrefFor } from '@cmt/contract/routes';
import { PageHeader } from '../../../kit/page-header';
import { useRecordScreen } from '../../../kit/use-record-screen';
import { usePlusPlan } from '../api/get-plus-plan';
import { useSavePlusPlan } from '../api/save-plus-plan';
import { PlusPlanForm } from '../components/plus-plan-form';
import { usePlusTranslation } from '../hooks/use-plus-translation';
import { HistoryPanel } from '../../../kit/audit/history-panel';
import { PageSpinner } from '../../../kit/page-spinner';

/** /app/general/plus/manage/{id?}: a new plan, or an existing one edited from the version it opened. */
export default function PlusManagePage() {
  const { t } = usePlusTranslation();
  const { id } = useParams();
  const planId = id && /^\d{1,10}$/.test(id) ? Number(id) : null;
  const save = useSavePlusPlan(planId);
  const screen = useRecordScreen({
    query: usePlusPlan(planId),
    isNew: planId === null,
    save: save.mutateAsync,
    messages: { saved: t('form.saved'), created: t('form.created'), saveFailed: t('form.saveFailed') },
    next: (saved, created) => (created ? hrefFor('general.plusManage', { id: saved.id }) : undefined),
  });

  return (
    <>
      <PageHeader
        title={t(planId === null ? 'form.createTitle' : 'form.editTitle')}
        subtitle={planId === null ? undefined : `#${planId}`}
      />
      {screen.loading && <PageSpinner />}
      {screen.loadFailed && (
        <Alert severity="error">{screen.notFound ? t('form.notFound') : t('form.loadFailed')}</Alert>
      )}
      {screen.ready && <PlusPlanForm key={screen.formKey} plan={screen.record ?? null} {...screen.form} />}
      {screen.dialogs}
      <HistoryPanel type="plus-plan" id={planId} changeKey={screen.record?.version} />
    </>
  );
}
