import type { RouteObject } from 'react-router';
import { lazyPart } from './lazy-part';

const PrintDebitPage = lazyPart('print-debit', () => import('../features/contracts/pages/print-debit-page'));
const PrintCreditPage = lazyPart(
  'print-credit',
  () => import('../features/contracts/pages/print-credit-page'),
);
const PrintConnectPage = lazyPart(
  'print-connect',
  () => import('../features/contracts/pages/print-connect-page'),
);

/**
 * Print pages under /without-layout (docs/requirements.md §P2): applications/contracts-debit,
 * applications/contracts-credit and applications/contracts/connect/default. Each entry is
 * `{ path: 'applications/...', element: <LazyPage /> }`; the router adds the session check, the
 * spinner and the load-failure handling. Unknown paths go to /error/404.
 */
export const printRoutes: { path: string; element: RouteObject['element'] }[] = [
  { path: 'applications/contracts-debit', element: <PrintDebitPage /> },
  { path: 'applications/contracts-credit', element: <PrintCreditPage /> },
  { path: 'applications/contracts/connect/default', element: <PrintConnectPage /> },
];
