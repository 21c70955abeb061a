import { isDatabaseUnavailable } from '../db/unavailable.ts';

/**
 * How long background work waits for a database that went away before it gives up (and its job is
 * failed, to be retried by the queue). Requests answer 503 at once instead; a job has no caller
 * waiting, and stopping it halfway would lose what only it knows (a message handed to the provider
 * whose outcome is not recorded yet).
 */
export const OUTAGE_PATIENCE_MS = 5 * 60_000;

const FIRST_WAIT_MS = 250;
const LONGEST_WAIT_MS = 2000;

export interface OutlastOptions {
  /** Stops waiting (the instance is shutting down): the database's error is thrown. */
  signal?: AbortSignal;
  patienceMs?: number;
  /** Told once per outage, when the first attempt failed. */
  onWait?: (error: unknown) => void;
}

const pause = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });

/**
 * Runs `step` again, with backoff, while it fails because the database is unavailable, until it
 * succeeds, `patienceMs` has passed or `signal` aborts (then its last error is thrown). Any other
 * error is thrown at once. A step is run again after an error whose statement may have committed
 * (its answer lost with the connection), so it must be safe to repeat: idempotent, or a guarded update.
 */
export async function outlast<T>(step: () => Promise<T>, options: OutlastOptions = {}): Promise<T> {
  const { signal, patienceMs = OUTAGE_PATIENCE_MS, onWait } = options;
  const giveUpAt = Date.now() + patienceMs;
  for (let wait = FIRST_WAIT_MS; ; wait = Math.min(wait * 2, LONGEST_WAIT_MS)) {
    try {
      return await step();
    } catch (error) {
      if (!isDatabaseUnavailable(error) || signal?.aborted || Date.now() + wait > giveUpAt) throw error;
      if (wait === FIRST_WAIT_MS) onWait?.(error);
      await pause(wait, signal);
    }
  }
}
