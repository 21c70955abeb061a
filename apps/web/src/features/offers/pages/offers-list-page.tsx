import AddIcon from '@mui/icons-material/Add';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { offerStatuses, searchRegularOffers, type OfferHit } from '@cmt/contract/endpoints/offers';
import { hasPermission } from '@cmt/contract/permissions';
import { hrefFor } from '@cmt/contract/routes';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FilterSelect } from '../../../components/filter-select';
import { ListToolbar } from '../../../components/list-toolbar';
import { PageHeader } from '../../../components/page-header';
import { RouteButton } from '../../../components/route-button';
import { useListState } from '../../../components/use-list-state';
import { useFeatureFlags } from '../../../lib/feature-flags';
import { useLanguage, useMessage } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { useSnackbar } from '../../../lib/snackbar';
import { useDeleteOffer } from '../api/delete-offer';
import { useOfferSearch } from '../api/search-offers';
import { OffersTable } from '../components/offers-table';
import { useOffersTranslation } from '../hooks/use-offers-translation';

export default function OffersListPage() {
  const { t } = useOffersTranslation();
  const message = useMessage();
  const snackbar = useSnackbar();
  const { user } = useSession();
  const flags = useFeatureFlags();
  const { language } = useLanguage();
  const list = useListState(searchRegularOffers.query);
  const offers = useOfferSearch(list.query);
  const deletion = useDeleteOffer();
  const [pending, setPending] = useState<{ offer: OfferHit; soft: boolean } | null>(null);
  const titleOf = (offer: OfferHit) => (language.startsWith('ar') ? offer.titleAr : offer.titleEn);

  // SPEC §8: a failed load is announced in the snackbar too (the table offers Retry).
  useEffect(() => {
    if (offers.isError) snackbar.show(message('loadRegularOffers'), 'error');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per failure
  }, [offers.isError, offers.errorUpdatedAt]);

  const confirmDelete = () => {
    if (!pending) return;
    deletion.mutate(
      { id: pending.offer.id, soft: pending.soft },
      {
        onSuccess: () => snackbar.show(t(pending.soft ? 'list.hidden' : 'list.removed'), 'success'),
        onError: () => snackbar.show(t('list.deleteFailed'), 'error'),
        onSettled: () => setPending(null),
      },
    );
  };

  return (
    <>
      <PageHeader title={t('list.title')} subtitle={t('list.subtitle')} />
      <ListToolbar
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
            <RouteButton route="offers.bulk" icon={<UploadFileIcon />}>
              {t('list.uploadFile')}
            </RouteButton>
            {flags.isABMLuckyOneCardsOffersEnabled === true && (
              <>
                <RouteButton route="offers.cardsBulk" icon={<UploadFileIcon />}>
                  {t('list.uploadCardFile')}
                </RouteButton>
                <RouteButton route="offers.cardsManage" icon={<AddIcon />}>
                  {t('list.createCard')}
                </RouteButton>
              </>
            )}
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
      <OffersTable
        result={offers}
        state={list.table}
        canEdit={hasPermission(user?.permissions, ['manage-offers-offers-manage-id'])}
        onHide={(offer) => setPending({ offer, soft: true })}
        onRemove={(offer) => setPending({ offer, soft: false })}
      />
      <ConfirmDialog
        open={pending !== null}
        title={t(pending?.soft === false ? 'list.removeTitle' : 'list.hideTitle')}
        message={t(pending?.soft === false ? 'list.removeMessage' : 'list.hideMessage', {
          title: pending ? titleOf(pending.offer) : '',
        })}
        confirmLabel={t(pending?.soft === false ? 'list.removeConfirm' : 'list.hideConfirm')}
        destructive
        busy={deletion.isPending}
        onConfirm={confirmDelete}
        onClose={() => setPending(null)}
      />
    </>
  );
}
