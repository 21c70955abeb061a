import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useNavigate, useParams } from 'react-router';
import type { FeatureFlagInput } from '@cmt/contract/endpoints/feature-flags';
import { hrefFor } from '@cmt/contract/routes';
import { PageHeader } from '../../../components/page-header';
import { usePatternsTranslation } from '../../../components/use-patterns-translation';
import { useRecordEdit } from '../../../components/use-record-edit';
import { useSnackbar } from '../../../lib/snackbar';
import { useFeatureFlag } from '../api/get-feature-flag';
import { useSaveFeatureFlag } from '../api/save-feature-flag';
import { FeatureFlagForm } from '../components/feature-flag-form';
import { useFlagsTranslation } from '../hooks/use-flags-translation';

/** /app/feature-flags/manage/:id? — creates a flag without an id, edits the flag with one. */
export default function FeatureFlagManagePage() {
  const { t } = useFlagsTranslation();
  const patterns = usePatternsTranslation();
  const params = useParams();
  const id = params.id ? Number(params.id) : undefined;
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const flag = useFeatureFlag(id);
  const edit = useRecordEdit(flag);
  const saveFlag = useSaveFeatureFlag(id ?? null);

  const save = async (input: FeatureFlagInput) => {
    try {
      await saveFlag.mutateAsync({ body: input, ifMatch: edit.ifMatch });
    } catch (error) {
      if (edit.refused(error)) return;
      throw error;
    }
    snackbar.show(id === undefined ? t('created') : t('updated'), 'success');
    await navigate(hrefFor('featureFlags.list'));
  };

  return (
    <>
      <PageHeader title={id === undefined ? t('createTitle') : t('editTitle')} />
      {id !== undefined && flag.isPending && <CircularProgress aria-label={patterns.t('table.loading')} />}
      {id !== undefined && flag.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void flag.refetch()}>
              {patterns.t('table.retry')}
            </Button>
          }
        >
          {t('loadFailed')}
        </Alert>
      )}
      {(id === undefined || edit.record) && (
        <FeatureFlagForm
          key={edit.formKey}
          flag={edit.record}
          onSubmit={save}
          onFailure={() => snackbar.show(t('saveFailed'), 'error')}
        />
      )}
      {edit.dialog}
    </>
  );
}
