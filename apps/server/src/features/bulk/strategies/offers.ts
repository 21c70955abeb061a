import { z } from 'zod';
import type { BulkFeature } from '@cmt/contract/endpoints/bulk';
import { categories, merchants } from '../../../db/schema.ts';
import { arabicText, choice, day, egpAmount, id, list, optional, text } from '../cells.ts';
import { cellMessage as m } from '../messages.ts';
import { mustExist } from '../references.ts';
import { defineStrategy } from '../strategy.ts';

const offerRow = z
  .object({
    title_en: text(200),
    title_ar: arabicText(200),
    merchant_id: id,
    discount_type: choice(['PERCENTAGE', 'FIXED_AMOUNT', 'CASHBACK']),
    discount_value: egpAmount,
    starts_at: day,
    ends_at: day,
    category_id: optional(id),
    description_en: optional(text(2000)),
    description_ar: optional(text(2000)),
    terms_en: optional(text(4000)),
    terms_ar: optional(text(4000)),
    status: optional(choice(['DRAFT', 'ACTIVE', 'INACTIVE'])),
    tags: list,
  })
  .superRefine((row, ctx) => {
    for (const { column, message } of offerProblems(row))
      ctx.addIssue({ code: 'custom', path: [column], message });
  });
type OfferRow = z.output<typeof offerRow>;

/** What is wrong across an offer's cells: the end before the start, a discount over its maximum. */
function offerProblems(
  row: Pick<OfferRow, 'starts_at' | 'ends_at' | 'discount_type' | 'discount_value'>,
): { column: string; message: string }[] {
  const problems: { column: string; message: string }[] = [];
  if (row.ends_at < row.starts_at) problems.push({ column: 'ends_at', message: m('endsBeforeStart') });
  if (row.discount_type !== 'FIXED_AMOUNT' && Number(row.discount_value) > 100)
    problems.push({ column: 'discount_value', message: m('percentMax') });
  if (row.discount_type === 'FIXED_AMOUNT' && Number(row.discount_value) > 1_000_000)
    problems.push({ column: 'discount_value', message: m('fixedAmountMax') });
  return problems;
}

/** Regular offers (POST /offers/bulk) and Lucky One card offers (CardOfferStrategy): same file, another kind. */
const offerStrategy = (feature: BulkFeature, kind: 'REGULAR' | 'CARD') =>
  defineStrategy<OfferRow>({
    feature,
    row: offerRow,
    sureRules: (row) => offerProblems(row).length === 0,
    duplicateKey: {
      column: 'title_en',
      of: (row) => `${row.merchant_id}|${row.title_en.toLowerCase()}|${row.starts_at}`,
    },
    references: async (db, rows) => [
      ...(await mustExist(db, rows, 'merchant_id', merchants, 'merchantMissing', (row) => row.merchant_id)),
      ...(await mustExist(db, rows, 'category_id', categories, 'categoryMissing', (row) => row.category_id)),
    ],
    write: {
      table: 'offers',
      record: `title_en text, title_ar text, merchant_id int, discount_type text, discount_value numeric,
        starts_at date, ends_at date, category_id int, description_en text, description_ar text,
        terms_en text, terms_ar text, status text, tags text[]`,
      values: {
        kind: `'${kind}'`,
        title_en: 'r.title_en',
        title_ar: 'r.title_ar',
        description_en: "coalesce(r.description_en, '')",
        description_ar: "coalesce(r.description_ar, '')",
        terms_en: "coalesce(r.terms_en, '')",
        terms_ar: "coalesce(r.terms_ar, '')",
        merchant_id: 'r.merchant_id',
        category_id: 'r.category_id',
        discount_type: 'r.discount_type',
        discount_value: 'r.discount_value',
        starts_at: 'r.starts_at',
        ends_at: 'r.ends_at',
        status: "coalesce(r.status, 'DRAFT')",
        tags: 'r.tags',
      },
    },
  });

export const offersStrategy = offerStrategy('OfferStrategy', 'REGULAR');
export const cardOffersStrategy = offerStrategy('CardOfferStrategy', 'CARD');
