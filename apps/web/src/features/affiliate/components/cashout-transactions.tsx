import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { CashoutDetail } from '@cmt/contract/endpoints/affiliate';
import { FormSection } from '../../../kit/form/form-section';
import { useBilingual } from '../../../kit/use-bilingual';
import { useFormatDate } from '../../../kit/use-format-date-time';
import { useMoney } from '../../../lib/money';
import { useAffiliateTranslation } from '../hooks/use-affiliate-translation';

/** The confirmed orders a cashout is paid from, oldest first, with the part of each it uses. */
export function CashoutTransactions({ cashout }: { cashout: CashoutDetail }) {
  const { t } = useAffiliateTranslation();
  const money = useMoney();
  const pick = useBilingual();
  const formatDate = useFormatDate();
  const end = { textAlign: 'end' } as const;
  return (
    <FormSection title={t('cashout.transactions')}>
      <Typography variant="body2" color="text.secondary">
        {t('cashout.transactionsHelp')}
      </Typography>
      {cashout.transactions.length === 0 ? (
        <Typography color="text.secondary">{t('cashout.noTransactions')}</Typography>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={t('cashout.transactionsLabel')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('cashout.orderColumns.order')}</TableCell>
                <TableCell>{t('cashout.orderColumns.merchant')}</TableCell>
                <TableCell>{t('cashout.orderColumns.date')}</TableCell>
                <TableCell sx={end}>{t('cashout.orderColumns.orderAmount')}</TableCell>
                <TableCell sx={end}>{t('cashout.orderColumns.cashback')}</TableCell>
                <TableCell sx={end}>{t('cashout.orderColumns.drawn')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {cashout.transactions.map((order) => (
                <TableRow key={order.id}>
                  <TableCell>
                    <bdi dir="ltr">{order.orderId}</bdi>
                  </TableCell>
                  <TableCell dir="auto">{pick(order.merchantNameEn, order.merchantNameAr)}</TableCell>
                  <TableCell>{formatDate(order.orderedOn)}</TableCell>
                  <TableCell sx={end}>
                    <bdi>{money.egp(order.orderAmount)}</bdi>
                  </TableCell>
                  <TableCell sx={end}>
                    <bdi>{money.egp(order.cashback)}</bdi>
                  </TableCell>
                  <TableCell sx={{ ...end, fontWeight: 600 }}>
                    <bdi>{money.egp(order.drawn)}</bdi>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </FormSection>
  );
}
