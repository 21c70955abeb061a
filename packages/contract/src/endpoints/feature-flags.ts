import { z } from 'zod';
import { fieldMessage as m } from '../field-messages.ts';
import { searchField, versionField } from '../fields.ts';
import { V3, defineEndpoint, listExport, idParams, pageQuery, paged, sortOrder } from '../endpoint.ts';

export const flagValue = z.union([
  z.boolean(),
  z.number(),
  z.string().max(2000),
  z.array(z.string().max(200)).max(200),
]);
export type FlagValue = z.infer<typeof flagValue>;

export const featureFlag = z.object({
  id: z.number().int(),
  key: z.string(),
  value: flagValue,
  description: z.string(),
  version: versionField(),
  updatedAt: z.string(),
});
export type FeatureFlag = z.infer<typeof featureFlag>;

export const featureFlagInput = z.object({
  key: z
    .string()
    .trim()
    .regex(/^[A-Za-z][A-Za-z0-9_.-]{1,99}$/, m('flagKey')),
  value: flagValue,
  description: z.string().trim().max(500).default(''),
});
export type FeatureFlagInput = z.input<typeof featureFlagInput>;

export const listFeatureFlagValues = defineEndpoint({
  method: 'GET',
  path: `${V3}/configs/feature-flags`,
  access: 'authenticated',
  // Every screen reads the flags before it renders (docs/requirements.md §P2), whichever areas are on.
  areas: [],
  summary: 'Every feature flag as {key, value}; loaded before the app renders',
  response: z.array(z.object({ key: z.string(), value: flagValue })),
});

export const listFeatureFlags = defineEndpoint({
  method: 'GET',
  path: `${V3}/configs/feature-flags/list`,
  access: 'manage-feature-flags',
  summary: 'Feature flags for the manage screen, paged, searchable by key',
  query: z.object({
    ...pageQuery,
    q: searchField(100).optional(),
    sort: z.enum(['key', 'updatedAt']).default('key'),
    order: sortOrder,
  }),
  response: paged(featureFlag),
});

/** The list's rows of its filters as CSV (`listExport`). */
export const exportFeatureFlags = listExport(listFeatureFlags, [
  'id',
  'key',
  'value',
  'description',
  'updatedAt',
]);

export const getFeatureFlag = defineEndpoint({
  method: 'GET',
  path: `${V3}/configs/feature-flags/:id`,
  access: 'manage-feature-flags',
  summary: 'One feature flag',
  params: idParams,
  response: featureFlag,
});

export const createFeatureFlag = defineEndpoint({
  method: 'POST',
  idempotent: true,
  path: `${V3}/configs/feature-flags`,
  access: 'manage-feature-flags',
  summary: 'Create a feature flag',
  body: featureFlagInput,
  response: featureFlag,
});

export const updateFeatureFlag = defineEndpoint({
  method: 'PUT',
  ifMatch: true,
  path: `${V3}/configs/feature-flags/:id`,
  access: 'manage-feature-flags',
  summary: 'Change a feature flag',
  params: idParams,
  body: featureFlagInput,
  response: featureFlag,
});

export const deleteFeatureFlag = defineEndpoint({
  method: 'DELETE',
  ifMatch: true,
  path: `${V3}/configs/feature-flags/:id`,
  access: 'manage-feature-flags',
  summary: 'Delete a feature flag',
  params: idParams,
  response: null,
});
