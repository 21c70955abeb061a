import { asc, count, desc, eq } from 'drizzle-orm';
import {
  createPlusPlan,
  getPlusPlan,
  listPlusPlans,
  setPlusPlanActive,
  updatePlusPlan,
  type PlusPeriod,
  type PlusPlan,
} from '@cmt/contract/endpoints/plus';
import type { DbOrTx } from '../../db/client.ts';
import { plusPlans } from '../../db/schema.ts';
import { actorOf, type Actor } from '../../lib/audit.ts';
import { auditedRecords } from '../../lib/audited.ts';
import { implement } from '../../lib/endpoints.ts';
import { notFound } from '../../lib/errors.ts';
import { pageOf } from '../../lib/paging.ts';

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

const planNotFound = () => notFound('Plus plan');

async function findPlan(db: DbOrTx, id: number): Promise<PlusPlan> {
  const [row] = await db.select().from(plusPlans).where(eq(plusPlans.id, id));
  if (!row) throw planNotFound();
  return toPlan(row);
}

/** Audited create, edit and (de)activation of Plus plans, with the plan before and after. */
const planRecords = (db: DbOrTx, actor: Actor) =>
  auditedRecords<PlusPlan>({
    type: 'plus-plan',
    read: findPlan,
    versioned: { table: plusPlans, notFound: planNotFound },
  })(db, actor);

const activeFilter = {
  ALL: undefined,
  ACTIVE: eq(plusPlans.isActive, true),
  INACTIVE: eq(plusPlans.isActive, false),
};
const sortColumns = { position: plusPlans.position, price: plusPlans.price, nameEn: plusPlans.nameEn };

export const plusRoutes = [
  implement(listPlusPlans, async ({ app, query }) => {
    const where = activeFilter[query.active];
    const order = query.order === 'asc' ? asc : desc;
    return pageOf(
      query,
      (limit, offset) =>
        app.db
          .select()
          .from(plusPlans)
          .where(where)
          .orderBy(order(sortColumns[query.sort]), asc(plusPlans.id))
          .limit(limit)
          .offset(offset),
      app.db.select({ value: count() }).from(plusPlans).where(where),
      toPlan,
    );
  }),

  implement(getPlusPlan, async ({ app, params }) => findPlan(app.db, params.id)),

  implement(createPlusPlan, async ({ app, request, body }) =>
    planRecords(app.db, actorOf(request)).create(async (tx) => {
      const [row] = await tx.insert(plusPlans).values(body).returning({ id: plusPlans.id });
      return row!.id;
    }),
  ),

  implement(updatePlusPlan, async ({ app, request, params, body, ifMatch }) =>
    planRecords(app.db, actorOf(request)).update(
      params.id,
      (tx) =>
        tx
          .update(plusPlans)
          .set({ ...body, updatedAt: new Date() })
          .where(eq(plusPlans.id, params.id)),
      { ifMatch },
    ),
  ),

  implement(setPlusPlanActive, async ({ app, request, params, body, ifMatch }) =>
    planRecords(app.db, actorOf(request)).update(
      params.id,
      (tx) =>
        tx
          .update(plusPlans)
          .set({ isActive: body.isActive, updatedAt: new Date() })
          .where(eq(plusPlans.id, params.id)),
      { ifMatch, action: body.isActive ? 'plus-plan.activate' : 'plus-plan.deactivate' },
    ),
  ),
];
