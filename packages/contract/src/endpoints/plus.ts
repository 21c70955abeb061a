import { z } from 'zod';
import { fieldMessage as m } from '../field-messages.ts';
import { V2, defineEndpoint, listExport, idParams, pageQuery, paged } from '../endpoint.ts';
import { textField, versionField, wholeNumber } from '../fields.ts';

/* The app's "Plus" subscription plans (General > Plus). Prices in EGP as decimal strings, never floats. */

export const plusPeriods = ['MONTHLY', 'QUARTERLY', 'SEMI_ANNUAL', 'YEARLY'] as const;
export type PlusPeriod = (typeof plusPeriods)[number];

export const PLUS_MAX_PRICE = 100000;
export const PLUS_MAX_BENEFITS = 12;

export const plusBenefit = z.object({ en: z.string(), ar: z.string() });

export const plusPlan = z.object({
  id: z.number().int(),
  nameEn: z.string(),
  nameAr: z.string(),
  /** EGP with piastres, e.g. "149.00". */
  price: z.string(),
  period: z.enum(plusPeriods),
  benefits: z.array(plusBenefit),
  isActive: z.boolean(),
  position: z.number().int(),
  version: versionField(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PlusPlan = z.infer<typeof plusPlan>;

/** A price as typed: 149, "149", "149.5" or "149.50"; at most two decimals, above 0. */
export const priceField = () =>
  z
    .union([z.number(), z.string().trim()], { error: m('priceRange', { max: PLUS_MAX_PRICE }) })
    .transform((value) => String(value))
    .pipe(
      z
        .string()
        .regex(/^\d{1,6}(\.\d{1,2})?$/, m('priceRange', { max: PLUS_MAX_PRICE }))
        .refine(
          (value) => Number(value) > 0 && Number(value) <= PLUS_MAX_PRICE,
          m('priceRange', { max: PLUS_MAX_PRICE }),
        ),
    );

export const plusPlanInput = z.object({
  nameEn: textField(100, m('enterEnglishName')),
  nameAr: textField(100, m('enterArabicName')),
  price: priceField(),
  period: z.enum(plusPeriods),
  benefits: z
    .array(
      z.object({
        en: textField(200, m('enterEnglishBenefit')),
        ar: textField(200, m('enterArabicBenefit')),
      }),
    )
    .min(1, m('benefitsCount', { max: PLUS_MAX_BENEFITS }))
    .max(PLUS_MAX_BENEFITS, m('benefitsCount', { max: PLUS_MAX_BENEFITS })),
  isActive: z.boolean().default(true),
  /** Order in the app's plan picker, lowest first. */
  position: wholeNumber(0, 999).default(0),
});
export type PlusPlanInput = z.input<typeof plusPlanInput>;

export const listPlusPlans = defineEndpoint({
  method: 'GET',
  path: `${V2}/plus/plans`,
  access: 'manage-general-plus',
  summary: 'Plus plans, in app order by default, filtered by active state',
  query: z.object({
    ...pageQuery,
    active: z.enum(['ALL', 'ACTIVE', 'INACTIVE']).default('ALL'),
    sort: z.enum(['position', 'price', 'nameEn']).default('position'),
    order: z.enum(['asc', 'desc']).default('asc'),
  }),
  response: paged(plusPlan),
});

/** The list's rows of its filters as CSV (`listExport`). */
export const exportPlusPlans = listExport(listPlusPlans, [
  'id',
  'nameEn',
  'nameAr',
  'price',
  'period',
  'isActive',
  'position',
  'createdAt',
  'updatedAt',
]);

export const getPlusPlan = defineEndpoint({
  method: 'GET',
  path: `${V2}/plus/plans/:id`,
  access: 'manage-general-plus',
  summary: 'One Plus plan',
  params: idParams,
  response: plusPlan,
});

export const createPlusPlan = defineEndpoint({
  method: 'POST',
  idempotent: true,
  path: `${V2}/plus/plans`,
  access: 'manage-general-plus',
  summary: 'Create a Plus plan',
  body: plusPlanInput,
  response: plusPlan,
});

export const updatePlusPlan = defineEndpoint({
  method: 'PUT',
  ifMatch: true,
  path: `${V2}/plus/plans/:id`,
  access: 'manage-general-plus',
  summary: 'Edit a Plus plan',
  params: idParams,
  body: plusPlanInput,
  response: plusPlan,
});

export const setPlusPlanActive = defineEndpoint({
  method: 'PUT',
  ifMatch: true,
  path: `${V2}/plus/plans/:id/active`,
  access: 'manage-general-plus',
  summary:
    'Activate or deactivate a Plus plan (a deactivated plan is no longer offered; subscribers keep it)',
  params: idParams,
  body: z.object({ isActive: z.boolean() }),
  response: plusPlan,
});
