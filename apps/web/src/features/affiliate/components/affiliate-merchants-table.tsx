import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/Edit';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { AffiliateMerchantSummary } from '@cmt/contract/endpoints/affiliate';
import { hrefFor } from '@cmt/contract/routes';
import { DataTable, type Column, type ListResult } from '../../../components/data-table';
import { RowAction } from '../../../components/row-action';
import { useBilingual } from '../../../components/use-bilingual';
import type { ListTableState } from '../../../components/use-list-state';
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
  const pick = useBilingual();
  const cashback = useCashbackText();
  const nameOf = (merchant: AffiliateMerchantSummary) => pick(merchant.nameEn, merchant.nameAr);
  const columns: Column<AffiliateMerchantSummary>[] = [
    {
      id: 'logo',
      label: t('merchants.columns.logo'),
      width: 64,
      render: (merchant) => (
        <Avatar src={merchant.logoUrl ?? undefined} alt="" variant="rounded">
          {merchant.nameEn.charAt(0)}
        </Avatar>
      ),
    },
    {
      id: 'nameEn',
      label: t('merchants.columns.name'),
      sortable: true,
      render: (merchant) => (
        <>
          <Typography variant="body2" dir="auto">
            {nameOf(merchant)}
          </Typography>
          <Typography variant="caption" color="text.secondary" dir="auto">
            #{merchant.id} · {pick(merchant.nameAr, merchant.nameEn)}
          </Typography>
        </>
      ),
    },
    { id: 'aggregator', label: t('merchants.columns.aggregator'), render: (m) => m.aggregatorName },
    {
      id: 'category',
      label: t('merchants.columns.category'),
      render: (merchant) => pick(merchant.categoryNameEn, merchant.categoryNameAr),
    },
    {
      id: 'cashback',
      label: t('merchants.columns.cashback'),
      align: 'end',
      render: (merchant) => <bdi>{cashback(merchant)}</bdi>,
    },
    { id: 'orders', label: t('merchants.columns.orders'), align: 'end', render: (m) => m.orderCount },
    {
      id: 'status',
      label: t('merchants.columns.status'),
      render: (merchant) => (
        <Chip
          size="small"
          color={merchant.isActive ? 'success' : 'default'}
          label={merchant.isActive ? t('active') : t('inactive')}
        />
      ),
    },
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
