import { eq } from 'drizzle-orm';
import type { ParsedBodyOf } from '@cmt/contract/endpoint';
import type { createFeatureFlag, FeatureFlag } from '@cmt/contract/endpoints/feature-flags';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { featureFlags } from '../../db/schema.ts';
import type { Actor } from '../../lib/audit.ts';
import { auditedRecords } from '../../lib/audited.ts';
import { conflict } from '../../lib/errors.ts';
import { uniqueOr } from '../../lib/sql.ts';
import { findFlag, flagIdByKey, flagNotFound } from './feature-flag-queries.ts';

type Input = ParsedBodyOf<typeof createFeatureFlag>;

/** Audited create, update and delete of feature flags (`featureFlag.*`), with before and after. */
const flagRecords = auditedRecords<FeatureFlag>({
  type: 'featureFlag',
  read: findFlag,
  versioned: { table: featureFlags, notFound: flagNotFound },
});

const duplicateKey = (key: string) => conflict(`A feature flag named ${key} already exists`, 'DUPLICATE_KEY');

/**
 * A key names one flag: 409 when another flag has it, checked first and again by the unique index
 * (two creates of the same key at once both pass the check; the second meets the index).
 */
async function assertKeyFree(tx: Tx, key: string, exceptId?: number): Promise<void> {
  const existing = await flagIdByKey(tx, key);
  if (existing !== undefined && existing !== exceptId) throw duplicateKey(key);
}

export const createFlag = (db: DbOrTx, actor: Actor, input: Input): Promise<FeatureFlag> =>
  uniqueOr(
    flagRecords(db, actor).create(async (tx) => {
      await assertKeyFree(tx, input.key);
      const [row] = await tx.insert(featureFlags).values(input).returning({ id: featureFlags.id });
      return row!.id;
    }),
    () => duplicateKey(input.key),
  );

export const updateFlag = (
  db: DbOrTx,
  actor: Actor,
  id: number,
  input: Input,
  ifMatch: number | undefined,
): Promise<FeatureFlag> =>
  uniqueOr(
    flagRecords(db, actor).update(
      id,
      async (tx) => {
        await assertKeyFree(tx, input.key, id);
        await tx
          .update(featureFlags)
          .set({ ...input, updatedAt: new Date() })
          .where(eq(featureFlags.id, id));
      },
      { ifMatch },
    ),
    () => duplicateKey(input.key),
  );

export const deleteFlag = (
  db: DbOrTx,
  actor: Actor,
  id: number,
  ifMatch: number | undefined,
): Promise<void> =>
  flagRecords(db, actor).remove(id, (tx) => tx.delete(featureFlags).where(eq(featureFlags.id, id)), {
    ifMatch,
  });
