import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import type { AffiliateMerchantSummary } from '@cmt/contract/endpoints/affiliate';
import { OrderedPicker } from '../../../kit/ordered-picker';
import { PageHeader } from '../../../kit/page-header';
import { useBilingual } from '../../../kit/use-bilingual';
import { useLeaveGuard } from '../../../kit/use-leave-guard';
import { useMessage } from '../../../lib/i18n';
import { useSnackbar } from '../../../kit/snackbar';
import { usePopularMerchants } from '../api/get-popular-merchants';
import { useSavePopularMerchants } from '../api/save-popular-merchants';
import { MerchantAdder } from '../components/merchant-adder';
import { useAffiliateTranslation } from '../hooks/use-affiliate-translation';
import { useCashbackText } from '../hooks/use-cashback-text';
import { PageSpinner } from '../../../kit/page-spinner';

/** /app/affiliate/merchants/popular: the ordered picker over affiliate merchants, with the spec's texts. */
export default function PopularMerchantsPage() {
  const { t } = useAffiliateTranslation();
  const message = useMessage();
  const snackbar = useSnackbar();
  const pick = useBilingual();
  const cashback = useCashbackText();
  const saved = usePopularMerchants();
  const save = useSavePopularMerchants();
  const [draft, setDraft] = useState<AffiliateMerchantSummary[] | null>(null);
  const merchants = draft ?? saved.data ?? [];
  const leaveGuard = useLeaveGuard(draft !== null);
  const nameOf = (merchant: AffiliateMerchantSummary) => pick(merchant.nameEn, merchant.nameAr);

  useEffect(() => {
    if (saved.isError) snackbar.show(message('loadPopularMerchants'), 'error');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per failure
  }, [saved.isError, saved.errorUpdatedAt]);

  const submit = () =>
    save.mutate(
      merchants.map((merchant) => merchant.id),
      {
        onSuccess: () => {
          setDraft(null);
          snackbar.show(message('popularMerchantsSaved'), 'success');
        },
        onError: () => snackbar.show(message('savePopularMerchants'), 'error'),
      },
    );

  return (
    <>
      <PageHeader title={t('popular.title')} subtitle={t('popular.subtitle')} />
      {saved.isPending ? (
        <PageSpinner />
      ) : saved.isError ? (
        <Alert severity="error">{message('loadPopularMerchants')}</Alert>
      ) : (
        <Paper variant="outlined" sx={{ p: 3, maxWidth: 900 }}>
          <Stack spacing={2}>
            <MerchantAdder
              chosen={merchants}
              onAdd={(merchant) => setDraft([...merchants, merchant])}
              disabled={save.isPending}
            />
            <OrderedPicker
              items={merchants}
              onChange={setDraft}
              getKey={(merchant) => merchant.id}
              disabled={save.isPending}
              labels={{
                list: t('popular.listLabel'),
                empty: t('popular.empty'),
                moveUp: (m) => t('popular.moveUp', { name: nameOf(m) }),
                moveDown: (m) => t('popular.moveDown', { name: nameOf(m) }),
                remove: (m) => t('popular.remove', { name: nameOf(m) }),
                drag: (m) => t('popular.drag', { name: nameOf(m) }),
                moved: (m, position, count) => t('popular.moved', { name: nameOf(m), position, count }),
              }}
              renderItem={(merchant) => (
                <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
                  <Avatar
                    src={merchant.logoUrl ?? undefined}
                    alt=""
                    variant="rounded"
                    sx={{ width: 32, height: 32 }}
                  >
                    {merchant.nameEn.charAt(0)}
                  </Avatar>
                  <Stack sx={{ minWidth: 0 }}>
                    <Typography variant="body2" dir="auto" noWrap>
                      {nameOf(merchant)}
                    </Typography>
                    <Typography variant="caption" color="text.secondary" noWrap component="div">
                      #{merchant.id} · {merchant.aggregatorName} · <bdi>{cashback(merchant)}</bdi>
                    </Typography>
                  </Stack>
                  {!merchant.isActive && <Chip size="small" label={t('inactive')} />}
                </Stack>
              )}
            />
          </Stack>
          <Stack direction="row" spacing={1} sx={{ mt: 3, justifyContent: 'flex-end', alignItems: 'center' }}>
            {draft && <Chip size="small" color="warning" label={t('popular.unsaved')} />}
            <Button disabled={!draft || save.isPending} onClick={() => setDraft(null)}>
              {t('popular.reset')}
            </Button>
            <Button variant="contained" loading={save.isPending} disabled={!draft} onClick={submit}>
              {t('popular.save')}
            </Button>
          </Stack>
        </Paper>
      )}
      {leaveGuard}
    </>
  );
}
