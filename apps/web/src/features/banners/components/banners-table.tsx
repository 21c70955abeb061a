import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Banner } from '@cmt/contract/endpoints/banners';
import { RowAction } from '../../../kit/row-action';
import type { TableSelection } from '../../../kit/bulk-rows/use-row-selection';
import { DataTable, type Column, type ListResult } from '../../../kit/data-table';
import { useFormatDateTime } from '../../../kit/use-format-date-time';
import type { ListTableState } from '../../../kit/use-list-state';
import { useBannersTranslation } from '../hooks/use-banners-translation';
import { BannerActiveSwitch } from './banner-active-switch';

interface BannersTableProps {
  result: ListResult<Banner>;
  state: ListTableState;
  onEdit: (banner: Banner) => void;
  onDelete: (banner: Banner) => void;
  /** Row selection for the page's bulk actions. */
  selection?: TableSelection<Banner>;
}

export function BannersTable({ result, state, onEdit, onDelete, selection }: BannersTableProps) {
  const { t } = useBannersTranslation();
  const formatDateTime = useFormatDateTime();
  const columns: Column<Banner>[] = [
    {
      id: 'image',
      label: t('columns.image'),
      width: 112,
      render: (banner) => (
        <Box
          component="img"
          src={banner.imageUrl}
          alt={t('imageAlt', { title: banner.title })}
          loading="lazy"
          sx={{
            width: 96,
            height: 54,
            objectFit: 'cover',
            borderRadius: 1,
            display: 'block',
            bgcolor: 'action.hover',
          }}
        />
      ),
    },
    {
      id: 'title',
      label: t('columns.title'),
      sortable: true,
      render: (banner) => <span dir="auto">{banner.title}</span>,
    },
    { id: 'folder', label: t('columns.folder'), render: (banner) => t(`folders.${banner.folder}`) },
    {
      id: 'link',
      label: t('columns.link'),
      render: (banner) =>
        banner.link ? (
          <Link
            href={banner.link}
            target="_blank"
            rel="noreferrer"
            dir="ltr"
            noWrap
            sx={{ display: 'block', maxWidth: 240 }}
            title={banner.link}
          >
            {banner.link}
          </Link>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('noLink')}
          </Typography>
        ),
    },
    {
      id: 'position',
      label: t('columns.position'),
      sortable: true,
      align: 'end',
      render: (banner) => banner.position,
    },
    {
      id: 'createdAt',
      label: t('columns.createdAt'),
      sortable: true,
      render: (banner) => formatDateTime(banner.createdAt),
    },
    {
      id: 'isActive',
      label: t('columns.isActive'),
      render: (banner) => <BannerActiveSwitch banner={banner} />,
    },
    {
      id: 'actions',
      label: t('columns.actions'),
      align: 'end',
      render: (banner) => (
        <Box sx={{ whiteSpace: 'nowrap' }}>
          <RowAction
            label={t('edit', { title: banner.title })}
            icon={<EditIcon fontSize="small" />}
            onClick={() => onEdit(banner)}
          />
          <RowAction
            label={t('delete', { title: banner.title })}
            icon={<DeleteIcon fontSize="small" />}
            onClick={() => onDelete(banner)}
          />
        </Box>
      ),
    },
  ];

  return (
    <DataTable
      label={t('tableLabel')}
      columns={columns}
      result={result}
      state={state}
      getRowId={(banner) => banner.id}
      emptyText={t('empty')}
      selection={selection}
    />
  );
}
