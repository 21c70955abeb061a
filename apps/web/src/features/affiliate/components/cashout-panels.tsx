import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CashoutDetail } from '@cmt/contract/endpoints/affiliate';
import { piastresOf } from '@cmt/contract/money';
import { FormSection } from '../../../kit/form/form-section';
import { useFormatDateTime } from '../../../kit/use-format-date-time';
import { useMoney } from '../../../lib/money';
import { useAffiliateTranslation } from '../hooks/use-affiliate-translation';
import { CashoutStatusChip } from './cashout-status-chip';
import { DetailList } from './detail-list';

/** Who asked, how much, when, and where the money goes (a bank account only masked). */
export function CashoutRequestPanel({ cashout }: { cashout: CashoutDetail }) {
  const { t } = useAffiliateTranslation();
  const money = useMoney();
  const formatDateTime = useFormatDateTime();
  const destination = cashout.destination;
  return (
    <FormSection title={t('cashout.request')}>
      <Typography variant="h4" component="p">
        <bdi>{money.egp(cashout.amount)}</bdi>
      </Typography>
      <DetailList
        items={[
          { label: t('cashout.customer'), value: <bdi>{cashout.customerName}</bdi> },
          { label: t('cashout.customerId'), value: `#${cashout.userId}` },
          { label: t('cashout.phone'), value: <bdi dir="ltr">{cashout.customerPhone ?? '—'}</bdi> },
          { label: t('cashout.requestedAt'), value: formatDateTime(cashout.requestedAt) },
          { label: t('cashouts.columns.status'), value: <CashoutStatusChip status={cashout.status} /> },
          { label: t('cashouts.columns.method'), value: t(`cashouts.methods.${cashout.method}`) },
        ]}
      />
      <Typography variant="subtitle2" component="h3">
        {t('cashout.destination')}
      </Typography>
      <DetailList
        items={
          destination.method === 'WALLET'
            ? [
                { label: t('cashout.walletProvider'), value: destination.provider },
                { label: t('cashout.walletNumber'), value: <bdi dir="ltr">{destination.walletNumber}</bdi> },
              ]
            : [
                { label: t('cashout.bankName'), value: destination.bankName },
                { label: t('cashout.iban'), value: <bdi dir="ltr">{destination.maskedIban}</bdi> },
                { label: t('cashout.accountHolder'), value: <bdi>{destination.accountHolder}</bdi> },
              ]
        }
      />
      {destination.method === 'BANK' && <BankAccountsOnFile cashout={cashout} />}
    </FormSection>
  );
}

function BankAccountsOnFile({ cashout }: { cashout: CashoutDetail }) {
  const { t } = useAffiliateTranslation();
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2" component="h3">
        {t('cashout.accountsOnFile')}
      </Typography>
      {cashout.bankAccounts.length === 0 ? (
        <Alert severity="warning">{t('cashout.noAccountsOnFile')}</Alert>
      ) : (
        <List dense disablePadding aria-label={t('cashout.accountsOnFile')}>
          {cashout.bankAccounts.map((account, index) => (
            <ListItem
              key={index}
              disableGutters
              secondaryAction={
                account.matches && <Chip size="small" color="info" label={t('cashout.matchesRequest')} />
              }
            >
              <ListItemText
                primary={account.bankName}
                secondary={
                  <>
                    <bdi dir="ltr">{account.maskedIban}</bdi> · <bdi>{account.accountHolder}</bdi>
                  </>
                }
              />
            </ListItem>
          ))}
        </List>
      )}
      {cashout.bankAccounts.length > 0 && !cashout.bankAccounts.some((a) => a.matches) && (
        <Alert severity="warning">{t('cashout.notOnFile')}</Alert>
      )}
    </Stack>
  );
}

/** The customer's cashback when they asked and now; a pending request the balance no longer covers is flagged. */
export function CashoutBalancePanel({ cashout }: { cashout: CashoutDetail }) {
  const { t } = useAffiliateTranslation();
  const money = useMoney();
  const short =
    cashout.status === 'PENDING' && piastresOf(cashout.balance.available) < piastresOf(cashout.amount);
  return (
    <FormSection title={t('cashout.balances')}>
      <DetailList
        items={[
          { label: t('cashout.balanceAtRequest'), value: <bdi>{money.egp(cashout.balanceAtRequest)}</bdi> },
          { label: t('cashout.available'), value: <bdi>{money.egp(cashout.balance.available)}</bdi> },
          { label: t('cashout.pending'), value: <bdi>{money.egp(cashout.balance.pending)}</bdi> },
          { label: t('cashout.paidOut'), value: <bdi>{money.egp(cashout.balance.paidOut)}</bdi> },
        ]}
      />
      {short && <Alert severity="warning">{t('cashout.shortBalance')}</Alert>}
    </FormSection>
  );
}

/** Requested, then approved or rejected: by whom, when and why. */
export function CashoutHistoryPanel({ cashout }: { cashout: CashoutDetail }) {
  const { t } = useAffiliateTranslation();
  const formatDateTime = useFormatDateTime();
  return (
    <FormSection title={t('cashout.history')}>
      <List dense disablePadding aria-label={t('cashout.history')}>
        {cashout.history.map((entry, index) => (
          <ListItem key={index} disableGutters>
            <ListItemText
              primary={t(`cashout.actions.${entry.action}`, { by: entry.by ?? '—' })}
              secondary={
                <>
                  {formatDateTime(entry.at)}
                  {entry.reason && (
                    <>
                      <br />
                      <bdi>{t('cashout.reason', { reason: entry.reason })}</bdi>
                    </>
                  )}
                </>
              }
            />
          </ListItem>
        ))}
      </List>
    </FormSection>
  );
}
