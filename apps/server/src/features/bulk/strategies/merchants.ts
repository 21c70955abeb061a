import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { categories, merchants } from '../../../db/schema.ts';
import { arabicText, id, optional, phone, text, url } from '../cells.ts';
import { rowError } from '../messages.ts';
import { mustExist } from '../references.ts';
import { defineStrategy } from '../strategy.ts';

const merchantRow = z.object({
  name_en: text(200),
  name_ar: arabicText(200),
  category_id: id,
  description_en: optional(text(2000)),
  description_ar: optional(text(2000)),
  website: optional(url),
  hotline: optional(phone),
});
type MerchantRow = z.output<typeof merchantRow>;

export const merchantsStrategy = defineStrategy<MerchantRow>({
  feature: 'MerchantStrategy',
  row: merchantRow,
  duplicateKey: { column: 'name_en', of: (row) => row.name_en.toLowerCase() },
  references: async (db, rows) => {
    const names = [...new Set(rows.map(({ row }) => row.name_en.toLowerCase()))];
    const taken = names.length
      ? await db
          .select({ id: merchants.id, name: sql<string>`lower(${merchants.nameEn})` })
          .from(merchants)
          .where(sql`lower(${merchants.nameEn}) = any(${sql.param(names)}::text[])`)
      : [];
    const byName = new Map(taken.map((m) => [m.name, m.id]));
    return [
      ...(await mustExist(db, rows, 'category_id', categories, 'categoryMissing', (row) => row.category_id)),
      ...rows.flatMap(({ rowNo, row }) => {
        const existing = byName.get(row.name_en.toLowerCase());
        return existing === undefined ? [] : [rowError(rowNo, 'name_en', 'merchantExists', { id: existing })];
      }),
    ];
  },
  write: {
    table: 'merchants',
    record: `name_en text, name_ar text, category_id int, description_en text, description_ar text, website text, hotline text`,
    values: {
      name_en: 'r.name_en',
      name_ar: 'r.name_ar',
      category_id: 'r.category_id',
      description_en: "coalesce(r.description_en, '')",
      description_ar: "coalesce(r.description_ar, '')",
      website: 'r.website',
      hotline: 'r.hotline',
    },
  },
});
