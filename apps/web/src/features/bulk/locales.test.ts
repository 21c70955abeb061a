import { describe, expect, it } from 'vitest';
import { bulkMessages, type BulkMessageKey } from '@cmt/contract/bulk-messages';
import { loadEveryLanguage } from '../../lib/i18n';
import { bulkLocales } from './locales';

const bulkStrings = await loadEveryLanguage(bulkLocales);

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('bulk messages in every language', () => {
  for (const [language, strings] of Object.entries(bulkStrings)) {
    it(`${language} translates every server message with the same placeholders`, () => {
      for (const key of Object.keys(bulkMessages) as BulkMessageKey[]) {
        const text = strings.messages[key];
        expect(text, key).toBeTruthy();
        expect(placeholders(text), `${language} ${key}`).toEqual(placeholders(bulkMessages[key]));
      }
    });
  }
});
