import PersonIcon from '@mui/icons-material/Person';
import Button from '@mui/material/Button';
import { Link } from 'react-router';
import { hrefFor } from '@cmt/contract/routes';
import { usePatternsTranslation } from './use-patterns-translation';

/** A link to one customer's page (`/app/customers/:id`), from any screen about that customer. */
export function CustomerPageLink({ userId }: { userId: number | null | undefined }) {
  const { t } = usePatternsTranslation();
  if (!userId) return null;
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<PersonIcon />}
      component={Link}
      to={hrefFor('customers.overview', { id: userId })}
    >
      {t('customerPage')}
    </Button>
  );
}
