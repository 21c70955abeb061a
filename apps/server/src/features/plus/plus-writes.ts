import { eq } from 'drizzle-orm';
import type { ParsedBodyOf } from '@cmt/contract/endpoint';
import type { createPlusPlan, PlusPlan, setPlusPlanActive } from '@cmt/contract/endpoints/plus';
import type { DbOrTx } from '../../db/client.ts';
import { plusPlans } from '../../db/schema.ts';
import type { Actor } from '../../lib/audit.ts';
import { auditedRecords } from '../../lib/audited.ts';
import { findPlan, planNotFound } from './plus-queries.ts';

/** Audited create, edit and (de)activation of Plus plans, with the plan before and after. */
const planRecords = auditedRecords<PlusPlan>({
  type: 'plus-plan',
  read: findPlan,
  versioned: { table: plusPlans, notFound: planNotFound },
});

type PlanInput = ParsedBodyOf<typeof createPlusPlan>;

export const createPlan = (db: DbOrTx, actor: Actor, input: PlanInput) =>
  planRecords(db, actor).create(async (tx) => {
    const [row] = await tx.insert(plusPlans).values(input).returning({ id: plusPlans.id });
    return row!.id;
  });

export const updatePlan = (
  db: DbOrTx,
  actor: Actor,
  id: number,
  input: PlanInput,
  ifMatch: number | undefined,
) =>
  planRecords(db, actor).update(
    id,
    (tx) =>
      tx
        .update(plusPlans)
        .set({ ...input, updatedAt: new Date() })
        .where(eq(plusPlans.id, id)),
    { ifMatch },
  );

export const setPlanActive = (
  db: DbOrTx,
  actor: Actor,
  id: number,
  { isActive }: ParsedBodyOf<typeof setPlusPlanActive>,
  ifMatch: number | undefined,
) =>
  planRecords(db, actor).update(
    id,
    (tx) => tx.update(plusPlans).set({ isActive, updatedAt: new Date() }).where(eq(plusPlans.id, id)),
    { ifMatch, action: isActive ? 'plus-plan.activate' : 'plus-plan.deactivate' },
  );
