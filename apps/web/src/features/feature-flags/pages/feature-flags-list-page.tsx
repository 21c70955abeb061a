import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { Link } from 'react-router';
import {
  listFeatureFlags,
  type FeatureFlag,
  exportFeatureFlags,
} from '@cmt/contract/endpoints/feature-flags';
import { hrefFor } from '@cmt/contract/routes';
import { ConfirmDialog } from '../../../kit/confirm-dialog';
import { ListToolbar } from '../../../kit/list-toolbar';
import { PageHeader } from '../../../kit/page-header';
import { useConfirmedAction } from '../../../kit/use-confirmed-action';
import { useListScreen } from '../../../kit/use-list-screen';
import { useDeleteFeatureFlag } from '../api/delete-feature-flag';
import { FeatureFlagsTable } from '../components/feature-flags-table';
import { useFlagsTranslation } from '../hooks/use-flags-translation';

export default function FeatureFlagsListPage() {
  const { t } = useFlagsTranslation();
  const screen = useListScreen(listFeatureFlags, {
    defaults: { order: 'asc' },
    loadError: t('listLoadFailed'),
  });
  const deletion = useDeleteFeatureFlag();
  const removal = useConfirmedAction<FeatureFlag>({
    run: (flag) => deletion.mutateAsync({ id: flag.id, version: flag.version }),
    success: t('deleted'),
    failure: () => t('deleteFailed'),
  });

  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <ListToolbar
        exportCsv={{ endpoint: exportFeatureFlags, list: screen }}
        search={{
          value: screen.query.q ?? '',
          onChange: (q) => screen.setFilter('q', q),
          label: t('searchKey'),
        }}
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
      <FeatureFlagsTable result={screen.result} state={screen.table} onDelete={removal.ask} />
      <ConfirmDialog
        {...removal.dialog}
        title={t('confirmDeleteTitle')}
        message={t('confirmDeleteMessage', { key: removal.target?.key ?? '' })}
      />
    </>
  );
}
