import type { profileValidationStatus } from '@cmt/contract/endpoints/compliance';
import { listProfileValidations } from '@cmt/contract/endpoints/compliance';
import { DateFilterField } from '../../../components/date-filter-field';
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
  const { from, to } = list.query;
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
            <DateFilterField
              label={t('queue.from')}
              value={from}
              max={to}
              onChange={(day) => list.setFilter('from', day)}
            />
            <DateFilterField
              label={t('queue.to')}
              value={to}
              min={from}
              onChange={(day) => list.setFilter('to', day)}
            />
          </>
        }
      />
      <ProfileValidationTable result={list.result} state={list.table} />
    </>
  );
}
