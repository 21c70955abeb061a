import { canOpenRoute, isRouteEnabled, routeById, type AppRouteId } from '@cmt/contract/routes';
import { useEnabledAreas } from '../lib/runtime-config';
import { useSession } from '../lib/session';

/**
 * Whether a link to a screen may be shown: its area is switched on and the signed-in staff member's
 * permissions open it (the router registers and guards routes by the same two rules).
 */
export function useCanOpen(): (route: AppRouteId) => boolean {
  const { user } = useSession();
  const enabled = useEnabledAreas();
  return (route) => {
    const def = routeById(route);
    return isRouteEnabled(def, enabled) && canOpenRoute(def, user?.permissions);
  };
}
