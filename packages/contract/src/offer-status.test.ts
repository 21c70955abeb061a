import { describe, expect, it } from 'vitest';
import { cairoDate } from './cairo-time.ts';
import { offerStatusOn } from './offer-status.ts';

const offer = (chosenStatus: string, startsAt: string, endsAt: string) => ({
  chosenStatus,
  startsAt,
  endsAt,
});

describe('offerStatusOn', () => {
  const today = '2026-11-23';
  it('an offer whose end date has passed is EXPIRED, whatever staff chose', () => {
    for (const chosen of ['ACTIVE', 'DRAFT', 'INACTIVE'])
      expect(offerStatusOn(offer(chosen, '2026-10-01', '2026-11-22'), today)).toBe('EXPIRED');
  });
  it('the end date is a whole day: an offer ending today is still on', () => {
    expect(offerStatusOn(offer('ACTIVE', '2026-10-01', today), today)).toBe('ACTIVE');
    expect(offerStatusOn(offer('ACTIVE', today, today), today)).toBe('ACTIVE');
  });
  it('an active offer that has not started is SCHEDULED, not expired', () => {
    expect(offerStatusOn(offer('ACTIVE', '2026-11-24', '2026-12-31'), today)).toBe('SCHEDULED');
  });
  it('a draft or inactive offer that has not ended stays as chosen', () => {
    expect(offerStatusOn(offer('DRAFT', '2026-12-01', '2026-12-31'), today)).toBe('DRAFT');
    expect(offerStatusOn(offer('INACTIVE', '2026-11-01', '2026-12-31'), today)).toBe('INACTIVE');
  });
});

describe('cairoDate', () => {
  it("is Cairo's calendar day, not UTC's", () => {
    // 22:30 UTC in winter is 00:30 the next day in Cairo (UTC+2).
    expect(cairoDate(new Date('2026-11-23T22:30:00Z'))).toBe('2026-11-24');
    expect(cairoDate(new Date('2026-11-23T21:30:00Z'))).toBe('2026-11-23');
    // Summer time (UTC+3): 21:30 UTC is already the next day.
    expect(cairoDate(new Date('2026-07-01T21:30:00Z'))).toBe('2026-07-02');
  });

  it('changes day at the minute Cairo does, asked again and again within that minute', () => {
    expect(cairoDate(new Date('2026-11-23T21:59:00Z'))).toBe('2026-11-23');
    expect(cairoDate(new Date('2026-11-23T21:59:59.999Z'))).toBe('2026-11-23');
    expect(cairoDate(new Date('2026-11-23T22:00:00Z'))).toBe('2026-11-24');
    expect(cairoDate(new Date('2026-11-23T22:00:30Z'))).toBe('2026-11-24');
    expect(cairoDate(new Date('2026-11-23T21:59:30Z'))).toBe('2026-11-23');
    // Before 1970 (Cairo's local mean time was not whole minutes) each call is worked out alone.
    expect(cairoDate(new Date('1899-12-31T21:54:55Z'))).toBe('1900-01-01');
    expect(cairoDate(new Date('1899-12-31T21:54:45Z'))).toBe('1899-12-31');
    expect(() => cairoDate(new Date('not a date'))).toThrow(RangeError);
  });
});
