import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import type { OfferHit } from '@cmt/contract/endpoints/offers';
import type { ErrorMessageKey, SuccessMessageKey } from '@cmt/contract/messages';
import { PageHeader } from '../../../components/page-header';
import { useLeaveGuard } from '../../../components/use-leave-guard';
import { useMessage } from '../../../lib/i18n';
import { useSnackbar } from '../../../lib/snackbar';
import { useOrderedOffers, useSaveOrderedOffers, type OrderedList } from '../api/ordered-offers';
import { useOffersTranslation } from '../hooks/use-offers-translation';
import { OrderedOffersEditor } from './ordered-offers-editor';

const messages: Record<
  OrderedList,
  { load: ErrorMessageKey; save: ErrorMessageKey; saved: SuccessMessageKey }
> = {
  popular: { load: 'loadPopularOffers', save: 'savePopularOffers', saved: 'popularOffersSaved' },
  onboarding: { load: 'loadOnboardingOffers', save: 'saveOnboardingOffers', saved: 'onboardingOffersSaved' },
};

/** The popular and onboarding screens: load the saved order, edit it, save it with the spec's snackbars. */
export function OrderedOffersPage({ list }: { list: OrderedList }) {
  const { t } = useOffersTranslation();
  const message = useMessage();
  const snackbar = useSnackbar();
  const saved = useOrderedOffers(list);
  const save = useSaveOrderedOffers(list);
  const [draft, setDraft] = useState<OfferHit[] | null>(null);
  const offers = draft ?? saved.data ?? [];
  const leaveGuard = useLeaveGuard(draft !== null);

  useEffect(() => {
    if (saved.isError) snackbar.show(message(messages[list].load), 'error');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per failure
  }, [saved.isError, saved.errorUpdatedAt]);

  const submit = () =>
    save.mutate(
      offers.map((offer) => offer.id),
      {
        onSuccess: () => {
          setDraft(null);
          snackbar.show(message(messages[list].saved), 'success');
        },
        onError: () => snackbar.show(message(messages[list].save), 'error'),
      },
    );

  return (
    <>
      <PageHeader title={t(`${list}.title`)} subtitle={t(`${list}.subtitle`)} />
      {saved.isPending ? (
        <CircularProgress />
      ) : saved.isError ? (
        <Alert severity="error">{message(messages[list].load)}</Alert>
      ) : (
        <Paper variant="outlined" sx={{ p: 3, maxWidth: 900 }}>
          <OrderedOffersEditor offers={offers} onChange={setDraft} disabled={save.isPending} />
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
    </>
  );
}
