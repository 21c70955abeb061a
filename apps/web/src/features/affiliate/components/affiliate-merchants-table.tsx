import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import type { AffiliateMerchantSummary } from '@cmt/contract/endpoints/affiliate';
import { hrefFor } from '@cmt/contract/routes';
import { DataTable, type Column, type ListResult } from '../../../kit/data-table';
import { useMerchantColumns } from '../../../kit/merchant/merchant-columns';
import { RowAction } from '../../../kit/row-action';
import type { ListTableState } from '../../../kit/use-list-state';
import { useAffiliateTranslation } from '../hooks/use-affiliate-translation';
import { useCashbackText } from '../hooks/use-cashback-text';

interface AffiliateMerchantsTableProps {
  result: ListResult<AffiliateMerchantSummary>;
  state: ListTableState;
  /** Each action shows only to staff whose permissions allow it (null: hidden). */
  onEdit: boolean;
  onDelete: ((merchant: AffiliateMerchantSummary) => void) | null;
  onDownload: ((merchant: AffiliateMerchantSummary) => void) | null;
}

export function AffiliateMerchantsTable({
  result,
  state,
  onEdit,
  onDelete,
  onDownload,
}: AffiliateMerchantsTableProps) {
  const { t } = useAffiliateTranslation();
  const cashback = useCashbackText();
  const { columns: shared, nameOf } = useMerchantColumns<AffiliateMerchantSummary>();
  const columns: Column<AffiliateMerchantSummary>[] = [
    shared.logo,
    shared.name,
    { id: 'aggregator', label: t('merchants.columns.aggregator'), render: (m) => m.aggregatorName },
    shared.category,
    {
      id: 'cashback',
      label: t('merchants.columns.cashback'),
      align: 'end',
      render: (merchant) => <bdi>{cashback(merchant)}</bdi>,
    },
    { id: 'orders', label: t('merchants.columns.orders'), align: 'end', render: (m) => m.orderCount },
    shared.status,
    {
      id: 'actions',
      label: t('merchants.columns.actions'),
      align: 'end',
      render: (merchant) => (
        <Box sx={{ whiteSpace: 'nowrap' }}>
          {onDownload && (
            <RowAction
              label={t('merchants.downloadOrders', { name: nameOf(merchant) })}
              icon={<DownloadIcon fontSize="small" />}
              onClick={() => onDownload(merchant)}
            />
          )}
          {onEdit && (
            <RowAction
              label={t('merchants.edit', { name: nameOf(merchant) })}
              icon={<EditIcon fontSize="small" />}
              to={hrefFor('affiliate.merchantsManage', { id: merchant.id })}
            />
          )}
          {onDelete && (
            <RowAction
              label={t('merchants.remove', { name: nameOf(merchant) })}
              icon={<DeleteIcon fontSize="small" />}
              onClick={() => onDelete(merchant)}
            />
          )}
        </Box>
      ),
    },
  ];
  return (
    <DataTable
      label={t('merchants.tableLabel')}
      columns={columns}
      result={result}
      state={state}
      getRowId={(merchant) => merchant.id}
      emptyText={t('merchants.empty')}
      pageSizeOptions={[20]}
    />
  );
}
