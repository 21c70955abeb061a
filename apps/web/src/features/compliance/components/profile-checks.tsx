import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ProfileCheck } from '@cmt/contract/endpoints/compliance';
import { useFormatDate } from '../../../kit/use-format-date-time';
import { useComplianceTranslation } from '../hooks/use-compliance-translation';

/** The server's checks of a profile, each passed or failed with what was compared. */
export function ProfileChecks({ checks }: { checks: ProfileCheck[] }) {
  const { t } = useComplianceTranslation();
  const formatDate = useFormatDate();
  const readable = (values: Record<string, string>) =>
    Object.fromEntries(
      Object.entries(values).map(([name, value]) => {
        if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return [name, formatDate(value)];
        if (value === 'MALE') return [name, t('profile.male')];
        if (value === 'FEMALE') return [name, t('profile.female')];
        if (name === 'missing')
          return [
            name,
            value
              .split(',')
              .map((side) => t(`sides.${side}`))
              .join(', '),
          ];
        return [name, value || t('profile.missing')];
      }),
    );
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2">
        {t('profile.checksTitle')}
      </Typography>
      <List dense aria-label={t('profile.checksTitle')}>
        {checks.map((check) => (
          <ListItem key={check.key} disableGutters>
            <ListItemIcon sx={{ minWidth: 36 }}>
              {check.passed ? (
                <CheckCircleIcon color="success" titleAccess={t('profile.passed')} />
              ) : (
                <CancelIcon color="error" titleAccess={t('profile.failed')} />
              )}
            </ListItemIcon>
            <ListItemText
              primary={t(`profile.checks.${check.key}.label`)}
              secondary={
                Object.keys(check.values).length > 0 && (check.key !== 'imagesPresent' || !check.passed)
                  ? t(`profile.checks.${check.key}.detail`, readable(check.values))
                  : undefined
              }
            />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
