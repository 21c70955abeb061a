import { PAGE_PART_TIMEOUT_MS } from '@cmt/contract/messages';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** What a failed on-demand page part becomes (docs/requirements.md §P8: ChunkLoadError, 'Loading chunk N failed'). */
export class ChunkLoadError extends Error {
  constructor(chunk: string, options?: { cause?: unknown }) {
    super(`Loading chunk ${chunk} failed`, options);
    this.name = 'ChunkLoadError';
  }
}

const browserChunkErrors =
  /Loading chunk [\w.-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error && (error.name === 'ChunkLoadError' || browserChunkErrors.test(error.message))
  );
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * React.lazy for a page part that gives up after PAGE_PART_TIMEOUT_MS, retries a failed load once
 * (a dropped connection or a deploy in between), then fails with a ChunkLoadError.
 */
// `any` as in React's own lazy(): a page part may take any props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyPart<T extends ComponentType<any>>(
  name: string,
  load: () => Promise<{ default: T }>,
): LazyExoticComponent<T> {
  return lazy(async () => {
    try {
      return await withTimeout(load(), PAGE_PART_TIMEOUT_MS);
    } catch (first) {
      console.warn(`Loading ${name} failed, retrying once`, first);
      try {
        return await withTimeout(load(), PAGE_PART_TIMEOUT_MS);
      } catch (error) {
        throw new ChunkLoadError(name, { cause: error });
      }
    }
  });
}
