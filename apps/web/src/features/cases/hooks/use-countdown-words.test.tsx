import { describe, expect, it } from 'vitest';
import { wordsInEachLanguage } from '../../../kit/testing/words';
import { useCountdownWords } from './use-countdown-words';

const say = (left: number | null) => wordsInEachLanguage(useCountdownWords, (words) => words(left) ?? 'none');

describe('useCountdownWords', () => {
  it('counts the business days left, in each language’s plural forms', async () => {
    expect(await say(3)).toEqual({
      en: '3 business days left',
      ar: '3 أيام عمل متبقية',
      fr: '3 jours ouvrés restants',
      'ar-MA': 'بقاو 3 أيام ديال الخدمة',
    });
    expect(await say(1)).toEqual({
      en: '1 business day left',
      ar: 'يوم عمل واحد متبقٍ',
      fr: '1 jour ouvré restant',
      'ar-MA': 'بقا نهار خدمة واحد',
    });
    expect((await say(11)).ar).toBe('11 يوم عمل متبقيًا');
  });

  it('says "due today" on the due day', async () => {
    expect(await say(0)).toEqual({
      en: 'Due today',
      ar: 'مستحقة اليوم',
      fr: 'Échéance aujourd’hui',
      'ar-MA': 'خاصها تسالا اليوم',
    });
  });

  it('counts the business days late once past the due day', async () => {
    expect(await say(-2)).toEqual({
      en: '2 business days late',
      ar: 'متأخرة يومَي عمل',
      fr: '2 jours ouvrés de retard',
      'ar-MA': 'معطلة بجوج أيام ديال الخدمة',
    });
    expect((await say(-1)).en).toBe('1 business day late');
    expect((await say(-5)).ar).toBe('متأخرة 5 أيام عمل');
  });

  it('says nothing once the case is decided', async () => {
    expect((await say(null)).en).toBe('none');
  });
});
