import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { AffiliateCategory } from '@cmt/contract/endpoints/affiliate';
import { DataTable, type Column, type ListResult } from '../../../kit/data-table';
import { RowAction } from '../../../kit/row-action';
import { useBilingual } from '../../../kit/use-bilingual';
import type { ListTableState } from '../../../kit/use-list-state';
import { useAffiliateTranslation } from '../hooks/use-affiliate-translation';

interface CategoriesTableProps {
  result: ListResult<AffiliateCategory>;
  state: ListTableState;
  onEdit: (category: AffiliateCategory) => void;
  onDelete: (category: AffiliateCategory) => void;
}

export function CategoriesTable({ result, state, onEdit, onDelete }: CategoriesTableProps) {
  const { t } = useAffiliateTranslation();
  const pick = useBilingual();
  const nameOf = (category: AffiliateCategory) => pick(category.nameEn, category.nameAr);
  const columns: Column<AffiliateCategory>[] = [
    {
      id: 'position',
      label: t('categories.columns.order'),
      sortable: true,
      width: 90,
      render: (c) => c.position,
    },
    {
      id: 'logo',
      label: t('categories.columns.logo'),
      width: 64,
      render: (category) => (
        <Avatar src={category.logoUrl ?? undefined} alt="" variant="rounded">
          {category.nameEn.charAt(0)}
        </Avatar>
      ),
    },
    {
      id: 'nameEn',
      label: t('categories.columns.name'),
      sortable: true,
      render: (category) => (
        <>
          <Typography variant="body2" dir="auto">
            {nameOf(category)}
          </Typography>
          <Typography variant="caption" color="text.secondary" dir="auto">
            #{category.id} · {pick(category.nameAr, category.nameEn)}
          </Typography>
        </>
      ),
    },
    {
      id: 'merchants',
      label: t('categories.columns.merchants'),
      align: 'end',
      render: (category) => category.merchantCount,
    },
    {
      id: 'status',
      label: t('categories.columns.status'),
      render: (category) => (
        <Chip
          size="small"
          color={category.isActive ? 'success' : 'default'}
          label={category.isActive ? t('active') : t('inactive')}
        />
      ),
    },
    {
      id: 'actions',
      label: t('categories.columns.actions'),
      align: 'end',
      render: (category) => (
        <Box sx={{ whiteSpace: 'nowrap' }}>
          <RowAction
            label={t('categories.edit', { name: nameOf(category) })}
            icon={<EditIcon fontSize="small" />}
            onClick={() => onEdit(category)}
          />
          <RowAction
            label={t('categories.remove', { name: nameOf(category) })}
            icon={<DeleteIcon fontSize="small" />}
            onClick={() => onDelete(category)}
          />
        </Box>
      ),
    },
  ];
  return (
    <DataTable
      label={t('categories.tableLabel')}
      columns={columns}
      result={result}
      state={state}
      getRowId={(category) => category.id}
      emptyText={t('categories.empty')}
      pageSizeOptions={[20]}
    />
  );
}
