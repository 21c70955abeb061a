import { useCallback, useEffect, useState } from 'react';

/** How long data may take before the screen says so and offers to try again. */
export const SLOW_LOAD_MS = 10_000;

export interface SlowLoad {
  /** `loading` has lasted SLOW_LOAD_MS since it began or since the last retry. */
  slow: boolean;
  /** Runs `again` (a refetch, a reload) and waits another SLOW_LOAD_MS before saying so again. */
  retry: () => void;
}

/**
 * Whether a load is taking longer than usual: every screen's loading state goes through it, so no
 * screen spins forever without a word (the `<PageSpinner>` and the data table show its message).
 */
export function useSlowLoad(loading: boolean, again?: () => unknown, after = SLOW_LOAD_MS): SlowLoad {
  // Each load (and each retry) is a round; a round is slow once its timer fires while it lasts.
  const [round, setRound] = useState(0);
  const [slowRound, setSlowRound] = useState<number | null>(null);
  const [wasLoading, setWasLoading] = useState(loading);
  if (loading !== wasLoading) {
    setWasLoading(loading);
    setRound((n) => n + 1);
  }
  useEffect(() => {
    if (!loading) return;
    const timer = setTimeout(() => setSlowRound(round), after);
    return () => clearTimeout(timer);
  }, [loading, round, after]);
  const retry = useCallback(() => {
    setRound((n) => n + 1);
    void again?.();
  }, [again]);
  return { slow: loading && slowRound === round, retry };
}
