import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import type { OfferHit } from '@cmt/contract/endpoints/offers';
import type { ErrorMessageKey, SuccessMessageKey } from '@cmt/contract/messages';
import { PageHeader } from '../../../kit/page-header';
import { useLeaveGuard } from '../../../kit/use-leave-guard';
import { StaleRecordDialog } from '../../../kit/stale-record-dialog';
import { isStaleRecord } from '../../../lib/api-client';
import { useMessage } from '../../../lib/i18n';
import { useSnackbar } from '../../../kit/snackbar';
import { useOrderedOffers, type OrderedList, type VersionedOffers } from '../api/get-ordered-offers';
import { useSaveOrderedOffers } from '../api/save-ordered-offers';
import { useOffersTranslation } from '../hooks/use-offers-translation';
import { OrderedOffersEditor } from './ordered-offers-editor';
import { PageSpinner } from '../../../kit/page-spinner';

const messages: Record<
  OrderedList,
  { load: ErrorMessageKey; save: ErrorMessageKey; saved: SuccessMessageKey }
> = {
  popular: { load: 'loadPopularOffers', save: 'savePopularOffers', saved: 'popularOffersSaved' },
  onboarding: { load: 'loadOnboardingOffers', save: 'saveOnboardingOffers', saved: 'onboardingOffersSaved' },
};

/**
 * The popular and onboarding screens: load the saved order, edit it, save it with the spec's
 * snackbars. The save sends the version the list had when the editing began: when someone else
 * saved in between, it is refused and the page says so and offers to reload their order.
 */
export function OrderedOffersPage({ list }: { list: OrderedList }) {
  const { t } = useOffersTranslation();
  const message = useMessage();
  const snackbar = useSnackbar();
  const saved = useOrderedOffers(list, message(messages[list].load));
  const save = useSaveOrderedOffers(list);
  const [draft, setDraft] = useState<VersionedOffers | null>(null);
  const [stale, setStale] = useState(false);
  const [reloading, setReloading] = useState(false);
  const offers = draft?.offers ?? saved.data?.offers ?? [];
  const leaveGuard = useLeaveGuard(draft !== null);

  // A background refetch may bring a newer version: the draft keeps the one it was started from.
  const change = (next: OfferHit[]) =>
    setDraft((current) => ({ offers: next, version: current ? current.version : saved.data?.version }));

  const reload = async () => {
    setReloading(true);
    try {
      await saved.refetch();
      setDraft(null);
      setStale(false);
    } finally {
      setReloading(false);
    }
  };

  const submit = () =>
    save.mutate(
      { offerIds: offers.map((offer) => offer.id), ifMatch: draft?.version ?? saved.data?.version },
      {
        onSuccess: () => {
          setDraft(null);
          snackbar.show(message(messages[list].saved), 'success');
        },
        onError: (error) =>
          isStaleRecord(error) ? setStale(true) : snackbar.show(message(messages[list].save), 'error'),
      },
    );

  return (
    <>
      <PageHeader title={t(`${list}.title`)} subtitle={t(`${list}.subtitle`)} />
      {saved.isPending ? (
        <PageSpinner />
      ) : saved.isError ? (
        <Alert severity="error">{message(messages[list].load)}</Alert>
      ) : (
        <Paper variant="outlined" sx={{ p: 3, maxWidth: 900 }}>
          <OrderedOffersEditor offers={offers} onChange={change} disabled={save.isPending} />
          <Stack direction="row" spacing={1} sx={{ mt: 3, justifyContent: 'flex-end', alignItems: 'center' }}>
            {draft && <Chip size="small" color="warning" label={t('ordered.unsaved')} />}
            <Button disabled={!draft || save.isPending} onClick={() => setDraft(null)}>
              {t('ordered.reset')}
            </Button>
            <Button variant="contained" loading={save.isPending} disabled={!draft} onClick={submit}>
              {t('ordered.save')}
            </Button>
          </Stack>
        </Paper>
      )}
      {leaveGuard}
      <StaleRecordDialog
        open={stale}
        busy={reloading}
        onReload={() => void reload()}
        onClose={() => setStale(false)}
      />
    </>
  );
}
