import { useEffect } from 'react';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router';
import { createAppHistory } from '../lib/guarded-history';
import { RuntimeConfigProvider, useEnabledAreas, type RuntimeConfig } from '../lib/runtime-config';
import { startSessionWatch } from '../lib/session';
import { NavigatorBridge } from './navigator-bridge';
import { PartErrorBoundary } from './part-error-boundary';
import { AppRoutes } from './router';

/** Every navigation goes through it, so unsaved work can hold one back (kit/use-leave-guard). */
const history = createAppHistory();

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
      <HistoryRouter history={history}>
        <NavigatorBridge />
        <PartErrorBoundary>
          <EnabledRoutes />
        </PartErrorBoundary>
      </HistoryRouter>
    </RuntimeConfigProvider>
  );
}
