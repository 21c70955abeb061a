import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ACTIVE_CREDIT_LINE_STATUSES, Gender, type Application } from '@cmt/contract/endpoints/applications';
import { useMoney } from '../../../lib/money';
import { useContractsTranslation } from '../hooks/use-contracts-translation';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" component="div">
        {children}
      </Typography>
    </Box>
  );
}

/** A customer's application as staff check it before printing; flags a national id the forms cannot print. */
export function ApplicationPanel({
  application: a,
  actions,
}: {
  application: Application;
  actions: ReactNode;
}) {
  const { t } = useContractsTranslation();
  const money = useMoney();
  const missing = (
    <Typography component="span" color="text.disabled">
      {t('application.missing')}
    </Typography>
  );
  const value = (v: string | null) => (v ? <bdi>{v}</bdi> : missing);
  const name = [a.firstName, a.secondName, a.thirdName, a.familyName].filter(Boolean).join(' ');
  const idOk = a.documentNumber !== null && /^\d{14}$/.test(a.documentNumber);
  const active = a.financingPartner.find((p) => ACTIVE_CREDIT_LINE_STATUSES.includes(p.creditLineStatus));
  const address = [
    a.floorFlatNumber,
    a.buildingNumber && `#${a.buildingNumber}`,
    a.street,
    a.disctrict,
    a.city,
  ]
    .filter(Boolean)
    .join('، ');
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, mb: 2 }}
      component="section"
      aria-label={t('application.title', { userId: a.userId })}
    >
      <Typography variant="h6" component="h2" gutterBottom>
        {t('application.title', { userId: a.userId })}
      </Typography>
      {!idOk && (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="bad-national-id">
          {a.documentNumber ? t('application.badId') : t('application.noId')}
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' },
          gap: 2,
          mb: 2,
        }}
      >
        <Item label={t('application.fullName')}>{value(name || null)}</Item>
        <Item label={t('application.documentNumber')}>
          {a.documentNumber ? <bdi dir="ltr">{a.documentNumber}</bdi> : missing}
        </Item>
        <Item label={t('application.expirationDate')}>{value(a.expirationDate)}</Item>
        <Item label={t('application.birthdate')}>{value(a.birthdate)}</Item>
        <Item label={t('application.placeOfBirth')}>{value(a.placeOfBirth)}</Item>
        <Item label={t('application.gender')}>
          {a.gender === Gender.MALE
            ? t('application.male')
            : a.gender === Gender.FEMALE
              ? t('application.female')
              : missing}
        </Item>
        <Item label={t('application.phone')}>{a.phone ? <bdi dir="ltr">{a.phone}</bdi> : missing}</Item>
        <Item label={t('application.address')}>{value(address || a.address)}</Item>
        <Item label={t('application.profession')}>{value(a.profession)}</Item>
        <Item label={t('application.partner')}>
          {active
            ? t('application.activePartner', {
                name: active.partnerName,
                amount: money.egp(active.approvedAmount),
                status: active.creditLineStatus,
              })
            : t('application.noActivePartner')}
        </Item>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>{actions}</Box>
    </Paper>
  );
}
