import { vi } from 'vitest';

/**
 * Reads until the answer is settled (`isDone`), then returns it: the one way tests wait for
 * background work (a bulk apply job, an SMS sending, an archive), never a fixed sleep. A read that
 * throws is tried again. On the deadline it fails with the last answer read, so a stuck job says
 * where it stopped.
 */
export function settled<T>(
  read: () => Promise<T>,
  isDone: (value: T) => boolean,
  { timeout = 20_000, interval = 50, what = 'the background work' } = {},
): Promise<T> {
  return vi.waitFor(
    async () => {
      const value = await read();
      if (!isDone(value)) throw new Error(`${what} has not settled: ${shown(value)}`);
      return value;
    },
    { timeout, interval },
  );
}

/** A bulk batch once its apply job has left QUEUED and APPLYING. */
export const batchSettled = <B extends { id: number; status: string }>(read: () => Promise<B>) =>
  settled(read, (batch) => batch.status !== 'QUEUED' && batch.status !== 'APPLYING', { what: 'the batch' });

/** The value as JSON, cut short: enough to see where a job stopped without pages of report. */
function shown(value: unknown): string {
  const json = JSON.stringify(value) ?? String(value);
  return json.length > 1000 ? `${json.slice(0, 1000)}…` : json;
}
