import { eq } from 'drizzle-orm';
import type { ParsedBodyOf } from '@cmt/contract/endpoint';
import type { createCustomCategory, CustomCategory } from '@cmt/contract/endpoints/offers';
import type { DbOrTx } from '../../db/client.ts';
import { customCategories } from '../../db/schema.ts';
import type { Actor } from '../../lib/audit.ts';
import { auditedRecords } from '../../lib/audited.ts';
import { categoryNotFound, findCategory } from './custom-category-queries.ts';
import { checkLiveOffers } from './offer-queries.ts';

type Input = ParsedBodyOf<typeof createCustomCategory>;

/** Audited create and update of customized categories (`custom-category.*`), with before and after. */
const categoryRecords = (db: DbOrTx, actor: Actor, cdnBase: string) =>
  auditedRecords<CustomCategory>({
    type: 'custom-category',
    read: (tx, id) => findCategory(tx, cdnBase, id),
    versioned: { table: customCategories, notFound: categoryNotFound },
  })(db, actor);

export const createCategory = (db: DbOrTx, actor: Actor, cdnBase: string, input: Input) =>
  categoryRecords(db, actor, cdnBase).create(async (tx) => {
    await checkLiveOffers(tx, input.offerIds);
    const [row] = await tx.insert(customCategories).values(input).returning({ id: customCategories.id });
    return row!.id;
  });

export const updateCategory = (
  db: DbOrTx,
  actor: Actor,
  cdnBase: string,
  id: number,
  input: Input,
  ifMatch: number | undefined,
) =>
  categoryRecords(db, actor, cdnBase).update(
    id,
    async (tx) => {
      await checkLiveOffers(tx, input.offerIds);
      await tx
        .update(customCategories)
        .set({ ...input, updatedAt: new Date() })
        .where(eq(customCategories.id, id));
    },
    { ifMatch },
  );
