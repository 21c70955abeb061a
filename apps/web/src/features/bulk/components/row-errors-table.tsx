import { useState } from 'react';
import type { BulkFeature, BulkRowError } from '@cmt/contract/endpoints/bulk';
import { DataTable, type Column } from '../../../kit/data-table';
import { useBulkErrors } from '../api/get-bulk-errors';
import { useBulkMessage } from '../hooks/use-bulk-message';
import { useBulkTranslation } from '../hooks/use-bulk-translation';

/** The validation report: row errors of a batch, paged by the server. */
export function RowErrorsTable({ feature, batchId }: { feature: BulkFeature; batchId: number }) {
  const { t } = useBulkTranslation();
  const messageText = useBulkMessage();
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(20);
  const errors = useBulkErrors(feature, batchId, page + 1, pageSize);
  const columns: Column<BulkRowError>[] = [
    { id: 'row', label: t('errors.row'), align: 'end', width: 90, render: (e) => e.row },
    { id: 'column', label: t('errors.column'), width: 180, render: (e) => <bdi>{e.column ?? '—'}</bdi> },
    { id: 'message', label: t('errors.message'), render: (e) => <bdi>{messageText(e, e.message)}</bdi> },
  ];
  return (
    <DataTable
      label={t('errors.label')}
      columns={columns}
      result={errors}
      getRowId={(e) => `${e.row}-${e.column}-${e.message}`}
      state={{
        page,
        pageSize,
        sort: 'row',
        order: 'asc',
        onPageChange: setPage,
        onPageSizeChange: (size) => {
          setPageSize(size);
          setPage(0);
        },
        onSortChange: () => {},
      }}
    />
  );
}
