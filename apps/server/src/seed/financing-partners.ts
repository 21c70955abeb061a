import type { DbOrTx } from '../db/client.ts';
import { financingPartners } from '../db/schema.ts';

/** The companies giving credit, with the bounds of their limits (EGP). */
export const partnerSeeds = [
  { name: 'Connect Money', nameAr: 'كونكت موني', minLimit: '2500.00', maxLimit: '150000.00' },
  { name: 'Lucky Instalments', nameAr: 'تقسيط لاكي', minLimit: '1000.00', maxLimit: '60000.00' },
  {
    name: 'Delta Consumer Finance',
    nameAr: 'دلتا للتمويل الاستهلاكي',
    minLimit: '5000.00',
    maxLimit: '250000.00',
  },
];

/** Makes sure the demo partners exist; their ids by name. */
export async function ensureFinancingPartners(db: DbOrTx): Promise<Map<string, number>> {
  await db.insert(financingPartners).values(partnerSeeds).onConflictDoNothing();
  const rows = await db
    .select({ id: financingPartners.id, name: financingPartners.name })
    .from(financingPartners);
  return new Map(rows.map((row) => [row.name, row.id]));
}
