import { describe, expect, it } from 'vitest';
import { fieldMessages, type FieldMessageKey } from '@cmt/contract/field-messages';
import ar from './field-message-locales.ar';
import arMA from './field-message-locales.ar-MA';
import fr from './field-message-locales.fr';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('field messages in every language', () => {
  for (const [language, strings] of Object.entries({ ar, fr, 'ar-MA': arMA })) {
    it(`${language} translates every contract field message with the same placeholders`, () => {
      for (const key of Object.keys(fieldMessages) as FieldMessageKey[]) {
        expect(strings[key], `${language} ${key}`).toBeTruthy();
        expect(placeholders(strings[key]), `${language} ${key}`).toEqual(placeholders(fieldMessages[key]));
      }
    });
  }
});
