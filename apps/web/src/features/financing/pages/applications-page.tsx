import FactCheckIcon from '@mui/icons-material/FactCheck';
import HandshakeIcon from '@mui/icons-material/Handshake';
import Stack from '@mui/material/Stack';
import {
  applicationFlags,
  creditLineStatusNames,
  exportFinancingApplications,
  listFinancingApplications,
  takeNextApplicationReview,
} from '@cmt/contract/endpoints/financing';
import { hrefFor } from '@cmt/contract/routes';
import { DateFilterField } from '../../../kit/date-filter-field';
import { FilterSelect } from '../../../kit/filter-select';
import { ListToolbar } from '../../../kit/list-toolbar';
import { PageHeader } from '../../../kit/page-header';
import { ClaimFilterSelect } from '../../../kit/queue/queue-claim';
import { TakeNextButton } from '../../../kit/queue/take-next-button';
import { useTakeNext } from '../../../kit/queue/use-take-next';
import { RouteButton } from '../../../kit/route-button';
import { useBilingual } from '../../../kit/use-bilingual';
import { useListScreen } from '../../../kit/use-list-screen';
import { useMessage } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { useFinancingPartners } from '../api/get-partners';
import { ApplicationsTable } from '../components/applications-table';
import { useFinancingTranslation } from '../hooks/use-financing-translation';

export default function ApplicationsPage() {
  const { t } = useFinancingTranslation();
  const message = useMessage();
  const pick = useBilingual();
  const list = useListScreen(listFinancingApplications, { loadError: message('loadApplications') });
  const partners = useFinancingPartners();
  const { q, status, partnerId, from, to, flag, claim } = list.query;
  const { user } = useSession();
  // Take next: the oldest line waiting for a review that nobody holds, opened by its national id.
  const canReview = user?.permissions.includes('manage-financing-application-reviews') ?? false;
  const next = useTakeNext(takeNextApplicationReview, (item) =>
    hrefFor('financing.application', { documentNumber: item.documentNumber ?? '' }),
  );

  return (
    <>
      <PageHeader
        title={t('list.title')}
        subtitle={t('list.subtitle')}
        actions={
          <>
            {canReview && <TakeNextButton onClick={next.take} busy={next.pending} />}
            <RouteButton route="financing.assignPartner" icon={<HandshakeIcon />}>
              {t('list.assignPartner')}
            </RouteButton>
            <RouteButton route="financing.applicationReviews" icon={<FactCheckIcon />}>
              {t('list.batchReviews')}
            </RouteButton>
          </>
        }
      />
      <ListToolbar
        search={{ value: q ?? '', onChange: (value) => list.setFilter('q', value), label: t('list.search') }}
        filters={
          <>
            <FilterSelect
              label={t('list.status')}
              value={status ?? ''}
              options={[
                { value: '', label: t('list.allStatuses') },
                { value: 'ANY_ACTIVE', label: t('list.anyActive') },
                ...creditLineStatusNames.map((name) => ({ value: name, label: t(`statuses.${name}`) })),
                { value: 'NONE', label: t('list.noLine') },
              ]}
              onChange={(value) => list.setFilter('status', value === '' ? undefined : value)}
            />
            <ClaimFilterSelect value={claim} onChange={(value) => list.setFilter('claim', value)} />
            <FilterSelect
              label={t('list.partner')}
              value={String(partnerId ?? '')}
              options={[
                { value: '', label: t('list.allPartners') },
                ...(partners.data ?? []).map((partner) => ({
                  value: String(partner.id),
                  label: pick(partner.name, partner.nameAr),
                })),
              ]}
              onChange={(value) => list.setFilter('partnerId', value === '' ? undefined : Number(value))}
            />
            <FilterSelect
              label={t('list.flag')}
              value={flag ?? ''}
              options={[
                { value: '', label: t('list.allFlags') },
                ...applicationFlags.map((name) => ({
                  value: name,
                  label: t(name === 'BLACKLISTED' ? 'flags.blacklisted' : 'flags.blocked'),
                })),
              ]}
              onChange={(value) => list.setFilter('flag', value === '' ? undefined : value)}
            />
            <Stack direction="row" spacing={1}>
              <DateFilterField
                label={t('list.from')}
                value={from}
                max={to}
                onChange={(day) => list.setFilter('from', day)}
              />
              <DateFilterField
                label={t('list.to')}
                value={to}
                min={from}
                onChange={(day) => list.setFilter('to', day)}
              />
            </Stack>
          </>
        }
        exportCsv={{ endpoint: exportFinancingApplications, list }}
      />
      <ApplicationsTable result={list.result} state={list.table} />
    </>
  );
}
