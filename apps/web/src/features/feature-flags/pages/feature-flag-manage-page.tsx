import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useParams } from 'react-router';
import { hrefFor } from '@cmt/contract/routes';
import { PageHeader } from '../../../kit/page-header';
import { usePatternsTranslation } from '../../../kit/use-patterns-translation';
import { useRecordScreen } from '../../../kit/use-record-screen';
import { useFeatureFlag } from '../api/get-feature-flag';
import { useSaveFeatureFlag } from '../api/save-feature-flag';
import { FeatureFlagForm } from '../components/feature-flag-form';
import { useFlagsTranslation } from '../hooks/use-flags-translation';
import { HistoryPanel } from '../../../kit/audit/history-panel';
import { PageSpinner } from '../../../kit/page-spinner';

/** /app/feature-flags/manage/:id? — creates a flag without an id, edits the flag with one. */
export default function FeatureFlagManagePage() {
  const { t } = useFlagsTranslation();
  const patterns = usePatternsTranslation();
  const params = useParams();
  const id = params.id ? Number(params.id) : undefined;
  const flag = useFeatureFlag(id);
  const save = useSaveFeatureFlag(id ?? null);
  const screen = useRecordScreen({
    query: flag,
    isNew: id === undefined,
    save: save.mutateAsync,
    messages: { saved: t('updated'), created: t('created'), saveFailed: t('saveFailed') },
    next: () => hrefFor('featureFlags.list'),
  });

  return (
    <>
      <PageHeader title={screen.isNew ? t('createTitle') : t('editTitle')} />
      {screen.loading && <PageSpinner label={patterns.t('table.loading')} />}
      {screen.loadFailed && (
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
      {screen.ready && <FeatureFlagForm key={screen.formKey} flag={screen.record} {...screen.form} />}
      {screen.dialogs}
      <HistoryPanel type="featureFlag" id={id} changeKey={screen.record?.version} />
    </>
  );
}
