/**
 * What an offer's status is on a given day. Staff choose DRAFT, ACTIVE or INACTIVE; the dates do the
 * rest, read as whole days in Africa/Cairo: an offer whose end date is before today (Cairo's today)
 * has ENDED whatever was chosen, and an ACTIVE offer whose start date is after today is SCHEDULED.
 * The server filters and counts by the same rule in SQL (`offer-queries.ts`).
 */
export const offerChosenStatuses = ['DRAFT', 'ACTIVE', 'INACTIVE'] as const;
export type OfferChosenStatus = (typeof offerChosenStatuses)[number];

/** What staff see and filter by, in the order the filter lists them. */
export const offerStatuses = ['DRAFT', 'SCHEDULED', 'ACTIVE', 'INACTIVE', 'EXPIRED'] as const;
export type OfferStatus = (typeof offerStatuses)[number];

/** The status of an offer on `today` (`YYYY-MM-DD`, Cairo): dates are `YYYY-MM-DD` too, so they compare as text. */
export function offerStatusOn(
  offer: { chosenStatus: string; startsAt: string; endsAt: string },
  today: string,
): OfferStatus {
  if (offer.endsAt < today) return 'EXPIRED';
  if (offer.chosenStatus === 'DRAFT') return 'DRAFT';
  if (offer.chosenStatus !== 'ACTIVE') return 'INACTIVE';
  return offer.startsAt > today ? 'SCHEDULED' : 'ACTIVE';
}
