import type { AreaFlag } from '@cmt/contract/areas';
import { appRoutes, isRouteEnabled } from '@cmt/contract/routes';
import { Suspense, useMemo, type ReactNode } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { PageSpinner } from '../kit/page-spinner';
import { FirstRouteRedirect, RedirectIfAuthenticated, RequireAuth, RequirePrintAccess } from './guards';
import { lazyPart } from './lazy-part';
import { PartErrorBoundary } from './part-error-boundary';
import { printRoutes } from './print-routes';
import { pageOf, RoutePage } from './route-page';

// The sign-in route is MUI-free and small; its page chunk is fetched together with its layout.
const loadSignInPage = () => import('./routes/auth/sign-in-page');
const NoAccessPage = lazyPart('no-access-page', () => import('./routes/auth/no-access-page'));
const AuthLayout = lazyPart('auth-layout', () => {
  void loadSignInPage().catch(() => undefined);
  return import('./routes/auth/auth-layout');
});
const SignInPage = lazyPart('sign-in-page', loadSignInPage);
const AppLayout = lazyPart('app-layout', () => import('./layout/app-layout'));
// Every signed-in staff member's own page: not a route of docs/requirements.md §P2, so no permission guards it.
const MyAccountPage = lazyPart('my-account-page', () => import('../features/account/pages/my-account-page'));
// Four-eyes approvals: every staff member's inbox (what they may decide or asked for), not a docs/requirements.md §P2 route.
const ApprovalsPage = lazyPart('approvals-page', () => import('../features/approvals/pages/approvals-page'));
// A decision's printable statement (issue 37): any signed-in staff member; the API says whether they may read it.
const DecisionStatementPage = lazyPart(
  'decision-statement',
  () => import('../kit/decisions/decision-statement-page'),
);
const loadErrorPages = () => import('./routes/error-pages');
const NotFoundPage = lazyPart('not-found-page', () =>
  loadErrorPages().then((m) => ({ default: m.NotFoundPage })),
);
const UnauthorizedPage = lazyPart('unauthorized-page', () =>
  loadErrorPages().then((m) => ({ default: m.UnauthorizedPage })),
);

function Part({ children }: { children: ReactNode }) {
  return (
    <PartErrorBoundary>
      <Suspense fallback={<PageSpinner />}>{children}</Suspense>
    </PartErrorBoundary>
  );
}

/** The route tree of docs/requirements.md §P2; /app routes are those of the contract whose area flags are on. */
export function appRouteTree(enabled: ReadonlySet<AreaFlag>): RouteObject[] {
  const pages: RouteObject[] = appRoutes
    .filter((route) => isRouteEnabled(route, enabled))
    .map((route) => ({ path: route.path, element: <RoutePage route={route} page={pageOf(route.id)} /> }));

  return [
    {
      children: [
        {
          path: '/auth',
          element: (
            <Part>
              <AuthLayout />
            </Part>
          ),
          children: [
            { index: true, element: <Navigate to="/auth/login" replace /> },
            {
              path: 'login',
              element: (
                <RedirectIfAuthenticated>
                  <Part>
                    <SignInPage />
                  </Part>
                </RedirectIfAuthenticated>
              ),
            },
            {
              path: 'no-access',
              element: (
                <Part>
                  <NoAccessPage />
                </Part>
              ),
            },
            { path: '*', element: <Navigate to="/auth/login" replace /> },
          ],
        },
        {
          path: '/app',
          element: (
            <RequireAuth>
              <Part>
                <AppLayout />
              </Part>
            </RequireAuth>
          ),
          children: [
            { index: true, element: <FirstRouteRedirect /> },
            {
              path: '/app/approvals',
              element: (
                <Part>
                  <ApprovalsPage />
                </Part>
              ),
            },
            {
              path: '/app/account',
              element: (
                <Part>
                  <MyAccountPage />
                </Part>
              ),
            },
            ...pages,
            { path: '*', element: <Navigate to="/error/404" replace /> },
          ],
        },
        {
          path: '/without-layout',
          children: [
            { index: true, element: <Navigate to="/app/applications/contracts/lucky" replace /> },
            {
              path: 'decisions/:id/statement/:lang',
              element: (
                <RequireAuth>
                  <Part>
                    <DecisionStatementPage />
                  </Part>
                </RequireAuth>
              ),
            },
            // The print pages are the contracts area's: with it off they do not exist (404).
            ...(enabled.has('CONTRACTS') ? printRoutes : []).map((route) => ({
              ...route,
              element: (
                <RequirePrintAccess>
                  <Part>{route.element}</Part>
                </RequirePrintAccess>
              ),
            })),
            { path: '*', element: <Navigate to="/error/404" replace /> },
          ],
        },
        {
          path: '/error',
          children: [
            { index: true, element: <Navigate to="/error/404" replace /> },
            {
              path: '404',
              element: (
                <Part>
                  <NotFoundPage />
                </Part>
              ),
            },
            {
              path: '401',
              element: (
                <Part>
                  <UnauthorizedPage />
                </Part>
              ),
            },
            { path: '*', element: <Navigate to="/error/404" replace /> },
          ],
        },
        { path: '*', element: <Navigate to="/auth" replace /> },
      ],
    },
  ];
}

/** Renders the route tree for the enabled areas. */
export function AppRoutes({ enabled }: { enabled: ReadonlySet<AreaFlag> }) {
  const tree = useMemo(() => appRouteTree(enabled), [enabled]);
  return useRoutes(tree);
}
