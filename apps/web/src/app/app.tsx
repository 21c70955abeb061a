import { useEffect } from 'react';
import { BrowserRouter, useNavigate } from 'react-router';
import { setNavigator } from '../lib/navigation';
import { RuntimeConfigProvider, useEnabledAreas, type RuntimeConfig } from '../lib/runtime-config';
import { startSessionWatch } from '../lib/session';
import { PartErrorBoundary } from './part-error-boundary';
import { AppRoutes } from './router';

/** Lets session expiry and 401/403 answers navigate without a page reload. */
function NavigatorBridge() {
  const navigate = useNavigate();
  useEffect(() => setNavigator((to) => void navigate(to, { replace: true })), [navigate]);
  return null;
}

function EnabledRoutes() {
  return <AppRoutes enabled={useEnabledAreas()} />;
}

/**
 * Providers every page shares. MUI, TanStack Query and zod stay out of this first load: the
 * sign-in route is plain React, the /app layout brings the rest (see router.tsx).
 */
export function App({ config }: { config: RuntimeConfig }) {
  useEffect(startSessionWatch, []);
  return (
    <RuntimeConfigProvider config={config}>
      <BrowserRouter>
        <NavigatorBridge />
        <PartErrorBoundary>
          <EnabledRoutes />
        </PartErrorBoundary>
      </BrowserRouter>
    </RuntimeConfigProvider>
  );
}
