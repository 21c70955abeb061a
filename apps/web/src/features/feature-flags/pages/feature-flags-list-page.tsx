import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { Link } from 'react-router';
import { listFeatureFlags, type FeatureFlag } from '@cmt/contract/endpoints/feature-flags';
import { hrefFor } from '@cmt/contract/routes';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ListToolbar } from '../../../components/list-toolbar';
import { PageHeader } from '../../../components/page-header';
import { useConfirmTarget } from '../../../components/use-confirm-target';
import { useListState } from '../../../components/use-list-state';
import { useSnackbar } from '../../../lib/snackbar';
import { useDeleteFeatureFlag } from '../api/delete-feature-flag';
import { useFeatureFlags } from '../api/get-feature-flags';
import { FeatureFlagsTable } from '../components/feature-flags-table';
import { useFlagsTranslation } from '../hooks/use-flags-translation';

export default function FeatureFlagsListPage() {
  const { t } = useFlagsTranslation();
  const snackbar = useSnackbar();
  const list = useListState(listFeatureFlags.query, { order: 'asc' });
  const flags = useFeatureFlags(list.query);
  const deletion = useDeleteFeatureFlag();
  const confirm = useConfirmTarget<FeatureFlag>();

  const deleteConfirmed = (flag: FeatureFlag) =>
    deletion.mutate(flag.id, {
      onSuccess: () => snackbar.show(t('deleted'), 'success'),
      onError: () => snackbar.show(t('deleteFailed'), 'error'),
      onSettled: confirm.close,
    });

  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <ListToolbar
        search={{ value: list.query.q ?? '', onChange: (q) => list.setFilter('q', q), label: t('searchKey') }}
        action={
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            component={Link}
            to={hrefFor('featureFlags.manage')}
          >
            {t('newFlag')}
          </Button>
        }
      />
      <FeatureFlagsTable result={flags} state={list.table} onDelete={confirm.ask} />
      <ConfirmDialog
        open={confirm.open}
        title={t('confirmDeleteTitle')}
        message={t('confirmDeleteMessage', { key: confirm.target?.key ?? '' })}
        busy={deletion.isPending}
        onConfirm={() => confirm.target && deleteConfirmed(confirm.target)}
        onClose={confirm.close}
      />
    </>
  );
}
