import type { AreaFlag } from '@cmt/contract/areas';
import { useEffect, useState } from 'react';
import { createBrowserRouter, Outlet, RouterProvider, useNavigate, type DataRouter } from 'react-router';
import { setNavigator } from '../lib/navigation';
import { RuntimeConfigProvider, useEnabledAreas, type RuntimeConfig } from '../lib/runtime-config';
import { startSessionWatch } from '../lib/session';
import { PartErrorBoundary } from './part-error-boundary';
import { appRouteTree } from './router';

/** Lets session expiry and 401/403 answers navigate without a page reload. */
function NavigatorBridge() {
  const navigate = useNavigate();
  useEffect(() => setNavigator((to) => void navigate(to, { replace: true })), [navigate]);
  return null;
}

/** Above every route: the navigator for non-React code, and the last resort for a crash. */
function Root() {
  return (
    <>
      <NavigatorBridge />
      <PartErrorBoundary>
        <Outlet />
      </PartErrorBoundary>
    </>
  );
}

/**
 * One data router per set of enabled areas (the set comes from /config.json and does not change
 * while the page lives). A data router, so screens can hold a navigation back (`useBlocker`: the
 * unsaved-changes question on links and the browser's Back button).
 */
const routers = new Map<string, DataRouter>();
function routerFor(enabled: ReadonlySet<AreaFlag>): DataRouter {
  const key = [...enabled].sort().join(',');
  let router = routers.get(key);
  if (!router) {
    router = createBrowserRouter([{ element: <Root />, children: appRouteTree(enabled) }]);
    routers.set(key, router);
  }
  return router;
}

function EnabledRoutes() {
  const enabled = useEnabledAreas();
  const [router] = useState(() => routerFor(enabled));
  return <RouterProvider router={router} />;
}

/**
 * Providers every page shares. MUI, TanStack Query and zod stay out of this first load: the
 * sign-in route is plain React, the /app layout brings the rest (see router.tsx).
 */
export function App({ config }: { config: RuntimeConfig }) {
  useEffect(startSessionWatch, []);
  return (
    <RuntimeConfigProvider config={config}>
      <EnabledRoutes />
    </RuntimeConfigProvider>
  );
}
