import { useState } from 'react';

/**
 * Holds the record a confirmation dialog is about ("delete this banner?"), so a list needs one
 * dialog rather than one per row.
 */
export function useConfirmTarget<T>() {
  const [target, setTarget] = useState<T | null>(null);
  return {
    target,
    open: target !== null,
    ask: (value: T) => setTarget(value),
    close: () => setTarget(null),
  };
}
