import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  bulkAmountColumns,
  bulkBatchStatus,
  type BulkBatch,
  type BulkBatchStatus,
  type BulkFeature,
} from '@cmt/contract/endpoints/bulk';
import { DataTable, type Column } from '../../../kit/data-table';
import { useUpdateSearch } from '../../../kit/use-update-search';
import { useFormatDateTime } from '../../../kit/use-format-date-time';
import { useLanguage } from '../../../lib/i18n';
import { formatEgp } from '../../../lib/money';
import { useBulkBatches } from '../api/get-bulk-batches';
import { useBulkTranslation } from '../hooks/use-bulk-translation';
import { BatchStatusChip } from './batch-status-chip';

/** The address's `status=VALID,FAILED` (the home's bulk card): the statuses it names, or none. */
function statusesIn(raw: string | null): BulkBatchStatus[] {
  const statuses = (raw ?? '').split(',').filter((part) => bulkBatchStatus.safeParse(part).success);
  return [...new Set(statuses as BulkBatchStatus[])];
}

/**
 * Past batches of one kind with who uploaded and who applied them; `?status=` in the address keeps
 * only those statuses (what the home's card opens), said above the table with "Show all".
 */
export function BatchHistory({ feature, onOpen }: { feature: BulkFeature; onOpen: (id: number) => void }) {
  const { t } = useBulkTranslation();
  const formatDate = useFormatDateTime();
  const { language } = useLanguage();
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(10);
  const [params] = useSearchParams();
  const updateSearch = useUpdateSearch();
  const statuses = statusesIn(params.get('status'));
  const batches = useBulkBatches(feature, page + 1, pageSize, statuses);
  const columns: Column<BulkBatch>[] = [
    { id: 'id', label: t('history.batch'), align: 'end', width: 80, render: (b) => `#${b.id}` },
    { id: 'file', label: t('history.file'), render: (b) => <bdi>{b.fileName}</bdi> },
    { id: 'status', label: t('history.status'), render: (b) => <BatchStatusChip status={b.status} /> },
    {
      id: 'rows',
      label: t('history.rows'),
      align: 'end',
      render: (b) => t('history.rowCounts', { valid: b.validRows, total: b.totalRows }),
    },
    // Kinds with an amount (repayments) show each batch's total.
    ...(bulkAmountColumns[feature]
      ? [
          {
            id: 'amountTotal',
            label: t('history.amountTotal'),
            align: 'end' as const,
            render: (b: BulkBatch) => formatEgp(language, b.amountTotal),
          },
        ]
      : []),
    {
      id: 'uploaded',
      label: t('history.uploaded'),
      render: (b) => (
        <>
          <bdi>{b.uploadedBy ?? '—'}</bdi>
          <Typography variant="caption" component="div" color="text.secondary">
            {formatDate(b.uploadedAt)}
          </Typography>
        </>
      ),
    },
    {
      id: 'applied',
      label: t('history.applied'),
      render: (b) =>
        b.appliedBy ? (
          <>
            <bdi>{b.appliedBy}</bdi>
            <Typography variant="caption" component="div" color="text.secondary">
              {formatDate(b.appliedAt)}
            </Typography>
          </>
        ) : (
          '—'
        ),
    },
    {
      id: 'open',
      label: t('history.actions'),
      align: 'end',
      render: (b) => (
        <Button size="small" onClick={() => onOpen(b.id)} aria-label={t('history.openBatch', { id: b.id })}>
          {t('history.open')}
        </Button>
      ),
    },
  ];
  const showAll = () => {
    setPage(0);
    updateSearch((search) => search.delete('status'));
  };
  return (
    <>
      {statuses.length > 0 && (
        <Alert
          severity="info"
          sx={{ mb: 1 }}
          action={
            <Button color="inherit" size="small" onClick={showAll}>
              {t('history.showAll')}
            </Button>
          }
        >
          {t('history.filtered', {
            statuses: new Intl.ListFormat(language, { type: 'disjunction' }).format(
              statuses.map((status) => t(`status.${status}`)),
            ),
          })}
        </Alert>
      )}
      <DataTable
        label={t('history.label')}
        columns={columns}
        result={batches}
        getRowId={(b) => b.id}
        emptyText={t(statuses.length > 0 ? 'history.emptyFiltered' : 'history.empty')}
        state={{
          page,
          pageSize,
          sort: 'id',
          order: 'desc',
          onPageChange: setPage,
          onPageSizeChange: (size) => {
            setPageSize(size);
            setPage(0);
          },
          onSortChange: () => {},
        }}
        pageSizeOptions={[10, 20, 50]}
      />
    </>
  );
}
