import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { money } from './columns.ts';

/** The companies that give the credit, each with the bounds of the limits it grants. */
export const financingPartners = pgTable(
  'financing_partners',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique(),
    nameAr: text('name_ar').notNull(),
    minLimit: money('min_limit').notNull(),
    maxLimit: money('max_limit').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('financing_partners_limits_check', sql`${t.minLimit} > 0 and ${t.minLimit} <= ${t.maxLimit}`),
  ],
);
