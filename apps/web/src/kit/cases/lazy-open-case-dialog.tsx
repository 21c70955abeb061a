import { Suspense, lazy } from 'react';
import type { OpenCaseDialogProps } from './open-case-dialog';

// The dialog (its form, the staff picker) loads when first opened, outside every page's bundle.
const OpenCaseDialog = lazy(() => import('./open-case-dialog').then((m) => ({ default: m.OpenCaseDialog })));

/** "Open a case", loaded on demand: render it only while open. */
export function LazyOpenCaseDialog(props: OpenCaseDialogProps) {
  return (
    <Suspense fallback={null}>
      <OpenCaseDialog {...props} />
    </Suspense>
  );
}
