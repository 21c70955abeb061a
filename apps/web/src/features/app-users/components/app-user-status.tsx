import GppBadIcon from '@mui/icons-material/GppBad';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { AppUserStatus } from '@cmt/contract/endpoints/app-users';
import { useAppUsersTranslation } from '../hooks/use-app-users-translation';

/** Active or blocked, and the AML flag when the customer's national id is listed. */
export function AppUserStatusChips({ status, blacklisted }: { status: AppUserStatus; blacklisted: boolean }) {
  const { t } = useAppUsersTranslation();
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Chip size="small" color={status === 'ACTIVE' ? 'success' : 'error'} label={t(`statuses.${status}`)} />
      {blacklisted && (
        <Chip size="small" color="error" variant="outlined" icon={<GppBadIcon />} label={t('aml')} />
      )}
    </Stack>
  );
}
