import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { MerchantSummary } from '@cmt/contract/endpoints/merchants';
import { hrefFor } from '@cmt/contract/routes';
import { RowAction } from '../../../components/row-action';
import { DataTable, type Column, type ListResult } from '../../../components/data-table';
import type { ListTableState } from '../../../components/use-list-state';
import { useLanguage } from '../../../lib/i18n';
import { useMerchantsTranslation } from '../hooks/use-merchants-translation';

interface MerchantsTableProps {
  result: ListResult<MerchantSummary>;
  state: ListTableState;
  onDelete: (merchant: MerchantSummary) => void;
}

export function MerchantsTable({ result, state, onDelete }: MerchantsTableProps) {
  const { t } = useMerchantsTranslation();
  const { language } = useLanguage();
  const arabic = language.startsWith('ar');
  const nameOf = (merchant: MerchantSummary) => (arabic ? merchant.nameAr : merchant.nameEn);
  const columns: Column<MerchantSummary>[] = [
    {
      id: 'logo',
      label: t('list.columns.logo'),
      width: 64,
      render: (merchant) => (
        <Avatar src={merchant.logoUrl ?? undefined} alt="" variant="rounded">
          {merchant.nameEn.charAt(0)}
        </Avatar>
      ),
    },
    {
      id: 'nameEn',
      label: t('list.columns.name'),
      sortable: true,
      render: (merchant) => (
        <>
          <Typography variant="body2" dir="auto">
            {nameOf(merchant)}
          </Typography>
          <Typography variant="caption" color="text.secondary" dir="auto">
            #{merchant.id} · {arabic ? merchant.nameEn : merchant.nameAr}
          </Typography>
        </>
      ),
    },
    {
      id: 'category',
      label: t('list.columns.category'),
      render: (merchant) => (arabic ? merchant.categoryNameAr : merchant.categoryNameEn),
    },
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
    {
      id: 'active',
      label: t('list.columns.active'),
      render: (merchant) => (
        <Chip
          size="small"
          color={merchant.isActive ? 'success' : 'default'}
          label={merchant.isActive ? t('list.active') : t('list.inactive')}
        />
      ),
    },
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
