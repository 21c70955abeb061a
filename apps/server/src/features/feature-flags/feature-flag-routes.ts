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
import { claimVersion } from '../../lib/versions.ts';
import { escapeLike, uniqueOr } from '../../lib/sql.ts';
import { actorOf, writeAudit } from '../audit/audit.ts';

type Row = typeof featureFlags.$inferSelect;
const toFlag = (row: Row): FeatureFlag => ({
  id: row.id,
  key: row.key,
  value: row.value as FlagValue,
  description: row.description,
  version: row.version,
  updatedAt: row.updatedAt.toISOString(),
});

async function findFlag(db: DbOrTx, id: number): Promise<Row> {
  const [row] = await db.select().from(featureFlags).where(eq(featureFlags.id, id));
  if (!row) throw notFound('Feature flag');
  return row;
}

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
      app.db.transaction(async (tx) => {
        await assertKeyFree(tx, body.key);
        const [row] = await tx.insert(featureFlags).values(body).returning();
        const flag = toFlag(row!);
        await writeAudit(tx, actorOf(request), {
          action: 'featureFlag.create',
          targetType: 'featureFlag',
          targetId: flag.id,
          after: flag,
        });
        return flag;
      }),
      () => duplicateKey(body.key),
    ),
  ),

  implement(updateFeatureFlag, async ({ app, request, params, body, ifMatch }) =>
    uniqueOr(
      app.db.transaction(async (tx) => {
        await claimVersion(tx, featureFlags, params.id, ifMatch, () => notFound('Feature flag'));
        const before = toFlag(await findFlag(tx, params.id));
        await assertKeyFree(tx, body.key, params.id);
        const [row] = await tx
          .update(featureFlags)
          .set({ ...body, updatedAt: new Date() })
          .where(eq(featureFlags.id, params.id))
          .returning();
        const flag = toFlag(row!);
        await writeAudit(tx, actorOf(request), {
          action: 'featureFlag.update',
          targetType: 'featureFlag',
          targetId: flag.id,
          before,
          after: flag,
        });
        return flag;
      }),
      () => duplicateKey(body.key),
    ),
  ),

  implement(deleteFeatureFlag, async ({ app, request, params }) => {
    await app.db.transaction(async (tx) => {
      const before = toFlag(await findFlag(tx, params.id));
      await tx.delete(featureFlags).where(eq(featureFlags.id, params.id));
      await writeAudit(tx, actorOf(request), {
        action: 'featureFlag.delete',
        targetType: 'featureFlag',
        targetId: params.id,
        before,
      });
    });
  }),
];
