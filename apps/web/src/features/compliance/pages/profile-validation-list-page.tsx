import TextField from '@mui/material/TextField';
import type { profileValidationStatus } from '@cmt/contract/endpoints/compliance';
import { listProfileValidations } from '@cmt/contract/endpoints/compliance';
import { FilterSelect } from '../../../components/filter-select';
import { ListToolbar } from '../../../components/list-toolbar';
import { PageHeader } from '../../../components/page-header';
import { useListScreen } from '../../../components/use-list-screen';
import { ProfileValidationTable } from '../components/profile-validation-table';
import { useComplianceTranslation } from '../hooks/use-compliance-translation';

type StatusFilter = 'ALL' | (typeof profileValidationStatus.options)[number];

/** /app/applications/profile-validation: the KYC queue, oldest first, filtered by status and Cairo days. */
export default function ProfileValidationListPage() {
  const { t } = useComplianceTranslation();
  const list = useListScreen(listProfileValidations, { loadError: t('queue.loadError') });
  const day = (key: 'from' | 'to') => (
    <TextField
      size="small"
      type="date"
      label={t(`queue.${key}`)}
      value={list.query[key] ?? ''}
      onChange={(event) => list.setFilter(key, event.target.value || undefined)}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: list.query.to ?? undefined } }}
      sx={{ minWidth: 160 }}
    />
  );
  return (
    <>
      <PageHeader title={t('queue.title')} subtitle={t('queue.subtitle')} />
      <ListToolbar
        search={{
          value: list.query.q ?? '',
          onChange: (value) => list.setFilter('q', value || undefined),
          label: t('queue.search'),
        }}
        filters={
          <>
            <FilterSelect<StatusFilter>
              label={t('queue.status')}
              value={list.query.status}
              options={(['PENDING', 'APPROVED', 'REJECTED', 'ALL'] as const).map((value) => ({
                value,
                label: t(`statuses.${value}`),
              }))}
              onChange={(value) => list.setFilter('status', value)}
            />
            {day('from')}
            {day('to')}
          </>
        }
      />
      <ProfileValidationTable result={list.result} state={list.table} />
    </>
  );
}
