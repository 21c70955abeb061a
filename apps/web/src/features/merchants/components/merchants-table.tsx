import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import type { MerchantSummary } from '@cmt/contract/endpoints/merchants';
import { hrefFor } from '@cmt/contract/routes';
import { DataTable, type Column, type ListResult } from '../../../kit/data-table';
import { useMerchantColumns } from '../../../kit/merchant/merchant-columns';
import { RowAction } from '../../../kit/row-action';
import type { ListTableState } from '../../../kit/use-list-state';
import { useMerchantsTranslation } from '../hooks/use-merchants-translation';

interface MerchantsTableProps {
  result: ListResult<MerchantSummary>;
  state: ListTableState;
  onDelete: (merchant: MerchantSummary) => void;
}

export function MerchantsTable({ result, state, onDelete }: MerchantsTableProps) {
  const { t } = useMerchantsTranslation();
  const { columns: shared, nameOf } = useMerchantColumns<MerchantSummary>();
  const columns: Column<MerchantSummary>[] = [
    shared.logo,
    shared.name,
    shared.category,
    {
      id: 'offerCount',
      label: t('list.columns.offers'),
      sortable: true,
      align: 'end',
      render: (merchant) => merchant.offerCount,
    },
    {
      id: 'branches',
      label: t('list.columns.branches'),
      align: 'end',
      render: (merchant) => merchant.branchCount,
    },
    shared.status,
    {
      id: 'actions',
      label: t('list.columns.actions'),
      align: 'end',
      render: (merchant) => (
        <Box sx={{ whiteSpace: 'nowrap' }}>
          <RowAction
            label={t('list.edit', { name: nameOf(merchant) })}
            icon={<EditIcon fontSize="small" />}
            to={hrefFor('merchants.manage', { id: merchant.id })}
          />
          <RowAction
            label={t('list.remove', { name: nameOf(merchant) })}
            icon={<DeleteIcon fontSize="small" />}
            onClick={() => onDelete(merchant)}
          />
        </Box>
      ),
    },
  ];
  return (
    <DataTable
      label={t('list.tableLabel')}
      columns={columns}
      result={result}
      state={state}
      getRowId={(merchant) => merchant.id}
      emptyText={t('list.empty')}
      pageSizeOptions={[20]}
    />
  );
}
