import FactCheckIcon from '@mui/icons-material/FactCheck';
import VerifiedIcon from '@mui/icons-material/VerifiedUser';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useSearchParams } from 'react-router';
import { auditKinds, exportAuditLog, listAuditLog, type AuditKind } from '@cmt/contract/endpoints/audit';
import { useAuditEntryTranslation } from '../../../kit/audit/use-audit-entry-translation';
import { DateFilterField } from '../../../kit/date-filter-field';
import { FilterSelect } from '../../../kit/filter-select';
import { ListToolbar } from '../../../kit/list-toolbar';
import { PageHeader } from '../../../kit/page-header';
import { SearchField } from '../../../kit/search-field';
import { useListScreen } from '../../../kit/use-list-screen';
import { useAuditFullPass, useStartAuditFullPass, useVerifyAuditLog } from '../api/verify-audit-log';
import { AuditTable } from '../components/audit-table';
import { ChainReport } from '../components/chain-report';
import { FullPass } from '../components/full-pass';
import { useAuditTranslation } from '../hooks/use-audit-translation';

/**
 * /app/general/audit: the audit trail, newest first, filtered by who, action, kind (the reads of
 * personal data, with their stated reason), record type and id and Cairo days; exported as CSV with
 * the same filters; the chain verified on demand (since the last verified checkpoint), or in full as a
 * job whose progress shows here.
 */
export default function AuditTrailPage() {
  const { t } = useAuditTranslation();
  const entries = useAuditEntryTranslation();
  const [, setSearchParams] = useSearchParams();
  const screen = useListScreen(listAuditLog, { loadError: t('loadError') });
  const { query } = screen;
  const verify = useVerifyAuditLog();
  const fullPass = useAuditFullPass();
  const startFullPass = useStartAuditFullPass();
  const passRunning = fullPass.data?.pass?.state === 'running';
  const { page: _page, pageSize: _pageSize, sort: _sort, order: _order, ...filters } = query;
  const hasFilters = Object.values(filters).some((value) => value !== undefined && value !== '');

  return (
    <>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <Stack direction="row" spacing={1} sx={{ '& .MuiButton-root': { whiteSpace: 'nowrap' } }}>
            <Button
              variant="outlined"
              startIcon={<VerifiedIcon />}
              onClick={() => verify.mutate()}
              disabled={verify.isPending}
            >
              {t('verify.button')}
            </Button>
            <Button
              variant="outlined"
              startIcon={<FactCheckIcon />}
              onClick={() => startFullPass.mutate()}
              disabled={startFullPass.isPending || passRunning}
            >
              {t('fullPass.button')}
            </Button>
          </Stack>
        }
      />
      {verify.data && <ChainReport report={verify.data} testId="chain-report" />}
      {verify.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('verify.failed')}
        </Alert>
      )}
      {startFullPass.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('fullPass.failed')}
        </Alert>
      )}
      <FullPass />
      <ListToolbar
        exportCsv={{ endpoint: exportAuditLog, list: screen }}
        filters={
          <>
            <SearchField
              label={t('filters.actor')}
              value={query.actor ?? ''}
              onChange={(value) => screen.setFilter('actor', value)}
            />
            <SearchField
              label={t('filters.action')}
              value={query.action ?? ''}
              onChange={(value) => screen.setFilter('action', value)}
            />
            <FilterSelect<AuditKind | ''>
              label={t('filters.kind')}
              value={query.kind ?? ''}
              options={[
                { value: '', label: t('filters.allKinds') },
                ...auditKinds.map((kind) => ({ value: kind, label: entries.t(`kinds.${kind}`) })),
              ]}
              onChange={(kind) => screen.setFilter('kind', kind === '' ? undefined : kind)}
            />
            <SearchField
              label={t('filters.targetType')}
              value={query.targetType ?? ''}
              onChange={(value) => screen.setFilter('targetType', value)}
            />
            <SearchField
              label={t('filters.targetId')}
              value={query.targetId ?? ''}
              onChange={(value) => screen.setFilter('targetId', value)}
            />
            <DateFilterField
              label={t('filters.from')}
              value={query.from}
              max={query.to}
              onChange={(day) => screen.setFilter('from', day)}
            />
            <DateFilterField
              label={t('filters.to')}
              value={query.to}
              min={query.from}
              onChange={(day) => screen.setFilter('to', day)}
            />
          </>
        }
        action={
          hasFilters && (
            <Button onClick={() => setSearchParams(new URLSearchParams(), { replace: true })}>
              {t('filters.clear')}
            </Button>
          )
        }
      />
      <AuditTable result={screen.result} state={screen.table} />
    </>
  );
}
