import type { AppRoute, AppRouteId } from '@cmt/contract/routes';
import { Suspense, type ComponentType } from 'react';
import { PageSpinner } from '../lib/page-spinner';
import { RoutePermissionGuard } from './guards';
import { lazyPart } from './lazy-part';
import { pages } from './pages';
import { PartErrorBoundary } from './part-error-boundary';

// One lazy component per page module; nothing loads until a route renders it.
const lazyPages = new Map<string, ComponentType>();
for (const [id, load] of Object.entries(pages)) lazyPages.set(id, lazyPart(id, load));

/** The page component of a route id. */
export function pageOf(id: AppRouteId): ComponentType {
  return lazyPages.get(id)!;
}

/** One /app route: permission guard, then its page loaded on demand with a spinner meanwhile. */
export function RoutePage({ route, page: Page }: { route: AppRoute; page: ComponentType }) {
  return (
    <RoutePermissionGuard route={route}>
      <PartErrorBoundary key={route.id}>
        <Suspense fallback={<PageSpinner />}>
          <Page />
        </Suspense>
      </PartErrorBoundary>
    </RoutePermissionGuard>
  );
}
