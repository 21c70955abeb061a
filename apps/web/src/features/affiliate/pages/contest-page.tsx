import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import type { ContestInput } from '@cmt/contract/endpoints/affiliate';
import { PageHeader } from '../../../components/page-header';
import { useRecordEdit } from '../../../components/use-record-edit';
import { useSnackbar } from '../../../lib/snackbar';
import { useContestConfig } from '../api/get-contest';
import { useSaveContestConfig } from '../api/save-contest';
import { ContestForm } from '../components/contest-form';
import { useAffiliateTranslation } from '../hooks/use-affiliate-translation';

/** /app/affiliate/contest: the contest page config, saved as a new version (a stale save is refused). */
export default function ContestPage() {
  const { t } = useAffiliateTranslation();
  const snackbar = useSnackbar();
  const contest = useContestConfig();
  const edit = useRecordEdit(contest);
  const save = useSaveContestConfig();

  const submit = async (input: ContestInput) => {
    let saved;
    try {
      saved = await save.mutateAsync({ body: input, ifMatch: edit.ifMatch });
    } catch (error) {
      if (edit.refused(error)) return;
      throw error;
    }
    snackbar.show(t('contest.saved'), 'success');
    edit.saved(saved);
  };

  return (
    <>
      <PageHeader title={t('contest.title')} subtitle={t('contest.subtitle')} />
      {contest.isPending && <CircularProgress />}
      {contest.isError && !edit.record && <Alert severity="error">{t('contest.loadFailed')}</Alert>}
      {edit.record && (
        <ContestForm
          key={edit.formKey}
          record={edit.record}
          onSubmit={submit}
          onFailure={() => snackbar.show(t('contest.saveFailed'), 'error')}
        />
      )}
      {edit.dialog}
    </>
  );
}
