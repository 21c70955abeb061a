import AddIcon from '@mui/icons-material/Add';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Stack from '@mui/material/Stack';
import {
  listCardOffers,
  offerStatuses,
  type OfferHit,
  exportCardOffers,
} from '@cmt/contract/endpoints/offers';
import { hrefFor } from '@cmt/contract/routes';
import { ConfirmDialog } from '../../../kit/confirm-dialog';
import { FilterSelect } from '../../../kit/filter-select';
import { ListToolbar } from '../../../kit/list-toolbar';
import { RouteButton } from '../../../kit/route-button';
import { useBilingual } from '../../../kit/use-bilingual';
import { useConfirmedAction } from '../../../kit/use-confirmed-action';
import { useListScreen } from '../../../kit/use-list-screen';
import { useDeleteCardOffer } from '../api/delete-card-offer';
import { useOffersTranslation } from '../hooks/use-offers-translation';
import { OffersTable } from './offers-table';

/**
 * The Lucky One card offers (GET /offers/lucky-one-card/all): search by title, filter by status,
 * edit on the card offer page, delete for good after a confirmation.
 */
export function CardOffersList() {
  const { t } = useOffersTranslation();
  const pick = useBilingual();
  const list = useListScreen(listCardOffers, { loadError: t('cards.loadFailed') });
  const deletion = useDeleteCardOffer();
  const removal = useConfirmedAction<OfferHit>({
    run: (offer) => deletion.mutateAsync({ id: offer.id, version: offer.version }),
    success: () => t('cards.removed'),
    failure: () => t('cards.deleteFailed'),
  });

  return (
    <>
      <ListToolbar
        exportCsv={{ endpoint: exportCardOffers, list: list }}
        search={{
          value: list.query.query ?? '',
          onChange: (value) => list.setFilter('query', value),
          label: t('list.search'),
        }}
        filters={
          <FilterSelect
            label={t('list.status')}
            value={list.query.status || 'ALL'}
            options={['ALL' as const, ...offerStatuses].map((value) => ({
              value,
              label: t(`statuses.${value}`),
            }))}
            onChange={(status) => list.setFilter('status', status === 'ALL' ? '' : status)}
          />
        }
        action={
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <RouteButton route="offers.cardsBulk" icon={<UploadFileIcon />}>
              {t('list.uploadCardFile')}
            </RouteButton>
            <RouteButton route="offers.cardsManage" icon={<AddIcon />} contained>
              {t('list.createCard')}
            </RouteButton>
          </Stack>
        }
      />
      <OffersTable
        result={list.result}
        state={list.table}
        label={t('cards.tableLabel')}
        emptyText={t('cards.empty')}
        editHref={(offer) => hrefFor('offers.cardsManage', { id: offer.id })}
        onRemove={removal.ask}
      />
      <ConfirmDialog
        {...removal.dialog}
        title={t('cards.removeTitle')}
        message={t('cards.removeMessage', {
          title: removal.target ? pick(removal.target.titleEn, removal.target.titleAr) : '',
        })}
        confirmLabel={t('list.removeConfirm')}
      />
    </>
  );
}
