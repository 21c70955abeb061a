import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { i18n, initI18n, knownLanguages, loadLanguage } from './i18n';
import { queryClient } from './query-client';
import { announce } from '../kit/snackbar';

vi.mock('../kit/snackbar', () => ({ announce: vi.fn() }));

const areaDisabled = {
  en: 'This part of the app is switched off on this server.',
  ar: 'هذا القسم من التطبيق معطَّل على هذا الخادم.',
  fr: 'Cette partie de l’application est désactivée sur ce serveur.',
  'ar-MA': 'هاد الجزء من التطبيق مطفي فهاد السيرفور.',
};

/** Loads a query that fails with `error`, as a screen would, and returns what the snackbar said. */
async function snackbarAfter(error: Error, loadError?: string) {
  vi.mocked(announce).mockClear();
  await queryClient
    .fetchQuery({
      queryKey: ['failing', Math.random()],
      queryFn: () => Promise.reject(error),
      retry: false,
      ...(loadError ? { meta: { loadError } } : {}),
    })
    .catch(() => undefined);
  return vi.mocked(announce).mock.calls;
}

describe('a load refused because the area is switched off (404 AREA_DISABLED)', () => {
  beforeAll(async () => {
    await initI18n({ languages: [...knownLanguages], defaultLanguage: 'en' });
    await Promise.all(knownLanguages.map(loadLanguage));
  });

  it.each(knownLanguages)(
    'says so in the snackbar in %s, instead of the screen’s load error',
    async (language) => {
      await i18n.changeLanguage(language);
      const error = new ApiError(404, 'AREA_DISABLED', 'This part of the app is switched off: FINANCING');
      expect(await snackbarAfter(error, 'Could not load applications')).toEqual([
        [areaDisabled[language], 'error'],
      ]);
      // Even a query that names no load error of its own.
      expect(await snackbarAfter(error)).toEqual([[areaDisabled[language], 'error']]);
    },
  );

  it('leaves any other failure to the screen’s own text', async () => {
    await i18n.changeLanguage('en');
    const notFound = new ApiError(404, 'NOT_FOUND', 'Banner was not found');
    expect(await snackbarAfter(notFound, 'Could not load banner')).toEqual([
      ['Could not load banner', 'error'],
    ]);
    expect(await snackbarAfter(notFound)).toEqual([]);
  });
});
