import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useNavigate, useParams } from 'react-router';
import type { FeatureFlagInput } from '@cmt/contract/endpoints/feature-flags';
import { hrefFor } from '@cmt/contract/routes';
import { PageHeader } from '../../../components/page-header';
import { usePatternsTranslation } from '../../../components/use-patterns-translation';
import { useSnackbar } from '../../../lib/snackbar';
import { useCreateFeatureFlag } from '../api/create-feature-flag';
import { useFeatureFlag } from '../api/get-feature-flag';
import { useUpdateFeatureFlag } from '../api/update-feature-flag';
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
  const create = useCreateFeatureFlag();
  const update = useUpdateFeatureFlag(id ?? 0);

  const save = async (input: FeatureFlagInput) => {
    await (id === undefined ? create.mutateAsync(input) : update.mutateAsync(input));
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
      {(id === undefined || flag.data) && (
        <FeatureFlagForm
          key={flag.data?.id ?? 'new'}
          flag={flag.data}
          onSubmit={save}
          onFailure={() => snackbar.show(t('saveFailed'), 'error')}
        />
      )}
    </>
  );
}
