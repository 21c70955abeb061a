import { asc, count, desc, eq, ilike } from 'drizzle-orm';
import {
  createFeatureFlag,
  deleteFeatureFlag,
  getFeatureFlag,
  listFeatureFlagValues,
  listFeatureFlags,
  updateFeatureFlag,
  type FeatureFlag,
  type FlagValue,
} from '@cmt/contract/endpoints/feature-flags';
import type { DbOrTx } from '../../db/client.ts';
import { featureFlags } from '../../db/schema.ts';
import { implement } from '../../lib/endpoints.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { pageOf } from '../../lib/paging.ts';
import { escapeLike, uniqueOr } from '../../lib/sql.ts';
import { actorOf } from '../../lib/audit.ts';
import { auditedRecords } from '../../lib/audited.ts';

type Row = typeof featureFlags.$inferSelect;
const toFlag = (row: Row): FeatureFlag => ({
  id: row.id,
  key: row.key,
  value: row.value as FlagValue,
  description: row.description,
  version: row.version,
  updatedAt: row.updatedAt.toISOString(),
});

const flagNotFound = () => notFound('Feature flag');

async function findFlag(db: DbOrTx, id: number): Promise<Row> {
  const [row] = await db.select().from(featureFlags).where(eq(featureFlags.id, id));
  if (!row) throw flagNotFound();
  return row;
}

/** Audited create, update and delete of feature flags (`featureFlag.*`), with before and after. */
const flagRecords = auditedRecords<FeatureFlag>({
  type: 'featureFlag',
  read: async (tx, id) => toFlag(await findFlag(tx, id)),
  versioned: { table: featureFlags, notFound: flagNotFound },
});

const duplicateKey = (key: string) => conflict(`A feature flag named ${key} already exists`, 'DUPLICATE_KEY');

async function assertKeyFree(db: DbOrTx, key: string, exceptId?: number): Promise<void> {
  const [existing] = await db
    .select({ id: featureFlags.id })
    .from(featureFlags)
    .where(eq(featureFlags.key, key));
  if (existing && existing.id !== exceptId) throw duplicateKey(key);
}

const sortColumns = { key: featureFlags.key, updatedAt: featureFlags.updatedAt };

export const featureFlagRoutes = [
  implement(listFeatureFlagValues, async ({ app }) =>
    (await app.db.select().from(featureFlags).orderBy(asc(featureFlags.key))).map((row) => ({
      key: row.key,
      value: row.value as FlagValue,
    })),
  ),

  implement(listFeatureFlags, async ({ app, query }) => {
    const where = query.q ? ilike(featureFlags.key, `%${escapeLike(query.q)}%`) : undefined;
    const order = query.order === 'asc' ? asc : desc;
    return pageOf(
      query,
      (limit, offset) =>
        app.db
          .select()
          .from(featureFlags)
          .where(where)
          .orderBy(order(sortColumns[query.sort]), asc(featureFlags.id))
          .limit(limit)
          .offset(offset),
      app.db.select({ value: count() }).from(featureFlags).where(where),
      toFlag,
    );
  }),

  implement(getFeatureFlag, async ({ app, params }) => toFlag(await findFlag(app.db, params.id))),

  implement(createFeatureFlag, async ({ app, request, body }) =>
    uniqueOr(
      flagRecords(app.db, actorOf(request)).create(async (tx) => {
        await assertKeyFree(tx, body.key);
        const [row] = await tx.insert(featureFlags).values(body).returning({ id: featureFlags.id });
        return row!.id;
      }),
      () => duplicateKey(body.key),
    ),
  ),

  implement(updateFeatureFlag, async ({ app, request, params, body, ifMatch }) =>
    uniqueOr(
      flagRecords(app.db, actorOf(request)).update(
        params.id,
        async (tx) => {
          await assertKeyFree(tx, body.key, params.id);
          await tx
            .update(featureFlags)
            .set({ ...body, updatedAt: new Date() })
            .where(eq(featureFlags.id, params.id));
        },
        { ifMatch },
      ),
      () => duplicateKey(body.key),
    ),
  ),

  implement(deleteFeatureFlag, async ({ app, request, params, ifMatch }) =>
    flagRecords(app.db, actorOf(request)).remove(
      params.id,
      (tx) => tx.delete(featureFlags).where(eq(featureFlags.id, params.id)),
      { ifMatch },
    ),
  ),
];
