import AddIcon from '@mui/icons-material/Add';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link } from 'react-router';
import {
  endingWithinChoices,
  offerStatuses,
  searchRegularOffers,
  type OfferHit,
  exportRegularOffers,
} from '@cmt/contract/endpoints/offers';
import { hasPermission } from '@cmt/contract/permissions';
import { hrefFor } from '@cmt/contract/routes';
import { BulkActionBar } from '../../../kit/bulk-rows/bulk-action-bar';
import { useBulkAction } from '../../../kit/bulk-rows/use-bulk-action';
import { useBulkRowsTranslation } from '../../../kit/bulk-rows/use-bulk-rows-translation';
import { useRowSelection } from '../../../kit/bulk-rows/use-row-selection';
import { ConfirmDialog } from '../../../kit/confirm-dialog';
import { FilterSelect } from '../../../kit/filter-select';
import { ListToolbar } from '../../../kit/list-toolbar';
import { RouteButton } from '../../../kit/route-button';
import { useCanOpen } from '../../../kit/use-can-open';
import { useBilingual } from '../../../kit/use-bilingual';
import { useConfirmedAction } from '../../../kit/use-confirmed-action';
import { useListScreen } from '../../../kit/use-list-screen';
import { useMessage } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { useDeleteOffer } from '../api/delete-offer';
import { endOfferRows } from '../api/end-offers';
import { useOffersTranslation } from '../hooks/use-offers-translation';
import { OfferIdsFilter } from './offer-ids-filter';
import { OffersTable } from './offers-table';

/** Any time, the usual spans, and a span the address asked for (the home's 7 days). */
const endingChoices = (current: number | undefined) => [
  'ANY' as const,
  ...new Set([...endingWithinChoices, ...(current ? [current] : [])].sort((a, b) => a - b)),
];

const offerId = (offer: OfferHit) => offer.id;
/** An offer that still shows or will: ending it changes something. */
const isRunning = (offer: OfferHit) => offer.status === 'ACTIVE' || offer.status === 'SCHEDULED';

/** The regular offers: search, status, ending and ids filters, hide (soft delete) and delete for good. */
export function RegularOffersList() {
  const { t } = useOffersTranslation();
  const message = useMessage();
  const { user } = useSession();
  const canOpen = useCanOpen();
  const pick = useBilingual();
  // The search answers `hits`; the table reads them as items.
  const list = useListScreen(searchRegularOffers, {
    loadError: message('loadRegularOffers'),
    select: (result) => ({ ...result, items: result.hits }),
  });
  const deletion = useDeleteOffer();
  const removal = useConfirmedAction<{ offer: OfferHit; soft: boolean }>({
    run: ({ offer, soft }) => deletion.mutateAsync({ id: offer.id, version: offer.version, soft }),
    success: ({ soft }) => t(soft ? 'list.hidden' : 'list.removed'),
    failure: () => t('list.deleteFailed'),
  });
  const pending = removal.target;
  // End the selected offers at once (Inactive), each with the version the list showed.
  const bulkWords = useBulkRowsTranslation().t;
  const canEnd = hasPermission(user?.permissions, ['manage-offers-offers-manage-id']);
  const selection = useRowSelection(list.result.data?.items, offerId, list.query, isRunning);
  const end = useBulkAction<OfferHit>({
    run: endOfferRows,
    idOf: offerId,
    labelOf: (offer) => [pick(offer.titleEn, offer.titleAr)],
    invalidates: [searchRegularOffers.path],
    onFinished: selection.clear,
  });
  const ids = list.query.ids ?? '';

  return (
    <>
      <ListToolbar
        exportCsv={{ endpoint: exportRegularOffers, list: list }}
        search={{
          value: list.query.query ?? '',
          onChange: (value) => list.setFilter('query', value),
          label: t('list.search'),
        }}
        filters={
          <>
            <FilterSelect
              label={t('list.status')}
              value={list.query.status || 'ALL'}
              options={['ALL' as const, ...offerStatuses].map((value) => ({
                value,
                label: t(`statuses.${value}`),
              }))}
              onChange={(status) => list.setFilter('status', status === 'ALL' ? '' : status)}
            />
            <FilterSelect
              label={t('list.ending')}
              value={String(list.query.endingWithin ?? 'ANY')}
              options={endingChoices(list.query.endingWithin).map((days) => ({
                value: String(days),
                label: days === 'ANY' ? t('list.endingAny') : t('list.endingDays', { count: days }),
              }))}
              onChange={(days) => list.setFilter('endingWithin', days === 'ANY' ? '' : Number(days))}
            />
            <OfferIdsFilter value={ids} onChange={(value) => list.setFilter('ids', value)} />
          </>
        }
        action={
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <RouteButton route="offers.bulk" icon={<UploadFileIcon />}>
              {t('list.uploadFile')}
            </RouteButton>
            {hasPermission(user?.permissions, ['manage-offers-offers-create']) && (
              <Button
                variant="contained"
                startIcon={<AddIcon />}
                component={Link}
                to={hrefFor('offers.create')}
              >
                {t('list.create')}
              </Button>
            )}
          </Stack>
        }
      />
      {ids !== '' && (
        <Alert
          severity="info"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => list.setFilter('ids', '')}>
              {t('ids.clear')}
            </Button>
          }
        >
          {t('ids.active')}
        </Alert>
      )}
      {canEnd && (
        <BulkActionBar count={selection.count} onClear={selection.clear}>
          <Button size="small" variant="contained" onClick={() => end.ask(selection.rows)}>
            {bulkWords('actions.end')}
          </Button>
        </BulkActionBar>
      )}
      <OffersTable
        result={list.result}
        state={list.table}
        selection={canEnd ? selection.table : undefined}
        editHref={
          canOpen('offers.manage') ? (offer) => hrefFor('offers.manage', { id: offer.id }) : undefined
        }
        onHide={(offer) => removal.ask({ offer, soft: true })}
        onRemove={(offer) => removal.ask({ offer, soft: false })}
      />
      <ConfirmDialog
        {...removal.dialog}
        title={t(pending?.soft === false ? 'list.removeTitle' : 'list.hideTitle')}
        message={t(pending?.soft === false ? 'list.removeMessage' : 'list.hideMessage', {
          title: pending ? pick(pending.offer.titleEn, pending.offer.titleAr) : '',
        })}
        confirmLabel={t(pending?.soft === false ? 'list.removeConfirm' : 'list.hideConfirm')}
      />
      <ConfirmDialog
        {...end.confirm}
        title={bulkWords('actions.endTitle')}
        message={`${end.confirmMessage} ${bulkWords('actions.endMessage')}`}
        confirmLabel={bulkWords('actions.end')}
      />
      {end.outcomeDialog}
    </>
  );
}
