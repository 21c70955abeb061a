import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { canOpenRoute, hrefFor, routeById, type AppRouteId } from '@cmt/contract/routes';
import { useSession } from '../lib/session';

/** A link button to another screen, shown only to staff whose permissions open that route. */
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
  const { user } = useSession();
  if (!canOpenRoute(routeById(route), user?.permissions)) return null;
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
