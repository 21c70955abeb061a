import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';
import type { Direction } from './direction';

const ltrCache = createCache({ key: 'mui' });
let rtlLoading: Promise<EmotionCache> | null = null;

/**
 * The MUI style cache for right-to-left (flips margins, paddings, positions). Its stylis plugin is
 * loaded the first time an Arabic locale is used, so left-to-right users never download it.
 */
export function loadRtlCache(): Promise<EmotionCache> {
  rtlLoading ??= import('stylis-plugin-rtl').then(({ default: rtlPlugin }) => {
    return createCache({ key: 'muirtl', stylisPlugins: [rtlPlugin as unknown as StylisPlugin] });
  });
  return rtlLoading;
}

/** Resolves once the style cache of `direction` is ready (call before switching language). */
export async function prepareDirection(direction: Direction): Promise<void> {
  if (direction === 'rtl') await loadRtlCache();
}

type TrackedPromise<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

/** A promise React's `use` reads synchronously once settled (it checks `status` and `value`). */
function tracked<T>(promise: Promise<T>): TrackedPromise<T> {
  const result = promise as TrackedPromise<T>;
  void result.then((value) => {
    result.status = 'fulfilled';
    result.value = value;
  });
  return result;
}

const ltrReady: TrackedPromise<EmotionCache> = Object.assign(Promise.resolve(ltrCache), {
  status: 'fulfilled' as const,
  value: ltrCache,
});
let rtlReady: TrackedPromise<EmotionCache> | null = null;

/**
 * The same promise object per direction on every render, so `use()` is called unconditionally and
 * suspends only the first time the right-to-left cache loads.
 */
export function emotionCacheFor(direction: Direction): Promise<EmotionCache> {
  if (direction === 'ltr') return ltrReady;
  rtlReady ??= tracked(loadRtlCache());
  return rtlReady;
}
