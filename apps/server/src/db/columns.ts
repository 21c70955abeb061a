import { customType, integer, numeric, timestamp } from 'drizzle-orm/pg-core';

/**
 * The row version of an editable record, bumped by every edit through the API (`lib/versions.ts`):
 * sent as the ETag, and a stale If-Match is refused with 412.
 */
export const rowVersion = () => integer('version').notNull().default(1);

/**
 * A jsonb column that reads back exactly what was stored. Drizzle's own `jsonb` parses again a value
 * the driver has already parsed when it is a string, so a flag whose value is the string "19677",
 * "true" or "[1]" came back as a number, a boolean or an array.
 */
export const jsonb = customType<{ data: unknown; driverData: unknown }>({
  dataType: () => 'jsonb',
  toDriver: (value) => JSON.stringify(value),
  fromDriver: (value) => value,
});

/** An EGP amount with two decimals (never a float). */
export const money = (name: string) => numeric(name, { precision: 14, scale: 2 });

/**
 * The lease of an item of a claimable queue (docs/requirements.md §D9, `lib/claims.ts`): the staff member who
 * took it and until when; a lease past its time is free again.
 */
export const claimColumns = () => ({
  claimedBy: integer('claimed_by'),
  claimedUntil: timestamp('claimed_until', { withTimezone: true }),
});
