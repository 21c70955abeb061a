import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Gender } from '@cmt/contract/endpoints/applications';
import type { FinancingApplication } from '@cmt/contract/endpoints/financing';
import { useFormatDate } from '../../../kit/use-format-date-time';
import { useFinancingTranslation } from '../hooks/use-financing-translation';

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

/** Every field of the docs/requirements.md §P3 application, and the app account it belongs to. */
export function CustomerDetails({ detail }: { detail: FinancingApplication }) {
  const { t } = useFinancingTranslation();
  const formatDate = useFormatDate();
  const a = detail.application;
  const missing = (
    <Typography component="span" variant="body2" color="text.disabled">
      {t('detail.customer.missing')}
    </Typography>
  );
  const text = (value: string | null) => (value ? <bdi>{value}</bdi> : missing);
  const ltr = (value: string | null) => (value ? <bdi dir="ltr">{value}</bdi> : missing);
  const name = [a.firstName, a.secondName, a.thirdName, a.familyName].filter(Boolean).join(' ');
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' },
        gap: 2,
      }}
    >
      <Item label={t('detail.customer.fullName')}>{text(name || null)}</Item>
      <Item label={t('detail.customer.nationalId')}>{ltr(a.documentNumber)}</Item>
      <Item label={t('detail.customer.expirationDate')}>
        {a.expirationDate ? formatDate(a.expirationDate) : missing}
      </Item>
      <Item label={t('detail.customer.birthdate')}>{a.birthdate ? formatDate(a.birthdate) : missing}</Item>
      <Item label={t('detail.customer.placeOfBirth')}>{text(a.placeOfBirth)}</Item>
      <Item label={t('detail.customer.gender')}>
        {a.gender === Gender.MALE
          ? t('detail.customer.male')
          : a.gender === Gender.FEMALE
            ? t('detail.customer.female')
            : missing}
      </Item>
      <Item label={t('detail.customer.phone')}>{ltr(a.phone)}</Item>
      <Item label={t('detail.customer.email')}>{ltr(detail.appUser.email)}</Item>
      <Item label={t('detail.customer.address')}>{text(a.address)}</Item>
      <Item label={t('detail.customer.floorFlat')}>{text(a.floorFlatNumber)}</Item>
      <Item label={t('detail.customer.building')}>{text(a.buildingNumber)}</Item>
      <Item label={t('detail.customer.street')}>{text(a.street)}</Item>
      <Item label={t('detail.customer.district')}>{text(a.disctrict)}</Item>
      <Item label={t('detail.customer.city')}>{text(a.city)}</Item>
      <Item label={t('detail.customer.profession')}>{text(a.profession)}</Item>
      <Item label={t('detail.customer.appAccount')}>
        <bdi>{detail.appUser.name}</bdi> ·{' '}
        {t(`detail.customer.appStatus.${detail.appUser.status}`, { defaultValue: detail.appUser.status })}
      </Item>
    </Box>
  );
}
