import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import { useNavigate, useParams } from 'react-router';
import type { PlusPlanInput } from '@cmt/contract/endpoints/plus';
import { hrefFor } from '@cmt/contract/routes';
import { PageHeader } from '../../../components/page-header';
import { useRecordEdit } from '../../../components/use-record-edit';
import { ApiError } from '../../../lib/api-client';
import { useSnackbar } from '../../../lib/snackbar';
import { usePlusPlan, useSavePlusPlan } from '../api/plans';
import { PlusPlanForm } from '../components/plus-plan-form';
import { usePlusTranslation } from '../hooks/use-plus-translation';

/** /app/general/plus/manage/{id?}: a new plan, or an existing one edited from the version it opened. */
export default function PlusManagePage() {
  const { t } = usePlusTranslation();
  const snackbar = useSnackbar();
  const navigate = useNavigate();
  const { id } = useParams();
  const planId = id && /^\d{1,10}$/.test(id) ? Number(id) : null;
  const plan = usePlusPlan(planId);
  const edit = useRecordEdit(plan);
  const save = useSavePlusPlan(planId);
  const notFound = plan.error instanceof ApiError && plan.error.status === 404;

  const submit = async (input: PlusPlanInput) => {
    let saved;
    try {
      saved = await save.mutateAsync({ body: input, ifMatch: edit.ifMatch });
    } catch (error) {
      if (edit.refused(error)) return;
      throw error;
    }
    snackbar.show(t(planId === null ? 'form.created' : 'form.saved'), 'success');
    if (planId === null) await navigate(hrefFor('general.plusManage', { id: saved.id }));
    else edit.saved(saved);
  };

  return (
    <>
      <PageHeader
        title={t(planId === null ? 'form.createTitle' : 'form.editTitle')}
        subtitle={planId === null ? undefined : `#${planId}`}
      />
      {planId !== null && plan.isPending && <CircularProgress />}
      {plan.isError && <Alert severity="error">{notFound ? t('form.notFound') : t('form.loadFailed')}</Alert>}
      {(planId === null || edit.record) && (
        <PlusPlanForm
          key={edit.formKey}
          plan={edit.record ?? null}
          onSubmit={submit}
          onFailure={() => snackbar.show(t('form.saveFailed'), 'error')}
        />
      )}
      {edit.dialog}
    </>
  );
}
