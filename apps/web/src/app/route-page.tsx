import type { AppRoute, AppRouteId } from '@cmt/contract/routes';
import { Suspense, type ComponentType } from 'react';
import { useRememberSearch } from '../kit/list-search-memory';
import { PageSpinner } from '../kit/page-spinner';
import { RoutePermissionGuard } from './guards';
import { lazyPart } from './lazy-part';
import { pages } from './pages';
import { PartErrorBoundary } from './part-error-boundary';

// One lazy component per page module; nothing loads until a route renders it.
const lazyPages = new Map<string, ComponentType>();
for (const [id, load] of Object.entries(pages)) lazyPages.set(id, lazyPart(id, load));
// Breadcrumbs and back link (MUI): loaded with the first /app page, never on the sign-in route.
const PageTrail = lazyPart('page-trail', () =>
  import('../kit/page-trail').then((m) => ({ default: m.PageTrail })),
);

/** The page component of a route id. */
export function pageOf(id: AppRouteId): ComponentType {
  return lazyPages.get(id)!;
}

/**
 * One /app route: permission guard, then its page loaded on demand with a spinner meanwhile; a page
 * below a list gets its breadcrumbs and back link above it (issue 21, kit/page-trail).
 */
export function RoutePage({ route, page: Page }: { route: AppRoute; page: ComponentType }) {
  useRememberSearch(route.id);
  return (
    <RoutePermissionGuard route={route}>
      <PartErrorBoundary key={route.id}>
        <Suspense fallback={null}>
          <PageTrail route={route} />
        </Suspense>
        <Suspense fallback={<PageSpinner />}>
          <Page />
        </Suspense>
      </PartErrorBoundary>
    </RoutePermissionGuard>
  );
}
