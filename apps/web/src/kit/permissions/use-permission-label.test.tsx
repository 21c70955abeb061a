import { describe, expect, it } from 'vitest';
import { wordsInEachLanguage } from '../testing/words';
import { usePermissionLabel } from './use-permission-label';

describe('usePermissionLabel', () => {
  it('names a permission key as staff read it, in the language on screen', async () => {
    expect(
      await wordsInEachLanguage(
        () => usePermissionLabel(),
        (label) => label('manage-financing-applications'),
      ),
    ).toEqual({
      en: 'Financing applications, with national ids',
      ar: 'طلبات التمويل، مع الأرقام القومية',
      fr: 'Demandes de financement, avec les numéros nationaux',
      // Moroccan Arabic takes Arabic's terms for permissions.
      'ar-MA': 'طلبات التمويل، مع الأرقام القومية',
    });
  });

  it('keeps the key’s typos as tokens carry them, and still names it', async () => {
    expect(
      await wordsInEachLanguage(
        () => usePermissionLabel(),
        (label) => label('manege-offers-popular-offers'),
        ['en'],
      ),
    ).toEqual({ en: 'Order of the popular offers' });
  });

  it('shows a key no label names (old or misspelt, still on an account) as stored, in every language', async () => {
    for (const key of ['manage-old-screen', 'labels', 'opens', 'manage-cmt.extra', '']) {
      const words = await wordsInEachLanguage(
        () => usePermissionLabel(),
        (label) => label(key),
      );
      expect(Object.values(words)).toEqual([key, key, key, key]);
    }
  });
});
