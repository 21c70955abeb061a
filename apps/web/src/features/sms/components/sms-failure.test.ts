import { describe, expect, it } from 'vitest';
import { loadEveryLanguage } from '../../../lib/i18n';
import { smsLocales } from '../locales';
import { smsFailureKey } from './sms-failure';

const smsStrings = await loadEveryLanguage(smsLocales);

// Issue 19 item 11: no English server sentence reaches the SMS screen as a failure reason.
describe('smsFailureKey', () => {
  it('words each code the server sends, in every language', () => {
    for (const code of ['SERVER_ERROR', 'NOT_QUEUED', 'INTERRUPTED', 'PROVIDER_REFUSED']) {
      expect(smsFailureKey(code)).toBe(`failures.${code}`);
      for (const strings of Object.values(smsStrings)) {
        expect(strings.failures[code as keyof typeof strings.failures]).toBeTruthy();
      }
    }
    expect(smsStrings.ar.failures.PROVIDER_REFUSED).toBe('رفض مزود الرسائل هذه الرسالة');
  });

  it('never shows a sentence as it came (an older sending, a provider’s own text)', () => {
    expect(smsFailureKey('The SMS gateway refused the message (HTTP 422)')).toBe('failures.OTHER');
  });
});
