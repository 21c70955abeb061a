import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { blockAppUser, unblockAppUser, type AppUser } from '@cmt/contract/endpoints/app-users';
import { ReasonDialog } from '../../../kit/form/reason-dialog';
import { useFormatDate, useFormatDateTime } from '../../../kit/use-format-date-time';
import { ApiError } from '../../../lib/api-client';
import { useSnackbar } from '../../../kit/snackbar';
import { useAppUser } from '../api/get-app-user';
import { useMoveAppUser } from '../api/move-app-user';
import { useAppUsersTranslation } from '../hooks/use-app-users-translation';
import { AppUserStatusChips } from './app-user-status';
import { HistoryPanel } from '../../../kit/audit/history-panel';
import { CustomerPageLink } from '../../../kit/customer-page-link';
import { PageSpinner } from '../../../kit/page-spinner';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle1" component="h3">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

function Line({ label, value, ltr }: { label: string; value: ReactNode; ltr?: boolean }) {
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ textAlign: 'end' }}>
        {ltr ? <bdi dir="ltr">{value}</bdi> : value}
      </Typography>
    </Stack>
  );
}

/** A customer's profile at the inline end of the screen: account, application, KYC, bank, history, block. */
export function AppUserDrawer({ userId, onClose }: { userId: number | null; onClose: () => void }) {
  const { t } = useAppUsersTranslation();
  const when = useFormatDateTime();
  const formatDate = useFormatDate();
  const snackbar = useSnackbar();
  const user = useAppUser(userId);
  const move = useMoveAppUser();
  const [asking, setAsking] = useState<'block' | 'unblock' | null>(null);
  const data: AppUser | undefined = user.data;
  const notFound = user.error instanceof ApiError && user.error.status === 404;

  const confirm = (reason: string) =>
    move.mutate(
      { id: data!.id, move: asking!, reason },
      {
        onSuccess: (saved) => {
          setAsking(null);
          snackbar.show(saved.status === 'BLOCKED' ? t('move.blocked') : t('move.unblocked'), 'success');
        },
        onError: (error) => {
          setAsking(null);
          snackbar.show(
            error instanceof ApiError && error.code === 'INVALID_TRANSITION'
              ? t('move.alreadyMoved')
              : t('move.failed'),
            'error',
          );
        },
      },
    );

  return (
    <Drawer
      anchor="right"
      open={userId !== null}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 460 } } } }}
    >
      <Box sx={{ p: 3 }} role="region" aria-label={t('detail.title', { id: userId })}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
          <Typography variant="h6" component="h2">
            {t('detail.title', { id: userId })}
          </Typography>
          <IconButton aria-label={t('detail.close')} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Stack>
        {user.isPending && userId !== null && <PageSpinner />}
        {user.isError && (
          <Alert severity="error">{notFound ? t('detail.notFound') : t('detail.loadError')}</Alert>
        )}
        {data && (
          <Stack spacing={2.5} divider={<Divider flexItem />}>
            <Stack spacing={1}>
              <Typography variant="h6" dir="auto">
                {data.name}
              </Typography>
              <AppUserStatusChips status={data.status} blacklisted={data.blacklisted} />
              <Chip
                size="small"
                variant="outlined"
                sx={{ alignSelf: 'flex-start' }}
                label={data.kycStatus ? t(`kyc.${data.kycStatus}`) : t('kyc.none')}
              />
              {data.status === 'BLOCKED' && (
                <Alert severity="error">
                  {t('detail.blocked', {
                    when: when(data.blockedAt),
                    who: data.blockedBy ?? '—',
                    reason: data.blockReason ?? '—',
                  })}
                </Alert>
              )}
            </Stack>
            <Box>
              <CustomerPageLink userId={data.id} />
            </Box>
            <Section title={t('detail.account')}>
              <Line label={t('columns.phone')} value={data.phone ?? '—'} ltr />
              <Line label={t('detail.email')} value={data.email ?? '—'} ltr />
              <Line label={t('columns.nationalId')} value={data.nationalIdMasked ?? '—'} ltr />
              <Line label={t('detail.joined')} value={when(data.createdAt)} />
            </Section>
            <Section title={t('detail.application')}>
              {data.application ? (
                <>
                  <Line label={t('detail.fullName')} value={<bdi>{data.application.fullName}</bdi>} />
                  <Line label={t('detail.birthdate')} value={formatDate(data.application.birthdate)} />
                  <Line
                    label={t('detail.gender')}
                    value={
                      data.application.gender === 1
                        ? t('detail.male')
                        : data.application.gender === 2
                          ? t('detail.female')
                          : '—'
                    }
                  />
                  <Line label={t('detail.city')} value={data.application.city ?? '—'} />
                  <Line label={t('detail.profession')} value={data.application.profession ?? '—'} />
                </>
              ) : (
                <Typography variant="body2" color="text.secondary">
                  {t('detail.noApplication')}
                </Typography>
              )}
            </Section>
            <Section title={t('detail.bank')}>
              {data.bankAccounts.length === 0 ? (
                <Typography variant="body2" color="text.secondary">
                  {t('detail.noBank')}
                </Typography>
              ) : (
                data.bankAccounts.map((account) => (
                  <Typography key={account.ibanMasked + account.bankName} variant="body2">
                    {account.bankName} · <bdi dir="ltr">{account.ibanMasked}</bdi> ·{' '}
                    <bdi>{account.accountHolder}</bdi>
                  </Typography>
                ))
              )}
            </Section>
            <Section title={t('detail.history')}>
              {data.history.length === 0 ? (
                <Typography variant="body2" color="text.secondary">
                  {t('detail.noHistory')}
                </Typography>
              ) : (
                data.history.map((entry) => (
                  <Typography key={entry.at + entry.action} variant="body2">
                    {t('detail.historyLine', {
                      action: t(`detail.actions.${entry.action}`),
                      when: when(entry.at),
                      who: entry.by ?? '—',
                      reason: entry.reason,
                    })}
                  </Typography>
                ))
              )}
            </Section>
            <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
              {data.status === 'ACTIVE' ? (
                <Button color="error" variant="contained" onClick={() => setAsking('block')}>
                  {t('detail.block')}
                </Button>
              ) : (
                <Button variant="contained" onClick={() => setAsking('unblock')}>
                  {t('detail.unblock')}
                </Button>
              )}
            </Stack>
          </Stack>
        )}
        <HistoryPanel type="app_user" id={userId} changeKey={data?.status} />
      </Box>
      <ReasonDialog
        open={asking !== null}
        title={
          asking === 'unblock'
            ? t('move.unblockTitle', { name: data?.name ?? '' })
            : t('move.blockTitle', { name: data?.name ?? '' })
        }
        message={asking === 'unblock' ? t('move.unblockHelp') : t('move.blockHelp')}
        severity={asking === 'unblock' ? 'info' : 'warning'}
        label={t('move.reason')}
        submitLabel={asking === 'unblock' ? t('detail.unblock') : t('detail.block')}
        schema={asking === 'unblock' ? unblockAppUser.body : blockAppUser.body}
        busy={move.isPending}
        onClose={() => setAsking(null)}
        onConfirm={confirm}
      />
    </Drawer>
  );
}
