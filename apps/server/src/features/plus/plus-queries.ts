import { asc, count, eq } from 'drizzle-orm';
import type { listPlusPlans, PlusPeriod, PlusPlan } from '@cmt/contract/endpoints/plus';
import type { ParsedQueryOf } from '@cmt/contract/endpoint';
import type { DbOrTx } from '../../db/client.ts';
import { plusPlans } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { listPage } from '../../lib/list-page.ts';

type Row = typeof plusPlans.$inferSelect;

const toPlan = (row: Row): PlusPlan => ({
  id: row.id,
  nameEn: row.nameEn,
  nameAr: row.nameAr,
  price: row.price,
  period: row.period as PlusPeriod,
  benefits: row.benefits as PlusPlan['benefits'],
  isActive: row.isActive,
  position: row.position,
  version: row.version,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const planNotFound = () => notFound('Plus plan');

export async function findPlan(db: DbOrTx, id: number): Promise<PlusPlan> {
  const [row] = await db.select().from(plusPlans).where(eq(plusPlans.id, id));
  if (!row) throw planNotFound();
  return toPlan(row);
}

const activeFilter = {
  ALL: undefined,
  ACTIVE: eq(plusPlans.isActive, true),
  INACTIVE: eq(plusPlans.isActive, false),
};

/** A page of plans, in app order by default (equal keys by id, ascending whatever the order). */
export function listPlanPage(db: DbOrTx, query: ParsedQueryOf<typeof listPlusPlans>) {
  return listPage(query, {
    rows: db.select().from(plusPlans).$dynamic(),
    count: db.select({ value: count() }).from(plusPlans).$dynamic(),
    where: [activeFilter[query.active]],
    sortColumns: { position: plusPlans.position, price: plusPlans.price, nameEn: plusPlans.nameEn },
    tiebreak: asc(plusPlans.id),
    toItem: toPlan,
  });
}
