import { firstRouteFor, canOpenRoute, type AppRoute } from '@cmt/contract/routes';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useEnabledAreas } from '../lib/runtime-config';
import { useSession } from '../lib/session';

/** /app/* and print pages need a session; without one the user signs in first. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { authenticated } = useSession();
  return authenticated ? children : <Navigate to="/auth/login" replace />;
}

/**
 * Print pages: a staff session, or, for the server's own PDF archive, a single-use render token in
 * the URL fragment, which the page redeems itself (the archive browser holds no staff session).
 */
export function RequirePrintAccess({ children }: { children: ReactNode }) {
  const { authenticated } = useSession();
  const { hash } = useLocation();
  return authenticated || hash.startsWith('#render=') ? children : <Navigate to="/auth/login" replace />;
}

/** Opening the sign-in page with a valid session goes straight to the app (docs/requirements.md §P2). */
export function RedirectIfAuthenticated({ children }: { children: ReactNode }) {
  const { authenticated } = useSession();
  return authenticated ? <Navigate to="/app" replace /> : children;
}

/** /app alone: the first route the user may open, or the first of the list (docs/requirements.md §P2). */
export function FirstRouteRedirect() {
  const { user } = useSession();
  const enabled = useEnabledAreas();
  return <Navigate to={firstRouteFor(user?.permissions, enabled)} replace />;
}

/**
 * docs/requirements.md §P5 route guard: the route's permission must be among the user's; a route declaring none is
 * denied with a warning. Denied -> /error/401.
 */
export function RoutePermissionGuard({ route, children }: { route: AppRoute; children: ReactNode }) {
  const { user } = useSession();
  if (!route.permission) {
    console.warn(`Route ${route.path} declares no permission: access denied`);
    return <Navigate to="/error/401" replace />;
  }
  return canOpenRoute(route, user?.permissions) ? children : <Navigate to="/error/401" replace />;
}
