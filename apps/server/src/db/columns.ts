import { integer } from 'drizzle-orm/pg-core';

/**
 * The row version of an editable record, bumped by every edit through the API (`lib/versions.ts`):
 * sent as the ETag, and a stale If-Match is refused with 412.
 */
export const rowVersion = () => integer('version').notNull().default(1);
