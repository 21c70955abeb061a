import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { hrefFor, type AppRouteId } from '@cmt/contract/routes';
import { useCanOpen } from './use-can-open';

/** A link button to another screen, shown only while its area is on and the staff member's permissions open it. */
export function RouteButton({
  route,
  icon,
  children,
  contained = false,
}: {
  route: AppRouteId;
  icon?: ReactNode;
  children: ReactNode;
  contained?: boolean;
}) {
  const canOpen = useCanOpen();
  if (!canOpen(route)) return null;
  return (
    <Button
      variant={contained ? 'contained' : 'outlined'}
      startIcon={icon}
      component={Link}
      to={hrefFor(route)}
    >
      {children}
    </Button>
  );
}
