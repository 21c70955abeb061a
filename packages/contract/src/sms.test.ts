import { describe, expect, it } from 'vitest';
import { normalizeEgyptianMobile, smsParts } from './sms.ts';

describe('SMS parts, as operators bill them', () => {
  it('fits 160 GSM-7 characters in one SMS and splits longer texts in parts of 153', () => {
    expect(smsParts('a'.repeat(160))).toMatchObject({
      encoding: 'GSM-7',
      units: 160,
      parts: 1,
      remaining: 0,
    });
    expect(smsParts('a'.repeat(161))).toMatchObject({ parts: 2, perPart: 153, remaining: 145 });
    expect(smsParts('a'.repeat(306))).toMatchObject({ parts: 2, remaining: 0 });
    expect(smsParts('a'.repeat(307))).toMatchObject({ parts: 3 });
    expect(smsParts('')).toMatchObject({ parts: 0 });
  });

  it('counts the extension characters (€ [ ] { } ^ ~ | \\) twice, and never splits one across parts', () => {
    expect(smsParts('€'.repeat(80))).toMatchObject({ encoding: 'GSM-7', units: 160, parts: 1 });
    // 152 plain characters then a €: the escape pair does not fit in the first part's 153rd septet.
    expect(smsParts(`${'a'.repeat(152)}€${'a'.repeat(10)}`)).toMatchObject({
      units: 164,
      parts: 2,
      remaining: 141,
    });
  });

  it('switches to UCS-2 for Arabic (70, then 67 per part) and counts an emoji as two units', () => {
    expect(smsParts('م'.repeat(70))).toMatchObject({ encoding: 'UCS-2', parts: 1, remaining: 0 });
    expect(smsParts('م'.repeat(71))).toMatchObject({ parts: 2, perPart: 67 });
    expect(smsParts('Hi 👋')).toMatchObject({ encoding: 'UCS-2', units: 5, parts: 1 });
    expect(smsParts(`${'a'.repeat(66)}👋`)).toMatchObject({ units: 68, parts: 1 });
    expect(smsParts(`${'a'.repeat(70)}👋`)).toMatchObject({ units: 72, parts: 2, remaining: 62 });
  });
});

describe('Egyptian mobile numbers as staff paste them', () => {
  it('reads the usual forms into 01XXXXXXXXX', () => {
    for (const input of [
      '01012345678',
      '010 1234 5678',
      '+201012345678',
      '00201012345678',
      '201012345678',
      '(010) 1234-5678',
    ])
      expect(normalizeEgyptianMobile(input), input).toBe('01012345678');
  });

  it('refuses landlines, other countries and wrong lengths', () => {
    for (const input of ['0223456789', '+971501234567', '0101234567', '010123456789', '01312345678', 'phone'])
      expect(normalizeEgyptianMobile(input), input).toBeNull();
  });
});
