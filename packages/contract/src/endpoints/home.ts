import { z } from 'zod';
import { V2, defineEndpoint } from '../endpoint.ts';
import { bulkFeatures } from './bulk.ts';

/*
 * The operations home (issue 21): what waits for the signed-in staff member. Open to every signed-in
 * staff member; the server leaves out each card whose list the caller may not open.
 */

/** The kinds of waiting work, in the order the home shows them. */
export const homeCardKeys = [
  'profileValidations',
  'cashouts',
  'applicationReviews',
  'approvals',
  'bulkBatches',
  'smsSendings',
  'offersEnding',
  'casesDueToday',
  'casesPastDue',
] as const;
export const homeCardKey = z.enum(homeCardKeys);
export type HomeCardKey = z.infer<typeof homeCardKey>;

/** Active offers whose last day is within this many days (today included) show on the home (the offers list's `endingWithin`). */
export const OFFERS_ENDING_DAYS = 7;

export const homeCard = z.object({
  key: homeCardKey,
  count: z.number().int(),
  /** When the oldest of them started waiting (null when none waits, or for offers: see `endsOn`). */
  oldestAt: z.string().nullable(),
  /** The total amount of the cashouts waiting, integer piastres (cashouts only). */
  amountPiastres: z.number().int().optional(),
  /**
   * Bulk files only: how many wait of each kind (the kinds whose files the caller may upload), each
   * opening its own upload screen's batches filtered to those waiting (`bulkScreens`).
   */
  kinds: z.array(z.object({ kind: z.enum(bulkFeatures), count: z.number().int() })).optional(),
});
export type HomeCard = z.infer<typeof homeCard>;

export const getHome = defineEndpoint({
  method: 'GET',
  path: `${V2}/home`,
  access: 'authenticated',
  summary:
    'The home: one card per kind of waiting work the caller may act on (KYC profiles, cashouts, application reviews, approvals, bulk files, SMS sendings, offers ending), with count and oldest',
  response: z.object({ cards: z.array(homeCard) }),
});
