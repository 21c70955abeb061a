import { asc, count, eq } from 'drizzle-orm';
import type { listPlusPlans, PlusPeriod, PlusPlan, exportPlusPlans } from '@cmt/contract/endpoints/plus';
import type { ParsedQueryOf } from '@cmt/contract/endpoint';
import type { DbOrTx } from '../../db/client.ts';
import { plusPlans } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { defineList, listPage } from '../../lib/list-page.ts';

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
/** The plans list of these filters, for its page and its export (`exportPlusPlans`). */
export function planList(db: DbOrTx, query: ParsedQueryOf<typeof exportPlusPlans>) {
  return defineList({
    rows: db.select().from(plusPlans).$dynamic(),
    count: db.select({ value: count() }).from(plusPlans).$dynamic(),
    where: [activeFilter[query.active]],
    sortColumns: { position: plusPlans.position, price: plusPlans.price, nameEn: plusPlans.nameEn },
    tiebreak: asc(plusPlans.id),
    toItem: toPlan,
    key: plusPlans.id,
  });
}

export const listPlanPage = (db: DbOrTx, query: ParsedQueryOf<typeof listPlusPlans>) =>
  listPage(query, planList(db, query));
