/**
 * Thrown by a job that stopped at a safe point because this instance is shutting down: nothing of it
 * was committed (or what was is safe to redo), and the job queue hands it to another instance at once
 * (plugins/job-queue.ts) instead of counting it as a failure.
 */
export class JobInterrupted extends Error {
  constructor() {
    super('The server is shutting down: the job goes to another instance');
  }
}

/** At a job's safe point: stops it when its instance is shutting down. */
export function stopIfShuttingDown(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new JobInterrupted();
}
