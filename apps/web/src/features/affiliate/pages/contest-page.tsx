import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import { PageHeader } from '../../../kit/page-header';
import { useRecordScreen } from '../../../kit/use-record-screen';
import { useContestConfig } from '../api/get-contest';
import { useSaveContestConfig } from '../api/save-contest';
import { ContestForm } from '../components/contest-form';
import { useAffiliateTranslation } from '../hooks/use-affiliate-translation';
import { HistoryPanel } from '../../../kit/audit/history-panel';

/** /app/affiliate/contest: the contest page config, saved as a new version (a stale save is refused). */
export default function ContestPage() {
  const { t } = useAffiliateTranslation();
  const save = useSaveContestConfig();
  const screen = useRecordScreen({
    query: useContestConfig(),
    isNew: false,
    save: save.mutateAsync,
    messages: { saved: t('contest.saved'), saveFailed: t('contest.saveFailed') },
  });

  return (
    <>
      <PageHeader title={t('contest.title')} subtitle={t('contest.subtitle')} />
      {screen.loading && <CircularProgress />}
      {screen.loadFailed && <Alert severity="error">{t('contest.loadFailed')}</Alert>}
      {screen.record && <ContestForm key={screen.formKey} record={screen.record} {...screen.form} />}
      {screen.dialogs}
      <HistoryPanel type="affiliate-config" id="contest" changeKey={screen.record?.version} />
    </>
  );
}
