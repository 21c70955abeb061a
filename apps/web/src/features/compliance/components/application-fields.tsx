import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Application } from '@cmt/contract/endpoints/applications';
import { Gender } from '@cmt/contract/endpoints/applications';
import { useFormatDate } from '../../../kit/use-format-date-time';
import { useComplianceTranslation } from '../hooks/use-compliance-translation';

type Field = keyof ReturnType<typeof fieldsOf>;

const fieldsOf = (application: Application) => ({
  firstName: application.firstName,
  secondName: application.secondName,
  thirdName: application.thirdName,
  familyName: application.familyName,
  documentNumber: application.documentNumber,
  expirationDate: application.expirationDate,
  birthdate: application.birthdate,
  placeOfBirth: application.placeOfBirth,
  gender: application.gender,
  phone: application.phone,
  address: application.address,
  profession: application.profession,
  floorFlatNumber: application.floorFlatNumber,
  buildingNumber: application.buildingNumber,
  street: application.street,
  disctrict: application.disctrict,
  city: application.city,
});

const latin: readonly Field[] = ['documentNumber', 'phone'];
const dates: readonly Field[] = ['expirationDate', 'birthdate'];

/** The docs/requirements.md §P3 fields of an application as a reviewer reads them, missing ones marked. */
export function ApplicationFields({ application }: { application: Application }) {
  const { t } = useComplianceTranslation();
  const formatDate = useFormatDate();
  const values = fieldsOf(application);
  const text = (field: Field): string | null => {
    const value = values[field];
    if (value === null || value === '') return null;
    if (field === 'gender') return value === Gender.MALE ? t('profile.male') : t('profile.female');
    if (dates.includes(field)) return formatDate(String(value));
    return String(value);
  };
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {t('profile.application')}
      </Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'minmax(120px, max-content) 1fr' },
          columnGap: 2,
          rowGap: 0.75,
          m: 0,
        }}
      >
        {(Object.keys(values) as Field[]).map((field) => {
          const value = text(field);
          return (
            <Box key={field} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {t(`profile.fields.${field}`)}
              </Typography>
              <Typography
                component="dd"
                variant="body2"
                sx={{ m: 0, fontWeight: field === 'documentNumber' ? 600 : undefined }}
                color={value === null ? 'warning.main' : undefined}
              >
                {value === null ? (
                  t('profile.missing')
                ) : latin.includes(field) ? (
                  <bdi dir="ltr">{value}</bdi>
                ) : (
                  <bdi>{value}</bdi>
                )}
              </Typography>
            </Box>
          );
        })}
      </Box>
    </Paper>
  );
}
