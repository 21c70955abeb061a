import { z } from 'zod';
import { defineEndpoint, idParams, type Access } from './endpoint.ts';
import type { AreaFlag } from './areas.ts';

/*
 * Claimable queues (docs/requirements.md §D9, issue 21): KYC profiles, cashouts and application reviews. An item
 * waiting for a decision can be claimed by one reviewer for 15 minutes ("take next" takes the oldest
 * free one); a decision by anyone else meanwhile is 409 CLAIMED_BY_OTHER, unless they take it over.
 */

/** How a row's age stands against its queue's SLA: under three quarters, up to it, past it. */
export const slaLights = ['GREEN', 'AMBER', 'RED'] as const;
export const slaLight = z.enum(slaLights);
export type SlaLight = z.infer<typeof slaLight>;

/** The list filter of a queue: items I hold, items nobody holds. */
export const queueClaimFilters = ['MINE', 'UNCLAIMED'] as const;
export const queueClaimFilter = z.enum(queueClaimFilters);
export type QueueClaimFilter = z.infer<typeof queueClaimFilter>;

/** A live lease on an item: who holds it (their email), whether it is the caller, until when. */
export const queueClaim = z.object({ by: z.string(), byMe: z.boolean(), until: z.string() });
export type QueueClaim = z.infer<typeof queueClaim>;

/** What a list row of a queue carries: its live lease, and its SLA light while it waits. */
export const queueRowFields = { claim: queueClaim.nullable(), sla: slaLight.nullable() };

/** The item "take next" or a claim gave the caller: its id and the lease's end (null: nothing waits). */
export const claimedItem = z.object({
  item: z
    .object({
      id: z.number().int(),
      claimedUntil: z.string(),
      /** The national id the item's page opens by (application reviews); null for the other queues. */
      documentNumber: z.string().nullable(),
    })
    .nullable(),
});
export type ClaimedItem = z.infer<typeof claimedItem>;

/** The three calls of a queue at `base` (next, claim one, release one), under the decision's permission. */
export function queueEndpoints(base: string, access: Access, what: string, areas?: readonly AreaFlag[]) {
  const extra = areas ? { areas } : {};
  return {
    next: defineEndpoint({
      method: 'POST',
      path: `${base}/next`,
      access,
      ...extra,
      summary: `Take next: claims the oldest waiting ${what} nobody holds, for 15 minutes (item null when none waits)`,
      response: claimedItem,
    }),
    claim: defineEndpoint({
      method: 'POST',
      path: `${base}/:id/claim`,
      access,
      ...extra,
      summary: `Claim one waiting ${what} for 15 minutes; held by someone else: 409 CLAIMED_BY_OTHER unless takeover (audited)`,
      params: idParams,
      body: z.object({ takeover: z.boolean().default(false) }),
      response: claimedItem,
    }),
    release: defineEndpoint({
      method: 'DELETE',
      path: `${base}/:id/claim`,
      access,
      ...extra,
      summary: `Release the caller's claim on a ${what} (someone else's live claim: 409 CLAIMED_BY_OTHER)`,
      params: idParams,
      response: z.object({ released: z.literal(true) }),
    }),
  };
}
