import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { OfferHit } from '@cmt/contract/endpoints/offers';
import { RowAction } from '../../../kit/row-action';
import { useFormatDate } from '../../../kit/use-format-date-time';
import type { TableSelection } from '../../../kit/bulk-rows/use-row-selection';
import { DataTable, type Column, type ListResult } from '../../../kit/data-table';
import type { ListTableState } from '../../../kit/use-list-state';
import { useLanguage } from '../../../lib/i18n';
import { formatEgp } from '../../../lib/money';
import { useOffersTranslation } from '../hooks/use-offers-translation';

interface OffersTableProps {
  result: ListResult<OfferHit>;
  state: ListTableState;
  /** The offer's edit page, when the user may open it. */
  editHref?: (offer: OfferHit) => string;
  /** A soft delete, where the kind of offer has one (regular offers). */
  onHide?: (offer: OfferHit) => void;
  onRemove: (offer: OfferHit) => void;
  /** The table's accessible name and its text when no offer matches (the regular offers' by default). */
  label?: string;
  emptyText?: string;
  /** Row selection for the page's bulk actions. */
  selection?: TableSelection<OfferHit>;
}

const statusColor = {
  ACTIVE: 'success',
  SCHEDULED: 'info',
  DRAFT: 'default',
  INACTIVE: 'warning',
  EXPIRED: 'error',
} as const;

export function OffersTable({
  result,
  state,
  editHref,
  onHide,
  onRemove,
  label,
  emptyText,
  selection,
}: OffersTableProps) {
  const { t } = useOffersTranslation();
  const formatDate = useFormatDate();
  const { language } = useLanguage();
  const arabic = language.startsWith('ar');
  const titleOf = (offer: OfferHit) => (arabic ? offer.titleAr : offer.titleEn);
  const columns: Column<OfferHit>[] = [
    {
      id: 'image',
      label: t('list.columns.image'),
      width: 88,
      render: (offer) =>
        offer.imageUrl ? (
          <Box
            component="img"
            src={offer.imageUrl}
            alt=""
            loading="lazy"
            sx={{ width: 72, height: 40, objectFit: 'cover', borderRadius: 1, display: 'block' }}
          />
        ) : null,
    },
    {
      id: 'titleEn',
      label: t('list.columns.title'),
      sortable: true,
      render: (offer) => (
        <>
          <Typography variant="body2" dir="auto">
            {titleOf(offer)}
          </Typography>
          <Typography variant="caption" color="text.secondary" dir="auto">
            #{offer.id} · {arabic ? offer.titleEn : offer.titleAr}
          </Typography>
        </>
      ),
    },
    {
      id: 'merchant',
      label: t('list.columns.merchant'),
      render: (offer) => <span dir="auto">{arabic ? offer.merchantNameAr : offer.merchantNameEn}</span>,
    },
    {
      id: 'discount',
      label: t('list.columns.discount'),
      render: (offer) =>
        t(`discount.${offer.discountType}`, {
          value:
            offer.discountType === 'FIXED_AMOUNT'
              ? formatEgp(language, String(offer.discountValue))
              : offer.discountValue,
        }),
    },
    {
      id: 'startsAt',
      label: t('list.columns.validity'),
      sortable: true,
      render: (offer) => (
        <bdi>{t('list.validity', { from: formatDate(offer.startsAt), to: formatDate(offer.endsAt) })}</bdi>
      ),
    },
    {
      id: 'status',
      label: t('list.columns.status'),
      render: (offer) => (
        <Chip size="small" color={statusColor[offer.status]} label={t(`statuses.${offer.status}`)} />
      ),
    },
    {
      id: 'actions',
      label: t('list.columns.actions'),
      align: 'end',
      render: (offer) => (
        <Box sx={{ whiteSpace: 'nowrap' }}>
          {editHref && (
            <RowAction
              label={t('list.edit', { title: titleOf(offer) })}
              icon={<EditIcon fontSize="small" />}
              to={editHref(offer)}
            />
          )}
          {onHide && (
            <RowAction
              label={t('list.hide', { title: titleOf(offer) })}
              icon={<VisibilityOffIcon fontSize="small" />}
              onClick={() => onHide(offer)}
            />
          )}
          <RowAction
            label={t('list.remove', { title: titleOf(offer) })}
            icon={<DeleteForeverIcon fontSize="small" />}
            color="error"
            onClick={() => onRemove(offer)}
          />
        </Box>
      ),
    },
  ];
  return (
    <DataTable
      label={label ?? t('list.tableLabel')}
      columns={columns}
      result={result}
      state={state}
      getRowId={(offer) => offer.id}
      emptyText={emptyText ?? t('list.empty')}
      selection={selection}
    />
  );
}
